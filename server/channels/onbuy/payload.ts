// An item as an OnBuy listing (an offer on an OnBuy product, its OPC): the product code the seller
// chose, the condition, price, stock, handling time and delivery weight. Pure: the adapter does the
// calls. The only code that knows OnBuy's listing payload (with adapter.ts).
//
// Choices, where neither the spec nor the code base gives a rule:
// - Price: the spec has no OnBuy pricing (no OnBuy price rule, no OnBuy pricing settings; the
//   seller's pricing option and margins are eBay's, built around eBay's fee). An OnBuy listing is
//   priced at the item's Amazon price (pricing_info.amazon_price), the price buyers already see
//   on Amazon. Without one the item waits, like eBay's 'Awaiting pricing info'. Continuous sync
//   leaves OnBuy prices as listed (sync-rules.ts: OnBuy has no repricing switch).
// - Handling and delivery: there are no OnBuy delivery settings either. Handling time is 2 working
//   days (Amazon's multi-channel fulfilment ships within 1–2; OnBuy's own default is also 2), and
//   the delivery weight is the item's package weight in kg when Amazon's catalogue gives one.
// - Condition: the seller's chosen OnBuy condition (user_edited_details.onbuy_condition_code, set
//   on the 'Create New' tab), else the item's Amazon condition as OnBuy's slug. OnBuy itself
//   refuses a condition its category does not take, and that refusal is shown as OnBuy's message.
import type { OnbuyListingInput, OnbuyListingUpdate } from '../../integrations/onbuy/types.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { specCondition, type SpecCondition } from '../ebay/conditions.ts';

/** Working days between an order and its dispatch. */
export const ONBUY_HANDLING_DAYS = 2;

/** The message of an item listed without a product code (the status panel offers 'List on OnBuy' only with one). */
export const NO_PRODUCT_CODE = 'Choose an OnBuy product first';
export const AWAITING_PRICE = 'Awaiting pricing info before item can be listed';

type Edits = { onbuy_product_code?: unknown; onbuy_condition_code?: unknown };
type Weight = { amount?: unknown; unit?: unknown } | null | undefined;

const editsOf = (i: Pick<InventoryItemRow, 'userEditedDetails'>) => (i.userEditedDetails ?? {}) as Edits;
const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The OnBuy product (OPC) the seller chose or created for the item; null when none. */
export const onbuyProductCode = (i: Pick<InventoryItemRow, 'userEditedDetails'>): string | null => text(editsOf(i).onbuy_product_code);

/** OnBuy's condition slugs (GET /conditions) per spec condition of the Amazon item. */
const CONDITION_SLUGS: Record<SpecCondition, string> = {
  new: 'new',
  refurbished: 'excellent',
  used_refurbished: 'excellent',
  used_like_new: 'good',
  used_very_good: 'good',
  used_good: 'good',
  used_acceptable: 'average',
};

/** The listing's condition: the seller's OnBuy choice, else the Amazon condition's slug. */
export function onbuyListingCondition(i: Pick<InventoryItemRow, 'userEditedDetails' | 'condition'>): string {
  return text(editsOf(i).onbuy_condition_code) ?? CONDITION_SLUGS[specCondition(i.condition)];
}

/** The OnBuy price in pence: the Amazon price; not ready without one. */
export function onbuyListingPrice(i: Pick<InventoryItemRow, 'priceCents'>): { priceCents: number; ready: boolean } {
  const p = i.priceCents;
  return typeof p === 'number' && Number.isFinite(p) && p > 0 ? { priceCents: Math.round(p), ready: true } : { priceCents: 0, ready: false };
}

/** Pence as OnBuy's price (pounds, a number with two decimals). */
export const onbuyAmount = (cents: number) => Math.round(cents) / 100;
/** OnBuy's price back in pence. */
export const onbuyCents = (price: unknown): number | null => {
  const n = typeof price === 'number' ? price : typeof price === 'string' && price.trim() ? Number(price) : Number.NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};

const KG_PER: Record<string, number> = {
  kg: 1,
  kilogram: 1,
  kilograms: 1,
  g: 0.001,
  gram: 0.001,
  grams: 0.001,
  lb: 0.453592,
  lbs: 0.453592,
  pound: 0.453592,
  pounds: 0.453592,
  oz: 0.0283495,
  ounce: 0.0283495,
  ounces: 0.0283495,
};

/** The package weight in kg (3 decimals), when Amazon's catalogue gives a usable one. */
export function deliveryWeightKg(i: Pick<InventoryItemRow, 'catalogDetails'>): number | null {
  const w = (i.catalogDetails as { package_dimensions?: { weight?: Weight } | null } | null)?.package_dimensions?.weight;
  const amount = typeof w?.amount === 'number' ? w.amount : Number.NaN;
  // The legacy document's weights without a unit are pounds (as the offsite fulfilment estimate reads them).
  const unit = typeof w?.unit === 'string' && w.unit.trim() ? w.unit.trim().toLowerCase() : 'pounds';
  const factor = KG_PER[unit];
  if (!factor || !Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * factor * 1000) / 1000 || null;
}

/** What the listing needs to be sent, or why it cannot be. */
export type ListingPayload = { ok: true; listing: OnbuyListingInput; priceCents: number } | { ok: false; error: string };

/** `POST /listings` for one item (on its chosen product, or the one the product step found): refused here without a product code or a price. */
export function listingPayload(i: InventoryItemRow, sku: string, opts: { quantity: number; opc?: string }): ListingPayload {
  const opc = opts.opc ?? onbuyProductCode(i);
  if (!opc) return { ok: false, error: NO_PRODUCT_CODE };
  const price = onbuyListingPrice(i);
  if (!price.ready) return { ok: false, error: AWAITING_PRICE };
  const weight = deliveryWeightKg(i);
  return {
    ok: true,
    priceCents: price.priceCents,
    listing: {
      sku,
      opc,
      condition: onbuyListingCondition(i),
      price: onbuyAmount(price.priceCents),
      stock: Math.max(0, Math.trunc(opts.quantity)),
      handling_time: ONBUY_HANDLING_DAYS,
      ...(weight !== null ? { delivery_weight: weight } : {}),
    },
  };
}

/** `PUT /listings/by-sku` for one listing: only the fields given. */
export function listingUpdate(sku: string, change: { priceCents?: number; quantity?: number; handlingTime?: number }): OnbuyListingUpdate {
  return {
    sku,
    ...(change.priceCents !== undefined ? { price: onbuyAmount(change.priceCents) } : {}),
    ...(change.quantity !== undefined ? { stock: Math.max(0, Math.trunc(change.quantity)) } : {}),
    ...(change.handlingTime !== undefined ? { handling_time: change.handlingTime } : {}),
  };
}
