-- Events of the same second are ordered by a key (lifecycle rank, then event id), so the state
-- a subscription ends in does not depend on the order Stripe delivered them.
ALTER TABLE "subscriptions" ADD COLUMN "stripe_state_key" TEXT;

-- A Stripe event for an account not known yet is kept unprocessed and retried; attempted_at
-- orders the retries so a waiting event never starves the others.
ALTER TABLE "stripe_events" ADD COLUMN "attempted_at" TIMESTAMPTZ(3);
