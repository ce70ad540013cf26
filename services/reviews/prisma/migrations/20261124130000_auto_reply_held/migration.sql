-- Why auto-respond kept a reply for the owner instead of publishing it (null: nothing held).
ALTER TABLE "reviews" ADD COLUMN "auto_reply_held" TEXT;
