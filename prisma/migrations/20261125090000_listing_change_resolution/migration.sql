-- Issue 15: a price the seller edited directly on a channel is recorded (source CHANNEL_EDIT) and
-- waits for the seller's decision: keep it (resolution KEPT) or revert to ListBridge's (REVERTED).
ALTER TABLE "listing_changes" ADD COLUMN "source" TEXT NOT NULL DEFAULT 'SYNC';
ALTER TABLE "listing_changes" ADD COLUMN "resolution" TEXT;
ALTER TABLE "listing_changes" ADD COLUMN "resolved_at" TIMESTAMPTZ(3);
