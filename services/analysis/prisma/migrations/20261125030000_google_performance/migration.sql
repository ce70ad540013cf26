-- Google Business Profile Performance API: a connected business's published daily figures (one row
-- per business and day, Google's day) and the searches its profile was shown for each month.
CREATE TABLE "google_daily_metrics" (
    "business_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "location_name" TEXT NOT NULL,
    "impressions_desktop_maps" INTEGER NOT NULL,
    "impressions_desktop_search" INTEGER NOT NULL,
    "impressions_mobile_maps" INTEGER NOT NULL,
    "impressions_mobile_search" INTEGER NOT NULL,
    "call_clicks" INTEGER NOT NULL,
    "website_clicks" INTEGER NOT NULL,
    "direction_requests" INTEGER NOT NULL,
    "source" TEXT NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "google_daily_metrics_pkey" PRIMARY KEY ("business_id","day")
);

CREATE TABLE "google_search_keywords" (
    "business_id" UUID NOT NULL,
    "month" DATE NOT NULL,
    "keyword" TEXT NOT NULL,
    "location_name" TEXT NOT NULL,
    "impressions" INTEGER,
    "threshold" INTEGER,
    "source" TEXT NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "google_search_keywords_pkey" PRIMARY KEY ("business_id","month","keyword")
);

ALTER TABLE "google_daily_metrics" ADD CONSTRAINT "google_daily_metrics_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "google_search_keywords" ADD CONSTRAINT "google_search_keywords_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
