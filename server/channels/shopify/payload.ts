// An item and the seller's Shopify settings as a `productSet` input: one product with one variant
// (SKU, barcode, price, compare-at price, weight, stock tracked at one location). Pure; the only
// code besides adapter.ts that knows Shopify's payload shapes.
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { detail, detailsOf, editsOf, listingDescription, listingImages } from '../item-content.ts';

/** Shopify's titles hold 255 characters. */
export const shopifyTitle = (i: InventoryItemRow) => (editsOf(i).title || i.title).trim().slice(0, 255);

/** Money as Shopify's decimal string. */
export const shopifyMoney = (cents: number) => (cents / 100).toFixed(2);

/** Minor units from Shopify's decimal string (null when it is not a number). */
export const centsOf = (money: string | null | undefined) => {
  const n = Number(money);
  return money === null || money === undefined || !Number.isFinite(n) ? null : Math.round(n * 100);
};

/** The item's barcode: its EAN, else UPC, else GTIN/ISBN from the catalogue details. */
export function itemBarcode(i: InventoryItemRow): string | undefined {
  return (
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

/** productSet's input: ACTIVE (visibility is the Online Store publication's business, not the status). */
export function productSetInput(i: InventoryItemRow, sku: string, ctx: ProductContext): Record<string, unknown> {
  const brand = detailsOf(i).brand?.trim();
  const barcode = itemBarcode(i);
  const weight = itemWeight(i);
  const images = listingImages(i);
  return {
    ...(ctx.productId ? { id: ctx.productId } : {}),
    title: shopifyTitle(i),
    descriptionHtml: listingDescription(i),
    ...(brand ? { vendor: brand } : {}),
    ...(i.itemCategory ? { productType: i.itemCategory } : {}),
    status: 'ACTIVE',
    productOptions: [{ name: OPTION.name, values: [{ name: OPTION.value }] }],
    variants: [
      {
        ...(ctx.variantId ? { id: ctx.variantId } : {}),
        optionValues: [{ optionName: OPTION.name, name: OPTION.value }],
        sku,
        ...(barcode ? { barcode } : {}),
        price: shopifyMoney(ctx.priceCents),
        compareAtPrice: ctx.compareAtCents === null ? null : shopifyMoney(ctx.compareAtCents),
        inventoryPolicy: 'DENY',
        inventoryItem: { tracked: true, ...(weight ? { measurement: { weight } } : {}) },
        inventoryQuantities: [{ locationId: ctx.locationId, name: 'available', quantity: ctx.quantity }],
      },
    ],
    ...(images.length ? { files: images.map((originalSource) => ({ originalSource, contentType: 'IMAGE' })) } : {}),
  };
}

/** A Shopify search for these SKUs (quoted: SKUs may hold spaces or colons). */
export const skuQuery = (skus: string[]) => skus.map((s) => `sku:"${s.replace(/["\\]/g, '')}"`).join(' OR ');

/** A Shopify search for these product ids (gid or number). */
export const idQuery = (ids: string[]) => ids.map((id) => `id:${id.split('/').pop()}`).join(' OR ');

/** A preferred location as a gid (the setting may hold the number alone). */
export const locationGid = (id: string) => (id.startsWith('gid://') ? id : `gid://shopify/Location/${id}`);
