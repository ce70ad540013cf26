import { z } from 'zod';
import { loadAiQuotaEnv, loadOpenAiEnv, loadServiceEnv, parseEnv } from '@app/service-kit';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

// Google Business Profile (src/google): the OAuth client, the token key and the APIs' base URLs,
// which point at libs/google-sandbox in local mode and tests (its GOOGLE_ENV documents each).
const ZGoogleEnv = z.object({
  GOOGLE_CLIENT_ID: optional(z.string()).describe('OAuth client id; unset: connecting Google Business Profile answers NOT_CONFIGURED'),
  GOOGLE_CLIENT_SECRET: optional(z.string()).describe('OAuth client secret'),
  GOOGLE_SANDBOX_URL: optional(z.url()).describe('Set when the Google sandbox stands in for Google: connections are labelled "Google sandbox"'),
  GOOGLE_TOKEN_ENCRYPTION_KEY: optional(z.string().min(32, 'GOOGLE_TOKEN_ENCRYPTION_KEY must be 32 characters or more')).describe(
    'Key sealing the owners\' Google refresh tokens (AES-256-GCM); required in production',
  ),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: z.url().default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ACCOUNT_MANAGEMENT_URL: z.url().default('https://mybusinessaccountmanagement.googleapis.com/'),
  GOOGLE_BUSINESS_INFORMATION_URL: z.url().default('https://mybusinessbusinessinformation.googleapis.com/'),
  GOOGLE_MY_BUSINESS_URL: z.url().default('https://mybusiness.googleapis.com/').describe('My Business API v4 root (reviews and replies)'),
  GOOGLE_NOTIFICATIONS_URL: z.url().default('https://mybusinessnotifications.googleapis.com/'),
  GOOGLE_PERFORMANCE_URL: z.url().default('https://businessprofileperformance.googleapis.com/'),
  GOOGLE_PUBSUB_TOPIC: optional(z.string()).describe("Pub/Sub topic named in each account's notification setting (projects/<p>/topics/<t>)"),
  GOOGLE_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000).describe('Timeout of one call to a Google API'),
  GOOGLE_LISTING_REFRESH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(6 * 60 * 60_000)
    .describe("How often a connected business's location is imported again from Google"),
  GOOGLE_REVIEWS_SYNC_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(6 * 60 * 60_000)
    .describe("How often a connected business's reviews are imported again in full (repairs what notifications missed)"),
  GOOGLE_REVIEWS_SWEEP_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000).describe('How often imports that are due (a new connection, an unfinished run) are looked for'),
  GOOGLE_REPLY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6).describe('Tries to publish a reply on Google (429, 5xx, timeouts) before it is marked failed'),
  GOOGLE_REPLY_BACKOFF_MS: z.coerce.number().int().min(10).max(600_000).default(5_000).describe('First retry delay of a reply; doubles each retry'),
});

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
  ...ZGoogleEnv.shape,
});

// Parsed once at boot; no other file reads process.env.
export const env = { ...loadServiceEnv('analysis'), ...parseEnv(ZAnalysisEnv) };
export type TAnalysisEnv = typeof env;

// AI keyword suggestions: OpenAI when OPENAI_API_KEY is set, else the local generator.
export const aiEnv = loadOpenAiEnv();
export const aiQuotaEnv = loadAiQuotaEnv();
