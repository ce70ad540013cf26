-- Google reviews (src/google/reviews): the import checkpoint of each business, the notifications
-- already handled, and the newest reply revision per review.
CREATE TABLE "google_review_imports" (
    "business_id" UUID NOT NULL,
    "location_name" TEXT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "page_token" TEXT,
    "pages" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "google_review_imports_pkey" PRIMARY KEY ("business_id")
);

CREATE TABLE "google_notifications" (
    "message_id" TEXT NOT NULL,
    "received_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "google_notifications_pkey" PRIMARY KEY ("message_id")
);

CREATE INDEX "google_notifications_received_at_idx" ON "google_notifications"("received_at");

CREATE TABLE "google_reply_revisions" (
    "review_id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "revision" INTEGER NOT NULL,

    CONSTRAINT "google_reply_revisions_pkey" PRIMARY KEY ("review_id")
);

CREATE INDEX "google_reply_revisions_business_id_idx" ON "google_reply_revisions"("business_id");

ALTER TABLE "google_review_imports" ADD CONSTRAINT "google_review_imports_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "google_reply_revisions" ADD CONSTRAINT "google_reply_revisions_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
