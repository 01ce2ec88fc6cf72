-- Listings: one row per item and channel (issue 10). "Not listed" on a channel is no row.
-- The statuses are the spec's (000 §4, 001 §4, 002 §4); which of them each channel uses, and which
-- count as live, are in server/modules/listings/listings.statuses.ts (the CHECK below mirrors the
-- first; tests/integration/listings/status-agreement.test.ts fails when the two differ).

CREATE TYPE "ListingChannel" AS ENUM ('EBAY', 'SHOPIFY', 'ONBUY');
CREATE TYPE "ListingStatus" AS ENUM (
    'LISTING', 'LISTED', 'FAILED_TO_LIST',
    'REVISING', 'REVISING_IMAGE', 'REVISED', 'REVISED_PRICE', 'FAILED_TO_REVISE',
    'DELISTING',
    'PUBLISHING', 'PUBLISHED', 'UNPUBLISHING', 'UNPUBLISHED'
);

CREATE TABLE "listings" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "channel" "ListingChannel" NOT NULL,
    -- The seller's connection on the channel (owned by the connections module: no FK across modules).
    "connection_id" UUID,
    "status" "ListingStatus" NOT NULL,
    "status_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- The channel's ids: our SKU there, eBay's offer id, the listing itself (eBay listingId,
    -- Shopify product id, OnBuy OPC), Shopify's variant and inventory item ids.
    "sku" TEXT,
    "offer_id" TEXT,
    "external_id" TEXT,
    "variant_id" TEXT,
    "inventory_item_id" TEXT,
    "last_pushed_quantity" INTEGER,
    "last_pushed_price_cents" INTEGER,
    "last_error" TEXT,
    "force_removed" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "listings_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "listings_status_of_channel" CHECK (
        ("channel" = 'EBAY' AND "status" IN ('LISTING', 'LISTED', 'FAILED_TO_LIST', 'REVISING', 'REVISING_IMAGE', 'REVISED',
                                             'REVISED_PRICE', 'FAILED_TO_REVISE', 'DELISTING'))
     OR ("channel" = 'SHOPIFY' AND "status" IN ('LISTING', 'LISTED', 'FAILED_TO_LIST', 'DELISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'))
     OR ("channel" = 'ONBUY' AND "status" IN ('LISTING', 'PUBLISHED', 'FAILED_TO_LIST', 'DELISTING'))
    )
);
CREATE UNIQUE INDEX "listings_item_id_channel_key" ON "listings"("item_id", "channel");
-- Live counts (plan gauge, capacity) and the inventory's "listed" filter of a large seller.
CREATE INDEX "listings_user_id_channel_status_idx" ON "listings"("user_id", "channel", "status");
ALTER TABLE "listings" ADD CONSTRAINT "listings_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "listings" ADD CONSTRAINT "listings_item_id_fkey"
    FOREIGN KEY ("item_id") REFERENCES "inventory_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Data: today's inventory_items.ebay_status / shopify_status become rows. Values outside the
-- channel's set are mapped to the nearest spec value:
--   DELISTED, NOT_LISTED, '' (the listing is gone)   -> no row ("not listed")
--   PUBLISHED on eBay or Shopify, FAILED_TO_DELIST    -> LISTED (the listing is still up)
--   REVISING_IMAGE/REVISED/REVISED_PRICE/FAILED_TO_REVISE/REVISING on Shopify -> LISTED
--   any other value                                   -> FAILED_TO_LIST, the old value kept in last_error
--                                                        (not live, shown red: the seller sees and retries it)
CREATE FUNCTION "pg_temp"."lb_map_status"(channel "ListingChannel", old TEXT) RETURNS "ListingStatus" LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE
        WHEN channel = 'EBAY' AND old IN ('LISTING', 'LISTED', 'FAILED_TO_LIST', 'REVISING', 'REVISING_IMAGE', 'REVISED',
                                          'REVISED_PRICE', 'FAILED_TO_REVISE', 'DELISTING') THEN old::"ListingStatus"
        WHEN channel = 'SHOPIFY' AND old IN ('LISTING', 'LISTED', 'FAILED_TO_LIST', 'DELISTING', 'PUBLISHING', 'UNPUBLISHING',
                                             'UNPUBLISHED') THEN old::"ListingStatus"
        WHEN old IN ('PUBLISHED', 'FAILED_TO_DELIST', 'REVISING', 'REVISING_IMAGE', 'REVISED', 'REVISED_PRICE', 'FAILED_TO_REVISE') THEN 'LISTED'
        ELSE 'FAILED_TO_LIST'
    END::"ListingStatus"
$$;

INSERT INTO "listings" ("user_id", "item_id", "channel", "connection_id", "status", "status_at", "last_error")
SELECT i."user_id", i."id", c.channel,
       (SELECT k."id" FROM "connections" k WHERE k."user_id" = i."user_id" AND k."kind"::text = c.channel::text),
       "pg_temp"."lb_map_status"(c.channel, c.old), i."updated_at",
       CASE WHEN "pg_temp"."lb_map_status"(c.channel, c.old) = 'FAILED_TO_LIST' AND c.old <> 'FAILED_TO_LIST'
            THEN 'Status "' || c.old || '" from before listings were stored on their own; list the item again.' END
  FROM "inventory_items" i
 CROSS JOIN LATERAL (VALUES ('EBAY'::"ListingChannel", i."ebay_status"), ('SHOPIFY'::"ListingChannel", i."shopify_status")) AS c(channel, old)
 WHERE c.old IS NOT NULL AND c.old NOT IN ('', 'DELISTED', 'NOT_LISTED');

DROP FUNCTION "pg_temp"."lb_map_status"("ListingChannel", TEXT);

ALTER TABLE "inventory_items" DROP COLUMN "ebay_status", DROP COLUMN "shopify_status";

-- The inventory page caches its counts per inventory_stats.data_version, and its channel filters
-- read listings: a listing change must bump the version too (same deferred, once-per-transaction
-- function as the items' trigger).
CREATE CONSTRAINT TRIGGER "listings_inventory_version" AFTER INSERT OR UPDATE OR DELETE ON "listings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "inventory_items_bump_version"();
