-- Listing actions (issue 11): a revision remembers what it revises until the push job settles it,
-- so a burst of "price only" and "everything" requests on one listing coalesces into the wider one.
ALTER TABLE "listings" ADD COLUMN "pending_revision" TEXT;
ALTER TABLE "listings" ADD CONSTRAINT "listings_pending_revision_kind"
    CHECK ("pending_revision" IS NULL OR "pending_revision" IN ('EVERYTHING', 'PRICE_ONLY', 'UPC_ONLY', 'IMAGES_ONLY'));
-- The push job picks a connection's rows in progress.
CREATE INDEX "listings_connection_id_status_idx" ON "listings"("connection_id", "status");
