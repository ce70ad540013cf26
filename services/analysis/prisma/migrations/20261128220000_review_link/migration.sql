-- Issue 21 "Review growth": the connected location's place id and Google's "write a review" link,
-- read once from the location's metadata and kept for the location they were read for, so the
-- Reviews page does not call Google each time it opens.
ALTER TABLE "google_connections" ADD COLUMN "place_id" TEXT,
ADD COLUMN "review_link" TEXT,
ADD COLUMN "review_link_location" TEXT;
