// An item and the seller's settings as eBay's inventory item and offer. Pure: the adapter does
// the calls. The only code that knows eBay's payload shapes (with adapter.ts).
import type { EbayInventoryItemWithSku, EbayOfferInput } from '../../integrations/ebay/index.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { specCondition, type SpecCondition } from './conditions.ts';
import { cutAtWord, detail, details, detailsOf, editsOf, factsOf, listingDescription, listingImages } from '../item-content.ts';
import { aspectsFromFacts, defaultAspects } from './aspects.ts';
import type { AspectRule } from './preflight.ts';

/** eBay's titles are at most 80 characters: cut at a word boundary, as a seller would. */
export const listingTitle = (i: InventoryItemRow) => cutAtWord(editsOf(i).title || i.title, 80);

export { listingDescription, listingImages } from '../item-content.ts';

/** Item specifics the item already has: its brand and every product detail by its name. */
export function listingAspects(i: InventoryItemRow): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const d of details(i)) if (d.name && d.value) out[String(d.name).trim()] = [String(d.value).trim()];
  const brand = detailsOf(i).brand;
  if (brand && !out.Brand) out.Brand = [brand];
  return out;
}

/** The seller's item specifics (user_edited_details.variant_specifics) as name → values. */
export function sellerSpecifics(i: InventoryItemRow): Record<string, string[]> {
  const raw = ((i.userEditedDetails ?? {}) as { variant_specifics?: unknown }).variant_specifics;
  const out: Record<string, string[]> = {};
  const add = (name: unknown, value: unknown) => {
    const n = typeof name === 'string' ? name.trim() : '';
    const values = (Array.isArray(value) ? value : [value])
      .map((v) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : ''))
      .filter(Boolean);
    if (!n || values.length === 0) return;
    const key = Object.keys(out).find((k) => k.toLowerCase() === n.toLowerCase()) ?? n;
    out[key] = [...new Set([...(out[key] ?? []), ...values])];
  };
  if (Array.isArray(raw)) {
    for (const e of raw)
      if (e && typeof e === 'object')
        add((e as Record<string, unknown>).dimension ?? (e as Record<string, unknown>).name, (e as Record<string, unknown>).value);
  } else if (raw && typeof raw === 'object') {
    for (const [k, v] of Object.entries(raw)) add(k, v);
  }
  return out;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What Amazon's catalogue gives for a category's aspects (content/amazon-attributes.ts → aspects.ts),
 * plus the product details named like one of its aspects; without the category's aspects, the
 * brand, product details and the facts under eBay's usual English names.
 */
export function catalogueAspects(i: InventoryItemRow, rules?: readonly AspectRule[] | null): Record<string, string[]> {
  const facts = factsOf(i);
  const fromDetails = listingAspects(i);
  if (!rules) {
    const out = { ...fromDetails };
    for (const [name, values] of Object.entries(defaultAspects(facts)))
      if (!Object.keys(out).some((k) => sameName(k, name) || (sameName(name, 'Colour') && sameName(k, 'Color')))) out[name] = values;
    return out;
  }
  const out = aspectsFromFacts(facts, rules);
  for (const rule of rules) {
    if (out[rule.dimension]) continue;
    const given = Object.entries(fromDetails).find(([k]) => sameName(k, rule.dimension));
    if (given) out[rule.dimension] = given[1];
  }
  return out;
}

/**
 * Every item specific the item would be listed with: what its catalogue data gives for the
 * category's aspects, with the seller's own specifics over it (a seller's value replaces the derived one).
 */
export function itemSpecifics(i: InventoryItemRow, rules?: readonly AspectRule[] | null): Record<string, string[]> {
  const out = catalogueAspects(i, rules);
  for (const [name, values] of Object.entries(sellerSpecifics(i))) {
    for (const k of Object.keys(out)) if (k.toLowerCase() === name.toLowerCase()) delete out[k];
    out[name] = values;
  }
  return out;
}

/** eBay's condition enum and its conditionId, in order of preference per Amazon condition. */
const CONDITION_IDS: Record<string, string> = {
  NEW: '1000',
  NEW_OTHER: '1500',
  CERTIFIED_REFURBISHED: '2000',
  SELLER_REFURBISHED: '2500',
  LIKE_NEW: '2750',
  USED_EXCELLENT: '3000',
  USED_VERY_GOOD: '4000',
  USED_GOOD: '5000',
  USED_ACCEPTABLE: '6000',
  NEW_WITH_DEFECTS: '1750',
  FOR_PARTS_OR_NOT_WORKING: '7000',
};
const PREFERENCES: Record<SpecCondition, string[]> = {
  new: ['NEW', 'NEW_OTHER'],
  used_like_new: ['LIKE_NEW', 'USED_EXCELLENT', 'USED_VERY_GOOD'],
  used_very_good: ['USED_VERY_GOOD', 'USED_EXCELLENT'],
  used_good: ['USED_GOOD', 'USED_EXCELLENT'],
  used_acceptable: ['USED_ACCEPTABLE', 'USED_GOOD', 'USED_EXCELLENT'],
  refurbished: ['CERTIFIED_REFURBISHED', 'SELLER_REFURBISHED', 'USED_EXCELLENT'],
  used_refurbished: ['SELLER_REFURBISHED', 'USED_EXCELLENT'],
};

/**
 * The eBay condition for an Amazon condition in a category: the first preference the category
 * accepts (`allowedIds`, from Sell Metadata), else the first preference (eBay then says why).
 */
export function ebayCondition(amazonCondition: string, allowedIds: readonly string[] | null): { condition: string; conditionId: string } {
  const prefs = PREFERENCES[specCondition(amazonCondition)];
  const pick = (allowedIds && prefs.find((p) => allowedIds.includes(CONDITION_IDS[p]!))) || prefs[0]!;
  return { condition: pick, conditionId: CONDITION_IDS[pick]! };
}

/**
 * The condition to list with: the seller's pick (user_edited_details.ebay_condition_id, one of the
 * category's conditions) when the category accepts it, else the one derived from Amazon's condition.
 */
export function listingCondition(i: InventoryItemRow, allowedIds: readonly string[] | null): { condition: string; conditionId: string } {
  const own = String((i.userEditedDetails as { ebay_condition_id?: unknown } | null)?.ebay_condition_id ?? '');
  const chosen = Object.entries(CONDITION_IDS).find(([, id]) => id === own)?.[0];
  if (chosen && (!allowedIds || allowedIds.includes(own))) return { condition: chosen, conditionId: own };
  return ebayCondition(i.condition, allowedIds);
}

function measure(m: { amount: number; unit: string | null } | null | undefined) {
  return m && Number.isFinite(m.amount) && m.amount > 0 ? m : null;
}

/** Package weight and size when Amazon's catalogue has them (inches and pounds, else metric). */
function packageWeightAndSize(i: InventoryItemRow): EbayInventoryItemWithSku['packageWeightAndSize'] | undefined {
  const p = detailsOf(i).package_dimensions;
  if (!p) return undefined;
  const out: NonNullable<EbayInventoryItemWithSku['packageWeightAndSize']> = {};
  const w = measure(p.weight);
  if (w) {
    const unit = (w.unit ?? '').toLowerCase();
    out.weight = unit.startsWith('k')
      ? { value: w.amount, unit: 'KILOGRAM' }
      : unit.startsWith('g')
        ? { value: w.amount, unit: 'GRAM' }
        : unit.startsWith('o')
          ? { value: w.amount, unit: 'OUNCE' }
          : { value: w.amount, unit: 'POUND' };
  }
  const [l, wd, h] = [measure(p.length), measure(p.width), measure(p.height)];
  if (l && wd && h) {
    const cm = (l.unit ?? '').toLowerCase().startsWith('c');
    out.dimensions = { length: l.amount, width: wd.amount, height: h.amount, unit: cm ? 'CENTIMETER' : 'INCH' };
  }
  return out.weight || out.dimensions ? out : undefined;
}

/** 'eBay Condition Note' (user_edited_details.condition_note): eBay's conditionDescription, at most 1,000 characters. */
const conditionNote = (i: InventoryItemRow) => {
  const note = (i.userEditedDetails as { condition_note?: unknown } | null)?.condition_note;
  return typeof note === 'string' ? note.trim().slice(0, 1000) : '';
};

/** The inventory item: product (title, description, images, brand, MPN, EAN/UPC, aspects), condition, quantity, package. */
export function inventoryItemPayload(
  i: InventoryItemRow,
  sku: string,
  opts: { quantity: number; condition: string; locale: string; description?: string; aspects?: Record<string, string[]> },
): EbayInventoryItemWithSku {
  // Brand, MPN and product codes from Amazon's attributes and identifiers, else the product details.
  const facts = factsOf(i);
  const ean = facts.ean ?? detail(i, ['ean', 'eancode', 'europeanarticlenumber']);
  const upc = facts.upc ?? detail(i, ['upc', 'upccode', 'universalproductcode']);
  const isbn = facts.isbn;
  const mpn = facts.mpn ?? detail(i, ['mpn', 'manufacturerpartnumber', 'partnumber', 'modelnumber', 'itemmodelnumber', 'manufacturerreference']);
  const brand = facts.brand ?? detailsOf(i).brand ?? undefined;
  const pkg = packageWeightAndSize(i);
  return {
    sku,
    locale: opts.locale.replace('-', '_'),
    product: {
      title: listingTitle(i),
      description: opts.description ?? listingDescription(i),
      imageUrls: listingImages(i),
      aspects: opts.aspects ?? itemSpecifics(i),
      ...(brand ? { brand } : {}),
      ...(mpn ? { mpn } : {}),
      ...(ean ? { ean: [ean] } : {}),
      ...(upc ? { upc: [upc] } : {}),
      ...(isbn ? { isbn: [isbn] } : {}),
    },
    condition: opts.condition,
    ...(conditionNote(i) ? { conditionDescription: conditionNote(i) } : {}),
    availability: { shipToLocationAvailability: { quantity: opts.quantity } },
    ...(pkg ? { packageWeightAndSize: pkg } : {}),
  };
}

export interface OfferContext {
  marketplaceId: string;
  currency: string;
  merchantLocationKey: string;
  policies: { fulfillmentPolicyId?: string; paymentPolicyId?: string; returnPolicyId?: string };
}

/** eBay's amounts are decimal strings in the marketplace currency. */
export const ebayAmount = (cents: number, currency: string) => ({ value: (cents / 100).toFixed(2), currency });

/** Best Offer on the listing: the item's allow_best_offer when set, else the seller's enable_best_offer. */
export const allowBestOffer = (i: InventoryItemRow, sellerDefault: boolean): boolean => {
  const own = editsOf(i).allow_best_offer;
  return typeof own === 'boolean' ? own : sellerDefault;
};

/**
 * The fixed-price offer: category, price, quantity, description (the seller's template, rendered
 * by the adapter; the plain default template without one), policies, Best Offer, location.
 * bestOfferTerms is always sent: updateOffer replaces the whole offer, so an explicit false is
 * what turns Best Offer off on a live listing.
 */
export function offerPayload(
  i: InventoryItemRow,
  sku: string,
  ctx: OfferContext,
  opts: { categoryId: string | null; priceCents: number; quantity: number; bestOfferDefault: boolean; description?: string },
): EbayOfferInput {
  return {
    sku,
    marketplaceId: ctx.marketplaceId,
    format: 'FIXED_PRICE',
    availableQuantity: opts.quantity,
    ...(opts.categoryId ? { categoryId: opts.categoryId } : {}),
    listingDescription: opts.description ?? listingDescription(i),
    listingDuration: 'GTC',
    listingPolicies: { ...ctx.policies, bestOfferTerms: { bestOfferEnabled: allowBestOffer(i, opts.bestOfferDefault) } },
    pricingSummary: { price: ebayAmount(opts.priceCents, ctx.currency) },
    merchantLocationKey: ctx.merchantLocationKey,
  };
}
