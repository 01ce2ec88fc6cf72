// The listing rows side of the push job: which rows are in progress, and settling them with what
// the channel answered. Every statement carries the tenant; a settlement changes the status only
// if the row is still in the status the job read (a newer action on the row wins), and always
// keeps the channel's ids (so a later delist or retry reuses them).
import type pg from 'pg';
import { encodeGlobalID } from '@pothos/plugin-relay';
import type { SqlRunner } from '../../db/transaction.ts';
import { emitEvents } from '../api/webhooks.service.ts';
import { channelRule, type ListingChannel, type ListingStatus } from '../listings/listings.statuses.ts';
import { registeredChannels } from '../../channels/registry.ts';
import type { ListingRow } from '../listings/listings.service.ts';

type Db = { pool: pg.Pool };

/** Rows in progress older than this are settled from the channel's truth (spec 001 §9). */
export const STALE_AFTER_MS = 20 * 60_000;

const COLUMNS = `id, user_id AS "userId", item_id AS "itemId", channel, connection_id AS "connectionId", status, status_at AS "statusAt",
  sku, offer_id AS "offerId", external_id AS "externalId", variant_id AS "variantId", inventory_item_id AS "inventoryItemId",
  last_pushed_quantity AS "lastPushedQuantity", last_pushed_price_cents AS "lastPushedPriceCents", last_error AS "lastError",
  force_removed AS "forceRemoved", pending_revision AS "pendingRevision", last_synced_at AS "lastSyncedAt", sales_count AS "salesCount"`;

/** The statuses the push job acts on: the channel's in-progress ones and the revisions. */
export const pushStatuses = (channel: ListingChannel): ListingStatus[] => [
  ...new Set<ListingStatus>([...channelRule(channel).inProgress, ...channelRule(channel).statuses.filter((s) => s === 'REVISING' || s === 'REVISING_IMAGE')]),
];

/** Every registered channel's push statuses (the sweeps look across channels). */
const allPushStatuses = (): ListingStatus[] => [...new Set(registeredChannels().flatMap(([code]) => pushStatuses(code)))];

/** Up to `limit` of the seller's rows waiting for the channel, oldest first. */
export async function rowsToPush(db: Db, userId: string, channel: ListingChannel, limit: number): Promise<ListingRow[]> {
  const { rows } = await db.pool.query(
    `SELECT ${COLUMNS} FROM listings WHERE user_id = $1 AND channel = $2 AND status = ANY($3::"ListingStatus"[]) ORDER BY status_at, id LIMIT $4`,
    [userId, channel, pushStatuses(channel), limit],
  );
  return rows as ListingRow[];
}

/**
 * A connection for one push run's writes that does not wait for their WAL flush
 * (synchronous_commit off for this session only, reset before it goes back to the pool). The
 * push's writes record what the channel already holds, so a commit lost to a Postgres crash (never
 * to an app crash) only leaves rows in progress, which the next run settles from the channel by
 * SKU and offer (see the eBay adapter). The flush was most of each batch's Postgres time
 * (tests/bench/listing.bench.ts); one connection also spares a pool checkout per write.
 */
export async function openPushWriter(db: Db): Promise<SqlRunner & { close(): Promise<void> }> {
  const client = await db.pool.connect();
  try {
    await client.query('SET synchronous_commit = off');
  } catch (err) {
    client.release(true);
    throw err;
  }
  return {
    query: client.query.bind(client) as SqlRunner['query'],
    async close() {
      // A connection that cannot be reset is dropped rather than handed on without durable commits.
      const reset = await client.query('RESET synchronous_commit').then(
        () => true,
        () => false,
      );
      client.release(!reset);
    },
  };
}

/** Saves offer ids the moment the channel gives them (before publishing), so a killed run reuses them. */
export async function saveOfferIds(db: Db, userId: string, ids: { id: string; offerId: string }[], via: SqlRunner = db.pool): Promise<void> {
  if (ids.length === 0) return;
  await via.query(
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
  /** Shopify: the product's one variant and its inventory item (what price and stock updates name). */
  variantId?: string | null;
  inventoryItemId?: string | null;
  pushedQuantity?: number | null;
  pushedPriceCents?: number | null;
  /** A revision of this kind is done (a wider one requested meanwhile stays queued). */
  revision?: string | null;
  /** The content the channel now shows (content-fingerprint.ts): kept with the time it went out. */
  contentFingerprint?: string | null;
}

/**
 * Applies the channel's answers for one batch in one statement: the DELETE of delisted rows and
 * the UPDATE of the others (a statement per row was 40% of a 500-row listing run's wall time, see
 * tests/bench/listing.bench.ts). Each row's new values come from the unnest, its current values
 * from the table, so the guards are the same as one statement per row.
 */
export async function settle(db: Db, userId: string, settlements: Settlement[], via: SqlRunner = db.pool): Promise<void> {
  if (settlements.length === 0) return;
  const removed = settlements.filter((s) => s.to === 'REMOVE');
  const updated = settlements.filter((s) => s.to !== 'REMOVE');
  const { rows: changed } = await via.query<{
    id: string;
    item_id: string;
    channel: string;
    from_status: string;
    to_status: string | null;
    last_error: string | null;
  }>(
    `WITH removed AS (
       DELETE FROM listings l USING unnest($2::uuid[], $3::"ListingStatus"[]) AS x(id, from_status)
        WHERE l.id = x.id AND l.user_id = $1 AND l.status = x.from_status
        RETURNING l.id, l.item_id, l.channel::text AS channel, x.from_status::text AS from_status
     ), updated AS (
     UPDATE listings l SET
        offer_id = COALESCE(x.offer_id, l.offer_id), external_id = COALESCE(x.external_id, l.external_id),
        variant_id = COALESCE(x.variant_id, l.variant_id), inventory_item_id = COALESCE(x.inventory_item_id, l.inventory_item_id),
        last_pushed_quantity = COALESCE(x.qty, l.last_pushed_quantity), last_pushed_price_cents = COALESCE(x.price, l.last_pushed_price_cents),
        status = CASE WHEN l.status = x.from_status AND l.pending_revision IS NOT DISTINCT FROM COALESCE(x.revision, l.pending_revision) THEN x.to_status ELSE l.status END,
        last_error = CASE WHEN l.status = x.from_status THEN x.error ELSE l.last_error END,
        pending_revision = CASE WHEN l.status = x.from_status AND l.pending_revision IS NOT DISTINCT FROM x.revision THEN NULL ELSE l.pending_revision END,
        -- Newly listed: continuous sync takes it once (its baseline, and the seller's buffer and cap: listings__sync).
        sync_due = CASE WHEN l.status = x.from_status AND x.from_status = 'LISTING' AND x.to_status <> 'FAILED_TO_LIST' THEN true ELSE l.sync_due END,
        sync_mark = CASE WHEN l.status = x.from_status AND x.from_status = 'LISTING' AND x.to_status <> 'FAILED_TO_LIST' THEN l.sync_mark + 1 ELSE l.sync_mark END,
        status_at = CASE WHEN l.status = x.from_status AND l.pending_revision IS NOT DISTINCT FROM COALESCE(x.revision, l.pending_revision) THEN now() ELSE l.status_at END,
        content_fingerprint = CASE WHEN l.status = x.from_status AND x.fingerprint IS NOT NULL THEN x.fingerprint ELSE l.content_fingerprint END,
        content_pushed_at = CASE WHEN l.status = x.from_status AND x.fingerprint IS NOT NULL THEN now() ELSE l.content_pushed_at END,
        updated_at = now()
       FROM unnest($4::uuid[], $5::"ListingStatus"[], $6::"ListingStatus"[], $7::text[], $8::text[], $9::int[], $10::int[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
         AS x(id, from_status, to_status, offer_id, external_id, qty, price, revision, error, variant_id, inventory_item_id, fingerprint),
         listings o -- the row as it was before this statement (for what changed)
      WHERE l.id = x.id AND l.user_id = $1 AND o.id = l.id
      RETURNING l.id, l.item_id, l.channel::text AS channel, o.status::text AS from_status, l.status::text AS to_status, l.last_error,
                (o.status <> l.status) AS changed
     )
     SELECT id, item_id, channel, from_status, NULL::text AS to_status, NULL::text AS last_error FROM removed
     UNION ALL SELECT id, item_id, channel, from_status, to_status, last_error FROM updated WHERE changed`,
    [
      userId,
      removed.map((s) => s.id),
      removed.map((s) => s.from),
      updated.map((s) => s.id),
      updated.map((s) => s.from),
      updated.map((s) => s.to),
      updated.map((s) => s.offerId ?? null),
      updated.map((s) => s.externalId ?? null),
      updated.map((s) => s.pushedQuantity ?? null),
      updated.map((s) => s.pushedPriceCents ?? null),
      updated.map((s) => s.revision ?? null),
      updated.map((s) => s.error ?? null),
      updated.map((s) => s.variantId ?? null),
      updated.map((s) => s.inventoryItemId ?? null),
      updated.map((s) => s.contentFingerprint ?? null),
    ],
  );
  // Partners' webhooks (listing.status_changed), written on the same connection as the change.
  await emitEvents(
    via,
    userId,
    changed.map((c) => ({
      type: 'listing.status_changed' as const,
      objectId: c.id,
      data: {
        listingId: c.id,
        itemId: encodeGlobalID('InventoryItem', c.item_id),
        channel: c.channel,
        from: c.from_status,
        to: c.to_status ?? 'NOT_LISTED',
        error: c.last_error,
      },
    })),
  );
}

/** A row in progress this long with no push job to settle it is orphaned (the sweep re-queues its push). */
export const ORPHANED_AFTER_MS = 60_000;

/**
 * Connections with rows in progress (older than ORPHANED_AFTER_MS) and no push job that can still
 * run for them: none queued or running on the connection's queue, only ones whose attempts are
 * spent (a job killed after a newer one took its key is never run again, and its retries are gone).
 * Rows waiting on purpose for something else (`waitingOn`: OnBuy's product queue, whose poll pushes
 * them) are not orphans.
 */
export async function orphanedConnections(
  db: Db,
  waitingOn: string[],
  now = new Date(),
): Promise<{ userId: string; channel: ListingChannel; connectionId: string }[]> {
  const { rows } = await db.pool.query(
    `SELECT DISTINCT l.user_id AS "userId", l.channel, l.connection_id AS "connectionId" FROM listings l
      WHERE l.status = ANY($2::"ListingStatus"[]) AND l.status_at < $1 AND l.connection_id IS NOT NULL
        AND (l.last_error IS NULL OR l.last_error <> ALL($3::text[]))
        AND NOT EXISTS (SELECT 1 FROM graphile_worker.jobs j
                         WHERE j.task_identifier = 'listings__push' AND j.queue_name = 'listings:' || l.connection_id::text
                           AND j.attempts < j.max_attempts)`,
    [new Date(now.getTime() - ORPHANED_AFTER_MS), allPushStatuses(), waitingOn],
  );
  return rows;
}

/** Connections with rows in progress for longer than the stale window (the sweep re-queues their push). */
export async function staleConnections(db: Db, now = new Date()): Promise<{ userId: string; channel: ListingChannel; connectionId: string }[]> {
  const { rows } = await db.pool.query(
    `SELECT DISTINCT user_id AS "userId", channel, connection_id AS "connectionId" FROM listings
      WHERE status = ANY($2::"ListingStatus"[]) AND status_at < $1 AND connection_id IS NOT NULL`,
    [new Date(now.getTime() - STALE_AFTER_MS), allPushStatuses()],
  );
  return rows;
}
