// Quantity changes between reports: FBA inventory summaries changed since the last poll, applied
// only where a quantity really changed (DESIGN: quantity change to channel within a minute).
import { inTransaction } from '../../db/transaction.ts';
import { amazonSellerIds, sessionFor, type SessionDeps as AmazonDeps } from '../connections/connections.service.ts';
import { applyQuantityChanges, type QuantityChange } from './inventory.service.ts';
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
  for await (const s of amazon.api.allInventorySummaries({
    marketplaceId: amazon.marketplaceId,
    details: true,
    startDateTime: pollStart(since, startedAt).toISOString(),
  })) {
    if (s.sellerSku) changes.push({ sellerSku: s.sellerSku, fbaQuantity: s.inventoryDetails?.fulfillableQuantity ?? 0 });
  }
  // One transaction: the changed rows, the change feed's hook (the channel sync enqueues from it)
  // and the poll time commit together, or a retried poll finds the same changes again.
  return inTransaction(deps, async (client) => {
    const changedItemIds = await applyQuantityChanges({ pool: client }, userId, changes);
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
