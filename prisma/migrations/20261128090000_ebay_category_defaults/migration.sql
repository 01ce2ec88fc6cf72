-- Seller's item-specific defaults per eBay category (issue 28): where the catalogue has no value
-- for an aspect eBay requires, the seller sets one for every item of the category on a site. An
-- item's own value (the seller's specifics, or the catalogue's) wins. Owned by the catalog module
-- (server/modules/catalog/category-defaults.service.ts).
CREATE TABLE "ebay_category_defaults" (
    "user_id" UUID NOT NULL,
    "marketplace_id" TEXT NOT NULL,
    "category_id" TEXT NOT NULL,
    "aspect_name" TEXT NOT NULL,
    "values" TEXT[] NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ebay_category_defaults_pkey" PRIMARY KEY ("user_id","marketplace_id","category_id","aspect_name")
);

ALTER TABLE "ebay_category_defaults" ADD CONSTRAINT "ebay_category_defaults_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
