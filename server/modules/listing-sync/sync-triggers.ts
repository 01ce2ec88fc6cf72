// What marks listings due for continuous sync: the Amazon change feed (inventory's onItemsChanged
// port), a seller's settings (accounts' onSettingsChanged) and their plan (billing's onPlanChanged).
// Each marks only the channels the change can move, and queues one sync per connection.
// server/wiring.ts plugs these into the lower modules' ports.
import type { ListingChannel } from '../listings/listings.statuses.ts';
import type { ChangedListing } from '../listings/listings.service.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import { markSyncDue, noteRepricing } from './sync.service.ts';

/** Settings that move a channel's desired quantity or price (user-settings.ts names). */
const SETTINGS_CHANNELS: Record<string, ListingChannel[]> = {
  pricing_option: ['EBAY'],
  pricing_percent_margin: ['EBAY'],
  pricing_fixed_margin: ['EBAY'],
  pricing_formula: ['EBAY'],
  ebay_fee_country: ['EBAY'],
  ebay_shop_type: ['EBAY'],
  ebay_info: ['EBAY'],
  preferred_list_quantity_buffer: ['EBAY'],
  preferred_list_quantity: ['EBAY'],
  repricing_enabled: ['EBAY'],
  always_reprice: ['EBAY'],
  repricing_margin: ['EBAY'],
  disable_qus: ['EBAY'],
  shopify_pricing_formulas: ['SHOPIFY'],
  shopify_settings: ['SHOPIFY'],
};

/** Settings that move prices (not quantities): their change is a repricing (the repricing_updating alert). */
const PRICING_KEYS = new Set([
  'pricing_option',
  'pricing_percent_margin',
  'pricing_fixed_margin',
  'pricing_formula',
  'ebay_fee_country',
  'ebay_shop_type',
  'ebay_info',
  'repricing_enabled',
  'always_reprice',
  'repricing_margin',
  'shopify_pricing_formulas',
]);

/**
 * After the seller saved settings (the changed keys), inside the save's transaction (`sql`): marks
 * the live listings of the channels they move and queues each connection's sync, so a new formula
 * reprices exactly when it is stored (a rolled-back save queues nothing).
 */
export async function onSettingsChangedIn(sql: SqlRunner, userId: string, changedKeys: readonly string[]): Promise<number> {
  const channels = [...new Set(changedKeys.flatMap((k) => SETTINGS_CHANNELS[k] ?? []))];
  if (channels.length === 0) return 0;
  const marked = await markSyncDue(sql, userId, { channels });
  if (changedKeys.some((k) => PRICING_KEYS.has(k))) await noteRepricing(sql, userId, marked);
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
