// The listing view's editable state and what Save sends (spec 001 §2.12, §3). The seller's edits
// are overrides in user_edited_details; a value equal to Amazon's (or blank) clears its override,
// so Amazon's data is never copied over. Pure, unit-tested.
import { formatAmount, parseAmount } from '../../../money/money.ts';

export interface DetailPair {
  name: string;
  value: string;
}

/** What the listing view reads: Amazon's data and the seller's overrides. */
export interface ListingSource {
  title: string;
  /** Best Offer as it would be listed: the item's own choice, else the seller's enable_best_offer. */
  allowBestOffer: boolean;
  catalog: { description?: string | null; images: readonly string[]; featureBullets: readonly string[]; productDetails: readonly DetailPair[] } | null;
  edits: {
    title?: string | null;
    description?: string | null;
    images?: readonly string[] | null;
    featureBullets?: readonly string[] | null;
    productDetails?: readonly DetailPair[] | null;
    ebayPriceCents?: number | null;
    /** The seller's cost of one unit in minor units (issue 36: the dashboard's profit takes it off). */
    costBasisCents?: number | null;
    /** The item's own Best Offer choice; null: the seller's setting. */
    allowBestOffer?: boolean | null;
  };
}

export interface ListingDraft {
  title: string;
  description: string;
  images: string[];
  featureBullets: string[];
  productDetails: DetailPair[];
  /** The eBay price override in dollars as typed; '' = no override. */
  price: string;
  /** The cost of one unit as typed; '' = not set. */
  costBasis: string;
  /** The best-offer toggle as shown (the effective value). */
  allowBestOffer: boolean;
}

/** The edits input of updateInventoryItem (null clears an override; ebayPrice '__UNSET' clears the price). */
export interface EditsInput {
  title?: string | null;
  description?: string | null;
  images?: string[] | null;
  featureBullets?: string[] | null;
  productDetails?: DetailPair[] | null;
  ebayPrice?: string | null;
  /** Minor units; null clears it. */
  costBasis?: number | null;
  allowBestOffer?: boolean | null;
}

export const UNSET = '__UNSET';

/** Lists lose blank entries (as on blur); a detail is blank when its value is. */
export const cleanList = (list: readonly string[]) => list.map((s) => s.trim()).filter(Boolean);
export const cleanDetails = (list: readonly DetailPair[]) => list.map((d) => ({ name: d.name.trim(), value: d.value.trim() })).filter((d) => d.value !== '');

export function draftFromItem(s: ListingSource): ListingDraft {
  return {
    title: s.edits.title ?? s.title,
    description: s.edits.description ?? s.catalog?.description ?? '',
    images: [...(s.edits.images ?? s.catalog?.images ?? [])],
    featureBullets: [...(s.edits.featureBullets ?? s.catalog?.featureBullets ?? [])],
    productDetails: (s.edits.productDetails ?? s.catalog?.productDetails ?? []).map((d) => ({ name: d.name, value: d.value })),
    price: s.edits.ebayPriceCents == null ? '' : formatAmount(s.edits.ebayPriceCents),
    costBasis: s.edits.costBasisCents == null ? '' : formatAmount(s.edits.costBasisCents),
    allowBestOffer: s.allowBestOffer,
  };
}

/** A typed price override that is not a price, or null. */
export function priceError(draft: ListingDraft): string | null {
  return draft.price.trim() === '' || parseAmount(draft.price) !== null ? null : 'Enter a price such as 12.99';
}

/** A typed cost basis that is not an amount, or null. */
export function costBasisError(draft: ListingDraft): string | null {
  return draft.costBasis.trim() === '' || parseAmount(draft.costBasis) !== null ? null : 'Enter an amount such as 4.50';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what differs from the saved state; an empty object means nothing to save. */
export function editsFromDraft(draft: ListingDraft, s: ListingSource): EditsInput {
  const saved = draftFromItem(s);
  const out: EditsInput = {};
  // One field: compare the cleaned draft with the saved value; equal to Amazon's clears the override.
  function field<K extends 'title' | 'description' | 'images' | 'featureBullets' | 'productDetails'>(
    key: K,
    next: EditsInput[K],
    savedValue: unknown,
    amazon: unknown,
  ) {
    if (same(next, savedValue)) return;
    out[key] = same(next, amazon) || next === '' ? null : next;
  }
  field('title', draft.title.trim(), saved.title.trim(), s.title.trim());
  field('description', draft.description.trim(), saved.description.trim(), (s.catalog?.description ?? '').trim());
  field('images', cleanList(draft.images), cleanList(saved.images), cleanList(s.catalog?.images ?? []));
  field('featureBullets', cleanList(draft.featureBullets), cleanList(saved.featureBullets), cleanList(s.catalog?.featureBullets ?? []));
  field('productDetails', cleanDetails(draft.productDetails), cleanDetails(saved.productDetails), cleanDetails(s.catalog?.productDetails ?? []));

  const cents = parseAmount(draft.price);
  if (draft.price.trim() === '') {
    if (s.edits.ebayPriceCents != null) out.ebayPrice = UNSET;
  } else if (cents !== null && cents !== s.edits.ebayPriceCents) {
    out.ebayPrice = String(cents);
  }
  const cost = parseAmount(draft.costBasis);
  if (draft.costBasis.trim() === '') {
    if (s.edits.costBasisCents != null) out.costBasis = null;
  } else if (cost !== null && cost !== s.edits.costBasisCents) {
    out.costBasis = cost;
  }
  // A flipped toggle is the item's own choice from then on (saved as true or false).
  if (draft.allowBestOffer !== saved.allowBestOffer) out.allowBestOffer = draft.allowBestOffer;
  return out;
}
