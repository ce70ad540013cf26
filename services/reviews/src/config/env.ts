import { z } from 'zod';
import { loadAiQuotaEnv, loadOpenAiEnv, loadServiceEnv, parseEnv } from '@app/service-kit';

const ZSuggestionsEnv = z.object({
  SUGGESTION_WORKER: z
    .enum(['on', 'off'])
    .default('on')
    .describe('Run the review-suggestions worker in this process (off: only the worker entry point runs it)'),
  SUGGESTION_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(16).describe('Suggestions drafted at once per process (each waits on Postgres, and on OpenAI when configured)'),
  SUGGESTION_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4).describe('Tries per suggestion before it is dead-lettered'),
  SUGGESTION_BACKOFF_MS: z.coerce.number().int().min(10).max(60_000).default(2_000).describe('First retry delay; doubles each retry'),
  SUGGESTION_LOCK_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(30_000)
    .describe('How long a job stays locked to a worker that stopped answering before another worker takes it over'),
  OPENAI_REQUESTS_PER_SECOND: z.coerce.number().int().min(1).max(1_000).default(5).describe('Rate limit of the worker toward OpenAI'),
});

// Parsed once at boot; no other file reads process.env.
export const env = { ...loadServiceEnv('reviews'), ...parseEnv(ZSuggestionsEnv) };
export type TReviewsEnv = typeof env;

// The reply writer's model: OpenAI when OPENAI_API_KEY is set, else the local generator.
export const aiEnv = loadOpenAiEnv();
export const aiQuotaEnv = loadAiQuotaEnv();
