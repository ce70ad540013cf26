-- Alerts (issue 21, src/alerts): one row per situation, keyed so the same situation seen twice is
-- one alert (unique business and key); read_at is the in-app unread state. They go with the
-- business (account deletion).
CREATE TABLE "alerts" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "alerts_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "alerts_business_id_key_key" ON "alerts"("business_id", "key");

CREATE INDEX "alerts_business_id_created_at_idx" ON "alerts"("business_id", "created_at");

ALTER TABLE "alerts" ADD CONSTRAINT "alerts_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
