// An item's content as every channel lists it: description (the plain default template), images,
// catalogue details. Pure and channel-free; each channel's payload.ts shapes it for its API.
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import { sanitizeDescription } from '../html/description.ts';
import { amazonFacts, type ItemFacts } from './content/amazon-attributes.ts';

export type Details = {
  brand?: string | null;
  product_description?: string | null;
  feature_bullets?: string[];
  product_details?: { name: string; value: string }[];
  images?: string[];
  package_dimensions?: {
    length?: { amount: number; unit: string | null } | null;
    width?: { amount: number; unit: string | null } | null;
    height?: { amount: number; unit: string | null } | null;
    weight?: { amount: number; unit: string | null } | null;
  } | null;
};
export type Edits = {
  title?: string;
  description?: string;
  images?: string[];
  product_details?: { name: string; value: string }[];
  allow_best_offer?: unknown;
};

export const detailsOf = (i: InventoryItemRow) => (i.catalogDetails ?? {}) as Details;
export const editsOf = (i: InventoryItemRow) => (i.userEditedDetails ?? {}) as Edits;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The plain default template: the seller's description (HTML from the listing view's editor,
 * sanitised again here), else Amazon's or the title as escaped text; then the feature bullets.
 */
export function listingDescription(i: InventoryItemRow): string {
  const d = detailsOf(i);
  const own = editsOf(i).description;
  const body = (typeof own === 'string' && sanitizeDescription(own)) || `<p>${escapeHtml(d.product_description || (editsOf(i).title || i.title).trim())}</p>`;
  const bullets = (d.feature_bullets ?? []).filter((b) => typeof b === 'string' && b.trim());
  const list = bullets.length ? `<ul>${bullets.map((b) => `<li>${escapeHtml(b)}</li>`).join('')}</ul>` : '';
  return `<div>${body}${list}</div>`;
}

/** Every image link the item has: the seller's own (else Amazon's), then its thumbnail, without repeats. */
export function imageLinks(i: InventoryItemRow): string[] {
  const all = [...(editsOf(i).images ?? detailsOf(i).images ?? []), ...(i.thumbUrl ? [i.thumbUrl] : [])];
  return [...new Set(all.filter((u): u is string => typeof u === 'string' && u.trim() !== '').map((u) => u.trim()))];
}

/** Whether a channel can fetch an image: eBay and Shopify take https links only. */
export const usableImage = (url: string) => /^https:\/\/[^\s/]+/i.test(url);

/**
 * The images to list with: usable ones only, in the item's order (so the first usable one leads
 * when the first is not), at most 24. The pre-flight holds an item back when none is usable.
 */
export function listingImages(i: InventoryItemRow): string[] {
  return imageLinks(i).filter(usableImage).slice(0, 24);
}

/** A text cut to `max` characters at a word boundary (a single longer word is cut hard), without trailing punctuation. */
export function cutAtWord(text: string, max: number): string {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t.length <= max) return t;
  const head = t.slice(0, max + 1);
  const at = head.lastIndexOf(' ');
  const cut = at > 0 ? head.slice(0, at) : t.slice(0, max);
  return cut.replace(/[\s,;:(&+/–—-]+$/, '');
}

/**
 * The facts Amazon's catalogue data gives for the item (content/amazon-attributes.ts). Kept per
 * item row while its catalogue data and title stay the same: a listing's specifics and its payload
 * both read them, for every item of a push.
 */
const FACTS = new WeakMap<InventoryItemRow, { catalog: unknown; title: string | null; facts: ItemFacts }>();
export function factsOf(i: InventoryItemRow): ItemFacts {
  const kept = FACTS.get(i);
  if (kept && kept.catalog === i.catalogDetails && kept.title === i.title) return kept.facts;
  const facts = amazonFacts(i.catalogDetails, { title: i.title });
  FACTS.set(i, { catalog: i.catalogDetails, title: i.title, facts });
  return facts;
}

export const details = (i: InventoryItemRow) => [...(editsOf(i).product_details ?? detailsOf(i).product_details ?? [])];
export const detail = (i: InventoryItemRow, names: string[]) =>
  details(i)
    .find((d) =>
      names.includes(
        String(d.name)
          .toLowerCase()
          .replace(/[^a-z]/g, ''),
      ),
    )
    ?.value?.toString()
    .trim() || undefined;
