// What OnBuy's catalogue knows a product by, taken from the item's Amazon data: its barcode (EAN,
// or a UPC/GTIN/ISBN as one), brand, name, images and feature bullets. Pure.
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';

/** OnBuy's product_name limit. */
export const ONBUY_TITLE_MAX = 150;

type Edits = { product_details?: unknown; title?: unknown; brand?: unknown; images?: unknown; feature_bullets?: unknown };
type Details = { identifiers?: Record<string, unknown>; product_details?: unknown; brand?: unknown; images?: unknown; feature_bullets?: unknown };
const editsOf = (i: Pick<InventoryItemRow, 'userEditedDetails'>) => (i.userEditedDetails ?? {}) as Edits;
const detailsOf = (i: Pick<InventoryItemRow, 'catalogDetails'>) => (i.catalogDetails ?? {}) as Details;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

const BARCODE = /^(\d{8}|\d{12,14})$/;

/** An ISBN-10 as the EAN-13 (978…) that books carry as their barcode. */
function isbn10ToEan(isbn: string): string | null {
  if (!/^\d{9}[\dX]$/i.test(isbn)) return null;
  const body = `978${isbn.slice(0, 9)}`;
  let sum = 0;
  for (let k = 0; k < 12; k++) sum += Number(body[k]) * (k % 2 === 0 ? 1 : 3);
  return body + ((10 - (sum % 10)) % 10);
}

const clean = (v: unknown) => String(v ?? '').replace(/[\s-]/g, '');

/**
 * The item's barcode as OnBuy's product code: the seller's own EAN/UPC detail first, then Amazon's
 * identifiers (EAN, UPC, GTIN, ISBN), then the catalogue's product details.
 */
export function itemBarcode(i: Pick<InventoryItemRow, 'userEditedDetails' | 'catalogDetails'>): string | null {
  const norm = (n: unknown) =>
    String(n ?? '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  const fromDetails = (list: unknown) => {
    if (!Array.isArray(list)) return null;
    for (const names of [
      ['ean', 'eancode', 'europeanarticlenumber', 'gtin'],
      ['upc', 'upccode', 'universalproductcode'],
      ['isbn', 'isbn13'],
    ]) {
      const hit = (list as { name?: unknown; value?: unknown }[]).find((d) => names.includes(norm(d?.name)));
      const code = clean(hit?.value);
      if (BARCODE.test(code)) return code;
    }
    return null;
  };
  const own = fromDetails(editsOf(i).product_details);
  if (own) return own;
  const ids = detailsOf(i).identifiers ?? {};
  for (const type of ['ean', 'upc', 'gtin', 'isbn']) {
    const code = clean(ids[type]);
    if (BARCODE.test(code)) return code;
    if (type === 'isbn' && isbn10ToEan(code)) return isbn10ToEan(code);
  }
  return fromDetails(detailsOf(i).product_details);
}

/** The brand the product is created under: the seller's, else Amazon's. */
export function itemBrand(i: Pick<InventoryItemRow, 'userEditedDetails' | 'catalogDetails'>): string | null {
  return str(editsOf(i).brand) ?? str(detailsOf(i).brand);
}

/** The product's name: the item's title as the seller edited it, else Amazon's. */
export function productTitle(i: Pick<InventoryItemRow, 'userEditedDetails' | 'title' | 'sellerSku'>): string {
  return str(editsOf(i).title) ?? (i.title.trim() || i.sellerSku);
}

/**
 * Image links OnBuy can fetch (absolute http or https; OnBuy downloads them into its catalogue),
 * https first, the seller's own before the catalogue's, at most 10 (OnBuy's default plus nine).
 */
export function onbuyImages(i: Pick<InventoryItemRow, 'userEditedDetails' | 'catalogDetails' | 'thumbUrl'>): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((u): u is string => typeof u === 'string') : []);
  const all = [...list(editsOf(i).images), ...list(detailsOf(i).images), ...(i.thumbUrl ? [i.thumbUrl] : [])].filter((u) => /^https?:\/\/\S+$/i.test(u));
  const unique = [...new Set(all)];
  return [...unique.filter((u) => u.startsWith('https://')), ...unique.filter((u) => !u.startsWith('https://'))].slice(0, 10);
}

/** Amazon's feature bullets as OnBuy's product features (at most 10). */
export function productFeatures(i: Pick<InventoryItemRow, 'userEditedDetails' | 'catalogDetails'>): string[] {
  const list = (v: unknown) => (Array.isArray(v) ? v.map(str).filter((s): s is string => !!s) : null);
  return (list(editsOf(i).feature_bullets) ?? list(detailsOf(i).feature_bullets) ?? []).slice(0, 10);
}

/** Words of a title for comparing two names (case, punctuation and spacing ignored). */
export const titleKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
