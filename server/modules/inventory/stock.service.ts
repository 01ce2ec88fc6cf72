// The seller's sellable Amazon stock of listed items, for the dashboard's stock cover (issue 36):
// what Amazon can ship now (fba_quantity: the fulfillable units of the FBA inventory), of the
// items live on at least one channel. Two reads, both bounded: the items that sold (by id), and the
// stocked items that did not (the most stock first, a page of them).
import type pg from 'pg';
import { channelFilterSql } from '../listings/listings.service.ts';
import { LISTING_CHANNELS } from '../listings/listings.statuses.ts';

/** A listed item and its sellable Amazon stock. */
export interface ItemStock {
  id: string;
  sellerSku: string;
  asin: string;
  title: string;
  /** Units Amazon can ship now. */
  sellable: number;
  priceCents: number | null;
}

/** Live on any channel (the listings module's own rule of "live" per channel). */
const LISTED_SQL = `(${LISTING_CHANNELS.map((c) => channelFilterSql(c, 'listed', 'i')).join(' OR ')})`;

const STOCK_COLUMNS_SQL = `i.id, i.seller_sku AS "sellerSku", i.asin, i.title, i.fba_quantity AS sellable, i.price_cents AS "priceCents"`;

/** These items of the seller, when listed, with their sellable stock. */
export async function listedStockOf(db: { pool: pg.Pool }, userId: string, itemIds: readonly string[]): Promise<ItemStock[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.pool.query<ItemStock>(
    `SELECT ${STOCK_COLUMNS_SQL} FROM inventory_items i WHERE i.user_id = $1 AND i.id = ANY($2::uuid[]) AND ${LISTED_SQL}`,
    [userId, [...itemIds]],
  );
  return rows;
}

/** These items of the seller, listed or not (the dashboard's top sellers, named). */
export async function stockOfItems(db: { pool: pg.Pool }, userId: string, itemIds: readonly string[]): Promise<ItemStock[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.pool.query<ItemStock>(`SELECT ${STOCK_COLUMNS_SQL} FROM inventory_items i WHERE i.user_id = $1 AND i.id = ANY($2::uuid[])`, [
    userId,
    [...itemIds],
  ]);
  return rows;
}

/** The seller's listed items with sellable stock other than `exceptIds` (those that sold), the most stock first, at most `limit`. */
export async function stockedListedItemsExcept(
  db: { pool: pg.Pool },
  userId: string,
  exceptIds: readonly string[],
  limit: number,
): Promise<{ items: ItemStock[]; total: number }> {
  const { rows } = await db.pool.query<ItemStock & { total: number }>(
    `SELECT ${STOCK_COLUMNS_SQL}, count(*) OVER ()::int AS total FROM inventory_items i
      WHERE i.user_id = $1 AND i.fba_quantity > 0 AND NOT (i.id = ANY($2::uuid[])) AND ${LISTED_SQL}
      ORDER BY i.fba_quantity DESC, i.seller_sku LIMIT $3`,
    [userId, [...exceptIds], limit],
  );
  return { items: rows.map(({ total: _, ...i }) => i), total: rows[0]?.total ?? 0 };
}
