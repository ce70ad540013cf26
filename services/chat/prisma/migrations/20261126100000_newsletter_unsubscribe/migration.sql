-- The newsletter's one-click unsubscribe (RFC 8058): when a sign-up was unsubscribed from its
-- welcome email's link (null while subscribed). Nothing is sent to an unsubscribed address.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "unsubscribed_at" TIMESTAMPTZ(3);
