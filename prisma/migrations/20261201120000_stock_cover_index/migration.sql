-- The stock cover's unsold items (issue 36): the listed items with the most sellable Amazon stock
-- first, a page of them. This index gives them in that order, so the page reads a few dozen items
-- instead of sorting all of a 250k-item seller's. Partial: items with no stock are never asked for.
CREATE INDEX "inventory_items_stock_idx" ON "inventory_items"("user_id", "fba_quantity" DESC, "seller_sku") WHERE "fba_quantity" > 0;
