// The seller's sellable Amazon stock of listed items, for the dashboard's stock cover (issue 36):
// what Amazon can ship now (fba_quantity: the fulfillable units of the FBA inventory), of the
// items live on at least one channel. The reads are bounded: the items that sold (by id), and the
// stocked items that did not (the most stock first, a page of them on the stock index). Only how
// many did not sell touches every listed item; that count is cached until the seller's items or
// listings change (the inventory page's count cache), less the sold ones counted afresh.
import type pg from 'pg';
import { listedItemIdsSql } from '../listings/listings.service.ts';
import { cachedItemCount } from './inventory.service.ts';

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

/** Live on any channel (the listings module's own rule of "live" per channel); $1 is the seller. */
const LISTED_SQL = `i.id IN (${listedItemIdsSql('$1')})`;
/** The same, of the items in $2 only (a read by ids looks at their listings alone). */
const LISTED_AMONG_SQL = `i.id IN (${listedItemIdsSql('$1', '$2::uuid[]')})`;

const STOCK_COLUMNS_SQL = `i.id, i.seller_sku AS "sellerSku", i.asin, i.title, i.fba_quantity AS sellable, i.price_cents AS "priceCents"`;

/** These items of the seller, when listed, with their sellable stock. */
export async function listedStockOf(db: { pool: pg.Pool }, userId: string, itemIds: readonly string[]): Promise<ItemStock[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.pool.query<ItemStock>(
    `SELECT ${STOCK_COLUMNS_SQL} FROM inventory_items i WHERE i.user_id = $1 AND i.id = ANY($2::uuid[]) AND ${LISTED_AMONG_SQL}`,
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

/** What the stock cover reads of the listed items, given the items that sold. */
export interface ListedStockForCover {
  /** The listed ones among the items that sold, with their stock. */
  sold: ItemStock[];
  /** The listed items with sellable stock that did not sell, the most stock first (a page). */
  unsold: ItemStock[];
  /** How many listed items with sellable stock did not sell. */
  unsoldTotal: number;
}

/**
 * The seller's listed items for the stock cover: those among `soldIds` (with their stock), and a
 * page of the others with sellable stock, the most first, at most `limit`, with how many there are.
 */
export async function listedStockForCover(db: { pool: pg.Pool }, userId: string, soldIds: readonly string[], limit: number): Promise<ListedStockForCover> {
  const ids = [...new Set(soldIds)];
  const [sold, page, stocked] = await Promise.all([
    listedStockOf(db, userId, ids),
    // Walks inventory_items_stock_idx in the page's order: a few dozen rows, however many items.
    db.pool.query<ItemStock>(
      `SELECT ${STOCK_COLUMNS_SQL} FROM inventory_items i
        WHERE i.user_id = $1 AND i.fba_quantity > 0 AND NOT (i.id = ANY($2::uuid[])) AND ${LISTED_SQL}
        ORDER BY i.fba_quantity DESC, i.seller_sku LIMIT $3`,
      [userId, ids, limit],
    ),
    cachedItemCount(db, userId, 'listed-with-stock', async () => {
      const { rows } = await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM inventory_items i WHERE i.user_id = $1 AND i.fba_quantity > 0 AND ${LISTED_SQL}`,
        [userId],
      );
      return rows[0]?.n ?? 0;
    }),
  ]);
  const unsold = page.rows;
  // The unsold are the listed items with stock less the sold ones with stock. A page shorter than
  // the limit is all of them (and the reads may straddle a concurrent change: never fewer than shown).
  const soldWithStock = sold.filter((i) => i.sellable > 0).length;
  const unsoldTotal = unsold.length < limit ? unsold.length : Math.max(unsold.length, stocked - soldWithStock);
  return { sold, unsold, unsoldTotal };
}
