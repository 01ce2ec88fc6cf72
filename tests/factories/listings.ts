import type pg from 'pg';
import type { ListingChannel, ListingStatus } from '../../server/modules/listings/listings.statuses.ts';

export interface ListingSeed {
  userId: string;
  itemId: string;
  channel: ListingChannel;
  status: ListingStatus;
  externalId?: string | null;
  lastError?: string | null;
}

/** Inserts listings rows in one statement (thousands at once); returns their ids in the order given. */
export async function insertListings(db: { pool: pg.Pool }, rows: ListingSeed[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const { rows: out } = await db.pool.query(
    `INSERT INTO listings (user_id, item_id, channel, status, external_id, last_error)
     SELECT user_id, item_id, channel, status, external_id, last_error FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::"ListingStatus"[], $5::text[], $6::text[])
     WITH ORDINALITY AS r(user_id, item_id, channel, status, external_id, last_error, n)
     ORDER BY n
     RETURNING id`,
    [
      rows.map((r) => r.userId),
      rows.map((r) => r.itemId),
      rows.map((r) => r.channel),
      rows.map((r) => r.status),
      rows.map((r) => r.externalId ?? null),
      rows.map((r) => r.lastError ?? null),
    ],
  );
  return out.map((r) => r.id as string);
}

/** Inserts `n` bare items for a seller (SKUs `<prefix>-<i>`) in one statement; returns their ids in order. */
export async function insertItems(db: { pool: pg.Pool }, userId: string, n: number, prefix = 'SKU'): Promise<string[]> {
  const skus = Array.from({ length: n }, (_, i) => `${prefix}-${i}`);
  const { rows } = await db.pool.query(
    `INSERT INTO inventory_items (user_id, seller_sku, asin)
     SELECT $1, sku, 'B0' || lpad(n::text, 8, '0') FROM unnest($2::text[]) WITH ORDINALITY AS s(sku, n)
     RETURNING id, seller_sku`,
    [userId, skus],
  );
  const bySku = new Map(rows.map((r) => [r.seller_sku as string, r.id as string]));
  return skus.map((s) => bySku.get(s)!);
}
