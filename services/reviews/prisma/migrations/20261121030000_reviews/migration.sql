-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "external_id" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "reviewer_name" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "review_text" TEXT NOT NULL,
    "review_date" TIMESTAMPTZ(3) NOT NULL,
    "response_text" TEXT,
    "response_date" TIMESTAMPTZ(3),
    "responded_automatically" BOOLEAN NOT NULL DEFAULT false,
    "ai_suggested_response" TEXT,
    "suggestion_status" TEXT NOT NULL DEFAULT 'pending',
    "suggestion_generation" INTEGER NOT NULL DEFAULT 1,
    "is_sample" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_suggestions" (
    "id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "business_id" UUID NOT NULL,
    "generation" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "tone" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_suggestions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_settings" (
    "business_id" UUID NOT NULL,
    "user_id" UUID,
    "business_name" TEXT,
    "business_type" TEXT,
    "tone" TEXT NOT NULL DEFAULT 'friendly-professional',
    "auto_respond" TEXT NOT NULL DEFAULT 'manual',
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "review_settings_pkey" PRIMARY KEY ("business_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reviews_business_id_external_id_key" ON "reviews"("business_id", "external_id");

-- CreateIndex
CREATE INDEX "reviews_business_id_review_date_idx" ON "reviews"("business_id", "review_date");

-- CreateIndex
CREATE UNIQUE INDEX "review_suggestions_review_id_generation_key" ON "review_suggestions"("review_id", "generation");

-- CreateIndex
CREATE INDEX "review_suggestions_business_id_idx" ON "review_suggestions"("business_id");

-- AddForeignKey
ALTER TABLE "review_suggestions" ADD CONSTRAINT "review_suggestions_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;
