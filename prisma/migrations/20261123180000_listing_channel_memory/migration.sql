-- What the listing engine learnt from a channel and reuses instead of asking again (issue 11,
-- Performance). Owned by the listings module (server/modules/listings/channel-memory.service.ts).

-- eBay's category suggestion per seller, marketplace and title key (the title without numbers:
-- server/channels/ebay/categories.ts). Retries, revisions and later listings of the same kind of
-- product reuse it: eBay's Taxonomy API allows 5,000 calls a day.
CREATE TABLE "listing_category_suggestions" (
    "user_id" UUID NOT NULL,
    "marketplace_id" TEXT NOT NULL,
    "title_key" TEXT NOT NULL,
    "category_id" TEXT NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_category_suggestions_pkey" PRIMARY KEY ("user_id","marketplace_id","title_key")
);

ALTER TABLE "listing_category_suggestions" ADD CONSTRAINT "listing_category_suggestions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A connection's listing setup as the channel last confirmed it (eBay: business policy ids and the
-- inventory location key), reused by a chain of push runs for a few minutes and cleared when a
-- publish says a policy or the location is gone.
CREATE TABLE "listing_channel_setups" (
    "connection_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "setup" JSONB NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "listing_channel_setups_pkey" PRIMARY KEY ("connection_id")
);

CREATE INDEX "listing_channel_setups_user_id_idx" ON "listing_channel_setups"("user_id");

ALTER TABLE "listing_channel_setups" ADD CONSTRAINT "listing_channel_setups_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
