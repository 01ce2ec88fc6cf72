// The listing actions (list, revise, delist; publish, unpublish, reset) for every channel: check the connection and the plan,
// mark the rows (LISTING / REVISING / REVISING_IMAGE / DELISTING) and queue ONE push job per
// connection in the same transaction, then answer at once with how many rows were marked. The job
// (jobs/tasks/listings__push.ts) does the channel calls through the channel's adapter.
import type pg from 'pg';
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { channelPlan } from '../../channels/plan.ts';
import { channelEntry } from '../../channels/registry.ts';
import { hasCapacity } from '../../../shared/billing/plans.ts';
import { capacityTaken } from '../listings/capacity-taken.ts';
import { connectionRows } from '../connections/connections.service.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../connections/connections.errors.ts';
import { getItemsByIds, type InventoryItemRow } from '../inventory/inventory.service.ts';
import { withFamilies } from '../inventory/families.service.ts';
import { ListingQuotaError, ListingValidationError, quotaAlertOf } from './listings.errors.ts';
import { channelRule, type ListingChannel } from '../listings/listings.statuses.ts';

export const REVISION_KINDS = ['EVERYTHING', 'PRICE_ONLY', 'UPC_ONLY', 'IMAGES_ONLY'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** One request may name at most this many items (the bulk bar's "select all" of a large page set). */
export const MAX_ITEMS_PER_ACTION = 10_000;

export interface ActionDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
}

export interface ActionInput {
  userId: string;
  channel: ListingChannel;
  itemIds: readonly string[];
}

export interface ActionResult {
  /** Rows marked by this request (items already in the wanted state are not counted). */
  count: number;
  /** The named items as they are now (the seller's only; others' ids give nothing). */
  items: InventoryItemRow[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function cleanIds(itemIds: readonly string[]): string[] {
  if (!Array.isArray(itemIds) || itemIds.length === 0) throw new ListingValidationError('Select at least one item');
  const ids = [...new Set(itemIds.map(String))];
  if (ids.length > MAX_ITEMS_PER_ACTION) throw new ListingValidationError(`At most ${MAX_ITEMS_PER_ACTION} items at a time`);
  const bad = ids.find((id) => !UUID.test(id));
  if (bad !== undefined) throw new ListingValidationError(`Unknown item id: ${bad}`);
  return ids;
}

/** The seller's authorised connection id on the channel, or the channel's "authorise first" error. */
export async function requireChannelConnection(deps: Pick<ActionDeps, 'prisma'>, userId: string, channel: ListingChannel): Promise<string> {
  const rows = await connectionRows(deps, userId);
  const row = rows.find((r) => r.kind === channel);
  const entry = channelEntry(channel);
  const check = entry?.connectionCheck;
  const code = channel.toLowerCase();
  if (!row) throw check?.notConnected?.() ?? new ConnectionNotFoundError(code, entry?.name);
  if (row.status === 'NEEDS_REAUTH' || (check?.usable && !check.usable(row))) throw check?.needsReauth?.() ?? new ConnectionNeedsReauthError(code, entry?.name);
  return row.id;
}

/**
 * The push job of one connection: coalesced by jobKey, one at a time per seller account by queue.
 * A push for later (`runAt`: a catalogue wait, a retry of rows left out) has a key of its own: a
 * running push that queues its own follow-up must not be superseded by it (graphile-worker gives
 * a running job whose key is taken over no further attempt, so a kill -9 would leave its rows in
 * progress until the later push, issue 32).
 */
export async function enqueuePush(db: SqlRunner, userId: string, channel: ListingChannel, connectionId: string, runAt?: Date) {
  await enqueue(
    db,
    'listings__push',
    { userId, channel },
    {
      jobKey: `${runAt ? 'listings-push-later' : 'listings-push'}:${connectionId}`,
      queueName: `listings:${connectionId}`,
      ...(runAt ? { runAt } : {}),
    },
  );
}

/** Inside a transaction: waits for the seller's other listing actions (and imports) on the channel. */
export async function lockSellerChannel(tx: SqlRunner, userId: string, channel: ListingChannel): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('listing-actions:' || $1 || ':' || $2))`, [userId, channel]);
}

/**
 * Runs `mark` in a transaction holding the seller's per-channel action lock (so two requests
 * cannot both take the last plan slot), queues the push job when it marked anything, commits,
 * and reads the items back.
 */
async function act(
  deps: ActionDeps,
  input: ActionInput,
  mark: (tx: pg.PoolClient, ids: string[], connectionId: string) => Promise<number>,
  opts: { push?: boolean } = {},
): Promise<ActionResult> {
  const ids = cleanIds(input.itemIds);
  const connectionId = await requireChannelConnection(deps, input.userId, input.channel);
  const count = await inTransaction(deps, async (tx) => {
    await lockSellerChannel(tx, input.userId, input.channel);
    const marked = await mark(tx, ids, connectionId);
    if (marked > 0 && opts.push !== false) await enqueuePush(tx, input.userId, input.channel, connectionId);
    return marked;
  });
  return { count, items: await getItemsByIds(deps, ids, [input.userId]) };
}

/**
 * List the items on the channel. Only items not live and not in progress there are marked
 * LISTING (a failed listing is retried); capacity counts those, on top of the live listings and
 * the ones still being listed.
 */
export async function listItems(deps: ActionDeps, input: ActionInput): Promise<ActionResult> {
  const rule = channelRule(input.channel);
  const busy = [...rule.live, ...rule.inProgress];
  // Items through the inventory module (their SKU is the channel's idempotency key); the row
  // guard below re-checks each listing's status under the lock.
  // A family listed as one listing goes whole: its row stands for every child (issue 34).
  const items = await withFamilies(deps, input.userId, await getItemsByIds(deps, cleanIds(input.itemIds), [input.userId]));
  const candidates = items.filter((i) => {
    const l = i.listings.find((x) => x.channel === input.channel);
    return !l || !busy.includes(l.status);
  });
  return act(deps, input, async (tx, _ids, connectionId) => {
    if (candidates.length === 0) return 0;
    // One capacity rule: live or being listed, each row once (Shopify's live statuses include LISTING).
    await checkCapacity(deps, input, await capacityTaken(tx, input.userId, input.channel), candidates.length);
    const { rowCount } = await tx.query(
      `INSERT INTO listings (user_id, item_id, channel, connection_id, status, status_at, sku)
       SELECT $1, c.id, $2, $3, 'LISTING', now(), c.sku FROM unnest($4::uuid[], $5::text[]) AS c(id, sku)
       ON CONFLICT (item_id, channel) DO UPDATE
          SET status = 'LISTING', status_at = now(), updated_at = now(), connection_id = EXCLUDED.connection_id,
              sku = COALESCE(listings.sku, EXCLUDED.sku), last_error = NULL, pending_revision = NULL
        WHERE listings.user_id = $1 AND listings.status <> ALL($6::"ListingStatus"[])`,
      [input.userId, input.channel, connectionId, candidates.map((c) => c.id), candidates.map((c) => c.sellerSku), busy],
    );
    return rowCount ?? 0;
  });
}

/** Plan capacity (spec 000 §5): the live listings plus the new ones fit the seller's plan on the channel, as the channel bills it. */
async function checkCapacity(deps: ActionDeps, input: ActionInput, taken: number, adding: number) {
  const plan = await channelPlan(deps, input.userId, input.channel);
  const entry = channelEntry(input.channel);
  const alert = entry?.quotaAlert ?? quotaAlertOf(entry?.name ?? input.channel);
  if (!plan) throw new ListingQuotaError(input.channel, alert, 0, taken);
  if (!hasCapacity(plan, taken, adding)) throw new ListingQuotaError(input.channel, alert, plan.maxListings, taken);
}

/**
 * Revise live listings: REVISING (REVISING_IMAGE for images only) with the kind kept until the job
 * settles it; a second request before then widens the kind to EVERYTHING unless it is the same.
 */
export function reviseItems(deps: ActionDeps, input: ActionInput & { kind: RevisionKind }): Promise<ActionResult> {
  if (!REVISION_KINDS.includes(input.kind)) throw new ListingValidationError(`Unknown revision kind: ${String(input.kind)}`);
  const rule = channelRule(input.channel);
  const status = input.kind === 'IMAGES_ONLY' ? 'REVISING_IMAGE' : 'REVISING';
  return act(deps, input, async (tx, ids) => {
    const { rowCount } = await tx.query(
      `UPDATE listings SET status = CASE WHEN pending_revision IS NULL OR pending_revision = $4 THEN $5::"ListingStatus" ELSE 'REVISING' END,
              pending_revision = CASE WHEN pending_revision IS NULL OR pending_revision = $4 THEN $4 ELSE 'EVERYTHING' END,
              status_at = now(), updated_at = now(), last_error = NULL
        WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status = ANY($6::"ListingStatus"[])`,
      [input.userId, input.channel, ids, input.kind, status, rule.live],
    );
    return rowCount ?? 0;
  });
}

/** Delist: every listing row of the items not already being delisted becomes DELISTING. */
export function delistItems(deps: ActionDeps, input: ActionInput): Promise<ActionResult> {
  return act(deps, input, async (tx, ids) => {
    const { rowCount } = await tx.query(
      `UPDATE listings SET status = 'DELISTING', status_at = now(), updated_at = now(), pending_revision = NULL
        WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status <> 'DELISTING'`,
      [input.userId, input.channel, ids],
    );
    return rowCount ?? 0;
  });
}

/** Channels whose products can be hidden from the storefront while kept (Shopify: spec 002 §4). */
function requireVisibility(channel: ListingChannel) {
  if (!channelRule(channel).statuses.includes('UNPUBLISHED')) throw new ListingValidationError('This channel has no publish or unpublish');
}

/** Publish: unpublished products on the channel become PUBLISHING (the job makes them visible). */
export function publishItems(deps: ActionDeps, input: ActionInput): Promise<ActionResult> {
  requireVisibility(input.channel);
  return act(deps, input, async (tx, ids) => {
    const { rowCount } = await tx.query(
      `UPDATE listings SET status = 'PUBLISHING', status_at = now(), updated_at = now(), last_error = NULL
        WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status = 'UNPUBLISHED'`,
      [input.userId, input.channel, ids],
    );
    return rowCount ?? 0;
  });
}

/** Unpublish: published products on the channel become UNPUBLISHING (kept in the shop, hidden). */
export function unpublishItems(deps: ActionDeps, input: ActionInput): Promise<ActionResult> {
  requireVisibility(input.channel);
  return act(deps, input, async (tx, ids) => {
    const { rowCount } = await tx.query(
      `UPDATE listings SET status = 'UNPUBLISHING', status_at = now(), updated_at = now(), last_error = NULL
        WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status = 'LISTED'`,
      [input.userId, input.channel, ids],
    );
    return rowCount ?? 0;
  });
}

/**
 * 'Cancel Unposted' (spec 000 §2): only items still LISTING go back to not listed (their row is
 * removed; a push already holding them settles nothing, as its settlement needs the row in LISTING).
 * No job is queued: there is nothing to send.
 */
export function resetItems(deps: ActionDeps, input: ActionInput): Promise<ActionResult> {
  return act(
    deps,
    input,
    async (tx, ids) => {
      const { rowCount } = await tx.query(`DELETE FROM listings WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status = 'LISTING'`, [
        input.userId,
        input.channel,
        ids,
      ]);
      return rowCount ?? 0;
    },
    { push: false },
  );
}

/**
 * "List these held-back items again" (issue 28): the named items' listings on the channel that
 * ended FAILED_TO_LIST (held back by a pre-flight check, or refused) go back to LISTING and the
 * connection's push is queued, in `tx` when given (the change that fixed them: a catalogue
 * arriving, a category default saved) so a rolled-back fix lists nothing. Never throws for the
 * plan: only as many as the plan has room for are marked (the rest stay held back, with their
 * message); returns how many were marked. Items of other sellers, or not held back, are skipped.
 */
export async function relistHeldBack(deps: ActionDeps, userId: string, channel: ListingChannel, itemIds: readonly string[], tx?: SqlRunner): Promise<number> {
  const ids = [...new Set(itemIds)].filter((id) => UUID.test(id));
  if (ids.length === 0) return 0;
  const run = async (sql: SqlRunner) => {
    await lockSellerChannel(sql, userId, channel);
    const taken = await capacityTaken(sql, userId, channel);
    const plan = await channelPlan(deps, userId, channel);
    const room = Math.max(0, (plan?.maxListings ?? 0) - taken);
    if (room === 0) return 0;
    const { rows } = await sql.query<{ connection_id: string | null }>(
      `UPDATE listings l SET status = 'LISTING', status_at = now(), updated_at = now(), last_error = NULL, pending_revision = NULL
        WHERE l.id IN (SELECT id FROM listings WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status = 'FAILED_TO_LIST'
                        ORDER BY status_at, id LIMIT $4 FOR UPDATE)
        RETURNING l.connection_id`,
      [userId, channel, ids, room],
    );
    for (const c of new Set(rows.map((r) => r.connection_id))) if (c) await enqueuePush(sql, userId, channel, c);
    return rows.length;
  };
  return tx ? run(tx) : inTransaction(deps, run);
}
