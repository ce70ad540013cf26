-- CreateTable
CREATE TABLE "plans" (
    "name" TEXT NOT NULL,
    "price_monthly_cents" INTEGER NOT NULL,
    "price_yearly_cents" INTEGER NOT NULL,
    "location_limit" INTEGER NOT NULL,
    "keyword_limit" INTEGER NOT NULL,
    "competitor_limit" INTEGER NOT NULL,
    "features" TEXT[] NOT NULL,
    "most_popular" BOOLEAN NOT NULL DEFAULT false,
    "sort_order" INTEGER NOT NULL,

    CONSTRAINT "plans_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "business_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "plan_name" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "trial_ends_at" TIMESTAMPTZ(3),
    "current_period_end" TIMESTAMPTZ(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "stripe_state_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("business_id"),
    CONSTRAINT "subscriptions_status_check" CHECK ("status" IN ('trialing', 'active', 'past_due', 'canceled', 'expired'))
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "stripe_invoice_id" TEXT,
    "description" TEXT NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "invoice_url" TEXT,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "invoices_status_check" CHECK ("status" IN ('paid', 'failed'))
);

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_stripe_customer_id_key" ON "subscriptions"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_key" ON "subscriptions"("stripe_subscription_id");

-- CreateIndex
CREATE INDEX "subscriptions_status_trial_ends_at_idx" ON "subscriptions"("status", "trial_ends_at");

-- CreateIndex
CREATE INDEX "subscriptions_cancel_at_period_end_current_period_end_idx" ON "subscriptions"("cancel_at_period_end", "current_period_end");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_stripe_invoice_id_key" ON "invoices"("stripe_invoice_id");

-- CreateIndex
CREATE INDEX "invoices_business_id_issued_at_idx" ON "invoices"("business_id", "issued_at");

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_name_fkey" FOREIGN KEY ("plan_name") REFERENCES "plans"("name") ON DELETE RESTRICT ON UPDATE CASCADE;

-- SPEC §9: the plan catalogue. Features are the labels of SPEC §3 Plan.
INSERT INTO "plans" ("name", "price_monthly_cents", "price_yearly_cents", "location_limit", "keyword_limit", "competitor_limit", "features", "most_popular", "sort_order") VALUES
  ('Single Shop', 2000, 20000, 1, 25, 3, ARRAY['Locations', 'GMB Integration', 'Keyword Tracking'], false, 1),
  ('Growing Local', 3900, 39000, 3, 100, 10, ARRAY['Locations', 'GMB Integration', 'Keyword Tracking', 'AI Keyword Suggestions', 'Competitor Analysis'], true, 2),
  ('Local Chain', 7900, 79000, 10, 500, 25, ARRAY['Locations', 'GMB Integration', 'Keyword Tracking', 'AI Keyword Suggestions', 'Competitor Analysis', 'AI Review Responses', 'Reporting', 'Priority Support'], false, 3);
