-- Where a newsletter sign-up came from: the footer's form or the blog's notify-me form.
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'footer';
