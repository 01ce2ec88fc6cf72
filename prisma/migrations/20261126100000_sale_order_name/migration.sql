-- Issue 16: a Shopify order's name as the shop shows it (#1001); the sale's order_id is its number.
ALTER TABLE "sales" ADD COLUMN "order_name" TEXT;
