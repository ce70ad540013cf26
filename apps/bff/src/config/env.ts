import { join } from 'node:path';
import { z } from 'zod';
import { parseEnv, ZBaseServiceEnv } from '@app/service-kit';

// Express's names for address ranges, or an IPv4/IPv6 address with an optional prefix length.
const TRUSTED_PROXY = /^(loopback|linklocal|uniquelocal|[\d.]+(\/\d{1,2})?|[\da-f:.]*:[\da-f:.]*(\/\d{1,3})?)$/i;

// '' → trust no proxy; '2' → the two nearest hops; '10.0.0.0/8, 127.0.0.1' → those addresses.
const parseTrustProxy = (value: string): false | number | string[] => {
  const trimmed = value.trim();
  if (trimmed === '') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed.split(',').map((entry) => entry.trim());
};

// Parsed once at boot; no other file reads process.env.
const ZBffEnv = ZBaseServiceEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HTTP_HOST: z.string().default('0.0.0.0'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464).describe('Prometheus scrape port (GET /metrics); no ingress routes it'),
  WEB_DIST: z
    .string()
    .default(join(__dirname, '..', '..', '..', 'web', 'dist'))
    .describe('Folder of the built web app served at /'),
  OVERVIEW_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5).describe('How long a business\'s complete dashboard overview is kept (0: never)'),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  BODY_LIMIT: z.string().default('100kb'),
  SUPPORT_EMAIL: z.email().default('support@nearbly.app'),
  OPENAI_API_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  GOOGLE_SANDBOX_URL: z
    .preprocess((value) => (value === '' ? undefined : value), z.url().optional())
    .describe('Set when the local Google sandbox stands in for Google: /api/integrations/status says "Google sandbox"'),
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs').describe("Keys (PEM by kid) that verify Google's ID tokens, among them Pub/Sub's push tokens"),
  GOOGLE_PUBSUB_AUDIENCE: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe("Audience the Pub/Sub push's OIDC token must carry (default: PUBLIC_URL + /api/google/notifications, Pub/Sub's default)"),
  GOOGLE_PUBSUB_SERVICE_ACCOUNT: z
    .preprocess((value) => (value === '' ? undefined : value), z.email().optional())
    .describe('Service account the push subscription authenticates as (unset: every push is refused)'),
  PUBLIC_URL: z.url().optional().describe('Origin the browser uses (for OAuth redirects); default http://127.0.0.1:PORT'),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true')
    .describe('Secure cookies (browsers accept them on http://localhost too)'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: z.coerce.number().int().positive().default(5).describe('Sign-in attempts per window for one account from one address'),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20).describe('Sign-in attempts per window from one address, whatever the account'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .positive()
    .default(10)
    .describe('Failed sign-ins per window for one account from all addresses before it slows down to one attempt a minute (a recognised device is exempt)'),
  LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  SIGNUP_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10).describe('Sign-ups per hour from one address'),
  SIGNUP_DAILY_BUDGET: z.coerce.number().int().positive().default(2_000).describe('Sign-ups per UTC day from all addresses'),
  ANALYSIS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(20).describe('Free local SEO analyses per hour from one address'),
  ANALYSIS_DAILY_BUDGET: z.coerce.number().int().positive().default(5_000).describe('Free local SEO analyses per UTC day from all addresses'),
  NEWSLETTER_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10).describe('Newsletter sign-ups per hour from one address'),
  NEWSLETTER_DAILY_BUDGET: z.coerce.number().int().positive().default(5_000).describe('Newsletter sign-ups per UTC day from all addresses'),
  CHAT_ANONYMOUS_PER_IP_PER_DAY: z.coerce.number().int().positive().default(200).describe('Messages to Maya per day from one address without a session'),
  RANK_CHECK_COOLDOWN_SECONDS: z.coerce.number().int().positive().default(600).describe("'Check now': time between two on-demand rank checks of one business (all keywords, or one keyword)"),
  INSIGHTS_REFRESH_PER_BUSINESS_PER_DAY: z.coerce.number().int().positive().default(20).describe("'Refresh insights' per business per day"),
  CHAT_ANONYMOUS_DAILY_BUDGET: z.coerce.number().int().positive().default(20_000).describe('Messages to Maya per UTC day from all visitors without a session'),
  DEVICE_COOKIE_SECRET: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().min(32).optional())
    .describe('Key that signs the recognised-device cookie (required in production; otherwise a random key per boot)'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform(parseTrustProxy)
    .pipe(z.union([z.literal(false), z.number().int().min(1).max(10), z.array(z.string().regex(TRUSTED_PROXY, 'not an address, CIDR or loopback/linklocal/uniquelocal'))]))
    .describe('Proxies whose X-Forwarded-For is believed: a hop count, or comma-separated addresses/CIDRs; empty: none'),
  API_DOCS: z.enum(['on', 'off']).optional().describe('The OpenAPI UI at /api/docs: on by default, off by default in production'),
  BENCH_ROUTES: z.enum(['on', 'off']).default('off').describe('GET /api/bench/echo, a request/reply to auth that touches no database (benchmarks only)'),
  SMTP_URL: z.string().optional(),
  SERP_API_KEY: z.string().optional(),
  MAP_TILE_URL: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/, 'a https URL template with {z}, {x} and {y}').optional())
    .describe('Map tiles under the Visibility grid ({z}/{x}/{y} template); unset: a plain grid without a map'),
});
export type TBffEnv = z.infer<typeof ZBffEnv>;

export const env: TBffEnv = parseEnv(
  ZBffEnv.superRefine((value, context) => {
    if (value.NODE_ENV === 'production' && !value.RPC_SIGNING_KEY)
      context.addIssue({ code: 'custom', path: ['RPC_SIGNING_KEY'], message: "required in production (the services refuse the BFF's requests without it)" });
    if (value.NODE_ENV === 'production' && !value.DEVICE_COOKIE_SECRET)
      context.addIssue({ code: 'custom', path: ['DEVICE_COOKIE_SECRET'], message: 'required in production (32 characters or more)' });
  }),
);
