-- The shop's coordinates as its Google location gives them: the centre of its geo-grid scans.
ALTER TABLE "listings" ADD COLUMN "latitude" DOUBLE PRECISION,
ADD COLUMN "longitude" DOUBLE PRECISION;
