-- The inventory page's cached counts (inventory_stats.data_version) read a listing only through
-- its seller, item, channel and status (channelFilterSql, listedItemIdsSql): an update that keeps
-- those four (offer ids saved before a publish, pushed quantities and prices, errors, sync marks)
-- changes no count, so it no longer bumps the version. Inserts and deletes still always do. The
-- push's writes were each firing the deferred trigger (tests/bench/import-listing.bench.ts).
DROP TRIGGER "listings_inventory_version" ON "listings";
CREATE CONSTRAINT TRIGGER "listings_inventory_version" AFTER INSERT OR DELETE ON "listings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "inventory_items_bump_version"();
CREATE CONSTRAINT TRIGGER "listings_inventory_version_on_update" AFTER UPDATE ON "listings"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
    WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."item_id" IS DISTINCT FROM NEW."item_id"
          OR OLD."channel" IS DISTINCT FROM NEW."channel" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
    EXECUTE FUNCTION "inventory_items_bump_version"();
