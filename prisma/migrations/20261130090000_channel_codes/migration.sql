-- Channel identity is data (issue 33: a fourth channel is one folder): the listing channel and the
-- connection kind become text holding the channel's code, validated by the channel registry
-- (server/channels/registry.ts) instead of a Postgres enum that every new channel would have to
-- alter. The values are kept as they are ('EBAY', 'SHOPIFY', 'ONBUY', 'AMAZON').
-- The status check compares the enum: dropped first, written again below for text.
ALTER TABLE "listings" DROP CONSTRAINT "listings_status_of_channel";
ALTER TABLE "listings" ALTER COLUMN "channel" TYPE TEXT USING "channel"::TEXT;
ALTER TABLE "listing_changes" ALTER COLUMN "channel" TYPE TEXT USING "channel"::TEXT;
ALTER TABLE "listing_sync_states" ALTER COLUMN "channel" TYPE TEXT USING "channel"::TEXT;
ALTER TABLE "connections" ALTER COLUMN "kind" TYPE TEXT USING "kind"::TEXT;
ALTER TABLE "oauth_states" ALTER COLUMN "kind" TYPE TEXT USING "kind"::TEXT;
DROP TYPE "ListingChannel";
DROP TYPE "ConnectionKind";

-- A code is what the registry names a channel by: upper-case letters, digits and underscores.
ALTER TABLE "listings" ADD CONSTRAINT "listings_channel_code" CHECK ("channel" ~ '^[A-Z][A-Z0-9_]{0,31}$');
ALTER TABLE "listing_changes" ADD CONSTRAINT "listing_changes_channel_code" CHECK ("channel" ~ '^[A-Z][A-Z0-9_]{0,31}$');
ALTER TABLE "listing_sync_states" ADD CONSTRAINT "listing_sync_states_channel_code" CHECK ("channel" ~ '^[A-Z][A-Z0-9_]{0,31}$');
ALTER TABLE "connections" ADD CONSTRAINT "connections_kind_code" CHECK ("kind" ~ '^[A-Z][A-Z0-9_]{0,31}$');
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_kind_code" CHECK ("kind" ~ '^[A-Z][A-Z0-9_]{0,31}$');

-- The spec's three channels keep their status sets in the database (listings.statuses.ts mirrors
-- them); any other channel's statuses are the ones its registry entry declares, checked there.
ALTER TABLE "listings" ADD CONSTRAINT "listings_status_of_channel" CHECK (
        ("channel" = 'EBAY' AND "status" IN ('LISTING', 'LISTED', 'FAILED_TO_LIST', 'REVISING', 'REVISING_IMAGE', 'REVISED',
                                             'REVISED_PRICE', 'FAILED_TO_REVISE', 'DELISTING'))
     OR ("channel" = 'SHOPIFY' AND "status" IN ('LISTING', 'LISTED', 'FAILED_TO_LIST', 'DELISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'))
     OR ("channel" = 'ONBUY' AND "status" IN ('LISTING', 'PUBLISHED', 'FAILED_TO_LIST', 'DELISTING'))
     OR "channel" NOT IN ('EBAY', 'SHOPIFY', 'ONBUY')
);
