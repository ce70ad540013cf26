-- The latest run of each long action of a business (a rank check), so the web shows it running, its
-- progress and its outcome after a reload too: the state lives on the server, not in the page.
CREATE TABLE "background_runs" (
    "business_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),
    "done" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER,
    "error" TEXT,

    CONSTRAINT "background_runs_pkey" PRIMARY KEY ("business_id","kind")
);

ALTER TABLE "background_runs" ADD CONSTRAINT "background_runs_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
