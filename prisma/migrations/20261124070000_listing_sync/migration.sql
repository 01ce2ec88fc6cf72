-- Continuous sync (issue 15): live listings whose desired quantity or price may have changed are
-- marked due; one coalesced job per connection pushes only the difference, records each change
-- in listing_changes and keeps its own retry state per connection. Owned by the listings module.

-- sync_due: the listing's inputs changed since its last sync. sync_mark counts the marks, so a
-- sync settles (clears) only the mark it read: a change marked while the push was under way stays due.
ALTER TABLE "listings" ADD COLUMN "sync_due" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "listings" ADD COLUMN "sync_mark" INTEGER NOT NULL DEFAULT 0;
-- The inputs the last sync computed from (Amazon quantities, buffers, cap, price figures, the
-- pricing settings): the next change's history reason is their difference ("Amazon FBA quantity 12 → 9").
ALTER TABLE "listings" ADD COLUMN "sync_basis" JSONB;
ALTER TABLE "listings" ADD COLUMN "last_synced_at" TIMESTAMPTZ(3);
-- Revisions sent today (eBay allows 250 per listing per calendar day, UTC).
ALTER TABLE "listings" ADD COLUMN "revision_day" DATE;
ALTER TABLE "listings" ADD COLUMN "revision_count" INTEGER NOT NULL DEFAULT 0;

-- The sync job reads a connection's due rows: a small partial index, empty when all is synced.
CREATE INDEX "listings_sync_due_idx" ON "listings"("connection_id", "id") WHERE "sync_due";

-- Every automated change pushed to a channel, with why. Kept 90 days (listings__prune_changes).
-- listing_id is a plain id: the history outlives a delisted listing's row.
CREATE TABLE "listing_changes" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "listing_id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "channel" "ListingChannel" NOT NULL,
    "field" TEXT NOT NULL,
    "old_value" INTEGER,
    "new_value" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_changes_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "listing_changes_listing_id_created_at_idx" ON "listing_changes"("listing_id", "created_at");
CREATE INDEX "listing_changes_user_id_created_at_idx" ON "listing_changes"("user_id", "created_at");
CREATE INDEX "listing_changes_created_at_idx" ON "listing_changes"("created_at");

ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Per connection: the last successful sync, and the failures since (retry backoff and the
-- quantity_update_error alert).
CREATE TABLE "listing_sync_states" (
    "connection_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "channel" "ListingChannel" NOT NULL,
    "last_synced_at" TIMESTAMPTZ(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "retry_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_sync_states_pkey" PRIMARY KEY ("connection_id")
);

CREATE INDEX "listing_sync_states_user_id_idx" ON "listing_sync_states"("user_id");

ALTER TABLE "listing_sync_states" ADD CONSTRAINT "listing_sync_states_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
