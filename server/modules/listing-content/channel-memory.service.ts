// What the listing engine learnt from a channel and reuses instead of asking again: category
// suggestions per title key, and a connection's listing setup (eBay: policy ids, location key).
// Both are hints the channel can contradict: a suggestion is only used for an item without a
// category of its own, and a setup a publish refuses is forgotten (clearSetup).
import type pg from 'pg';

type Db = { pool: pg.Pool };

/** Suggestions older than this are asked again (eBay's category tree changes a few times a year). */
export const SUGGESTION_TTL_MS = 30 * 24 * 3600_000;
/** A setup older than this is read from the channel again (a chain of push runs shares one). */
export const SETUP_TTL_MS = 10 * 60_000;

/** The stored category per title key, for the keys given (fresh ones only). */
export async function readCategorySuggestions(db: Db, userId: string, marketplaceId: string, keys: string[], now = new Date()): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const { rows } = await db.pool.query<{ key: string; categoryId: string }>(
    `SELECT title_key AS key, category_id AS "categoryId" FROM listing_category_suggestions
      WHERE user_id = $1 AND marketplace_id = $2 AND title_key = ANY($3::text[]) AND fetched_at > $4`,
    [userId, marketplaceId, keys, new Date(now.getTime() - SUGGESTION_TTL_MS)],
  );
  return new Map(rows.map((r) => [r.key, r.categoryId]));
}

export async function saveCategorySuggestions(db: Db, userId: string, marketplaceId: string, found: { key: string; categoryId: string }[]): Promise<void> {
  if (found.length === 0) return;
  await db.pool.query(
    `INSERT INTO listing_category_suggestions (user_id, marketplace_id, title_key, category_id)
     SELECT $1, $2, x.key, x.category_id FROM unnest($3::text[], $4::text[]) AS x(key, category_id)
     ON CONFLICT (user_id, marketplace_id, title_key) DO UPDATE SET category_id = EXCLUDED.category_id, fetched_at = now()`,
    [userId, marketplaceId, found.map((f) => f.key), found.map((f) => f.categoryId)],
  );
}

/** The connection's stored setup if it is younger than the TTL, else null. */
export async function readSetup<T>(db: Db, userId: string, connectionId: string, now = new Date()): Promise<T | null> {
  const { rows } = await db.pool.query<{ setup: T }>(`SELECT setup FROM listing_channel_setups WHERE connection_id = $1 AND user_id = $2 AND fetched_at > $3`, [
    connectionId,
    userId,
    new Date(now.getTime() - SETUP_TTL_MS),
  ]);
  return rows[0]?.setup ?? null;
}

export async function saveSetup(db: Db, userId: string, connectionId: string, setup: unknown): Promise<void> {
  await db.pool.query(
    `INSERT INTO listing_channel_setups (connection_id, user_id, setup) VALUES ($1, $2, $3::jsonb)
     ON CONFLICT (connection_id) DO UPDATE SET setup = EXCLUDED.setup, fetched_at = now() WHERE listing_channel_setups.user_id = EXCLUDED.user_id`,
    [connectionId, userId, JSON.stringify(setup)],
  );
}

export async function clearSetup(db: Db, userId: string, connectionId: string): Promise<void> {
  await db.pool.query(`DELETE FROM listing_channel_setups WHERE connection_id = $1 AND user_id = $2`, [connectionId, userId]);
}
