// An item's content as every channel lists it: description (the plain default template), images,
// catalogue details. Pure and channel-free; each channel's payload.ts shapes it for its API.
import type { InventoryItemRow } from '../modules/inventory/inventory.service.ts';
import { sanitizeDescription } from '../html/description.ts';

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

/** https images only (eBay and Shopify refuse others), the seller's own first, at most 24. */
export function listingImages(i: InventoryItemRow): string[] {
  const all = [...(editsOf(i).images ?? detailsOf(i).images ?? []), ...(i.thumbUrl ? [i.thumbUrl] : [])];
  return [...new Set(all.filter((u) => typeof u === 'string' && u.startsWith('https://')))].slice(0, 24);
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
