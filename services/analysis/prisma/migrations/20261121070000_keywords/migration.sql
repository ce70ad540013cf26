-- CreateTable
CREATE TABLE "businesses" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'other',
    "address" TEXT NOT NULL DEFAULT '',
    "city" TEXT,
    "plan_name" TEXT,
    "keyword_limit" INTEGER,
    "competitor_limit" INTEGER,
    "rank_check_frequency" TEXT,
    "read_only" BOOLEAN NOT NULL DEFAULT false,
    "subscription_changed_at" TIMESTAMPTZ(3),
    "gmb_connected" BOOLEAN NOT NULL DEFAULT false,
    "onboarding_completed_at" TIMESTAMPTZ(3),
    "last_scheduled_check_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "businesses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tracked_keywords" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "keyword" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "tracked_keywords_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rank_checks" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "keyword_id" UUID NOT NULL,
    "checked_on" DATE NOT NULL,
    "position" INTEGER,
    "status" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "checked_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "rank_checks_pkey" PRIMARY KEY ("id"),
    -- A failed check is "no data", never position 0.
    CONSTRAINT "rank_checks_position_check" CHECK ("position" IS NULL OR "position" > 0)
);

-- CreateTable
CREATE TABLE "competitors" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "competitors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "activities" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activities_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "businesses_user_id_idx" ON "businesses"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "tracked_keywords_business_id_normalized_key" ON "tracked_keywords"("business_id", "normalized");

-- CreateIndex
CREATE UNIQUE INDEX "rank_checks_keyword_id_checked_on_key" ON "rank_checks"("keyword_id", "checked_on");

-- CreateIndex
CREATE INDEX "rank_checks_business_id_checked_on_idx" ON "rank_checks"("business_id", "checked_on");

-- CreateIndex
CREATE UNIQUE INDEX "competitors_business_id_normalized_key" ON "competitors"("business_id", "normalized");

-- CreateIndex
CREATE INDEX "activities_business_id_occurred_at_idx" ON "activities"("business_id", "occurred_at");

-- AddForeignKey
ALTER TABLE "tracked_keywords" ADD CONSTRAINT "tracked_keywords_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rank_checks" ADD CONSTRAINT "rank_checks_keyword_id_fkey" FOREIGN KEY ("keyword_id") REFERENCES "tracked_keywords"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_business_id_fkey" FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE CASCADE;
