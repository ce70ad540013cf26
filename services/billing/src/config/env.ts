import { z } from 'zod';
import { loadServiceEnv, parseEnv } from '@app/service-kit';

const ZBillingEnv = z.object({
  BILLING_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(60_000)
    .describe('How often ended trials and cancelled periods are turned read-only'),
  STRIPE_SECRET_KEY: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe('Stripe secret key; without it billing runs in local mode (plans change in the database, no payment) and checkout and the portal answer "not configured"'),
  STRIPE_PUBLISHABLE_KEY: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe('Stripe publishable key handed to the web app by GET /api/stripe/config'),
  STRIPE_WEBHOOK_SECRET: z
    .preprocess((value) => (value === '' ? undefined : value), z.string().optional())
    .describe('Signing secret of the Stripe webhook endpoint (whsec_...); webhooks are refused without it'),
  STRIPE_API_URL: z
    .preprocess((value) => (value === '' ? undefined : value), z.url().optional())
    .describe('Stripe API origin (default https://api.stripe.com); tests point it at a local fake'),
});

const base = loadServiceEnv('billing');
const own = parseEnv(ZBillingEnv);

// Parsed once at boot; no other file reads process.env.
export const env = { ...base, ...own };
export type TBillingEnv = typeof env;

// With a Stripe secret key a plan is paid only through Stripe; without one billing runs in local
// mode (plans are changed in the database, for development and demos).
export const isStripeConfigured = (config: Pick<TBillingEnv, 'STRIPE_SECRET_KEY'>): boolean => config.STRIPE_SECRET_KEY !== undefined;
