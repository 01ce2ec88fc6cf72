// Continuous sync's rows: marking live listings due (the change feed, settings, overrides, plans),
// queueing ONE coalesced sync job per connection, reading a connection's due rows, settling what
// the channel accepted together with its history, the per-connection retry state, the history
// itself, and the health and alerts the screens show. The push itself is server/channels/sync.ts.
import { escapeLiteral, literalListSql } from '../../db/sql.ts';
import type pg from 'pg';
import { enqueue } from '../../jobs/enqueue.ts';
import { emitEvents } from '../api/webhooks.service.ts';
import { channelRule, LISTING_CHANNELS, type ListingChannel, type ListingStatus } from '../listings/listings.statuses.ts';
import type { ListingRow } from '../listings/listings.service.ts';
import { type SyncBasis, syncRulesFor } from '../../channels/sync-rules.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import { channelPlan } from '../../channels/plan.ts';
import { type ChannelDeps, channelEntry } from '../../channels/registry.ts';
import { planIncludes } from '../../../shared/billing/plans.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { inTransaction, inTransactionOn, type SqlRunner } from '../../db/transaction.ts';

type Db = { pool: pg.Pool };

/** A burst of changes within this window becomes one job (graphile-worker keeps the first run time). */
export const SYNC_DEBOUNCE_MS = 2_000;
/** History is kept this long (issue 15). */
export const HISTORY_DAYS = 90;
/** Failed runs in a row before the seller sees the quantity_update_error alert. */
export const ALERT_AFTER_FAILURES = 3;

/** Live listings the channel holds (not being listed, delisted or toggled): what sync may push to. */
export const syncableStatuses = (channel: ListingChannel): ListingStatus[] =>
  channelRule(channel).live.filter((s) => !channelRule(channel).inProgress.includes(s));

// Constants of our own enumerations, quoted by pg (db/sql.ts): the same fragment serves several queries.
const SYNCABLE_SQL = LISTING_CHANNELS.map((c) => `(channel = ${escapeLiteral(c)} AND status IN (${literalListSql(syncableStatuses(c))}))`).join(' OR ');

/** The sync job of one connection: coalesced by jobKey, on the connection's queue (one call at a time per account, after any push). */
export async function enqueueSync(db: SqlRunner, userId: string, channel: ListingChannel, connectionId: string, runAt?: Date): Promise<void> {
  await enqueue(
    db,
    'listings__sync',
    { userId, channel, connectionId },
    {
      jobKey: `listings-sync:${connectionId}`,
      queueName: `listings:${connectionId}`,
      runAt: runAt ?? new Date(Date.now() + SYNC_DEBOUNCE_MS),
      jobKeyMode: 'preserve_run_at',
    },
  );
}

/**
 * The run that retries the connection's quarantined rows, under a job key of its own: the
 * connection's change-driven job (above, whose run time a later change cannot move) is never held
 * back until a refused row's retry, so the other listings keep syncing within seconds.
 */
export async function enqueueRowRetry(db: SqlRunner, userId: string, channel: ListingChannel, connectionId: string, runAt: Date): Promise<void> {
  await enqueue(
    db,
    'listings__sync',
    { userId, channel, connectionId },
    { jobKey: `listings-sync-retry:${connectionId}`, queueName: `listings:${connectionId}`, runAt, jobKeyMode: 'replace' },
  );
}

export interface MarkedListing {
  listingId: string;
  itemId: string;
  channel: ListingChannel;
  connectionId: string | null;
}

/**
 * Marks the seller's live listings due (of these items, or all of them; on these channels, or all)
 * and queues one sync per connection touched, inside the caller's transaction: a rolled-back change
 * marks and queues nothing. Returns the marked listings.
 */
export async function markSyncDue(
  tx: SqlRunner,
  userId: string,
  scope: { itemIds?: readonly string[]; channels?: readonly ListingChannel[] } = {},
): Promise<MarkedListing[]> {
  if (scope.itemIds && scope.itemIds.length === 0) return [];
  const { rows } = await tx.query(
    `UPDATE listings SET sync_due = true, sync_mark = sync_mark + 1
      WHERE user_id = $1 AND ($2::uuid[] IS NULL OR item_id = ANY($2::uuid[])) AND ($3::text[] IS NULL OR channel = ANY($3::text[]))
        AND (${SYNCABLE_SQL})
      RETURNING id AS "listingId", item_id AS "itemId", channel, connection_id AS "connectionId"`,
    [userId, scope.itemIds ?? null, scope.channels ?? null],
  );
  const marked = (rows as MarkedListing[]).sort((a, b) => a.channel.localeCompare(b.channel) || a.itemId.localeCompare(b.itemId));
  const connections = new Map<string, ListingChannel>();
  for (const m of marked) if (m.connectionId) connections.set(m.connectionId, m.channel);
  for (const [connectionId, channel] of connections) await enqueueSync(tx, userId, channel, connectionId);
  return marked;
}

/** markSyncDue in its own transaction (settings and plan changes, made outside one of ours). */
export async function markSyncDueNow(db: Db, userId: string, scope: { itemIds?: readonly string[]; channels?: readonly ListingChannel[] } = {}) {
  return inTransaction(db, (client) => markSyncDue(client, userId, scope));
}

/** A due listing with what its last sync left. */
export interface DueRow extends ListingRow {
  syncMark: number;
  syncBasis: SyncBasis | null;
  /** YYYY-MM-DD (UTC) of revisionCount. */
  revisionDay: string | null;
  revisionCount: number;
  /** The content the listing was last sent with (content-fingerprint.ts); null: not known (listed before it was kept). */
  contentFingerprint: string | null;
}

const DUE_COLUMNS = `id, user_id AS "userId", item_id AS "itemId", channel, connection_id AS "connectionId", status, status_at AS "statusAt",
  sku, offer_id AS "offerId", external_id AS "externalId", variant_id AS "variantId", inventory_item_id AS "inventoryItemId",
  last_pushed_quantity AS "lastPushedQuantity", last_pushed_price_cents AS "lastPushedPriceCents", last_error AS "lastError",
  force_removed AS "forceRemoved", pending_revision AS "pendingRevision", last_synced_at AS "lastSyncedAt", sales_count AS "salesCount",
  sync_mark AS "syncMark", sync_basis AS "syncBasis", to_char(revision_day, 'YYYY-MM-DD') AS "revisionDay", revision_count AS "revisionCount",
  content_fingerprint AS "contentFingerprint"`;

/**
 * Up to `limit` due listings of one connection (the partial index on sync_due answers it), after
 * `afterId`; a row the channel refused waits for its own retry time (quarantine) while the others go.
 */
export async function dueRows(
  db: Db,
  userId: string,
  connectionId: string,
  channel: ListingChannel,
  limit: number,
  afterId?: string,
  now = new Date(),
): Promise<DueRow[]> {
  const { rows } = await db.pool.query(
    `SELECT ${DUE_COLUMNS} FROM listings
      WHERE connection_id = $2 AND sync_due AND user_id = $1 AND channel = $3 AND status = ANY($4::"ListingStatus"[]) AND ($6::uuid IS NULL OR id > $6)
        AND (sync_retry_at IS NULL OR sync_retry_at <= $7)
      ORDER BY id LIMIT $5`,
    [userId, connectionId, channel, syncableStatuses(channel), limit, afterId ?? null, now],
  );
  return rows as DueRow[];
}

/** Up to `limit` live listings of one connection after `afterId`, due or not (the nightly reconcile). */
export async function liveRows(db: Db, userId: string, connectionId: string, channel: ListingChannel, limit: number, afterId?: string): Promise<DueRow[]> {
  const { rows } = await db.pool.query(
    `SELECT ${DUE_COLUMNS} FROM listings
      WHERE connection_id = $2 AND user_id = $1 AND channel = $3 AND status = ANY($4::"ListingStatus"[]) AND ($6::uuid IS NULL OR id > $6)
      ORDER BY id LIMIT $5`,
    [userId, connectionId, channel, syncableStatuses(channel), limit, afterId ?? null],
  );
  return rows as DueRow[];
}

/** Connections with live listings (the nightly reconcile fans out over them). */
export async function connectionsWithLiveListings(db: Db): Promise<{ userId: string; channel: ListingChannel; connectionId: string }[]> {
  const { rows } = await db.pool.query(
    `SELECT DISTINCT user_id AS "userId", channel, connection_id AS "connectionId" FROM listings WHERE connection_id IS NOT NULL AND (${SYNCABLE_SQL})`,
  );
  return rows;
}

/**
 * What the reconcile found on the channel, in one transaction: a drifted quantity becomes the last
 * pushed one and the listing is marked due with its basis flagged (the sync repairs it and its
 * history says "drift repaired"); a price edited on the channel is kept and recorded.
 */
export async function recordChannelState(
  db: Db,
  userId: string,
  found: {
    drifted: { id: string; quantity: number }[];
    priceEdits: { id: string; itemId: string; channel: ListingChannel; oldValue: number | null; newValue: number; channelName: string }[];
  },
): Promise<void> {
  if (found.drifted.length === 0 && found.priceEdits.length === 0) return;
  await inTransaction(db, async (client) => {
    if (found.drifted.length > 0) {
      const { rows } = await client.query(
        `UPDATE listings l SET last_pushed_quantity = x.qty, sync_basis = COALESCE(l.sync_basis, '{}'::jsonb) || '{"drift": true}'::jsonb,
                sync_due = true, sync_mark = l.sync_mark + 1
           FROM unnest($2::uuid[], $3::int[]) AS x(id, qty) WHERE l.id = x.id AND l.user_id = $1
         RETURNING l.channel, l.connection_id AS "connectionId"`,
        [userId, found.drifted.map((d) => d.id), found.drifted.map((d) => d.quantity)],
      );
      const connections = new Map(rows.filter((r) => r.connectionId).map((r) => [r.connectionId as string, r.channel as ListingChannel]));
      for (const [connectionId, channel] of connections) await enqueueSync(client, userId, channel, connectionId, new Date());
    }
    if (found.priceEdits.length > 0) {
      const e = found.priceEdits;
      await client.query(
        `UPDATE listings l SET last_pushed_price_cents = x.price FROM unnest($2::uuid[], $3::int[]) AS x(id, price) WHERE l.id = x.id AND l.user_id = $1`,
        [userId, e.map((p) => p.id), e.map((p) => p.newValue)],
      );
      await client.query(
        `INSERT INTO listing_changes (user_id, listing_id, item_id, channel, field, old_value, new_value, reason, source)
         SELECT $1, x.id, x.item_id, x.channel, 'PRICE', x.old_value, x.new_value, x.reason, 'CHANNEL_EDIT'
           FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::int[], $7::text[]) AS x(id, item_id, channel, old_value, new_value, reason)`,
        [
          userId,
          e.map((p) => p.id),
          e.map((p) => p.itemId),
          e.map((p) => p.channel),
          e.map((p) => p.oldValue),
          e.map((p) => p.newValue),
          e.map((p) => `price edited on ${p.channelName} (kept)`),
        ],
      );
    }
  });
}

/** One listing's outcome of a sync run. */
export interface SyncSettlement {
  id: string;
  itemId: string;
  channel: ListingChannel;
  /** The mark the run read: the row stops being due only if no newer change marked it since. */
  mark: number;
  /** Every wanted field reached the channel (or nothing needed pushing): clear the mark. */
  done: boolean;
  basis: SyncBasis | null;
  pushedQuantity?: number;
  pushedPriceCents?: number;
  /** Channel calls that touched the listing (eBay counts each as a revision). */
  revisions: number;
  changes: { field: 'QUANTITY' | 'PRICE'; oldValue: number | null; newValue: number; reason: string }[];
  /** The content fingerprint to keep: sent to the channel now (`sent`), or recorded as the baseline of a listing that had none. */
  content?: { fingerprint: string; sent: boolean };
  /**
   * The channel refused this row (its message): the row is quarantined with its own backoff
   * (ROW_RETRY_* below) and error while the connection goes on with the others.
   */
  refused?: string;
}

/** A refused row's backoff: 30 s after the first refusal, doubling, at most an hour (the channel keeps being asked). */
export const ROW_RETRY_FIRST_S = 30;
export const ROW_RETRY_MAX_S = 3600;
export const rowRetryDelayMs = (failures: number) => Math.min(ROW_RETRY_FIRST_S * 2 ** Math.max(0, failures - 1), ROW_RETRY_MAX_S) * 1000;

/**
 * Settles one batch in one transaction: the pushed values, the basis, today's revision count, the
 * mark cleared (only the one read), and the history of what was pushed. `via` is the run's writer
 * (one connection, which the transaction runs on); without it, a client of the pool.
 */
export async function settleSync(
  db: Db,
  userId: string,
  settlements: SyncSettlement[],
  via?: SqlRunner,
  today = utcDay(new Date()),
  now = new Date(),
): Promise<void> {
  if (settlements.length === 0) return;
  const changes = settlements.flatMap((s) => s.changes.map((c) => ({ ...c, id: s.id, itemId: s.itemId, channel: s.channel })));
  const work = async (tx: SqlRunner) => {
    await tx.query(
      `UPDATE listings l SET
          last_pushed_quantity = COALESCE(x.qty, l.last_pushed_quantity),
          last_pushed_price_cents = COALESCE(x.price, l.last_pushed_price_cents),
          sync_basis = CASE WHEN x.done THEN x.basis ELSE l.sync_basis END,
          last_synced_at = CASE WHEN x.done THEN now() ELSE l.last_synced_at END,
          revision_count = CASE WHEN x.revisions = 0 THEN l.revision_count WHEN l.revision_day = $2::date THEN l.revision_count + x.revisions ELSE x.revisions END,
          revision_day = CASE WHEN x.revisions = 0 THEN l.revision_day ELSE $2::date END,
          sync_due = CASE WHEN x.done AND l.sync_mark = x.mark THEN false ELSE l.sync_due END,
          content_fingerprint = COALESCE(x.fingerprint, l.content_fingerprint),
          content_pushed_at = CASE WHEN x.sent THEN now() ELSE l.content_pushed_at END,
          -- Quarantine: a refused row gets its own backoff and the channel's message (shown as the
          -- listing's error); an accepted one leaves it, clearing the error it had put there.
          sync_failures = CASE WHEN x.refused IS NOT NULL THEN l.sync_failures + 1 WHEN x.done THEN 0 ELSE l.sync_failures END,
          sync_retry_at = CASE WHEN x.refused IS NOT NULL THEN $15::timestamptz + make_interval(secs => least($12::int * power(2, l.sync_failures), $13::int))
                               WHEN x.done THEN NULL ELSE l.sync_retry_at END,
          sync_error = CASE WHEN x.refused IS NOT NULL THEN x.refused WHEN x.done THEN NULL ELSE l.sync_error END,
          last_error = CASE WHEN x.refused IS NOT NULL THEN x.refused
                            WHEN x.done AND l.sync_error IS NOT NULL AND l.last_error IS NOT DISTINCT FROM l.sync_error THEN NULL ELSE l.last_error END
         FROM unnest($3::uuid[], $4::int[], $5::boolean[], $6::jsonb[], $7::int[], $8::int[], $9::int[], $10::text[], $11::boolean[], $14::text[])
           AS x(id, mark, done, basis, qty, price, revisions, fingerprint, sent, refused)
        WHERE l.id = x.id AND l.user_id = $1`,
      [
        userId,
        today,
        settlements.map((s) => s.id),
        settlements.map((s) => s.mark),
        settlements.map((s) => s.done),
        settlements.map((s) => (s.basis ? JSON.stringify(s.basis) : null)),
        settlements.map((s) => s.pushedQuantity ?? null),
        settlements.map((s) => s.pushedPriceCents ?? null),
        settlements.map((s) => s.revisions),
        settlements.map((s) => s.content?.fingerprint ?? null),
        settlements.map((s) => s.content?.sent ?? false),
        ROW_RETRY_FIRST_S,
        ROW_RETRY_MAX_S,
        settlements.map((s) => (s.refused === undefined ? null : s.refused.slice(0, 2000))),
        now,
      ],
    );
    if (changes.length > 0)
      await tx.query(
        `INSERT INTO listing_changes (user_id, listing_id, item_id, channel, field, old_value, new_value, reason)
         SELECT $1, x.listing_id, x.item_id, x.channel, x.field, x.old_value, x.new_value, x.reason
           FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[])
             AS x(listing_id, item_id, channel, field, old_value, new_value, reason)`,
        [
          userId,
          changes.map((c) => c.id),
          changes.map((c) => c.itemId),
          changes.map((c) => c.channel),
          changes.map((c) => c.field),
          changes.map((c) => c.oldValue),
          changes.map((c) => c.newValue),
          changes.map((c) => c.reason),
        ],
      );
  };
  await (via ? inTransactionOn(via, work) : inTransaction(db, work));
}

export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export interface SyncState {
  lastSyncedAt: Date | null;
  failures: number;
  lastError: string | null;
  retryAt: Date | null;
}

/** The connection's retry state (none yet: a clean one). */
export async function syncState(db: Db, userId: string, connectionId: string): Promise<SyncState> {
  const { rows } = await db.pool.query(
    `SELECT last_synced_at AS "lastSyncedAt", failures, last_error AS "lastError", retry_at AS "retryAt"
       FROM listing_sync_states WHERE connection_id = $2 AND user_id = $1`,
    [userId, connectionId],
  );
  return (rows[0] as SyncState | undefined) ?? { lastSyncedAt: null, failures: 0, lastError: null, retryAt: null };
}

/** The earliest time a quarantined (refused) due row of the connection is tried again, if any. */
export async function nextRowRetry(db: Db, userId: string, connectionId: string, now = new Date()): Promise<Date | null> {
  const { rows } = await db.pool.query(
    `SELECT min(sync_retry_at) AS at FROM listings WHERE connection_id = $2 AND user_id = $1 AND sync_due AND sync_retry_at > $3`,
    [userId, connectionId, now],
  );
  return (rows[0]?.at as Date | null) ?? null;
}

/** A run that reached the channel without failures (rows it refused are quarantined on their own): failures reset. */
export async function recordSyncSuccess(db: Db, userId: string, channel: ListingChannel, connectionId: string): Promise<void> {
  await db.pool.query(
    `INSERT INTO listing_sync_states (connection_id, user_id, channel, last_synced_at, failures, last_error, retry_at, updated_at)
     VALUES ($2, $1, $3, now(), 0, NULL, NULL, now())
     ON CONFLICT (connection_id) DO UPDATE SET last_synced_at = now(), failures = 0, last_error = NULL, retry_at = NULL, updated_at = now(),
       -- A repricing is over once the connection has nothing left due.
       repricing_since = CASE WHEN EXISTS (SELECT 1 FROM listings l WHERE l.connection_id = $2 AND l.sync_due) THEN listing_sync_states.repricing_since END
      WHERE listing_sync_states.user_id = $1`,
    [userId, connectionId, channel],
  );
}

/** A pricing setting changed: these connections' listings wait for a repricing (the repricing_updating alert). */
export async function noteRepricing(sql: SqlRunner, userId: string, marked: readonly MarkedListing[]): Promise<void> {
  const connections = new Map<string, ListingChannel>();
  for (const m of marked) if (m.connectionId) connections.set(m.connectionId, m.channel);
  if (connections.size === 0) return;
  await sql.query(
    `INSERT INTO listing_sync_states AS s (connection_id, user_id, channel, repricing_since, updated_at)
     SELECT x.id, $1, x.channel, now(), now() FROM unnest($2::uuid[], $3::text[]) AS x(id, channel)
     ON CONFLICT (connection_id) DO UPDATE SET repricing_since = COALESCE(s.repricing_since, now()), updated_at = now() WHERE s.user_id = $1`,
    [userId, [...connections.keys()], [...connections.values()]],
  );
}

/** Backoff after the n-th failure in a row: 5 s, 10 s, 20 s … at most an hour. */
export const retryDelayMs = (failures: number) => Math.min(5_000 * 2 ** Math.max(0, failures - 1), 3_600_000);

/** A failed run: one more failure, the next attempt after the backoff. Returns the state. */
export async function recordSyncFailure(db: Db, userId: string, channel: ListingChannel, connectionId: string, error: string): Promise<SyncState> {
  const { rows } = await db.pool.query(
    `INSERT INTO listing_sync_states AS s (connection_id, user_id, channel, failures, last_error, updated_at)
     VALUES ($2, $1, $3, 1, $4, now())
     ON CONFLICT (connection_id) DO UPDATE SET failures = s.failures + 1, last_error = $4, updated_at = now() WHERE s.user_id = $1
     RETURNING failures`,
    [userId, connectionId, channel, error.slice(0, 2000)],
  );
  const failures = (rows[0]?.failures as number | undefined) ?? 1;
  // Partners hear of it once per failure streak (the first failure), not on every retry.
  if (failures === 1) {
    await emitEvents(db.pool, userId, [{ type: 'sync.failed', objectId: connectionId, data: { channel, connectionId, error: error.slice(0, 500) } }]);
  }
  const retryAt = new Date(Date.now() + retryDelayMs(failures));
  await db.pool.query('UPDATE listing_sync_states SET retry_at = $3 WHERE connection_id = $2 AND user_id = $1', [userId, connectionId, retryAt]);
  return { ...(await syncState(db, userId, connectionId)), retryAt };
}

export interface ListingChangeRow {
  id: string;
  listingId: string;
  itemId: string;
  channel: ListingChannel;
  field: 'QUANTITY' | 'PRICE';
  oldValue: number | null;
  newValue: number;
  reason: string;
  source: 'SYNC' | 'CHANNEL_EDIT';
  resolution: 'KEPT' | 'REVERTED' | null;
  createdAt: Date;
}

/**
 * The seller's answer to a price edited directly on a channel: keep it (the channel's entry holds it
 * there, keepEditedPrice: eBay locks the item's price at it, so repricing leaves it) or revert
 * (continuous sync pushes ListBridge's price again). Returns false when there is no such undecided
 * edit of this seller's.
 */
export async function resolveChannelEdit(deps: ChannelDeps, userId: string, changeId: string, keep: boolean): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(changeId)) return false;
  const { rows } = await deps.pool.query<{ item_id: string; channel: ListingChannel; new_value: number; field: string }>(
    `UPDATE listing_changes SET resolution = $3, resolved_at = now()
      WHERE id = $2 AND user_id = $1 AND source = 'CHANNEL_EDIT' AND resolution IS NULL
      RETURNING item_id, channel, new_value, field`,
    [userId, changeId, keep ? 'KEPT' : 'REVERTED'],
  );
  const edit = rows[0];
  if (!edit) return false;
  if (keep && edit.field === 'PRICE') await channelEntry(edit.channel)?.keepEditedPrice?.(deps, userId, edit.item_id, edit.new_value);
  if (!keep) await markSyncDueNow(deps, userId, { itemIds: [edit.item_id], channels: [edit.channel] });
  return true;
}

/** A listing's history, newest first, `first` at a time after the cursor (keyset: created_at, id). */
export async function listingHistory(
  db: Db,
  userId: string,
  listingId: string,
  page: { first: number; after?: { createdAt: Date; id: string } | null },
): Promise<{ rows: ListingChangeRow[]; hasNextPage: boolean }> {
  const first = Math.min(Math.max(1, Math.trunc(page.first)), 100);
  const { rows } = await db.pool.query(
    `SELECT id, listing_id AS "listingId", item_id AS "itemId", channel, field, old_value AS "oldValue", new_value AS "newValue", reason, source, resolution, created_at AS "createdAt"
       FROM listing_changes WHERE listing_id = $2 AND user_id = $1 AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
      ORDER BY created_at DESC, id DESC LIMIT $5`,
    [userId, listingId, page.after?.createdAt ?? null, page.after?.id ?? null, first + 1],
  );
  return { rows: (rows as ListingChangeRow[]).slice(0, first), hasNextPage: rows.length > first };
}

/** Deletes history older than HISTORY_DAYS, in slices (returns how many). */
export async function pruneListingChanges(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - HISTORY_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const { rowCount } = await db.pool.query(
      'DELETE FROM listing_changes WHERE id IN (SELECT id FROM listing_changes WHERE created_at < $1 ORDER BY created_at LIMIT 5000)',
      [before],
    );
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < 5000) return total;
  }
}

export interface SyncHealth {
  channel: ListingChannel;
  lastSyncedAt: Date | null;
  /** Live listings waiting for their sync (not counting the refused ones). */
  waiting: number;
  /** Listings the channel refused (quarantined, retried on their own) and one of their messages with its SKU. */
  refused: number;
  refusedExample: { sku: string | null; error: string } | null;
  /** Failed runs in a row. */
  failures: number;
  lastError: string | null;
  /** Listings wait for a repricing after a pricing-settings change. */
  repricing: boolean;
}

/** Sync health per channel the seller has listings or a sync state on (the inventory header). */
export async function syncHealth(db: Db, userId: string): Promise<SyncHealth[]> {
  const { rows } = await db.pool.query(
    `WITH waiting AS (
       SELECT channel, count(*) FILTER (WHERE sync_error IS NULL)::int AS n, count(*) FILTER (WHERE sync_error IS NOT NULL)::int AS refused,
              (array_agg(json_build_object('sku', sku, 'error', sync_error) ORDER BY sync_failures DESC, id) FILTER (WHERE sync_error IS NOT NULL))[1] AS example
         FROM listings WHERE user_id = $1 AND sync_due AND (${SYNCABLE_SQL}) GROUP BY channel
     ), states AS (
       SELECT channel, max(last_synced_at) AS last_synced_at, max(failures)::int AS failures, bool_or(repricing_since IS NOT NULL) AS repricing,
              (array_agg(last_error ORDER BY updated_at DESC) FILTER (WHERE last_error IS NOT NULL))[1] AS last_error
         FROM listing_sync_states WHERE user_id = $1 GROUP BY channel
     )
     SELECT COALESCE(w.channel, s.channel) AS channel, s.last_synced_at AS "lastSyncedAt", COALESCE(w.n, 0) AS waiting,
            COALESCE(w.refused, 0) AS refused, w.example AS "refusedExample",
            COALESCE(s.failures, 0) AS failures, s.last_error AS "lastError", COALESCE(s.repricing, false) AS repricing
       FROM waiting w FULL JOIN states s ON s.channel = w.channel ORDER BY 1`,
    [userId],
  );
  return rows as SyncHealth[];
}

/** The legacy alert document (spec 001 §3: _active, _created_at, _type, classname, message, user_id). */
export interface LegacyAlert {
  _active: boolean;
  _created_at: string;
  _type: 'quantity_update_error' | 'listing_sync_refused' | 'inventory_updating' | 'repricing_updating' | 'sync_paused';
  classname: 'error' | 'info' | 'success' | 'warning';
  message: string;
  user_id: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The sync's alerts: quantity_update_error after repeated failures of the connection;
 * listing_sync_refused while the channel refuses some listings (the seller must act on them);
 * inventory_updating while listings wait; sync_paused instead while a connection the sync needs
 * (Amazon's, or the channel's) has lost its authorisation: `paused` names, per channel, whom the
 * seller must reauthorise (nothing runs until then).
 */
export async function syncAlerts(db: Db, userId: string, now = new Date(), paused: Partial<Record<ListingChannel, string>> = {}): Promise<LegacyAlert[]> {
  const out: LegacyAlert[] = [];
  for (const h of await syncHealth(db, userId)) {
    const name = channelEntry(h.channel)?.name ?? h.channel;
    const blockedBy = paused[h.channel];
    if (h.refused > 0 && h.refusedExample) {
      const ex = h.refusedExample;
      const n = h.refused === 1 ? `1 ${name} listing` : `${h.refused.toLocaleString('en-US')} ${name} listings`;
      out.push({
        _active: true,
        _created_at: now.toISOString(),
        _type: 'listing_sync_refused',
        classname: 'error',
        message: `${name} refused updates to ${n}${ex.sku ? ` (e.g. ${escapeHtml(ex.sku)})` : ''}: ${escapeHtml(ex.error)} Each is retried on its own; your other listings keep syncing.`,
        user_id: userId,
      });
    }
    if (blockedBy && h.waiting > 0)
      out.push({
        _active: true,
        _created_at: now.toISOString(),
        _type: 'sync_paused',
        classname: 'warning',
        message: `${h.waiting.toLocaleString('en-US')} ${name} listing${h.waiting === 1 ? '' : 's'} ${h.waiting === 1 ? 'waits' : 'wait'} for your latest Amazon quantities and prices: updates are paused until you reauthorise ${blockedBy}.`,
        user_id: userId,
      });
    else if (blockedBy) continue;
    else if (h.failures >= ALERT_AFTER_FAILURES)
      out.push({
        _active: true,
        _created_at: now.toISOString(),
        _type: 'quantity_update_error',
        classname: 'error',
        message: `We could not update your ${name} quantities and prices (${h.failures} attempts): ${escapeHtml(h.lastError ?? 'unknown error')}. We keep retrying.`,
        user_id: userId,
      });
    else if (h.waiting > 0 && h.repricing)
      out.push({
        _active: true,
        _created_at: now.toISOString(),
        _type: 'repricing_updating',
        classname: 'info',
        message: `Repricing ${h.waiting.toLocaleString('en-US')} ${name} listing${h.waiting === 1 ? '' : 's'} with your new pricing settings.`,
        user_id: userId,
      });
    else if (h.waiting > 0)
      out.push({
        _active: true,
        _created_at: now.toISOString(),
        _type: 'inventory_updating',
        classname: 'info',
        message: `Updating ${h.waiting.toLocaleString('en-US')} ${name} listing${h.waiting === 1 ? '' : 's'} with your latest Amazon quantities and prices.`,
        user_id: userId,
      });
  }
  return out;
}

/** Whether continuous sync sends quantities and prices to a channel for the seller, and why not (issue 30: the screens' promises). */
export interface ChannelSyncSwitches {
  /** Amazon quantity changes reach the channel (the seller's switch and the plan). */
  quantity: boolean;
  /** The plan on the channel includes quantity sync (Pro and above). */
  quantityInPlan: boolean;
  /** Price changes reach the channel (the seller's switch). */
  price: boolean;
}

/** The seller's sync switches on one channel, from their settings and their plan there (sync-rules.ts decides). */
export async function channelSyncSwitches(deps: Db & { prisma: PrismaClient }, userId: string, channel: ListingChannel): Promise<ChannelSyncSwitches> {
  const [settings, plan] = await Promise.all([readUserSettings(deps, userId), channelPlan(deps, userId, channel)]);
  const rules = syncRulesFor(channel, settings, plan, channelEntry(channel)?.syncSwitches);
  return { quantity: rules.quantitySync, quantityInPlan: planIncludes(plan, 'quantity_sync'), price: rules.repricing };
}
