import OpenAI from 'openai';
import { countExternalCall } from './metrics';
import type { TOpenAiEnv } from './openai-env';

// deadlineMs bounds a whole call, retries and a stalled stream included.
export type TOpenAi = { client: OpenAI; model: string; deadlineMs: number };

// One configured client per process, or null in local mode.
export const createOpenAi = (env: TOpenAiEnv): TOpenAi | null => {
  if (!env.OPENAI_API_KEY) return null;
  const client = new OpenAI({
    apiKey: env.OPENAI_API_KEY,
    baseURL: env.OPENAI_BASE_URL,
    timeout: env.OPENAI_TIMEOUT_MS,
    maxRetries: env.OPENAI_MAX_RETRIES,
  });
  // Each retry waits at most about a second (the SDK's backoff for the first retries).
  const deadlineMs = env.OPENAI_TIMEOUT_MS * (env.OPENAI_MAX_RETRIES + 1) + env.OPENAI_MAX_RETRIES * 1_000;
  return { client, model: env.OPENAI_MODEL, deadlineMs };
};

export type TAiFailure = 'timeout' | 'http' | 'malformed' | 'empty';

// Why a completion gave no usable text; callers log the reason and use their local path.
export class AiUnavailableError extends Error {
  constructor(
    readonly reason: TAiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = AiUnavailableError.name;
  }
}

export type TChatTurn = { role: 'system' | 'user' | 'assistant'; content: string };

const failureOf = (error: unknown): AiUnavailableError => {
  if (error instanceof AiUnavailableError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return new AiUnavailableError('timeout', 'The model did not answer in time', { cause: error });
  if (error instanceof OpenAI.APIError && error.status !== undefined) {
    return new AiUnavailableError('http', `The model answered HTTP ${error.status}`, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) return new AiUnavailableError('http', 'The model could not be reached', { cause: error });
  return new AiUnavailableError('malformed', 'The model answered something unreadable', { cause: error });
};

// The text of one chat completion (streamed or not), trimmed; throws AiUnavailableError when the
// model times out, fails, answers an unreadable body or an empty text.
export const completeChat = async (
  ai: TOpenAi,
  messages: TChatTurn[],
  options: { stream?: boolean; maxTokens?: number; temperature?: number } = {},
): Promise<string> => {
  const params = { model: ai.model, messages, max_tokens: options.maxTokens ?? 400, temperature: options.temperature ?? 0.3 };
  const request = { signal: AbortSignal.timeout(ai.deadlineMs) };
  let text: string;
  try {
    if (options.stream) {
      const stream = await ai.client.chat.completions.create({ ...params, stream: true }, request);
      text = '';
      for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    } else {
      const completion = await ai.client.chat.completions.create(params, request);
      const content: unknown = completion.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new AiUnavailableError('malformed', 'The model answered without a message');
      text = content;
    }
  } catch (error) {
    const failure = failureOf(error);
    countExternalCall('openai', failure.reason === 'timeout' ? 'timeout' : 'error');
    throw failure;
  }
  const trimmed = text.trim();
  countExternalCall('openai', trimmed ? 'ok' : 'error');
  if (!trimmed) throw new AiUnavailableError('empty', 'The model answered an empty text');
  return trimmed;
};
