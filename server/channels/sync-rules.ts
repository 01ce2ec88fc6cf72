// Continuous sync's rules, pure: which listings a seller's settings and plan let the sync touch,
// the quantity and price each live listing should have on its channel, which of them differ from
// what was last pushed, and why (the history's reason). The sync job (server/modules/listing-sync/continuous-sync.ts)
// reads the rows and calls these; nothing here reads a database.
import { planIncludes, type Plan } from '../../shared/billing/plans.ts';
import type { UserSettings } from '../modules/accounts/user-settings.ts';
import { channelQuantity, channelQuantityLimits, type ChannelQuantityLimits } from '../../shared/inventory/quantity.ts';
import type { ListingChannel } from '../modules/listings/listings.statuses.ts';
import type { ChannelSyncSwitches } from './registry.ts';

/** What the sync may do for one seller on one channel (sellerBuffer and cap: inventory/quantity.ts). */
export interface SyncRules extends ChannelQuantityLimits {
  /** Push quantities (the plan includes quantity sync and the seller did not turn it off). */
  quantitySync: boolean;
  /** Push prices (the seller's repricing switch for the channel). */
  repricing: boolean;
  /** Push every price change; otherwise changes within `repricingMarginPercent` of the listed price wait. */
  alwaysReprice: boolean;
  repricingMarginPercent: number;
}

/** Without switches of its own a channel's quantities follow Amazon and its prices stay as listed. */
const NO_SWITCHES = (): ChannelSyncSwitches => ({ quantity: true, price: false });

/**
 * The rules for a seller on a channel: the channel's switches in their settings (its registry
 * entry's syncSwitches), and their plan on that channel (quantity sync from Pro).
 */
export function syncRulesFor(
  channel: ListingChannel,
  settings: UserSettings,
  plan: Pick<Plan, 'tier'> | null,
  switches: ((s: UserSettings) => ChannelSyncSwitches) | undefined,
): SyncRules {
  const sw = (switches ?? NO_SWITCHES)(settings);
  return {
    quantitySync: sw.quantity && planIncludes(plan, 'quantity_sync'),
    repricing: sw.price,
    ...channelQuantityLimits(channel, settings),
    alwaysReprice: settings.always_reprice === true,
    repricingMarginPercent: Math.max(0, Number(settings.repricing_margin) || 0),
  };
}

/** The item fields the sync reads. */
export interface SyncItem {
  fbaQuantity: number;
  mfnQuantity: number;
  /** The item's own buffer (the listing view's quantity buffer). */
  quantityBuffer: number | null;
  priceCents: number | null;
  earningsCents: number | null;
}

/** The channel's price for an item (the channel's pricing: eBay listing-price.ts). */
export interface ChannelPrice {
  priceCents: number;
  /** False while Amazon figures the pricing needs are missing: nothing is pushed. */
  ready: boolean;
  /** The seller set the price by hand: repricing leaves it alone (001 §9). */
  locked: boolean;
}

/** The inputs of one listing's desired state, kept with the listing so the next change can say what moved. */
export interface SyncBasis {
  fba: number;
  mfn: number;
  itemBuffer: number;
  sellerBuffer: number;
  cap: number | null;
  amazonPriceCents: number | null;
  earningsCents: number | null;
  locked: boolean;
  /** The seller's pricing settings as a key: a different key means the formula or margins changed. */
  pricing: string;
  /** Set by the nightly reconcile: the channel's quantity had drifted from what was pushed. */
  drift?: boolean;
  /** Whether quantity sync applied (plan and switch): its turning on explains a quantity push. */
  quantitySync?: boolean;
}

export interface DesiredState {
  /** null: quantity sync does not apply. */
  quantity: number | null;
  /** null: repricing does not apply (off, locked, or not ready). */
  priceCents: number | null;
  basis: SyncBasis;
}

/** The quantity and price a live listing should have, by the rules. */
export function desiredState(item: SyncItem, rules: SyncRules, price: ChannelPrice | null, pricingKey: string): DesiredState {
  return {
    quantity: rules.quantitySync ? channelQuantity(item, rules) : null,
    priceCents: rules.repricing && price?.ready && !price.locked && price.priceCents > 0 ? price.priceCents : null,
    basis: {
      fba: item.fbaQuantity,
      mfn: item.mfnQuantity,
      itemBuffer: Math.max(0, item.quantityBuffer ?? 0),
      sellerBuffer: rules.sellerBuffer,
      cap: rules.cap,
      amazonPriceCents: item.priceCents,
      earningsCents: item.earningsCents,
      locked: price?.locked ?? false,
      pricing: pricingKey,
      quantitySync: rules.quantitySync,
    },
  };
}

/** What to push: only the fields whose desired value differs from the last pushed one. */
export function differences(
  desired: Pick<DesiredState, 'quantity' | 'priceCents'>,
  last: { quantity: number | null; priceCents: number | null },
  rules: Pick<SyncRules, 'alwaysReprice' | 'repricingMarginPercent'>,
): { quantity?: number; priceCents?: number } {
  const out: { quantity?: number; priceCents?: number } = {};
  if (desired.quantity !== null && desired.quantity !== last.quantity) out.quantity = desired.quantity;
  if (desired.priceCents !== null && desired.priceCents !== last.priceCents) {
    const small =
      !rules.alwaysReprice &&
      rules.repricingMarginPercent > 0 &&
      last.priceCents !== null &&
      last.priceCents > 0 &&
      (Math.abs(desired.priceCents - last.priceCents) * 100) / last.priceCents < rules.repricingMarginPercent;
    if (!small) out.priceCents = desired.priceCents;
  }
  return out;
}

const money = (cents: number | null) => (cents === null ? 'none' : (cents / 100).toFixed(2));
const count = (n: number | null) => (n === null ? 'none' : String(n));

/**
 * Why a field changed, from the inputs before (the last sync's basis; null before the first sync)
 * and now: "Amazon FBA quantity 12 → 9", "formula changed", several joined by "; ".
 */
export function changeReason(field: 'QUANTITY' | 'PRICE', before: SyncBasis | null, after: SyncBasis): string {
  if (!before) {
    return field === 'QUANTITY'
      ? `Amazon FBA ${after.fba} + MFN ${after.mfn} − buffer ${after.itemBuffer + after.sellerBuffer}${after.cap === null ? '' : `, cap ${after.cap}`}`
      : `Amazon price ${money(after.amazonPriceCents)}`;
  }
  const parts: string[] = [];
  if (field === 'QUANTITY' && before.drift) parts.push('drift repaired');
  if (field === 'QUANTITY' && before.quantitySync === false && after.quantitySync) parts.push('quantity sync turned on');
  if (field === 'QUANTITY') {
    if (before.fba !== after.fba) parts.push(`Amazon FBA quantity ${before.fba} → ${after.fba}`);
    if (before.mfn !== after.mfn) parts.push(`Amazon MFN quantity ${before.mfn} → ${after.mfn}`);
    if (before.itemBuffer !== after.itemBuffer) parts.push(`item buffer ${before.itemBuffer} → ${after.itemBuffer}`);
    if (before.sellerBuffer !== after.sellerBuffer) parts.push(`quantity buffer ${before.sellerBuffer} → ${after.sellerBuffer}`);
    if (before.cap !== after.cap) parts.push(`quantity cap ${count(before.cap)} → ${count(after.cap)}`);
  } else {
    if (before.amazonPriceCents !== after.amazonPriceCents) parts.push(`Amazon price ${money(before.amazonPriceCents)} → ${money(after.amazonPriceCents)}`);
    if (before.earningsCents !== after.earningsCents)
      parts.push(`Amazon fees changed (earnings ${money(before.earningsCents)} → ${money(after.earningsCents)})`);
    if (before.pricing !== after.pricing) parts.push('formula changed');
    if (before.locked && !after.locked) parts.push('price unlocked');
  }
  // Same inputs, different value on the channel: sync was off, the plan changed, or the value drifted.
  return parts.length ? parts.join('; ') : 'resynced';
}
