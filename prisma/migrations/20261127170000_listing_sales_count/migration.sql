-- Units sold per listing (the Sales column, filter and sort of the eBay and Shopify Listings pages).
-- The sales module adds a new sale's units in the transaction that records the sale, so a re-polled
-- or redelivered order counts once. Backfilled from the sales recorded so far (cancelled ones aside).
ALTER TABLE "listings" ADD COLUMN "sales_count" INTEGER NOT NULL DEFAULT 0;

UPDATE "listings" AS l
   SET "sales_count" = x.units
  FROM (
    SELECT s.user_id, s.channel, sl.item_id, sum(sl.quantity)::int AS units
      FROM "sales" s
      JOIN "sale_lines" sl ON sl.sale_id = s.id
     WHERE sl.item_id IS NOT NULL AND s.status <> 'CANCELLED'
     GROUP BY s.user_id, s.channel, sl.item_id
  ) AS x
 WHERE l.user_id = x.user_id AND l.channel::text = x.channel AND l.item_id = x.item_id;
