-- The weekly plan (issue 21, src/weekly-plan): one plan per business and week (the Monday of the
-- shop's calendar), at most three actions, and what last week's done actions changed (measured
-- when the plan was built). announced_at: when the Monday plan was announced for the weekly
-- report email (once per plan). Plans go with the business (account deletion).
CREATE TABLE "weekly_plans" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "week_of" DATE NOT NULL,
    "look_back" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "announced_at" TIMESTAMPTZ(3),

    CONSTRAINT "weekly_plans_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "weekly_plans_business_id_week_of_key" ON "weekly_plans"("business_id", "week_of");

ALTER TABLE "weekly_plans" ADD CONSTRAINT "weekly_plans_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One action of a plan, in its order; baseline holds the figures the action was chosen on, which
-- the next week's look-back compares with.
CREATE TABLE "weekly_plan_actions" (
    "id" UUID NOT NULL,
    "plan_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "why" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "baseline" JSONB NOT NULL,
    "done_at" TIMESTAMPTZ(3),

    CONSTRAINT "weekly_plan_actions_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "weekly_plan_actions_plan_id_position_key" ON "weekly_plan_actions"("plan_id", "position");

ALTER TABLE "weekly_plan_actions" ADD CONSTRAINT "weekly_plan_actions_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "weekly_plans"("id") ON DELETE CASCADE ON UPDATE CASCADE;
