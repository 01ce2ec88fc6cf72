// The one quantity rule (spec 000 §9 with eBay's own buffer and cap, 001 §3): what a channel gets
// for an item. The listing push, continuous sync, GraphQL (InventoryItem.channelQuantities), REST
// (fba-items `channel_quantity`, `channel_quantities`) and every screen call `channelQuantity`
// (issue 29: the number shown was not the number pushed). Pure: client and server import it.
import type { ChannelId as ListingChannel } from '../channels.ts';

/** The seller's settings the rule reads (the server's UserSettings has them). */
interface QuantitySettings {
  preferred_list_quantity_buffer?: number | null;
  preferred_list_quantity?: number | null;
}

/** What the seller's settings take off every listing on one channel. */
export interface ChannelQuantityLimits {
  /** Subtracted from every item's quantity on the channel (eBay: preferred_list_quantity_buffer). */
  sellerBuffer: number;
  /** The most any listing on the channel shows (eBay: preferred_list_quantity); null = no cap. */
  cap: number | null;
}

/** The item fields the rule reads. */
export interface QuantityItem {
  fbaQuantity: number;
  mfnQuantity: number;
  /** The item's own buffer (the Quantity & Sync card's, REST preferred_list_quantity_buffer). */
  quantityBuffer: number | null;
}

/** No channel limits: the item's own rule alone (000 §9). */
export const NO_CHANNEL_LIMITS: ChannelQuantityLimits = { sellerBuffer: 0, cap: null };

/**
 * The quantity a channel gets: Amazon FBA + MFN − the item's buffer − the seller's buffer on the
 * channel, never below 0 (0 is "out of stock", the listing stays), at most the channel's cap.
 * No buffer counts as 0.
 */
export function channelQuantity(item: QuantityItem, limits: ChannelQuantityLimits): number {
  const q = Math.max(0, item.fbaQuantity + item.mfnQuantity - Math.max(0, item.quantityBuffer ?? 0) - Math.max(0, limits.sellerBuffer));
  return limits.cap === null ? q : Math.min(q, Math.max(0, limits.cap));
}

function wholeOrZero(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/**
 * Each channel's buffer and cap in the seller's settings: eBay's preferred_list_quantity_buffer and
 * preferred_list_quantity (001 §3); Shopify and OnBuy have none in the spec.
 */
export function channelQuantityLimits(channel: string, settings: QuantitySettings): ChannelQuantityLimits {
  if (channel !== 'EBAY') return NO_CHANNEL_LIMITS;
  const cap = settings.preferred_list_quantity;
  return { sellerBuffer: wholeOrZero(settings.preferred_list_quantity_buffer), cap: cap === null || cap === undefined ? null : wholeOrZero(cap) };
}

/** What an item gets on each channel, in the seller's settings. */
export function channelQuantities(item: QuantityItem, settings: Parameters<typeof channelQuantityLimits>[1]): Record<ListingChannel, number> {
  return {
    EBAY: channelQuantity(item, channelQuantityLimits('EBAY', settings)),
    SHOPIFY: channelQuantity(item, channelQuantityLimits('SHOPIFY', settings)),
    ONBUY: channelQuantity(item, channelQuantityLimits('ONBUY', settings)),
  };
}

/**
 * The buffer as the seller typed it (spec 000 §5: "a non-number becomes empty"): a number or a
 * numeric string gives a whole number (fractions dropped, negatives 0); anything else null.
 */
export function parseQuantityBuffer(input: unknown): number | null {
  let n: number;
  if (typeof input === 'number') n = input;
  else if (typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input)) n = Number(input);
  else return null;
  if (!Number.isFinite(n)) return null;
  // Postgres integer; a buffer above any real stock is as good as "list nothing".
  return Math.min(Math.max(0, Math.trunc(n)), 1_000_000_000);
}

/** The largest buffer stored (Postgres integer; a buffer above any real stock is "list nothing"). */
export const MAX_QUANTITY_BUFFER = 1_000_000_000;

/**
 * The buffer as an API call sends it (REST `quantity_buffer`, GraphQL `quantityBuffer`): empty
 * (null, absent or '') clears it; a whole number from 0 to MAX_QUANTITY_BUFFER, as a number or
 * digits, sets it; anything else (−5, NaN, "abc", 2.5) is refused, so a typo never changes an item.
 * The screens turn what the seller types into one of these first (parseQuantityBuffer).
 */
export function quantityBufferFromApi(input: unknown): { ok: true; value: number | null } | { ok: false } {
  if (input === null || input === undefined || (typeof input === 'string' && input.trim() === '')) return { ok: true, value: null };
  const n = typeof input === 'number' ? input : typeof input === 'string' && /^\s*\d+\s*$/.test(input) ? Number(input) : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_QUANTITY_BUFFER) return { ok: false };
  return { ok: true, value: n };
}
