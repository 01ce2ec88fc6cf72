-- Import eBay Listings runs (spec 001 §2.14): the file's checked rows wait here for the
-- listings__ebay_import job, which reads each listing from eBay (bulk_migrate_listing) and links
-- it; `pending` shrinks and the counts grow in the same transaction as each batch's listings, so a
-- re-run after a crash resumes where the last batch ended. The modal polls it for progress.
CREATE TABLE "ebay_import_runs" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "user_id" UUID NOT NULL,
    "connection_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "imported" INTEGER NOT NULL DEFAULT 0,
    "unchanged" INTEGER NOT NULL DEFAULT 0,
    "problems" JSONB NOT NULL DEFAULT '[]',
    "pending" JSONB NOT NULL DEFAULT '[]',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "ebay_import_runs_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "ebay_import_runs_user_id_created_at_idx" ON "ebay_import_runs"("user_id", "created_at");

ALTER TABLE "ebay_import_runs" ADD CONSTRAINT "ebay_import_runs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
