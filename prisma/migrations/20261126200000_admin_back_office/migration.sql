-- Issue 17: the admin back-office. What an admin can switch on a seller (accounts owns users), the
-- admin audit log, and the admin users list's read model (one row per user with the counts the
-- list sorts by, indexed per sort key; refreshed from the owning modules' exported counts).
ALTER TABLE "users" ADD COLUMN "marked_for_deletion" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "users" ADD COLUMN "user_debug" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "users" ADD COLUMN "emails_disabled" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" TIMESTAMPTZ(3);

CREATE TABLE "admin_audit_log" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "admin_id" UUID NOT NULL,
  "target_user_id" UUID NOT NULL,
  "action" TEXT NOT NULL,
  "before" JSONB,
  "after" JSONB,
  "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "admin_audit_log_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "admin_audit_log_target_user_id_created_at_idx" ON "admin_audit_log"("target_user_id", "created_at");
CREATE INDEX "admin_audit_log_admin_id_created_at_idx" ON "admin_audit_log"("admin_id", "created_at");

CREATE TABLE "admin_user_stats" (
  "user_id" UUID NOT NULL,
  "email" TEXT NOT NULL,
  "full_name" TEXT NOT NULL DEFAULT '',
  "created_at" TIMESTAMPTZ(3) NOT NULL,
  "item_count" INTEGER NOT NULL DEFAULT 0,
  "ebay_listings" INTEGER NOT NULL DEFAULT 0,
  "shopify_listings" INTEGER NOT NULL DEFAULT 0,
  "sales" INTEGER NOT NULL DEFAULT 0,
  "has_ebay" BOOLEAN NOT NULL DEFAULT false,
  "has_shopify" BOOLEAN NOT NULL DEFAULT false,
  "refreshed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "admin_user_stats_pkey" PRIMARY KEY ("user_id")
);
ALTER TABLE "admin_user_stats" ADD CONSTRAINT "admin_user_stats_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "admin_user_stats_created_at_idx" ON "admin_user_stats"("created_at");
CREATE INDEX "admin_user_stats_email_idx" ON "admin_user_stats"("email");
CREATE INDEX "admin_user_stats_full_name_idx" ON "admin_user_stats"("full_name");
CREATE INDEX "admin_user_stats_item_count_idx" ON "admin_user_stats"("item_count");
CREATE INDEX "admin_user_stats_ebay_listings_idx" ON "admin_user_stats"("ebay_listings");
CREATE INDEX "admin_user_stats_shopify_listings_idx" ON "admin_user_stats"("shopify_listings");
CREATE INDEX "admin_user_stats_sales_idx" ON "admin_user_stats"("sales");
