// The nightly reconcile: reads what each live listing shows on its channel (adapter.actual) and
// compares it with what was last pushed. A drifted quantity is repaired by continuous sync (the
// history says "drift repaired"); a price the seller edited on the channel is kept and recorded in
// the history instead of being silently overwritten (the next Amazon or formula change reprices it).
import type { AppServices } from '../../services.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';
import { liveRows, recordChannelState } from './sync.service.ts';
import { getItemsByIds } from '../inventory/inventory.service.ts';
import { channelEntry } from '../../channels/registry.ts';

type Deps = Omit<AppServices, 'worker'>;

/** Live listings read per slice. */
const SLICE = 500;

export interface ReconcileResult {
  checked: number;
  drifted: number;
  priceEdits: number;
}

/** Reconciles one connection's live listings with the channel; a channel without `actual` is skipped. */
export async function reconcileConnection(deps: Deps, input: { userId: string; channel: ListingChannel; connectionId: string }): Promise<ReconcileResult> {
  const { userId, channel, connectionId } = input;
  const result: ReconcileResult = { checked: 0, drifted: 0, priceEdits: 0 };
  const entry = channelEntry(channel);
  if (!entry) return result;
  const adapter = await entry.adapterFor(deps, userId, connectionId);
  if (!adapter.actual) return result;
  let after: string | undefined;
  for (;;) {
    const rows = await liveRows(deps, userId, connectionId, channel, SLICE, after);
    if (rows.length === 0) return result;
    after = rows.at(-1)!.id;
    const items = new Map((await getItemsByIds(deps, [...new Set(rows.map((r) => r.itemId))], [userId])).map((i) => [i.id, i]));
    const push = rows.filter((r) => items.has(r.itemId)).map((listing) => ({ listing, item: items.get(listing.itemId)! }));
    for (let i = 0; i < push.length; i += adapter.batchSize) {
      const batch = push.slice(i, i + adapter.batchSize);
      const actual = new Map((await adapter.actual(batch)).map((a) => [a.id, a]));
      const drifted: { id: string; quantity: number }[] = [];
      const priceEdits: Parameters<typeof recordChannelState>[2]['priceEdits'] = [];
      for (const { listing } of batch) {
        const a = actual.get(listing.id);
        if (!a) continue;
        if (a.quantity !== null && listing.lastPushedQuantity !== null && a.quantity !== listing.lastPushedQuantity)
          drifted.push({ id: listing.id, quantity: a.quantity });
        if (a.priceCents !== null && listing.lastPushedPriceCents !== null && a.priceCents !== listing.lastPushedPriceCents)
          priceEdits.push({
            id: listing.id,
            itemId: listing.itemId,
            channel,
            oldValue: listing.lastPushedPriceCents,
            newValue: a.priceCents,
            channelName: entry.name,
          });
      }
      await recordChannelState(deps, userId, { drifted, priceEdits });
      result.checked += batch.length;
      result.drifted += drifted.length;
      result.priceEdits += priceEdits.length;
    }
    if (rows.length < SLICE) return result;
  }
}
