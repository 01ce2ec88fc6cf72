// The product OnBuy is asked to create for an item (POST /products), and the seller's OnBuy
// choices as they are stored in user_edited_details (onbuy_category, onbuy_brand,
// onbuy_condition_code). Pure, so the mapping is unit-tested.
import { listingDescription } from '../../channels/item-content.ts';
import { itemBarcode, ONBUY_TITLE_MAX, onbuyImages, productFeatures, productTitle } from '../../channels/onbuy/product.ts';
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

/** The item's barcode as OnBuy's product code (server/channels/onbuy/product.ts). */
export { itemBarcode };

/** POST /products for the item (uid = our item id, so the queue entry leads back to it). */
export function onbuyProductPayload(
  i: InventoryItemRow,
  c: { categoryId: number; brandId: number | null; brandName: string },
): Omit<OnbuyProductInput, 'published'> & { published: 1 } {
  const ean = itemBarcode(i);
  if (!ean) throw new OnbuyProductInputError('product_codes', "OnBuy needs the item's EAN or UPC to create a product; add it to the item's details");
  const images = onbuyImages(i);
  if (images.length === 0) throw new OnbuyProductInputError('default_image', 'OnBuy needs at least one image of the product');
  const features = productFeatures(i);
  return {
    uid: i.id,
    category_id: c.categoryId,
    product_name: productTitle(i).slice(0, ONBUY_TITLE_MAX),
    product_codes: [ean],
    brand_name: c.brandName,
    ...(c.brandId ? { brand_id: c.brandId } : {}),
    description: listingDescription(i),
    default_image: images[0]!,
    additional_images: images.slice(1, 10),
    ...(features.length ? { features } : {}),
    ...(i.priceCents ? { rrp: i.priceCents / 100 } : {}),
    published: 1,
  };
}
