-- Businesses of erased accounts, as SHA-256 of the business id only: a registration event that
-- arrives after the deletion event starts no trial for an account that is gone.
CREATE TABLE "erased_businesses" (
    "business_hash" TEXT NOT NULL,
    "erased_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "erased_businesses_pkey" PRIMARY KEY ("business_hash")
);
