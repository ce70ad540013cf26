-- A competitor's categories and opening hours as SerpApi's Google Maps answer gave them (issue 21,
-- competitor watch): JSON, null for an estimate or when the answer had none.
ALTER TABLE "competitor_snapshots" ADD COLUMN "categories" JSONB;
ALTER TABLE "competitor_snapshots" ADD COLUMN "hours" JSONB;
