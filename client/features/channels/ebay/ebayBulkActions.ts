// The eBay Listings page's bulk actions (spec 001 §2.7) and their success toasts, word for word. Pure.
import type { BulkActionDeclaration } from '../types.ts';

const FAILED = 'Something went wrong. Please try again or contact support.';

/** 'Added 3 selected eBay listings to the price revision queue'. */
const added = (queue: string) => (selected: number) => `Added ${selected} selected eBay listings to the ${queue}`;

/** The 'eBay Actions' group, in the spec's order. */
export const EBAY_BULK_ACTIONS: readonly BulkActionDeclaration[] = [
  { value: 'delist', label: 'Delist', action: 'DELIST', done: added('delist queue') },
  { value: 'only_price', label: 'Update Price Only', action: 'REVISE', revision: 'PRICE_ONLY', done: added('price revision queue') },
  { value: 'only_upc', label: 'Update UPC Only', action: 'REVISE', revision: 'UPC_ONLY', done: added('UPC revision queue') },
  { value: 'images', label: 'Update Images Only', action: 'REVISE', revision: 'IMAGES_ONLY', done: added('image revision queue') },
  { value: 'default', label: 'Update Everything', action: 'REVISE', revision: 'EVERYTHING', done: added('revision queue') },
];

export const EBAY_NOTHING_SELECTED = 'No eBay listings selected';

/** The server's message for a refusal (e.g. 'You must authorize eBay …'), else the apology. */
export const ebayBulkRefusalText = (kind: string, message: string) => (kind !== 'NetworkError' && message) || FAILED;
