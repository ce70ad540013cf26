// BullMQ queues of the billing service (stored identifiers: never rename). Both extend the kit's
// ServiceQueue: one key prefix per database, one default job policy.
export const BILLING_QUEUES = {
  // Repeating check: trials and cancelled subscriptions whose period has ended become read-only.
  periodSweep: 'billing-period-sweep',
  // One job per verified Stripe webhook event (job id = event id), applied after the 2xx answer.
  stripeEvents: 'billing-stripe-events',
} as const;
