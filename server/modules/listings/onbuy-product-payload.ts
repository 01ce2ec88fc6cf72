// The product OnBuy is asked to create for an item (POST /products), and the seller's OnBuy
// choices as they are stored in user_edited_details (onbuy_category, onbuy_brand,
// onbuy_condition_code). Pure, so the mapping is unit-tested.
import { listingDescription, listingImages } from '../../channels/ebay/payload.ts';
import type { OnbuyProductInput } from '../../integrations/onbuy/types.ts';
import type { InventoryItemRow } from '../inventory/inventory.service.ts';
import { OnbuyProductInputError } from './onbuy-products.errors.ts';

/** The seller's choices on the 'Create New' tab. */
export interface OnbuyProductChoice {
  categoryId: number | null;
  categoryName: string | null;
  brandId: number | null;
  brandName: string | null;
  condition: string | null;
}

type Edits = Record<string, unknown>;
const editsOf = (i: Pick<InventoryItemRow, 'userEditedDetails'>) => (i.userEditedDetails ?? {}) as Edits;
const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The stored choices. onbuy_category is `{category_id, name}` (or a bare id from the legacy
 * client), onbuy_brand `{brand_id, name}` (or a bare name), onbuy_condition_code a slug.
 */
export function onbuyChoiceOf(i: Pick<InventoryItemRow, 'userEditedDetails'>): OnbuyProductChoice {
  const e = editsOf(i);
  const cat = e.onbuy_category;
  const brand = e.onbuy_brand;
  const catObj = cat && typeof cat === 'object' ? (cat as Edits) : null;
  const brandObj = brand && typeof brand === 'object' ? (brand as Edits) : null;
  return {
    categoryId: catObj ? num(catObj.category_id) : num(cat),
    categoryName: catObj ? str(catObj.name) : null,
    brandId: brandObj ? num(brandObj.brand_id) : null,
    brandName: brandObj ? str(brandObj.name) : str(brand),
    condition: str(e.onbuy_condition_code),
  };
}

/** The choices as user_edited_details values (null clears one). */
export function onbuyChoiceEdits(c: OnbuyProductChoice): Record<string, unknown> {
  return {
    onbuy_category: c.categoryId ? { category_id: c.categoryId, name: c.categoryName ?? '' } : null,
    onbuy_brand: c.brandName ? { ...(c.brandId ? { brand_id: c.brandId } : {}), name: c.brandName } : null,
    onbuy_condition_code: c.condition,
  };
}

const BARCODE = /^(\d{8}|\d{12,14})$/;

/** The item's EAN (or UPC) from its product details, as OnBuy's product code. */
export function itemBarcode(i: Pick<InventoryItemRow, 'userEditedDetails' | 'catalogDetails'>): string | null {
  const details = (editsOf(i).product_details ?? (i.catalogDetails as Edits | null)?.product_details ?? []) as { name?: unknown; value?: unknown }[];
  const norm = (n: unknown) =>
    String(n ?? '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  for (const names of [
    ['ean', 'eancode', 'europeanarticlenumber', 'gtin'],
    ['upc', 'upccode', 'universalproductcode'],
  ]) {
    const hit = Array.isArray(details) ? details.find((d) => names.includes(norm(d?.name))) : undefined;
    const code = String(hit?.value ?? '').replace(/\s/g, '');
    if (BARCODE.test(code)) return code;
  }
  return null;
}

/** POST /products for the item (uid = our item id, so the queue entry leads back to it). */
export function onbuyProductPayload(
  i: InventoryItemRow,
  c: { categoryId: number; brandId: number | null; brandName: string },
): Omit<OnbuyProductInput, 'published'> & { published: 1 } {
  const ean = itemBarcode(i);
  if (!ean) throw new OnbuyProductInputError('product_codes', "OnBuy needs the item's EAN or UPC to create a product; add it to the item's details");
  const images = listingImages(i);
  if (images.length === 0) throw new OnbuyProductInputError('default_image', 'OnBuy needs at least one image of the product');
  const title = (str(editsOf(i).title) ?? i.title).trim() || i.sellerSku;
  return {
    uid: i.id,
    category_id: c.categoryId,
    product_name: title.slice(0, 150),
    product_codes: [ean],
    brand_name: c.brandName,
    ...(c.brandId ? { brand_id: c.brandId } : {}),
    description: listingDescription(i),
    default_image: images[0]!,
    additional_images: images.slice(1, 10),
    ...(i.priceCents ? { rrp: i.priceCents / 100 } : {}),
    published: 1,
  };
}
