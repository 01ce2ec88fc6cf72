// The listing rows side of the push job: which rows are in progress, and settling them with what
// the channel answered. Every statement carries the tenant; a settlement changes the status only
// if the row is still in the status the job read (a newer action on the row wins), and always
// keeps the channel's ids (so a later delist or retry reuses them).
import type pg from 'pg';
import { CHANNEL_RULES, type ListingChannel, type ListingStatus } from './listings.statuses.ts';
import type { ListingRow } from './listings.service.ts';

type Db = { pool: pg.Pool };

/** Rows in progress older than this are settled from the channel's truth (spec 001 §9). */
export const STALE_AFTER_MS = 20 * 60_000;

const COLUMNS = `id, user_id AS "userId", item_id AS "itemId", channel, connection_id AS "connectionId", status, status_at AS "statusAt",
  sku, offer_id AS "offerId", external_id AS "externalId", variant_id AS "variantId", inventory_item_id AS "inventoryItemId",
  last_pushed_quantity AS "lastPushedQuantity", last_pushed_price_cents AS "lastPushedPriceCents", last_error AS "lastError",
  force_removed AS "forceRemoved", pending_revision AS "pendingRevision"`;

/** The statuses the push job acts on: the channel's in-progress ones and the revisions. */
export const pushStatuses = (channel: ListingChannel): ListingStatus[] => [
  ...new Set<ListingStatus>([
    ...CHANNEL_RULES[channel].inProgress,
    ...CHANNEL_RULES[channel].statuses.filter((s) => s === 'REVISING' || s === 'REVISING_IMAGE'),
  ]),
];

/** Up to `limit` of the seller's rows waiting for the channel, oldest first. */
export async function rowsToPush(db: Db, userId: string, channel: ListingChannel, limit: number): Promise<ListingRow[]> {
  const { rows } = await db.pool.query(
    `SELECT ${COLUMNS} FROM listings WHERE user_id = $1 AND channel = $2 AND status = ANY($3::"ListingStatus"[]) ORDER BY status_at, id LIMIT $4`,
    [userId, channel, pushStatuses(channel), limit],
  );
  return rows as ListingRow[];
}

/** Saves offer ids the moment the channel gives them (before publishing), so a killed run reuses them. */
export async function saveOfferIds(db: Db, userId: string, ids: { id: string; offerId: string }[]): Promise<void> {
  if (ids.length === 0) return;
  await db.pool.query(
    `UPDATE listings l SET offer_id = x.offer_id, updated_at = now()
       FROM unnest($2::uuid[], $3::text[]) AS x(id, offer_id) WHERE l.id = x.id AND l.user_id = $1`,
    [userId, ids.map((i) => i.id), ids.map((i) => i.offerId)],
  );
}

export interface Settlement {
  id: string;
  /** The status the job read; the new status applies only if the row still has it. */
  from: ListingStatus;
  /** The new status, or 'REMOVE' (delisted: "not listed" is no row). */
  to: ListingStatus | 'REMOVE';
  error?: string | null;
  offerId?: string | null;
  externalId?: string | null;
  pushedQuantity?: number | null;
  pushedPriceCents?: number | null;
  /** A revision of this kind is done (a wider one requested meanwhile stays queued). */
  revision?: string | null;
}

/** Applies the channel's answers for one batch, in one transaction. */
export async function settle(db: Db, userId: string, settlements: Settlement[]): Promise<void> {
  if (settlements.length === 0) return;
  const tx = await db.pool.connect();
  try {
    await tx.query('BEGIN');
    for (const s of settlements) {
      if (s.to === 'REMOVE') {
        await tx.query(`DELETE FROM listings WHERE id = $1 AND user_id = $2 AND status = $3`, [s.id, userId, s.from]);
        continue;
      }
      await tx.query(
        `UPDATE listings SET
            offer_id = COALESCE($4, offer_id), external_id = COALESCE($5, external_id),
            last_pushed_quantity = COALESCE($6, last_pushed_quantity), last_pushed_price_cents = COALESCE($7, last_pushed_price_cents),
            status = CASE WHEN status = $3 AND pending_revision IS NOT DISTINCT FROM COALESCE($9, pending_revision) THEN $8::"ListingStatus" ELSE status END,
            last_error = CASE WHEN status = $3 THEN $10 ELSE last_error END,
            pending_revision = CASE WHEN status = $3 AND pending_revision IS NOT DISTINCT FROM $9 THEN NULL ELSE pending_revision END,
            status_at = CASE WHEN status = $3 AND pending_revision IS NOT DISTINCT FROM COALESCE($9, pending_revision) THEN now() ELSE status_at END,
            updated_at = now()
          WHERE id = $1 AND user_id = $2`,
        [
          s.id,
          userId,
          s.from,
          s.offerId ?? null,
          s.externalId ?? null,
          s.pushedQuantity ?? null,
          s.pushedPriceCents ?? null,
          s.to,
          s.revision ?? null,
          s.error ?? null,
        ],
      );
    }
    await tx.query('COMMIT');
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}

/** Connections with rows in progress for longer than the stale window (the sweep re-queues their push). */
export async function staleConnections(db: Db, now = new Date()): Promise<{ userId: string; channel: ListingChannel; connectionId: string }[]> {
  const { rows } = await db.pool.query(
    `SELECT DISTINCT user_id AS "userId", channel, connection_id AS "connectionId" FROM listings
      WHERE status IN ('LISTING', 'DELISTING', 'REVISING', 'REVISING_IMAGE') AND status_at < $1 AND connection_id IS NOT NULL`,
    [new Date(now.getTime() - STALE_AFTER_MS)],
  );
  return rows;
}
