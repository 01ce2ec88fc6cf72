// What marks listings due for continuous sync: the Amazon change feed (inventory's onItemsChanged
// port), a seller's settings (accounts' onSettingsChanged) and their plan (billing's onPlanChanged).
// Each marks only the channels the change can move, and queues one sync per connection.
// server/wiring.ts plugs these into the lower modules' ports.
import type { ListingChannel } from '../listings/listings.statuses.ts';
import type { ChangedListing } from '../listings/listings.service.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import { markSyncDue, noteRepricing } from './sync.service.ts';
import { registeredChannels } from '../../channels/registry.ts';

/** The channels a settings key moves (their registry entries' settingsKeys), and whether it moves prices. */
function channelsMovedBy(keys: readonly string[]): { channels: ListingChannel[]; pricing: boolean } {
  const entries = registeredChannels();
  return {
    channels: entries.filter(([, e]) => keys.some((k) => e.settingsKeys?.includes(k))).map(([code]) => code),
    pricing: entries.some(([, e]) => keys.some((k) => e.pricingKeys?.includes(k))),
  };
}

/**
 * After the seller saved settings (the changed keys), inside the save's transaction (`sql`): marks
 * the live listings of the channels they move and queues each connection's sync, so a new formula
 * reprices exactly when it is stored (a rolled-back save queues nothing).
 */
export async function onSettingsChangedIn(sql: SqlRunner, userId: string, changedKeys: readonly string[]): Promise<number> {
  const { channels, pricing } = channelsMovedBy(changedKeys);
  if (channels.length === 0) return 0;
  const marked = await markSyncDue(sql, userId, { channels });
  if (pricing) await noteRepricing(sql, userId, marked);
  return marked.length;
}

/**
 * The change feed: called inside the transaction that changed these items' quantity, price, fees or
 * overrides (the Amazon import, the quantity poll, fee enrichment, the seller's edits). It marks the
 * seller's live listings of them due for continuous sync and queues one sync job per connection
 * (sync.service.ts), so a rolled-back change marks and queues nothing. Returns them.
 */
export async function onItemsChanged(tx: SqlRunner, userId: string, itemIds: readonly string[]): Promise<ChangedListing[]> {
  if (itemIds.length === 0) return [];
  return markSyncDue(tx, userId, { itemIds });
}

/** After the seller's plan on a channel changed (quantity sync comes and goes with Pro); `sql` runs one statement at a time. */
export async function onPlanChanged(sql: SqlRunner, userId: string, channel: ListingChannel): Promise<number> {
  return (await markSyncDue(sql, userId, { channels: [channel] })).length;
}
