-- 'Generate responses' keeps its state on the server (docs/product.md §4 Long actions): the latest
-- run of each business, and on each review the run that asked for its current suggestion, so the
-- page shows how many are drafted, and how it ended, after a reload too.
CREATE TABLE "suggestion_runs" (
    "business_id" UUID NOT NULL,
    "id" UUID NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "total" INTEGER NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "suggestion_runs_pkey" PRIMARY KEY ("business_id")
);

ALTER TABLE "reviews" ADD COLUMN "suggestion_run_id" UUID;
