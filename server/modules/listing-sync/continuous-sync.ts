// Continuous sync for every channel: reads a connection's due live listings, computes each one's
// desired quantity and price (server/channels/sync-rules.ts), and sends ONLY the
// differences from what was last pushed through the channel's adapter, in its batch size. Each
// batch is settled (pushed values, history, mark cleared) before the next is sent, so a run killed
// mid-way loses and duplicates nothing: a re-run recomputes the difference from what was settled.
// A refusal of one row is not an outage: the row is quarantined with its own backoff and error
// (sync.service settleSync) and the run goes on; only a thrown error (outage, bad token, bug)
// backs off the whole connection.
import type { AppServices } from '../../services.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import { channelPlan } from '../../channels/plan.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../connections/connections.errors.ts';
import { getItemsByIds } from '../inventory/inventory.service.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';
import { contentFingerprint } from './content-fingerprint.ts';
import { openPushWriter } from './push.service.ts';
import { changeReason, desiredState, differences, syncRulesFor } from '../../channels/sync-rules.ts';
import {
  dueRows,
  nextRowRetry,
  recordSyncFailure,
  recordSyncSuccess,
  settleSync,
  syncState,
  utcDay,
  type DueRow,
  type SyncSettlement,
} from './sync.service.ts';
import { ChannelSetupError } from '../../channels/errors.ts';
import { channelEntry } from '../../channels/registry.ts';
import type { PushRow, RowOutcome } from '../../channels/types.ts';

type Deps = Omit<AppServices, 'worker'>;

/** Due rows one run reads at a time. */
export const SYNC_ROWS_PER_RUN = 2000;

export interface SyncResult {
  /** Listings whose due mark was settled (pushed, or nothing to push). */
  settled: number;
  /** Channel calls made. */
  calls: number;
  /** Rows that failed (the channel refused them, or the run stopped): they stay due. */
  failed: number;
  /** Of those, rows the channel refused: quarantined with their own backoff and error; the others went on. */
  refused: number;
  /** A full slice was read: more may be due. */
  more: boolean;
  /** Run again at this time: the backoff after failures, or the next day for listings at the revision limit. */
  retryAt: Date | null;
  /** The first retry of a quarantined (refused) row, if any: queued apart (enqueueRowRetry), never delaying the others. */
  rowRetryAt: Date | null;
  /** The connection cannot be used (reauthorise, removed, not set up): rows stay due until it can. */
  blocked: boolean;
}

export interface SyncOptions {
  /** After each batch is settled (tests stop a run here to prove a re-run loses and duplicates nothing). */
  afterBatch?: (settled: number) => Promise<void> | void;
  now?: Date;
}

/**
 * One sync run of a connection: at most SYNC_ROWS_PER_RUN due rows. When rows refused earlier wait
 * for their own retry time, `rowRetryAt` is the first of those.
 */
export async function syncConnection(
  deps: Deps,
  input: { userId: string; channel: ListingChannel; connectionId: string },
  opts: SyncOptions = {},
): Promise<SyncResult> {
  const result = await syncRun(deps, input, opts);
  if (result.blocked) return result;
  result.rowRetryAt = await nextRowRetry(deps, input.userId, input.connectionId, opts.now);
  return result;
}

async function syncRun(deps: Deps, input: { userId: string; channel: ListingChannel; connectionId: string }, opts: SyncOptions): Promise<SyncResult> {
  const { userId, channel, connectionId } = input;
  const now = opts.now ?? new Date();
  const result: SyncResult = { settled: 0, calls: 0, failed: 0, refused: 0, more: false, retryAt: null, rowRetryAt: null, blocked: false };
  const state = await syncState(deps, userId, connectionId);
  // A run queued by a new change during the backoff waits for it (graphile-worker's own retry would be reset by that change).
  if (state.retryAt && state.retryAt > now) return { ...result, retryAt: state.retryAt };
  const rows = await dueRows(deps, userId, connectionId, channel, SYNC_ROWS_PER_RUN, undefined, now);
  if (rows.length === 0) return result;
  result.more = rows.length === SYNC_ROWS_PER_RUN;
  const entry = channelEntry(channel);
  if (!entry) {
    deps.log.warn({ userId, channel }, 'no adapter for this channel yet; listings stay due');
    return { ...result, blocked: true };
  }

  const [settings, plan] = await Promise.all([readUserSettings(deps, userId), channelPlan(deps, userId, channel)]);
  const rules = syncRulesFor(channel, settings, plan, entry.syncSwitches);
  const pricer = rules.repricing && entry.pricer ? await entry.pricer(deps, userId) : null;
  const items = new Map((await getItemsByIds(deps, [...new Set(rows.map((r) => r.itemId))], [userId])).map((i) => [i.id, i]));
  const today = utcDay(now);

  // Each row's desired state and difference; rows with nothing to push settle at once.
  interface Plan {
    row: DueRow;
    push: PushRow;
    diff: { quantity?: number; priceCents?: number };
    basis: SyncSettlement['basis'];
    /** The item's content fingerprint; `revise`: it differs from what the listing was last sent with. */
    content: { fingerprint: string; revise: boolean };
  }
  const toPush: Plan[] = [];
  const quiet: SyncSettlement[] = [];
  let adapterRevisions: number | undefined;
  let waitingForTomorrow = false;
  for (const row of rows) {
    const item = items.get(row.itemId);
    if (!item) continue;
    const desired = desiredState(item, rules, pricer ? pricer.priceOf(item) : null, pricer?.key ?? '');
    const diff = differences(desired, { quantity: row.lastPushedQuantity, priceCents: row.lastPushedPriceCents }, rules);
    // The content is desired state too: a saved edit (or new catalogue data) differs from what was
    // sent, and the listing is revised with everything. A listing with no fingerprint yet (listed
    // before they were kept) takes the current content as its baseline, revising nothing.
    const fingerprint = contentFingerprint(item);
    const content = { fingerprint, revise: entry.revisesContent === true && row.contentFingerprint !== null && row.contentFingerprint !== fingerprint };
    if (diff.quantity === undefined && diff.priceCents === undefined && !content.revise) {
      quiet.push({
        id: row.id,
        itemId: row.itemId,
        channel,
        mark: row.syncMark,
        done: true,
        basis: desired.basis,
        revisions: 0,
        changes: [],
        // The baseline of a listing without one; on a channel whose content is not the listing's, the content as it is.
        ...(row.contentFingerprint !== fingerprint ? { content: { fingerprint, sent: false } } : {}),
      });
    } else toPush.push({ row, push: { listing: row, item }, diff, basis: desired.basis, content });
  }

  const writer = await openPushWriter(deps);
  try {
    await settleSync(deps, userId, quiet, writer, today, now);
    result.settled += quiet.length;
    if (toPush.length === 0) {
      await recordSyncSuccess(deps, userId, channel, connectionId);
      return result;
    }
    let adapter: Awaited<ReturnType<typeof entry.adapterFor>>;
    try {
      adapter = await entry.adapterFor(deps, userId, connectionId);
    } catch (err) {
      if (
        err instanceof ConnectionNeedsReauthError ||
        err instanceof ConnectionNotFoundError ||
        err instanceof ChannelSetupError ||
        entry.isReauthError?.(err)
      ) {
        deps.log.warn({ userId, channel, err: (err as Error).message }, 'continuous sync: connection unusable, listings stay due');
        return { ...result, blocked: true };
      }
      throw err;
    }
    adapterRevisions = adapter.revisionsPerDay;
    // A listing at the channel's daily revision limit waits for the next day (its mark stays).
    const allowed = toPush.filter((p) => {
      if (adapterRevisions === undefined) return true;
      const needed = (p.diff.quantity !== undefined ? 1 : 0) + (p.diff.priceCents !== undefined ? 1 : 0) + (p.content.revise ? 1 : 0);
      const used = p.row.revisionDay === today ? p.row.revisionCount : 0;
      if (used + needed <= adapterRevisions) return true;
      waitingForTomorrow = true;
      return false;
    });

    let error: string | null = null;
    let inHook = false;
    try {
      for (let i = 0; i < allowed.length; i += adapter.batchSize) {
        const batch = allowed.slice(i, i + adapter.batchSize);
        const qty = batch.filter((p) => p.diff.quantity !== undefined);
        const price = batch.filter((p) => p.diff.priceCents !== undefined);
        const revise = batch.filter((p) => p.content.revise);
        const outcomes = new Map<string, { quantity?: RowOutcome; price?: RowOutcome; content?: RowOutcome }>();
        if (revise.length) {
          // A revision replaces the listing's content with the item's current one: run twice, or
          // after an answer lost to a 500, it sends the same content again and doubles nothing.
          result.calls++;
          for (const o of await adapter.revise(
            revise.map((p) => p.push),
            'EVERYTHING',
          ))
            outcomes.set(o.id, { ...outcomes.get(o.id), content: o });
        }
        if (qty.length) {
          result.calls++;
          for (const o of await adapter.setQuantities(qty.map((p) => ({ ...p.push, quantity: p.diff.quantity! }))))
            outcomes.set(o.id, { ...outcomes.get(o.id), quantity: o });
        }
        if (price.length) {
          result.calls++;
          for (const o of await adapter.setPrices(price.map((p) => ({ ...p.push, priceCents: p.diff.priceCents! }))))
            outcomes.set(o.id, { ...outcomes.get(o.id), price: o });
        }
        // A row the channel refused, or left out of its answer, is quarantined on its own (its
        // backoff and message); the run goes on with the others.
        const settlements = batch.map((p) => settlementOf(p, channel, outcomes.get(p.row.id) ?? {}, entry.name));
        await settleSync(deps, userId, settlements, writer, today, now);
        result.settled += settlements.filter((s) => s.done).length;
        result.failed += settlements.filter((s) => !s.done).length;
        result.refused += settlements.filter((s) => s.refused !== undefined).length;
        inHook = true;
        await opts.afterBatch?.(settlements.length);
        inHook = false;
      }
    } catch (err) {
      // A test's hook stopping the run stands for a killed worker: nothing more is recorded.
      if (inHook) throw err;
      if (err instanceof ConnectionNeedsReauthError || entry.isReauthError?.(err)) {
        deps.log.warn({ userId, channel }, 'continuous sync: the connection needs reauthorisation; listings stay due');
        return { ...result, blocked: true };
      }
      // An outage or a bug: what was settled stays settled; the rest is retried after the backoff.
      error = err instanceof Error ? err.message : String(err);
      deps.log.warn({ userId, channel, err }, 'continuous sync run failed');
      result.failed += 1;
    }
    if (error !== null) {
      const failed = await recordSyncFailure(deps, userId, channel, connectionId, error);
      return { ...result, retryAt: failed.retryAt };
    }
    await recordSyncSuccess(deps, userId, channel, connectionId);
    if (waitingForTomorrow) result.retryAt = new Date(`${utcDay(new Date(now.getTime() + 86_400_000))}T00:00:05Z`);
    return result;
  } finally {
    await writer.close();
  }
}

/**
 * What one row's outcomes settle: the accepted fields with their history; done when every wanted
 * field was accepted; `refused` (quarantine) with the channel's message when a wanted field was
 * refused or the adapter gave no answer for it (not done: tried again after the row's backoff).
 */
export function settlementOf(
  p: { row: DueRow; diff: { quantity?: number; priceCents?: number }; basis: SyncSettlement['basis']; content: { fingerprint: string; revise: boolean } },
  channel: ListingChannel,
  o: { quantity?: RowOutcome; price?: RowOutcome; content?: RowOutcome },
  channelName = 'The channel',
): SyncSettlement {
  const qtyOk = p.diff.quantity !== undefined && o.quantity?.ok === true;
  const priceOk = p.diff.priceCents !== undefined && o.price?.ok === true;
  const contentOk = p.content.revise && o.content?.ok === true;
  const done = (p.diff.quantity === undefined || qtyOk) && (p.diff.priceCents === undefined || priceOk) && (!p.content.revise || contentOk);
  const wanted = [p.content.revise ? o.content : null, p.diff.quantity !== undefined ? o.quantity : null, p.diff.priceCents !== undefined ? o.price : null];
  const refusal = [o.content, o.quantity, o.price].find((x) => x && !x.ok);
  const refused = done
    ? undefined
    : refusal
      ? (refusal.error ?? `${channelName} refused the update`)
      : wanted.some((x) => x === undefined)
        ? `${channelName} gave no answer for this listing; it is tried again.`
        : undefined;
  const changes: SyncSettlement['changes'] = [];
  if (qtyOk)
    changes.push({
      field: 'QUANTITY',
      oldValue: p.row.lastPushedQuantity,
      newValue: p.diff.quantity!,
      reason: changeReason('QUANTITY', p.row.syncBasis, p.basis!),
    });
  if (priceOk)
    changes.push({
      field: 'PRICE',
      oldValue: p.row.lastPushedPriceCents,
      newValue: p.diff.priceCents!,
      reason: changeReason('PRICE', p.row.syncBasis, p.basis!),
    });
  return {
    id: p.row.id,
    itemId: p.row.itemId,
    channel,
    mark: p.row.syncMark,
    done,
    basis: p.basis,
    ...(qtyOk ? { pushedQuantity: p.diff.quantity } : {}),
    ...(priceOk ? { pushedPriceCents: p.diff.priceCents } : {}),
    revisions: (o.quantity ? 1 : 0) + (o.price ? 1 : 0) + (o.content ? 1 : 0),
    changes,
    ...(contentOk ? { content: { fingerprint: p.content.fingerprint, sent: true } } : {}),
    ...(refused !== undefined ? { refused } : {}),
  };
}
