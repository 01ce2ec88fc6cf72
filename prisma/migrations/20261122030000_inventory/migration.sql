-- Amazon inventory: items, per-seller stats and import runs (issue 7).

CREATE TABLE "inventory_items" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "seller_sku" TEXT NOT NULL,
    "asin" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "thumb_url" TEXT,
    "condition" TEXT NOT NULL DEFAULT '',
    "item_type" TEXT NOT NULL DEFAULT 'MFN',
    "fba_quantity" INTEGER NOT NULL DEFAULT 0,
    "mfn_quantity" INTEGER NOT NULL DEFAULT 0,
    "blank_box_quantity" INTEGER NOT NULL DEFAULT 0,
    -- Kept by Postgres, so no writer can let it drift from its parts.
    "total_quantity" INTEGER NOT NULL GENERATED ALWAYS AS ("fba_quantity" + "mfn_quantity") STORED,
    "quantity_buffer" INTEGER,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "price_cents" INTEGER,
    "item_category" TEXT,
    "referral_fee_cents" INTEGER,
    "fulfillment_fee_cents" INTEGER,
    "earnings_cents" INTEGER,
    "catalog_details" JSONB,
    "user_edited_details" JSONB NOT NULL DEFAULT '{}',
    "ebay_status" TEXT,
    "shopify_status" TEXT,
    "docid" TEXT,
    "catalog_enriched_at" TIMESTAMPTZ(3),
    "fees_enriched_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "inventory_items_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "inventory_items_user_id_seller_sku_key" ON "inventory_items"("user_id", "seller_sku");
-- Sort keys of the inventory page (spec 000 §9), each with id as the stable tiebreak.
CREATE INDEX "inventory_items_user_id_asin_id_idx" ON "inventory_items"("user_id", "asin", "id");
CREATE INDEX "inventory_items_user_id_title_id_idx" ON "inventory_items"("user_id", "title", "id");
CREATE INDEX "inventory_items_user_id_condition_id_idx" ON "inventory_items"("user_id", "condition", "id");
CREATE INDEX "inventory_items_user_id_total_quantity_id_idx" ON "inventory_items"("user_id", "total_quantity", "id");
CREATE INDEX "inventory_items_user_id_price_cents_id_idx" ON "inventory_items"("user_id", "price_cents", "id");
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- Enrichment picks new items without scanning the enriched ones (declared only here: partial).
CREATE INDEX "inventory_items_catalog_pending_idx" ON "inventory_items"("user_id", "id") WHERE "catalog_enriched_at" IS NULL;
CREATE INDEX "inventory_items_fees_pending_idx" ON "inventory_items"("user_id", "id") WHERE "fees_enriched_at" IS NULL AND "price_cents" IS NOT NULL;

-- Search over ASIN, SKU, title and condition with ILIKE '%term%' uses a trigram index where the
-- server ships pg_trgm (contrib); without it the search still works, by scanning the seller's rows.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
        CREATE EXTENSION IF NOT EXISTS pg_trgm;
        EXECUTE 'CREATE INDEX "inventory_items_search_trgm_idx" ON "inventory_items" USING gin '
             || '(("asin" || chr(31) || "seller_sku" || chr(31) || "title" || chr(31) || "condition") gin_trgm_ops)';
    END IF;
END $$;

CREATE TABLE "inventory_stats" (
    "user_id" UUID NOT NULL,
    "all_items_count" INTEGER NOT NULL DEFAULT 0,
    "afn_item_count" INTEGER NOT NULL DEFAULT 0,
    "mfn_item_count" INTEGER NOT NULL DEFAULT 0,
    "last_inventory_update_at" TIMESTAMPTZ(3),
    "last_quantity_poll_at" TIMESTAMPTZ(3),
    -- Bumped by every write to the seller's items (trigger below): cached page counts key on it.
    "data_version" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "inventory_stats_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "inventory_stats" ADD CONSTRAINT "inventory_stats_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "inventory_import_runs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'QUEUED',
    "phase" TEXT,
    "total_rows" INTEGER NOT NULL DEFAULT 0,
    "processed_rows" INTEGER NOT NULL DEFAULT 0,
    "skipped_rows" INTEGER NOT NULL DEFAULT 0,
    "inserted_items" INTEGER NOT NULL DEFAULT 0,
    "updated_items" INTEGER NOT NULL DEFAULT 0,
    "zeroed_items" INTEGER NOT NULL DEFAULT 0,
    "malformed_rows" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "heartbeat_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "inventory_import_runs_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "inventory_import_runs_user_id_created_at_idx" ON "inventory_import_runs"("user_id", "created_at");
ALTER TABLE "inventory_import_runs" ADD CONSTRAINT "inventory_import_runs_user_id_fkey"
    FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
-- One active run per seller: a second refresh finds this one and joins it.
CREATE UNIQUE INDEX "inventory_import_runs_one_active_idx" ON "inventory_import_runs"("user_id")
    WHERE "status" IN ('QUEUED', 'RUNNING');

-- Cached page counts are keyed on data_version, so every write to a seller's items bumps it.
-- The trigger is deferred to commit and bumps once per transaction and seller: the stats row is
-- locked only at the very end, after the item rows, so writers never wait on each other in a
-- cycle (a bump in mid-transaction could deadlock with a concurrent quantity update).
CREATE FUNCTION "inventory_items_bump_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    uid UUID := CASE WHEN TG_OP = 'DELETE' THEN OLD."user_id" ELSE NEW."user_id" END;
    flag TEXT := 'lb_inventory_version.u' || replace(uid::text, '-', '');
BEGIN
    IF current_setting(flag, true) IS DISTINCT FROM '1' THEN
        PERFORM set_config(flag, '1', true);
        -- The seller may be gone when a cascade deleted the items: then there is nothing to bump.
        INSERT INTO "inventory_stats" ("user_id", "data_version")
        SELECT uid, 1 WHERE EXISTS (SELECT 1 FROM "users" WHERE "id" = uid)
        ON CONFLICT ("user_id") DO UPDATE SET "data_version" = "inventory_stats"."data_version" + 1;
    END IF;
    RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "inventory_items_version" AFTER INSERT OR UPDATE OR DELETE ON "inventory_items"
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "inventory_items_bump_version"();
