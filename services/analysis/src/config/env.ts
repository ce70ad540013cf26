import { z } from 'zod';
import { loadAiQuotaEnv, loadOpenAiEnv, loadServiceEnv, parseEnv } from '@app/service-kit';

const ZAnalysisEnv = z.object({
  RANK_PROVIDER: z
    .enum(['simulated', 'serpapi'])
    .default('simulated')
    .describe('Where rank checks come from: the deterministic simulator, or SerpApi (needs SERP_API_KEY)'),
  SERP_API_KEY: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe('SerpApi key; used when RANK_PROVIDER=serpapi'),
  SERP_API_BASE_URL: z.url().default('https://serpapi.com').describe('SerpApi base URL (a local fake in tests)'),
  SERP_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  RANK_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(15 * 60_000)
    .describe('How often the scheduler looks for businesses whose weekly/daily check is due'),
  COMPETITOR_PROVIDER: z
    .enum(['estimate', 'serpapi'])
    .default('estimate')
    .describe("Competitor figures: the deterministic local estimate, or SerpApi's Google Maps engine (needs SERP_API_KEY)"),
  INSIGHTS_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(60 * 60_000)
    .describe('How often the scheduler looks for businesses whose daily insights job (figures, metrics, insights) is due'),
  REVIEWS_RPC_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(30_000)
    .default(2_000)
    .describe('How long the listing and insights wait for reviews.summary before using the last summary kept'),
  BILLING_RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  SIMULATED_HISTORY_DAYS: z.coerce
    .number()
    .int()
    .min(0)
    .max(90)
    .default(0)
    .describe('Simulated mode only: a new keyword also gets this many past days of simulated ranks (the local demo; 0 in production)'),
});

// Parsed once at boot; no other file reads process.env.
export const env = { ...loadServiceEnv('analysis'), ...parseEnv(ZAnalysisEnv) };
export type TAnalysisEnv = typeof env;

// AI keyword suggestions: OpenAI when OPENAI_API_KEY is set, else the local generator.
export const aiEnv = loadOpenAiEnv();
export const aiQuotaEnv = loadAiQuotaEnv();
