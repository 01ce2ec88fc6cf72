// OnBuy's pre-flight: what OnBuy would refuse, found before any OnBuy call, each with a message that
// says exactly what to change. Pure: the product step (onbuy-product-match.service.ts) and the
// adapter hand it what they know. The wording names OnBuy's own fields and the place in ListBridge
// where the seller fixes it.
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { itemBarcode, onbuyImages, ONBUY_TITLE_MAX, productTitle } from './product.ts';

export const NO_BARCODE =
  "OnBuy finds and creates products by barcode, and this item has no EAN, UPC or ISBN: add its barcode to the item's details, or choose an OnBuy product in the item's OnBuy Settings (Choose Existing)";
export const NO_CATEGORY = "OnBuy needs a category to create this product, and none fits its kind: choose one in the item's OnBuy Settings (Create New)";
export const NO_IMAGE = "OnBuy needs at least one image to create this product: add an image link to the item's images";
export const NO_BRAND = "OnBuy needs a brand to create this product: add the brand to the item's details";

/** Condition slugs as OnBuy names them (GET /conditions). */
const CONDITION_NAMES: Record<string, string> = {
  new: 'New',
  excellent: 'Refurbished - Excellent',
  good: 'Used - Good',
  average: 'Used - Average',
  poor: 'Used - Poor',
};
const conditionName = (slug: string) => CONDITION_NAMES[slug] ?? slug;

/** The listing's condition is one the category takes, else why not and what to do. */
export function conditionProblem(condition: string, category: { name: string; conditions: readonly string[] }): string | null {
  if (category.conditions.includes(condition)) return null;
  const allowed = category.conditions.map(conditionName);
  return `OnBuy's "${category.name}" category takes only ${allowed.length ? allowed.join(', ') : 'no'} items and this item is ${conditionName(condition)}: set its OnBuy condition in the item's OnBuy Settings to one of these, or do not list it on OnBuy`;
}

/** Before any search: the item needs a barcode (or a product the seller chose). */
export function matchProblem(i: Pick<InventoryItemRow, 'userEditedDetails' | 'catalogDetails'>): string | null {
  return itemBarcode(i) ? null : NO_BARCODE;
}

/** What creating the product needs: a category that takes listings, a brand, an image, a title OnBuy accepts. */
export function creationProblem(i: InventoryItemRow, category: { name: string; canListIn: boolean } | null, brand: string | null): string | null {
  if (!category) return NO_CATEGORY;
  if (!category.canListIn) return `OnBuy's "${category.name}" category does not take products (choose a more precise category in the item's OnBuy Settings)`;
  if (!brand) return NO_BRAND;
  if (onbuyImages(i).length === 0) return NO_IMAGE;
  const title = productTitle(i);
  if (title.length > ONBUY_TITLE_MAX)
    return `OnBuy product names are at most ${ONBUY_TITLE_MAX} characters and this title has ${title.length}: shorten the item's title`;
  return null;
}
