// An item and the seller's Shopify settings as a `productSet` input: one product with one variant
// (SKU, barcode, price, compare-at price, weight, stock tracked at one location); family.ts builds a
// variation family's product from the same parts. Pure; the only
// code besides adapter.ts that knows Shopify's payload shapes.
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import type { ItemFacts } from '../content/amazon-attributes.ts';
import { cutAtWord, detail, detailsOf, editsOf, factsOf, listingDescription, listingImages } from '../item-content.ts';

/** Shopify's titles hold 255 characters: cut at a word boundary. */
export const shopifyTitle = (i: InventoryItemRow) => cutAtWord(editsOf(i).title || i.title, 255);

/** Amazon's facts a shop's filters and search use: the kind, material, colour, a book's format and language. */
export function shopifyTags(f: ItemFacts): string[] {
  const tags = [f.kind, f.material, f.colour, f.format, f.bookTitle ? f.language : undefined].filter((t): t is string => !!t?.trim());
  return [...new Set(tags.map((t) => t.trim().slice(0, 255)))];
}

/** Metafields (namespace 'amazon') for the facts that have no field of their own on a Shopify product. */
export function shopifyMetafields(f: ItemFacts): { namespace: string; key: string; type: string; value: string }[] {
  const text: [string, string | undefined][] = [
    ['manufacturer', f.manufacturer],
    ['model_number', f.model],
    ['part_number', f.mpn],
    ['item_type_keyword', f.itemTypeKeyword],
    ['material', f.material],
    ['size', f.size],
    ['connectors', f.connectors.join(', ') || undefined],
    ['power_source', f.powerSource],
    ['wattage', f.wattage],
    ['capacity', f.capacity],
    ['authors', f.authors.join(', ') || undefined],
    ['language', f.language],
    ['format', f.format],
  ];
  const out = text
    .filter((e): e is [string, string] => !!e[1])
    .map(([key, value]) => ({ namespace: 'amazon', key, type: 'single_line_text_field', value: value.slice(0, 255) }));
  if (f.pieces) out.push({ namespace: 'amazon', key: 'number_of_pieces', type: 'number_integer', value: String(f.pieces) });
  return out;
}

/** Money as Shopify's decimal string. */
export const shopifyMoney = (cents: number) => (cents / 100).toFixed(2);

/** Minor units from Shopify's decimal string (null when it is not a number). */
export const centsOf = (money: string | null | undefined) => {
  const n = Number(money);
  return money === null || money === undefined || !Number.isFinite(n) ? null : Math.round(n * 100);
};

/** The item's barcode: its EAN, else UPC, else GTIN/ISBN from the catalogue details. */
export function itemBarcode(i: InventoryItemRow): string | undefined {
  const f = factsOf(i);
  return (
    f.ean ??
    f.upc ??
    f.isbn ??
    f.gtin ??
    detail(i, ['ean', 'eancode', 'europeanarticlenumber']) ??
    detail(i, ['upc', 'upccode', 'universalproductcode']) ??
    detail(i, ['gtin', 'isbn', 'isbn13', 'isbn10'])
  );
}

const WEIGHT_UNITS: [RegExp, string][] = [
  [/^k/, 'KILOGRAMS'],
  [/^g/, 'GRAMS'],
  [/^o/, 'OUNCES'],
];

/** The package weight Amazon's catalogue gives, in Shopify's units (pounds when the unit is not said). */
export function itemWeight(i: InventoryItemRow): { value: number; unit: string } | undefined {
  const w = detailsOf(i).package_dimensions?.weight;
  if (!w || !Number.isFinite(w.amount) || w.amount <= 0) return undefined;
  const unit = (w.unit ?? '').toLowerCase();
  return { value: w.amount, unit: WEIGHT_UNITS.find(([re]) => re.test(unit))?.[1] ?? 'POUNDS' };
}

export interface ProductContext {
  /** The location the stock is tracked at (gid://shopify/Location/…). */
  locationId: string;
  quantity: number;
  priceCents: number;
  compareAtCents: number | null;
  /** An existing product (found by SKU) to update instead of creating a second one. */
  productId?: string | null;
  variantId?: string | null;
}

const OPTION = { name: 'Title', value: 'Default Title' };

/** The product's own fields (everything but its options and variants): ACTIVE (visibility is the Online Store publication's business, not the status). */
export function productFields(i: InventoryItemRow, images = listingImages(i)): Record<string, unknown> {
  const facts = factsOf(i);
  const brand = (facts.brand ?? detailsOf(i).brand)?.trim();
  const productType = facts.kind ?? i.itemCategory;
  const tags = shopifyTags(facts);
  const metafields = shopifyMetafields(facts);
  return {
    title: shopifyTitle(i),
    descriptionHtml: listingDescription(i),
    ...(brand ? { vendor: brand } : {}),
    ...(productType ? { productType } : {}),
    ...(tags.length ? { tags } : {}),
    ...(metafields.length ? { metafields } : {}),
    status: 'ACTIVE',
    ...(images.length ? { files: images.map((originalSource) => ({ originalSource, contentType: 'IMAGE' })) } : {}),
  };
}

/** One variant: its option values, SKU, barcode, price, weight and stock tracked at one location. */
export function variantInput(i: InventoryItemRow, sku: string, ctx: Omit<ProductContext, 'productId'>, optionValues: { optionName: string; name: string }[]) {
  const barcode = itemBarcode(i);
  const weight = itemWeight(i);
  return {
    ...(ctx.variantId ? { id: ctx.variantId } : {}),
    optionValues,
    sku,
    ...(barcode ? { barcode } : {}),
    price: shopifyMoney(ctx.priceCents),
    compareAtPrice: ctx.compareAtCents === null ? null : shopifyMoney(ctx.compareAtCents),
    inventoryPolicy: 'DENY',
    inventoryItem: { tracked: true, ...(weight ? { measurement: { weight } } : {}) },
    inventoryQuantities: [{ locationId: ctx.locationId, name: 'available', quantity: ctx.quantity }],
  };
}

/** productSet's input for an item alone: one product with its one default variant. */
export function productSetInput(i: InventoryItemRow, sku: string, ctx: ProductContext): Record<string, unknown> {
  return {
    ...(ctx.productId ? { id: ctx.productId } : {}),
    ...productFields(i),
    productOptions: [{ name: OPTION.name, values: [{ name: OPTION.value }] }],
    variants: [variantInput(i, sku, ctx, [{ optionName: OPTION.name, name: OPTION.value }])],
  };
}

/**
 * A Shopify search for these SKUs, quoted (SKUs may hold spaces or colons). A SKU holding a double
 * quote (12" pans) goes in single quotes, and a backslash escapes the quote and itself, as Shopify's
 * search syntax has it: dropping the quote searched for another SKU, so the look-before-create
 * missed the product and made it twice (issue 32).
 */
export const skuQuery = (skus: string[]) =>
  skus.map((s) => (s.includes('"') ? `sku:'${s.replace(/['\\]/g, '\\$&')}'` : `sku:"${s.replace(/\\/g, '\\\\')}"`)).join(' OR ');

/** A Shopify search for these product ids (gid or number). */
export const idQuery = (ids: string[]) => ids.map((id) => `id:${id.split('/').pop()}`).join(' OR ');

/** A preferred location as a gid (the setting may hold the number alone). */
export const locationGid = (id: string) => (id.startsWith('gid://') ? id : `gid://shopify/Location/${id}`);
