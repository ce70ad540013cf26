-- Each run of a long action has its own id: a job writes progress and the outcome only to the run
-- it started, so an older run that ends after a newer one began (the new keywords' first check
-- still going when the owner clicks Check now) cannot mark the newer run done.
ALTER TABLE "background_runs" ADD COLUMN "run_id" UUID NOT NULL DEFAULT gen_random_uuid();
