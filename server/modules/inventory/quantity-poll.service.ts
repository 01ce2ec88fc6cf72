// Changes between reports: FBA inventory summaries and the seller's listings (Listings Items: its
// merchant-fulfilled quantity and Amazon price, as changed in Seller Central) changed since the
// last poll, applied only where a value really changed (DESIGN: a change to channel within a minute).
import { inTransaction } from '../../db/transaction.ts';
import { amazonSellerIds, sessionFor, type SessionDeps as AmazonDeps } from '../connections/connections.service.ts';
import { applyAmazonChanges, type QuantityChange } from './inventory.service.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { enqueueFeeEnrichment } from './enrich.service.ts';
import type { ListingsItem } from '../../integrations/amazon/index.ts';
import { onItemsChanged } from './ports.ts';
import { emitEvents } from '../api/webhooks.service.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';

/** Amazon's lastUpdatedTime and our clock may disagree by a little: re-read a minute back. */
const OVERLAP_MS = 60_000;

/**
 * Amazon refuses a startDateTime earlier than 18 months before the call (400 InvalidInput). A poll
 * that last ran longer ago (a connection left unused that long) asks from a day inside that limit;
 * anything older is the scheduled full import's to correct.
 */
export function pollStart(since: Date, now: Date): Date {
  const floor = new Date(now);
  floor.setUTCMonth(floor.getUTCMonth() - 18);
  floor.setUTCDate(floor.getUTCDate() + 1);
  return new Date(Math.max(since.getTime() - OVERLAP_MS, floor.getTime()));
}

/** Polls one seller; before the first import there is nothing to compare with, so it waits. */
export async function pollQuantities(deps: AmazonDeps, userId: string): Promise<{ changedItemIds: string[]; polled: boolean }> {
  const { rows } = await deps.pool.query('SELECT last_quantity_poll_at AS since FROM inventory_stats WHERE user_id = $1', [userId]);
  const since: Date | null = rows[0]?.since ?? null;
  if (!since) return { changedItemIds: [], polled: false };
  const startedAt = new Date();
  const amazon = await sessionFor(deps, userId, 'amazon');
  const changes: QuantityChange[] = [];
  const from = pollStart(since, startedAt).toISOString();
  for await (const s of amazon.api.allInventorySummaries({ marketplaceId: amazon.marketplaceId, details: true, startDateTime: from })) {
    if (s.sellerSku) changes.push({ sellerSku: s.sellerSku, fbaQuantity: s.inventoryDetails?.fulfillableQuantity ?? 0 });
  }
  for await (const item of amazon.api.allChangedListings({ sellerId: amazon.sellingPartnerId, marketplaceId: amazon.marketplaceId, lastUpdatedAfter: from })) {
    const change = listingChange(item, amazon.marketplaceId, amazon.currency);
    if (change) changes.push(change);
  }
  // One transaction: the changed rows, the change feed's hook (the channel sync enqueues from it)
  // and the poll time commit together, or a retried poll finds the same changes again.
  return inTransaction(deps, async (client) => {
    const { changedItemIds, feesDue } = await applyAmazonChanges({ pool: client }, userId, changes);
    if (feesDue) await enqueueFeeEnrichment(client, userId);
    await onItemsChanged(client, userId, changedItemIds);
    await emitEvents(
      client,
      userId,
      changedItemIds.map((id) => ({ type: 'item.quantity_changed' as const, objectId: id, data: { itemId: encodeGlobalID('InventoryItem', id) } })),
    );
    await client.query('UPDATE inventory_stats SET last_quantity_poll_at = $2 WHERE user_id = $1', [userId, startedAt]);
    return { changedItemIds, polled: true };
  });
}

/**
 * What a changed listing says of the seller's own stock and price: the merchant-fulfilled (DEFAULT
 * channel) quantity, and the consumer offer's price in the connection's currency. An FBA listing
 * names no quantity (FBA Inventory has it).
 */
export function listingChange(item: ListingsItem, marketplaceId: string, currency: string): QuantityChange | null {
  const mfn = item.fulfillmentAvailability?.find((f) => f.fulfillmentChannelCode === 'DEFAULT')?.quantity;
  const offer = item.offers?.find((o) => o.marketplaceId === marketplaceId && o.offerType === 'B2C' && o.price.currencyCode === currency);
  const amount = offer ? Number(offer.price.amount) : Number.NaN;
  const priceCents = Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) : undefined;
  if (mfn === undefined && priceCents === undefined) return null;
  return { sellerSku: item.sku, ...(mfn !== undefined ? { mfnQuantity: mfn } : {}), ...(priceCents !== undefined ? { priceCents } : {}) };
}

/** The seller's poll key: the minute cron and the follow-up polls share it, so one poll waits at a time. */
export const pollJobKey = (userId: string) => `inventory-poll:${userId}`;
/**
 * A poll is a call or two and a short transaction, and every change waits for it: it goes ahead of
 * the long jobs (imports, catalogue and fee enrichment) that could otherwise hold every worker slot.
 */
export const POLL_PRIORITY = -2;

/**
 * Queues the seller's next poll INVENTORY_CHANGES_POLL_MS from now. The key keeps one waiting poll
 * per seller; a cron poll queued meanwhile keeps the earlier time.
 */
export async function queueNextPoll(deps: Pick<AmazonDeps, 'pool' | 'config'>, userId: string): Promise<void> {
  const every = Number((deps.config as { INVENTORY_CHANGES_POLL_MS?: number }).INVENTORY_CHANGES_POLL_MS ?? 5000);
  await enqueue(
    deps.pool,
    'inventory__poll_quantities',
    { userId },
    { jobKey: pollJobKey(userId), jobKeyMode: 'preserve_run_at', runAt: new Date(Date.now() + every), maxAttempts: 1, priority: POLL_PRIORITY },
  );
}

/** Sellers whose quantities the minute poll covers: authorised Amazon and at least one import. */
export async function sellersToPoll(deps: Pick<AmazonDeps, 'pool'>): Promise<string[]> {
  const { rows } = await deps.pool.query('SELECT user_id FROM inventory_stats WHERE last_quantity_poll_at IS NOT NULL AND user_id = ANY($1::uuid[])', [
    await amazonSellerIds(deps),
  ]);
  return rows.map((r) => r.user_id as string);
}

/** Sellers with an authorised Amazon connection (the scheduled full import). */
export async function connectedSellers(deps: Pick<AmazonDeps, 'pool'>): Promise<string[]> {
  return amazonSellerIds(deps);
}
