// Shopify's pre-flight (issue 28, "nothing dropped silently"): what Shopify would refuse or lose is
// fixed where a rule allows (a title over 255 characters is cut at a word, unusable photos are left
// out while a usable one remains), else the item is held back with a message saying what to change,
// before any call to Shopify. Pure; the adapter records the message as the listing's error.
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { editsOf, imageLinks, listingImages } from '../item-content.ts';

/** How a photo hold-back's message begins. */
export const SHOPIFY_PHOTO_MESSAGE_PREFIX = 'No photo Shopify can use: ';

/** Null when Shopify would take the item as ListBridge sends it; else the listing's error. */
export function shopifyProblem(i: InventoryItemRow): string | null {
  if (!(editsOf(i).title || i.title).trim()) return "The item has no title, and Shopify needs one: add a title in the item's details";
  const links = imageLinks(i);
  // An item without any photo lists (Shopify allows it); photos that would all be lost hold it back.
  if (links.length > 0 && listingImages(i).length === 0)
    return `${SHOPIFY_PHOTO_MESSAGE_PREFIX}Shopify takes only https:// photo links and this item's ${links.length === 1 ? 'photo is' : `${links.length} photos are`} not https (e.g. ${links[0]!.slice(0, 80)}). Add a photo with an https:// link in the item's images`;
  return null;
}
