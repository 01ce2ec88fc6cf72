-- Creating a new OnBuy product for an item (issue 14, spec 001 §3 onbuy_settings, §4 product
-- creation status). Owned by the listings module (server/modules/listings/onbuy-products.service.ts).

-- "Not Submitted" is no row. OnBuy queues every new product for its catalogue team (20 minutes to
-- weeks); the job onbuy__product_queue polls the queue until it is CREATED (opc) or FAILED (OnBuy's error).
CREATE TYPE "OnbuyProductStatus" AS ENUM ('QUEUED', 'CREATED', 'FAILED');

CREATE TABLE "onbuy_product_creations" (
    "item_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    -- The seller's OnBuy connection it was submitted through (a plain id: connections are another module's).
    "connection_id" UUID,
    "status" "OnbuyProductStatus" NOT NULL,
    "queue_id" TEXT,
    -- The OnBuy product code once created (spec: product_created_opc).
    "opc" TEXT,
    "error_message" TEXT,
    -- Our reference sent as OnBuy's uid (the item id) and the item's seller SKU at submission.
    "uid" TEXT NOT NULL,
    "seller_sku" TEXT NOT NULL,
    "category_id" INTEGER NOT NULL,
    "brand" TEXT NOT NULL,
    "condition" TEXT NOT NULL,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    -- Polls of the queue so far (the back-off doubles with each) and when it was last asked.
    "checks" INTEGER NOT NULL DEFAULT 0,
    "checked_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "onbuy_product_creations_pkey" PRIMARY KEY ("item_id")
);

CREATE INDEX "onbuy_product_creations_user_id_status_idx" ON "onbuy_product_creations"("user_id", "status");

ALTER TABLE "onbuy_product_creations" ADD CONSTRAINT "onbuy_product_creations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "onbuy_product_creations" ADD CONSTRAINT "onbuy_product_creations_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "inventory_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- OnBuy category, brand and condition look-ups per seller, kept 60 s (spec 001 §7: OnBuy query
-- cache 60 s), so an autocomplete typed by several tabs or processes asks OnBuy once.
CREATE TABLE "onbuy_lookup_cache" (
    "user_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "results" JSONB NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "onbuy_lookup_cache_pkey" PRIMARY KEY ("user_id","kind","query")
);

ALTER TABLE "onbuy_lookup_cache" ADD CONSTRAINT "onbuy_lookup_cache_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
