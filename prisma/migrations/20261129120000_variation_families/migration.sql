-- Variation families (issue 34): an Amazon parent ASIN and its children. Children stay ordinary
-- items (own SKU, quantities, price) and name their parent and their values of the family's theme;
-- the family itself carries what Amazon says of the parent and the seller's choice of how to list it.
ALTER TABLE "inventory_items" ADD COLUMN "v_parent_asin" TEXT;
-- The child's values of the theme's attributes, e.g. {"color": "Black", "size": "10 Inch"}.
ALTER TABLE "inventory_items" ADD COLUMN "variation_values" JSONB;
-- The seller leaves this child out of its family's multi-variation listing.
ALTER TABLE "inventory_items" ADD COLUMN "variation_excluded" BOOLEAN NOT NULL DEFAULT false;
CREATE INDEX "inventory_items_user_id_v_parent_asin_idx" ON "inventory_items"("user_id", "v_parent_asin");

CREATE TABLE "variation_families" (
    "user_id" UUID NOT NULL,
    "parent_asin" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    -- Amazon's variationTheme.theme (COLOR_NAME, SIZE_NAME/COLOR_NAME …) and its attribute names.
    "theme" TEXT NOT NULL,
    "attributes" TEXT[] NOT NULL,
    -- GROUP: one multi-variation listing per channel (the default); SEPARATE: each child alone.
    "list_as" TEXT NOT NULL DEFAULT 'GROUP',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "variation_families_pkey" PRIMARY KEY ("user_id", "parent_asin"),
    CONSTRAINT "variation_families_list_as_check" CHECK ("list_as" IN ('GROUP', 'SEPARATE'))
);
ALTER TABLE "variation_families" ADD CONSTRAINT "variation_families_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
