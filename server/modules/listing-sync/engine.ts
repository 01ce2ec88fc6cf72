// The listing engine: one push for every channel. It reads a seller's rows in progress on a
// channel, hands them to the channel's adapter one batch (one bulk call of each kind) at a time,
// and settles each batch before the next, so a job killed or stopped mid-way loses nothing: the
// settled rows stay settled, the rest stay in progress for the next run (the adapter reuses
// what the channel already has by SKU). Rows in progress for over 20 minutes are first settled
// from the channel's truth.
import type { AppServices } from '../../services.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../connections/connections.errors.ts';
import { getItemsByIds } from '../inventory/inventory.service.ts';
import { enqueuePush, type RevisionKind } from '../listing-actions/actions.service.ts';
import { CATALOG_WAIT_MS, waitForCatalog } from '../listing-actions/catalog-wait.service.ts';
import { contentFingerprint } from './content-fingerprint.ts';
import type { ListingRow } from '../listings/listings.service.ts';
import type { ListingChannel, ListingStatus } from '../listings/listings.statuses.ts';
import { openPushWriter, rowsToPush, saveOfferIds, settle, STALE_AFTER_MS, type Settlement } from './push.service.ts';
import { enqueueSync } from './sync.service.ts';
import { ChannelSetupError } from '../../channels/errors.ts';
import { channelEntry, type ChannelEntry } from '../../channels/registry.ts';
import type { ChannelAdapter, PushRow, RowOutcome } from '../../channels/types.ts';

type Deps = Omit<AppServices, 'worker'>;

/** Rows one slice takes on (read in one query, settled batch by batch). */
export const ROWS_PER_RUN = 2000;
/**
 * A job keeps taking slices for this long, then queues the next run: a large backlog does not hold
 * a worker for ever, and a small one does not wait for the queue between slices (a re-queued job
 * often waits a poll interval, 1 s, because its queue is still locked by the run that queued it).
 */
export const RUN_BUDGET_MS = 30_000;

export interface PushResult {
  settled: number;
  /** Rows left in progress (the connection needs reauthorisation, or more than one run's worth). */
  left: number;
  stoppedForReauth: boolean;
  /** The connection the rows belong to (the next slice's job key). */
  connectionId?: string | null;
}

/** Rows an adapter left out of its answer are pushed again after this long (they stay in progress meanwhile). */
export const LEFT_OUT_RETRY_MS = 60_000;

/** Hooks for tests of crash safety: after each batch is settled (afterBatch), after offer ids are saved (afterOfferIds). */
export type AfterBatch = (kind: string, settled: number) => Promise<void> | void;

export async function pushListings(
  deps: Deps,
  userId: string,
  channel: ListingChannel,
  opts: { afterBatch?: AfterBatch; afterOfferIds?: () => Promise<void> | void; now?: Date } = {},
): Promise<PushResult> {
  const rows = await rowsToPush(deps, userId, channel, ROWS_PER_RUN);
  if (rows.length === 0) return { settled: 0, left: 0, stoppedForReauth: false };
  const entry = channelEntry(channel);
  if (!entry) {
    deps.log.warn({ userId, channel }, 'no listing adapter for this channel yet; rows stay in progress');
    return { settled: 0, left: rows.length, stoppedForReauth: false };
  }
  const writer = await openPushWriter(deps);
  try {
    return await pushRows(deps, userId, entry, rows, writer, opts);
  } finally {
    await writer.close();
  }
}

async function pushRows(
  deps: Deps,
  userId: string,
  entry: ChannelEntry,
  rows: ListingRow[],
  writer: Awaited<ReturnType<typeof openPushWriter>>,
  opts: { afterBatch?: AfterBatch; afterOfferIds?: () => Promise<void> | void; now?: Date },
): Promise<PushResult> {
  let settled = 0;
  let leftOut = 0;
  const connectionId = rows[0]!.connectionId;
  // Batch n is settled while batch n+1 is with the channel, so Postgres and the channel overlap.
  // Settlements still run one after another, in order; a failed one stops the run before the next
  // batch (its rows stay in progress, and the next run settles them from what the channel holds).
  let settling: Promise<void> = Promise.resolve();
  let settleFailed: unknown = null;
  const allSettled = async () => {
    await settling;
    if (settleFailed) throw settleFailed;
  };
  try {
    const adapter = await entry.adapterFor(deps, userId, connectionId);
    const items = new Map((await getItemsByIds(deps, [...new Set(rows.map((r) => r.itemId))], [userId])).map((i) => [i.id, i]));
    const push = rows.filter((r) => items.has(r.itemId)).map((listing) => ({ listing, item: items.get(listing.itemId)! }));
    const now = opts.now ?? new Date();
    const stale = push.filter((p) => now.getTime() - p.listing.statusAt.getTime() > STALE_AFTER_MS);
    // An item whose catalogue data has not arrived (never enriched, no details) is not judged on
    // what is missing: its listing waits (its enrichment brought forward; the enrichment queues
    // this push again) for up to CATALOG_WAIT_MS, then goes with what it has (a push is queued for
    // then, in case the data never comes; the stale sweep is the last resort).
    const candidates = push.filter(
      (p) =>
        !stale.includes(p) &&
        p.listing.status === 'LISTING' &&
        p.item.catalogEnrichedAt === null &&
        p.item.catalogDetails === null &&
        now.getTime() - p.listing.statusAt.getTime() < CATALOG_WAIT_MS,
    );
    const held = await waitForCatalog(
      deps,
      userId,
      candidates.map((p) => ({ id: p.listing.id, itemId: p.item.id })),
    );
    const waiting = candidates.filter((p) => held.has(p.listing.id));
    if (waiting.length > 0 && connectionId) {
      const oldest = Math.min(...waiting.map((p) => p.listing.statusAt.getTime()));
      await enqueuePush(deps.pool, userId, rows[0]!.channel, connectionId, new Date(oldest + CATALOG_WAIT_MS + 1000));
    }
    const fresh = push.filter((p) => !stale.includes(p) && !waiting.includes(p));
    const step = async (kind: string, batch: PushRow[], run: (b: PushRow[]) => Promise<Settlement[]>, next?: PushRow[]) => {
      if (settleFailed) throw settleFailed;
      // Only answers for rows of this batch count; a row the adapter left out is not done: it stays
      // in progress and the push runs again for it (never "done", never a crash).
      const ids = new Set(batch.map((b) => b.listing.id));
      // The batch's content fingerprints (pure, CPU only), and the next batch's preparation, are
      // worked out while its first request is in flight rather than after the channel answers,
      // when nothing else would be waiting.
      const ahead = setImmediate(() => {
        if (kind === 'publish' || kind === 'revise:EVERYTHING')
          for (const b of batch) if (!FINGERPRINTS.has(b.item)) FINGERPRINTS.set(b.item, contentFingerprint(b.item));
        if (next && kind === 'publish') adapter.prepare?.(next);
      });
      const s = (await run(batch).finally(() => clearImmediate(ahead))).filter((x) => ids.has(x.id));
      if (s.length < batch.length) {
        leftOut += batch.length - new Set(s.map((x) => x.id)).size;
        deps.log.warn(
          { userId, channel: entry.name, kind, leftOut: batch.length - s.length },
          'the adapter left rows out of its answer; they stay in progress and are retried',
        );
      }
      settling = settling.then(async () => {
        if (settleFailed) return;
        try {
          await settle(deps, userId, s, writer);
          settled += s.length;
          await opts.afterBatch?.(kind, s.length);
        } catch (err) {
          settleFailed = err;
        }
      });
    };
    for (const batch of chunks(stale, adapter.batchSize)) await step('truth', batch, (b) => fromTruth(adapter, entry, b));
    const by = (statuses: ListingStatus[]) => fresh.filter((p) => statuses.includes(p.listing.status));
    for (const batch of chunks(by(['DELISTING']), adapter.batchSize))
      await step('withdraw', batch, async (b) => ofBatch(b, await adapter.withdraw(b)).map((o) => outcomeToSettlement(entry, b, o, 'DELISTING')));
    const listing = chunks(by(['LISTING']), adapter.batchSize);
    for (const [i, batch] of listing.entries())
      await step(
        'publish',
        batch,
        async (b) =>
          ofBatch(
            b,
            await adapter.publish(b, async (ids) => {
              await saveOfferIds(deps, userId, ids, writer);
              await opts.afterOfferIds?.();
            }),
          ).map((o) => outcomeToSettlement(entry, b, o, 'LISTING')),
        listing[i + 1],
      );
    for (const [status, visible] of [
      ['PUBLISHING', true],
      ['UNPUBLISHING', false],
    ] as const) {
      const rowsOf = by([status]);
      if (rowsOf.length > 0 && !adapter.setVisibility) throw new Error(`The ${entry.name} adapter cannot publish or unpublish`);
      for (const batch of chunks(rowsOf, adapter.batchSize))
        await step(status.toLowerCase(), batch, async (b) =>
          ofBatch(b, await adapter.setVisibility!(b, visible)).map((o) => outcomeToSettlement(entry, b, o, status)),
        );
    }
    const revisions = by(['REVISING', 'REVISING_IMAGE']);
    for (const kind of ['EVERYTHING', 'PRICE_ONLY', 'UPC_ONLY', 'IMAGES_ONLY'] as RevisionKind[]) {
      const ofKind = revisions.filter((p) => (p.listing.pendingRevision ?? 'EVERYTHING') === kind);
      for (const batch of chunks(ofKind, adapter.batchSize))
        await step(`revise:${kind}`, batch, async (b) =>
          ofBatch(b, await adapter.revise(b, kind)).map((o) => outcomeToSettlement(entry, b, o, undefined, kind)),
        );
    }
    await allSettled();
    if (leftOut > 0 && connectionId) await enqueuePush(deps.pool, userId, rows[0]!.channel, connectionId, new Date(Date.now() + LEFT_OUT_RETRY_MS));
    // Rows just listed were marked due (push.service settle): the connection's sync records their baseline.
    if (connectionId && by(['LISTING']).length > 0) await enqueueSync(deps.pool, userId, rows[0]!.channel, connectionId);
  } catch (err) {
    // What the channel already answered is settled before anything else is decided.
    await settling;
    if (err instanceof ConnectionNeedsReauthError || entry.isReauthError?.(err)) {
      // sessionFor marked the connection NEEDS_REAUTH (the banner asks the seller); the rows not
      // settled stay in progress and the next push after reauthorisation takes them.
      deps.log.warn({ userId, channel: entry.name, settled }, 'the connection needs reauthorisation: listing push stopped, rows kept');
      return { settled, left: rows.length - settled, stoppedForReauth: true, connectionId };
    }
    if (err instanceof ConnectionNotFoundError || err instanceof ChannelSetupError) {
      // Nothing can be listed: every row fails with the reason, so the seller sees it and can retry.
      await settle(
        deps,
        userId,
        rows.map((r) => failSettlement(entry, r, err.message)),
      );
      return { settled: settled + rows.length, left: 0, stoppedForReauth: false, connectionId };
    }
    throw err;
  }
  return { settled, left: rows.length - settled, stoppedForReauth: false, connectionId };
}

/** The adapter's outcomes for rows of this batch, one per row (an unknown id or a repeat is ignored). */
function ofBatch<T extends { id: string }>(batch: PushRow[], outcomes: T[]): T[] {
  const ids = new Set(batch.map((b) => b.listing.id));
  const seen = new Set<string>();
  return outcomes.filter((o) => ids.has(o.id) && !seen.has(o.id) && seen.add(o.id));
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const FAILED: Partial<Record<ListingStatus, ListingStatus>> = {
  LISTING: 'FAILED_TO_LIST',
  REVISING: 'FAILED_TO_REVISE',
  REVISING_IMAGE: 'FAILED_TO_REVISE',
  // A visibility change that cannot run leaves the product as it was.
  PUBLISHING: 'UNPUBLISHED',
  UNPUBLISHING: 'LISTED',
};

function failSettlement(entry: ChannelEntry, r: ListingRow, error: string): Settlement {
  // A delist that cannot run leaves the listing up with the reason.
  const to = FAILED[r.status] ?? entry.listedStatus;
  return { id: r.id, from: r.status, to, error, revision: r.pendingRevision };
}

/** Fingerprints taken ahead, by the pushed item (read fresh by each run, never changed after). */
const FINGERPRINTS = new WeakMap<object, string>();

/** The engine's reading of an adapter outcome for a row read in `from`. */
function outcomeToSettlement(
  entry: ChannelEntry,
  batch: PushRow[],
  o: RowOutcome,
  action?: 'LISTING' | 'DELISTING' | 'PUBLISHING' | 'UNPUBLISHING',
  revision?: RevisionKind,
): Settlement {
  const pushed = batch.find((b) => b.listing.id === o.id)!;
  const row = pushed.listing;
  // The content the channel now shows (a listing made, or revised with everything): continuous sync revises from it.
  const content =
    o.ok && (action === 'LISTING' || (!action && revision === 'EVERYTHING'))
      ? { contentFingerprint: FINGERPRINTS.get(pushed.item) ?? contentFingerprint(pushed.item) }
      : {};
  const ids = {
    offerId: o.offerId ?? null,
    externalId: o.externalId ?? null,
    variantId: o.variantId ?? null,
    inventoryItemId: o.inventoryItemId ?? null,
    pushedQuantity: o.pushedQuantity ?? null,
    pushedPriceCents: o.pushedPriceCents ?? null,
  };
  if (action === 'DELISTING')
    return o.ok ? { id: o.id, from: row.status, to: 'REMOVE' } : { id: o.id, from: row.status, to: entry.listedStatus, error: o.error ?? null };
  if (action === 'LISTING' && o.waiting) return { id: o.id, from: row.status, to: row.status, error: o.waiting, ...ids };
  if (action === 'LISTING')
    return {
      id: o.id,
      from: row.status,
      to: o.ok ? (o.status ?? entry.listedStatus) : 'FAILED_TO_LIST',
      error: o.ok ? null : (o.error ?? null),
      ...ids,
      ...content,
    };
  if (action === 'PUBLISHING' || action === 'UNPUBLISHING') {
    const to: ListingStatus = (action === 'PUBLISHING') === o.ok ? entry.listedStatus : 'UNPUBLISHED';
    return { id: o.id, from: row.status, to: o.gone ? 'REMOVE' : to, error: o.ok ? null : (o.error ?? null), ...ids };
  }
  const done: ListingStatus = revision === 'PRICE_ONLY' ? 'REVISED_PRICE' : 'REVISED';
  return {
    id: o.id,
    from: row.status,
    to: o.ok ? done : 'FAILED_TO_REVISE',
    error: o.ok ? null : (o.error ?? null),
    revision: row.pendingRevision,
    ...ids,
    ...content,
  };
}

/** Rows stuck in progress: what the channel has decides (live → listed; else listing failed / delisted). */
async function fromTruth(adapter: ChannelAdapter, entry: ChannelEntry, batch: PushRow[]): Promise<Settlement[]> {
  const on = `on ${entry.name}`;
  const truth = new Map((await adapter.truth(batch)).map((t) => [t.id, t]));
  // A row the channel's truth left out stays as it is (in progress): the next run asks again.
  return batch.flatMap(({ listing: r }): Settlement | [] => {
    const t = truth.get(r.id);
    if (!t) return [];
    const ids = { offerId: t.offerId, externalId: t.externalId, variantId: t.variantId ?? null, inventoryItemId: t.inventoryItemId ?? null };
    switch (r.status) {
      case 'LISTING':
        if (!t.live && t.waiting) return { id: r.id, from: r.status, to: r.status, error: t.waiting, ...ids };
        return t.live
          ? { id: r.id, from: r.status, to: t.status ?? entry.listedStatus, ...ids }
          : { id: r.id, from: r.status, to: 'FAILED_TO_LIST', error: `Listing did not complete ${on} within 20 minutes; list the item again.`, ...ids };
      case 'DELISTING':
        return t.live
          ? {
              id: r.id,
              from: r.status,
              to: t.status ?? entry.listedStatus,
              error: `Delisting did not complete ${on} within 20 minutes; delist the item again.`,
              ...ids,
            }
          : { id: r.id, from: r.status, to: 'REMOVE' };
      case 'PUBLISHING':
      case 'UNPUBLISHING':
        // The channel's visibility is the truth; without it, assume the change did not happen.
        return t.live
          ? { id: r.id, from: r.status, to: t.status ?? (r.status === 'PUBLISHING' ? 'UNPUBLISHED' : entry.listedStatus), ...ids }
          : { id: r.id, from: r.status, to: 'REMOVE' };
      default:
        return t.live
          ? {
              id: r.id,
              from: r.status,
              to: 'FAILED_TO_REVISE',
              error: `The revision did not complete ${on} within 20 minutes; revise the item again.`,
              revision: r.pendingRevision,
              ...ids,
            }
          : { id: r.id, from: r.status, to: 'REMOVE' };
    }
  });
}
