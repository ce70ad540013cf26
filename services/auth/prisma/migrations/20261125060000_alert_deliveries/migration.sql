-- Alert emails (issue 21, src/alerts): one row per alert and channel, so an alert analysis raised
-- is emailed at most once (unique alert and channel), or recorded as not sent because its switch
-- was off. The rows go with the user (account deletion).
CREATE TABLE "alert_deliveries" (
    "alert_id" UUID NOT NULL,
    "channel" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "alert_deliveries_pkey" PRIMARY KEY ("alert_id","channel")
);

CREATE INDEX "alert_deliveries_user_id_idx" ON "alert_deliveries"("user_id");

ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
