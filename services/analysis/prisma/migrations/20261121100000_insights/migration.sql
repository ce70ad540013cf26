-- Issue 8: competitor figures, the listing, insights, modelled listing metrics, received reviews.

-- AlterTable
ALTER TABLE "businesses" ADD COLUMN "daily_job_on" DATE,
ADD COLUMN "insights_generated_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "competitor_snapshots" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "competitor_id" UUID NOT NULL,
    "taken_on" DATE NOT NULL,
    "address" TEXT,
    "average_rating" DOUBLE PRECISION,
    "total_reviews" INTEGER,
    "estimated_traffic" INTEGER,
    "source" TEXT NOT NULL,
    "checked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competitor_snapshots_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "competitor_snapshots_rating_check" CHECK ("average_rating" IS NULL OR ("average_rating" >= 0 AND "average_rating" <= 5))
);

-- CreateTable
CREATE TABLE "listings" (
    "business_id" UUID NOT NULL,
    "name" TEXT,
    "address" TEXT,
    "phone" TEXT,
    "website" TEXT,
    "description" TEXT,
    "categories" TEXT[] NOT NULL,
    "hours" JSONB NOT NULL,
    "photos_count" INTEGER NOT NULL,
    "is_sample" BOOLEAN NOT NULL DEFAULT true,
    "reviews_total" INTEGER NOT NULL DEFAULT 0,
    "reviews_average" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "reviews_pending" INTEGER NOT NULL DEFAULT 0,
    "reviews_oldest_pending" TIMESTAMPTZ(3),
    "reviews_sample" BOOLEAN NOT NULL DEFAULT false,
    "reviews_checked_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "listings_pkey" PRIMARY KEY ("business_id")
);

-- CreateTable
CREATE TABLE "insights" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "dedupe_key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "priority" TEXT NOT NULL,
    "impact_score" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "action_recommended" TEXT NOT NULL,
    "action_label" TEXT NOT NULL,
    "action_href" TEXT NOT NULL,
    "is_read" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "insights_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "insights_impact_score_check" CHECK ("impact_score" >= 0 AND "impact_score" <= 100)
);

-- CreateTable
CREATE TABLE "listing_metrics" (
    "business_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "listing_views" INTEGER NOT NULL,
    "website_clicks" INTEGER NOT NULL,
    "phone_calls" INTEGER NOT NULL,
    "direction_requests" INTEGER NOT NULL,
    "is_estimated" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_metrics_pkey" PRIMARY KEY ("business_id","day")
);

-- CreateTable
CREATE TABLE "received_reviews" (
    "business_id" UUID NOT NULL,
    "external_id" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "review_date" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "received_reviews_pkey" PRIMARY KEY ("business_id","external_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "competitor_snapshots_competitor_id_taken_on_key" ON "competitor_snapshots"("competitor_id", "taken_on");

-- CreateIndex
CREATE INDEX "competitor_snapshots_business_id_taken_on_idx" ON "competitor_snapshots"("business_id", "taken_on");

-- CreateIndex
CREATE UNIQUE INDEX "insights_business_id_dedupe_key_key" ON "insights"("business_id", "dedupe_key");

-- CreateIndex
CREATE INDEX "insights_business_id_is_read_idx" ON "insights"("business_id", "is_read");

-- CreateIndex
CREATE INDEX "received_reviews_business_id_review_date_idx" ON "received_reviews"("business_id", "review_date");

-- AddForeignKey
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitor_snapshots" ADD CONSTRAINT "competitor_snapshots_competitor_id_fkey" FOREIGN KEY ("competitor_id") REFERENCES "competitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listings" ADD CONSTRAINT "listings_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insights" ADD CONSTRAINT "insights_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "listing_metrics" ADD CONSTRAINT "listing_metrics_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "received_reviews" ADD CONSTRAINT "received_reviews_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
