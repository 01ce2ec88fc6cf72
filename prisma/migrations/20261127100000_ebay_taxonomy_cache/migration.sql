-- eBay Taxonomy answers shared by every seller of a site (issue 12): the site's tree id and
-- version, each category's path, item aspects and conditions per tree version, and the 60-second
-- suggestion answers. Owned by modules/catalog. eBay allows 5,000 Taxonomy calls a day.
CREATE TABLE "ebay_taxonomy_cache" (
    "marketplace_id" TEXT NOT NULL,
    "tree_version" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" JSONB NOT NULL,
    "fetched_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ebay_taxonomy_cache_pkey" PRIMARY KEY ("marketplace_id","tree_version","kind","key")
);
