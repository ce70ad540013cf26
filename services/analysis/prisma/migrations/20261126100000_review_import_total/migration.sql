-- The Google reviews import shows its progress (docs/product.md §4 Long actions): reviews imported
-- of the total Google gives with each page of the location's reviews.
ALTER TABLE "google_review_imports" ADD COLUMN "total" INTEGER;
