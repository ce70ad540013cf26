-- Stripe customers of erased accounts, as SHA-256 of the customer id only: the webhooks Stripe
-- sends after the erasure (the cancelled subscription, the deleted customer, a last invoice) are
-- acknowledged and dropped instead of being stored, or kept forever waiting for an account.
CREATE TABLE "erased_stripe_customers" (
    "customer_hash" TEXT NOT NULL,
    "erased_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erased_stripe_customers_pkey" PRIMARY KEY ("customer_hash")
);
