-- The content a listing was last sent with (issue 28 "Edits reach live listings"): a fingerprint of
-- the item's title, description, images, category, specifics and condition, and when it went out.
-- Continuous sync compares the item's current fingerprint with it and revises the listing when they differ.
ALTER TABLE "listings" ADD COLUMN "content_fingerprint" TEXT;
ALTER TABLE "listings" ADD COLUMN "content_pushed_at" TIMESTAMPTZ(3);
