import { z } from 'zod';
import { parseEnv } from './env';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// The OpenAI variables a service reads (docs/architecture.md: AI only when OPENAI_API_KEY is set; without
// it each feature uses its local generator). Timeout and retries are bounded so a slow or failing
// model never holds a request for long: the caller falls back to the local path.
export const ZOpenAiEnv = z.object({
  OPENAI_API_KEY: z.preprocess(blankToUndefined, z.string().optional()).describe('Enables AI; unset means local mode'),
  OPENAI_BASE_URL: z
    .preprocess(blankToUndefined, z.url().optional())
    .describe('API root (https://api.openai.com/v1 when unset); tests point it at a fake on 127.0.0.1'),
  OPENAI_MODEL: z.preprocess(blankToUndefined, z.string().default('gpt-4o-mini')),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000).describe('Per attempt'),
  OPENAI_MAX_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
});
export type TOpenAiEnv = z.infer<typeof ZOpenAiEnv>;

export const loadOpenAiEnv = (source: NodeJS.ProcessEnv = process.env): TOpenAiEnv => parseEnv(ZOpenAiEnv, source);

// What the UI says ("AI is running in local mode") and what a service logs at boot.
export const isAiConfigured = (env: Pick<TOpenAiEnv, 'OPENAI_API_KEY'>): boolean => Boolean(env.OPENAI_API_KEY);
