import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonReply, LoopbackServer, readBody, send, type TLoopbackReply } from './loopback-server';

export type TFakeChatMessage = { role: string; content: unknown };

// One request as the fake received it: the parsed body and the bearer key.
export type TFakeChatRequest = {
  model: string;
  messages: TFakeChatMessage[];
  stream: boolean;
  body: Record<string, unknown>;
  apiKey: string | undefined;
};

// What the fake answers a request with:
// - text: a normal completion (streamed as SSE chunks when the request asks for `stream: true`);
// - error: an OpenAI-style error body with this HTTP status (500, 429, ...);
// - malformed: HTTP 200 with a body that is not the promised JSON (or SSE) shape;
// - delayMs on any of them holds the answer back (longer than the client's timeout = a timeout).
export type TFakeOpenAiReply =
  | { kind: 'text'; content: string; delayMs?: number }
  | { kind: 'error'; status: number; message?: string; delayMs?: number }
  | { kind: 'malformed'; delayMs?: number };

export type TFakeOpenAiScript = (request: TFakeChatRequest) => TFakeOpenAiReply | string;

// The text of the last user message, for scripts that answer by what was asked.
export const lastUserText = (request: TFakeChatRequest): string => {
  const last = [...request.messages].reverse().find((message) => message.role === 'user');
  return typeof last?.content === 'string' ? last.content : '';
};

// The system prompt the fake received (first system message), for assertions on grounding.
export const systemText = (request: TFakeChatRequest): string => {
  const system = request.messages.find((message) => message.role === 'system');
  return typeof system?.content === 'string' ? system.content : '';
};

const sendJson = (response: ServerResponse, status: number, body: unknown): void => send(response, jsonReply(status, body));

// A local server speaking OpenAI's POST /v1/chat/completions (JSON and `stream: true` SSE), so the
// real `openai` SDK can be tested on 127.0.0.1. Replies come from `script`, a function of the
// request; every request is recorded in `requests`.
export class FakeOpenAiServer extends LoopbackServer {
  readonly apiKey = 'sk-fake-nearbly-test';
  readonly requests: TFakeChatRequest[] = [];
  script: TFakeOpenAiScript = () => 'Hello from the fake model.';
  private readonly timers = new Set<NodeJS.Timeout>();

  // The SDK's baseURL (it appends /chat/completions).
  get baseUrl(): string {
    return `${this.origin}/v1`;
  }

  // Environment for a service under test: AI on, pointed at this fake.
  env(overrides: Record<string, string> = {}): Record<string, string> {
    return { OPENAI_API_KEY: this.apiKey, OPENAI_BASE_URL: this.baseUrl, OPENAI_MODEL: 'fake-gpt', ...overrides };
  }

  reset(script?: TFakeOpenAiScript): void {
    this.requests.length = 0;
    this.script = script ?? (() => 'Hello from the fake model.');
  }

  protected override crashReply(): TLoopbackReply {
    return jsonReply(500, { error: { message: 'fake crashed', type: 'server_error' } });
  }

  override async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await super.stop();
  }

  protected async serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (request.method !== 'POST' || path !== '/v1/chat/completions') {
      sendJson(response, 404, { error: { message: `Unknown route ${request.method} ${path}`, type: 'invalid_request_error' } });
      return;
    }
    const apiKey = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (apiKey !== this.apiKey) {
      sendJson(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
      return;
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      sendJson(response, 400, { error: { message: 'We could not parse the JSON body of your request.', type: 'invalid_request_error' } });
      return;
    }
    const recorded: TFakeChatRequest = {
      model: String(body.model),
      messages: Array.isArray(body.messages) ? (body.messages as TFakeChatMessage[]) : [],
      stream: body.stream === true,
      body,
      apiKey,
    };
    this.requests.push(recorded);
    const scripted = this.script(recorded);
    const reply: TFakeOpenAiReply = typeof scripted === 'string' ? { kind: 'text', content: scripted } : scripted;
    if (reply.delayMs) await this.delay(reply.delayMs, response);
    if (response.destroyed) return;
    this.answer(reply, recorded, response);
  }

  // Waits, or stops early when the client gives up (its timeout closes the socket).
  private delay(ms: number, response: ServerResponse): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
      response.once('close', () => {
        clearTimeout(timer);
        this.timers.delete(timer);
        resolve();
      });
    });
  }

  private answer(reply: TFakeOpenAiReply, request: TFakeChatRequest, response: ServerResponse): void {
    if (reply.kind === 'error') {
      sendJson(response, reply.status, { error: { message: reply.message ?? 'The server had an error while processing your request.', type: 'server_error' } });
      return;
    }
    if (reply.kind === 'malformed') {
      response.writeHead(200, { 'content-type': request.stream ? 'text/event-stream' : 'application/json' });
      response.end(request.stream ? 'data: {"id": "chatcmpl-broken", "choices": [\n\n' : '{"id": "chatcmpl-broken", "choices": [');
      return;
    }
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    if (!request.stream) {
      sendJson(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      });
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    response.write(chunk({ role: 'assistant', content: '' }, null));
    // Word-sized pieces, as a model streams them.
    for (const piece of reply.content.match(/\S+\s*|\s+/g) ?? []) response.write(chunk({ content: piece }, null));
    response.write(chunk({}, 'stop'));
    response.end('data: [DONE]\n\n');
  }
}
