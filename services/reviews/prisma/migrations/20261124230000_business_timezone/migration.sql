-- The business's timezone, so its AI quota's day turns at its own midnight. Auth's default for a
-- new business; auth.business.updated brings the one the owner chose.
ALTER TABLE "review_settings" ADD COLUMN "timezone" TEXT NOT NULL DEFAULT 'America/Chicago';
