// The eBay Listings bulk actions (spec 001 §2.7) and their success toasts, word for word. Pure.

export type EbayRevision = 'PRICE_ONLY' | 'UPC_ONLY' | 'IMAGES_ONLY' | 'EVERYTHING';

export interface BulkAction {
  /** The select's option value. */
  value: string;
  label: string;
  /** Delist, or a revision of this kind. */
  run: { delist: true } | { revise: EbayRevision };
  /** The queue named in the success toast. */
  queue: string;
}

/** The 'eBay Actions' group, in the spec's order. */
export const BULK_ACTIONS: readonly BulkAction[] = [
  { value: 'delist', label: 'Delist', run: { delist: true }, queue: 'delist queue' },
  { value: 'only_price', label: 'Update Price Only', run: { revise: 'PRICE_ONLY' }, queue: 'price revision queue' },
  { value: 'only_upc', label: 'Update UPC Only', run: { revise: 'UPC_ONLY' }, queue: 'UPC revision queue' },
  { value: 'images', label: 'Update Images Only', run: { revise: 'IMAGES_ONLY' }, queue: 'image revision queue' },
  { value: 'default', label: 'Update Everything', run: { revise: 'EVERYTHING' }, queue: 'revision queue' },
];

export const bulkAction = (value: string) => BULK_ACTIONS.find((a) => a.value === value) ?? null;

/** 'Added 3 selected eBay listings to the price revision queue'. */
export const successText = (action: BulkAction, selected: number) => `Added ${selected} selected eBay listings to the ${action.queue}`;

export const NOTHING_SELECTED = 'No eBay listings selected';
