-- One bad listing never stops a channel (issue 29): a row the channel refuses during continuous sync
-- is quarantined on its own (its refusals in a row, when it is tried again, and the channel's
-- message) while the connection keeps pushing the other listings. Cleared when the row is accepted.
ALTER TABLE "listings" ADD COLUMN "sync_failures" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "listings" ADD COLUMN "sync_retry_at" TIMESTAMPTZ(3);
ALTER TABLE "listings" ADD COLUMN "sync_error" TEXT;
