-- Google Business Profile reviews (issue 17): where each review comes from, and where publishing
-- the owner's reply on Google stands. `reply_revision` grows with every reply text or retry, so
-- an outcome for an older revision never overwrites a newer one.
ALTER TABLE "reviews" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'imported';
ALTER TABLE "reviews" ADD COLUMN "reply_state" TEXT;
ALTER TABLE "reviews" ADD COLUMN "reply_error" TEXT;
ALTER TABLE "reviews" ADD COLUMN "reply_revision" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "reviews" ADD COLUMN "reply_updated_at" TIMESTAMPTZ(3);

-- The generated sample sets stored before this migration.
UPDATE "reviews" SET "source" = 'sample' WHERE "is_sample";
