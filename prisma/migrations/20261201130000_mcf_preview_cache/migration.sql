-- Issue 31: MCF previews remembered per seller (the items, destination country, speed and
-- features), so a sale like one Amazon previewed recently is placed with a single create call and
-- the preview's fee, instead of a preview and a create each.
CREATE TABLE "mcf_preview_cache" (
    "user_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "fee_cents" INTEGER NOT NULL,
    "previewed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "mcf_preview_cache_pkey" PRIMARY KEY ("user_id", "key")
);

ALTER TABLE "mcf_preview_cache" ADD CONSTRAINT "mcf_preview_cache_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
