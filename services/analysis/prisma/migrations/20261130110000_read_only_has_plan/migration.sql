-- An account is read-only only by its plan's word: read_only is written with the plan it came with
-- (billing.subscription.changed, or billing's answer), never alone. The schedules (rank checks, grid
-- scans, the Monday plan) leave stored read-only accounts out without asking billing, so a true
-- without its plan would stop a paying owner's checks with nothing to say why.
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_read_only_has_plan_check"
    CHECK (NOT "read_only" OR ("plan_name" IS NOT NULL AND "keyword_limit" IS NOT NULL AND "competitor_limit" IS NOT NULL AND "subscription_changed_at" IS NOT NULL));
