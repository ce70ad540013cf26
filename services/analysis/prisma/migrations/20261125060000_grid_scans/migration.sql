-- Geo-grid visibility scans, their points (with the whole map pack at each, for competitors' grids)
-- and the month's lookup allowance (a hard cap reserved with one conditional UPDATE).
CREATE TABLE "grid_scans" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "keyword" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "grid_size" INTEGER NOT NULL,
    "radius_km" DOUBLE PRECISION NOT NULL,
    "center_lat" DOUBLE PRECISION NOT NULL,
    "center_lng" DOUBLE PRECISION NOT NULL,
    "zoom" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "origin" TEXT NOT NULL,
    "target_name" TEXT NOT NULL,
    "scheduled_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "grid_scans_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "grid_cells" (
    "scan_id" UUID NOT NULL,
    "idx" INTEGER NOT NULL,
    "lat" DOUBLE PRECISION NOT NULL,
    "lng" DOUBLE PRECISION NOT NULL,
    "status" TEXT NOT NULL,
    "position" INTEGER,
    "pack" TEXT[] NOT NULL,
    "checked_at" TIMESTAMPTZ(3),

    CONSTRAINT "grid_cells_pkey" PRIMARY KEY ("scan_id","idx")
);

CREATE TABLE "lookup_allowances" (
    "business_id" UUID NOT NULL,
    "month" DATE NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,
    "limit" INTEGER NOT NULL,
    "rolled_over" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "lookup_allowances_pkey" PRIMARY KEY ("business_id","month")
);

-- Scans without scheduled_on (manual, imported) are never equal here (NULLs are distinct).
CREATE UNIQUE INDEX "grid_scans_business_id_normalized_scheduled_on_key" ON "grid_scans"("business_id", "normalized", "scheduled_on");

CREATE INDEX "grid_scans_business_id_normalized_created_at_idx" ON "grid_scans"("business_id", "normalized", "created_at");

ALTER TABLE "grid_scans" ADD CONSTRAINT "grid_scans_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "grid_cells" ADD CONSTRAINT "grid_cells_scan_id_fkey" FOREIGN KEY ("scan_id") REFERENCES "grid_scans"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "lookup_allowances" ADD CONSTRAINT "lookup_allowances_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
