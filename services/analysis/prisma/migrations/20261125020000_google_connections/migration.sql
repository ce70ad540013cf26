-- The owner's Google Business Profile connection. The refresh token is stored sealed (AES-256-GCM,
-- src/google/token-vault.ts) and goes with the business when the account is deleted.
CREATE TABLE "google_connections" (
    "business_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'not_connected',
    "google_email" TEXT,
    "account_name" TEXT,
    "location_name" TEXT,
    "location_title" TEXT,
    "location_address" TEXT,
    "refresh_token" TEXT,
    "scopes" TEXT[] NOT NULL,
    "connected_at" TIMESTAMPTZ(3),
    "message" TEXT,
    "listing_sync" JSONB NOT NULL,
    "reviews_sync" JSONB NOT NULL,
    "performance_sync" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "google_connections_pkey" PRIMARY KEY ("business_id")
);

CREATE INDEX "google_connections_status_idx" ON "google_connections"("status");

ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Where the listing comes from: 'sample' until a location is imported from Google ('google') or
-- from the local Google sandbox ('google-sandbox').
ALTER TABLE "listings" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'sample';
