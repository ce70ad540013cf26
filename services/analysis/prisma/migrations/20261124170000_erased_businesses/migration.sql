-- Businesses of erased accounts, as SHA-256 of the business id only: an event about the business that
-- arrives after the deletion event does not bring the business back.
CREATE TABLE "erased_businesses" (
    "business_hash" TEXT NOT NULL,
    "erased_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erased_businesses_pkey" PRIMARY KEY ("business_hash")
);
