-- The business's timezone (from auth events): its days, reports and schedules follow it. The
-- default is auth's, which every business has until its owner picks another.
ALTER TABLE "businesses" ADD COLUMN "timezone" TEXT NOT NULL DEFAULT 'America/Chicago';
