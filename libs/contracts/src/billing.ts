import { z } from 'zod';
import { defineEvent } from './message';

// docs/product.md §3 Plan / §9: the pricing-card names are the only plan names anywhere in the product.
// The catalogue itself (prices, features, limits) lives in the billing database; these are the
// shapes other services and the web app rely on.
export const PLAN_NAMES = ['Single Shop', 'Growing Local', 'Local Chain'] as const;
export type TPlanName = (typeof PLAN_NAMES)[number];
export const ZPlanName = z.enum(PLAN_NAMES, {
  error: 'Choose a plan: Single Shop, Growing Local or Local Chain',
});

// What a plan allows; enforced by the service that owns the data (analysis: keywords, competitors).
export const ZPlanLimits = z.object({
  locations: z.number().int().nonnegative(),
  keywords: z.number().int().nonnegative(),
  competitors: z.number().int().nonnegative(),
});
export type TPlanLimits = z.infer<typeof ZPlanLimits>;

// trialing → active (paid) → past_due (invoice failed) → canceled (ends at period end);
// expired: trial over without payment (read-only until the owner picks a plan).
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// Published by billing on every change (outbox). Consumers keep the event with the newest
// `changedAt` per business and ignore older ones (events may arrive out of order or twice).
export const ZSubscriptionChangedEvent = z.object({
  userId: z.uuid(),
  businessId: z.uuid(),
  planName: ZPlanName,
  status: z.enum(SUBSCRIPTION_STATUSES),
  limits: ZPlanLimits,
  // True when the account may read but not change data (trial expired, or canceled and past the period end).
  readOnly: z.boolean(),
  // Rank checks: weekly on Single Shop, daily above (docs/product.md §9).
  rankCheckFrequency: z.enum(['weekly', 'daily']),
  currentPeriodEnd: z.iso.datetime().nullable(),
  changedAt: z.iso.datetime(),
});
export type TSubscriptionChangedEvent = z.infer<typeof ZSubscriptionChangedEvent>;
export const SubscriptionChanged = defineEvent({ topic: 'billing.subscription.changed', version: 1, payload: ZSubscriptionChangedEvent });

// One plan of the catalogue, as `GET /api/billing/plans`, `GET /api/stripe/config`, the pricing
// cards and Maya all read it. Prices are whole US dollars.
export const ZPlan = z.object({
  name: ZPlanName,
  priceMonthly: z.number().nonnegative(),
  priceYearly: z.number().nonnegative(),
  limits: ZPlanLimits,
  // Feature labels of docs/product.md §3 Plan that this plan includes, e.g. 'GMB Integration'.
  features: z.array(z.string()),
  mostPopular: z.boolean(),
});
export type TPlan = z.infer<typeof ZPlan>;

export const ZPlanCatalogue = z.object({
  plans: z.array(ZPlan),
  extraLocationMonthly: z.number().nonnegative(),
  trialDays: z.number().int().positive(),
  currency: z.literal('usd'),
});
export type TPlanCatalogue = z.infer<typeof ZPlanCatalogue>;

// The signed-in business's subscription (`billing.subscription.get`, `GET /api/billing/subscription`).
// docs/product.md §3 Subscription plus the plan's limits and whether the account is read-only.
export const ZSubscription = z.object({
  planName: ZPlanName,
  status: z.enum(SUBSCRIPTION_STATUSES),
  isTrialActive: z.boolean(),
  trialDaysLeft: z.number().int().nonnegative(),
  trialEndsAt: z.iso.datetime().nullable(),
  priceMonthly: z.number().nonnegative(),
  currentPeriodEnd: z.iso.datetime().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  limits: ZPlanLimits,
  readOnly: z.boolean(),
  // True once the account has a Stripe customer (the billing portal can open).
  hasBillingAccount: z.boolean(),
});
export type TSubscription = z.infer<typeof ZSubscription>;

// Every billing request names the signed-in actor; the business is the billing account.
export const ZBillingActor = z.object({ userId: z.uuid(), businessId: z.uuid() });
export type TBillingActor = z.infer<typeof ZBillingActor>;

export const ZUpdatePlan = z.object({ planName: ZPlanName });
export type TUpdatePlan = z.infer<typeof ZUpdatePlan>;
export const ZUpdatePlanRequest = ZBillingActor.extend(ZUpdatePlan.shape);
export type TUpdatePlanRequest = z.infer<typeof ZUpdatePlanRequest>;

// docs/product.md §3 Billing history item; amounts in whole dollars with cents (e.g. 39 or 39.5).
export const ZBillingHistoryItem = z.object({
  id: z.uuid(),
  date: z.iso.datetime(),
  description: z.string(),
  amount: z.number().nonnegative(),
  status: z.enum(['paid', 'failed']),
  invoiceUrl: z.string().nullable(),
});
export type TBillingHistoryItem = z.infer<typeof ZBillingHistoryItem>;
export const ZBillingHistory = z.object({ billingHistory: z.array(ZBillingHistoryItem) });
export type TBillingHistory = z.infer<typeof ZBillingHistory>;

// docs/product.md §7 GET /api/stripe/config: whether online payment is set up, and the plans it sells.
export const ZStripeConfig = z.object({
  configured: z.boolean(),
  publishableKey: z.string().nullable(),
  plans: z.array(ZPlan),
});
export type TStripeConfig = z.infer<typeof ZStripeConfig>;

// BullMQ queues of the billing service (stored identifiers: never rename).
export const BILLING_QUEUES = {
  // Repeating check: trials and cancelled subscriptions whose period has ended become read-only.
  periodSweep: 'billing-period-sweep',
  // One job per verified Stripe webhook event (job id = event id), applied after the 2xx answer.
  stripeEvents: 'billing-stripe-events',
} as const;

// `billing.checkout.create`: a Stripe Checkout Session for a plan; the browser goes to `url`.
export const ZCheckoutRequest = ZBillingActor.extend({ planName: ZPlanName, successUrl: z.url(), cancelUrl: z.url() });
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>;
// `billing.portal.create`: a Stripe billing portal session (opened in a new tab).
export const ZPortalRequest = ZBillingActor.extend({ returnUrl: z.url() });
export type TPortalRequest = z.infer<typeof ZPortalRequest>;
export const ZRedirect = z.object({ url: z.url() });
export type TRedirect = z.infer<typeof ZRedirect>;
// `billing.stripe.webhook`: the raw body exactly as received and its Stripe-Signature header.
export const ZStripeWebhook = z.object({ payload: z.string().max(1_000_000), signature: z.string().max(2_000) });
export type TStripeWebhook = z.infer<typeof ZStripeWebhook>;

// `GET /api/billing/usage`: what the business uses against its plan's limits (Billing page).
// `used` is null when the service that counts it did not answer.
export const ZUsageItem = z.object({ used: z.number().int().nonnegative().nullable(), limit: z.number().int().nonnegative() });
export const ZBillingUsage = z.object({ locations: ZUsageItem, keywords: ZUsageItem, competitors: ZUsageItem });
export type TBillingUsage = z.infer<typeof ZBillingUsage>;
