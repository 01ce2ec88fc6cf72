// The two inventory reports as Amazon writes them: tab-separated, a header line with the real
// column names, no quoting (a SKU with a double quote appears as is), local dates with a zone
// abbreviation. Rows are produced lazily so a 250k-item report streams in constant memory.
import type { CatalogueItem, Condition } from './catalogue.ts';
import type { Marketplace } from './demo.ts';

export const MERCHANT_LISTINGS_COLUMNS = [
  'item-name',
  'item-description',
  'listing-id',
  'seller-sku',
  'price',
  'quantity',
  'open-date',
  'image-url',
  'item-is-marketplace',
  'product-id-type',
  'zshop-shipping-fee',
  'item-note',
  'item-condition',
  'zshop-category1',
  'zshop-browse-path',
  'zshop-storefront-feature',
  'asin1',
  'asin2',
  'asin3',
  'will-ship-internationally',
  'expedited-shipping',
  'zshop-boldface',
  'product-id',
  'bid-for-featured-placement',
  'add-delete',
  'pending-quantity',
  'fulfillment-channel',
  'merchant-shipping-group',
  'status',
] as const;

export const FBA_MYI_COLUMNS = [
  'sku',
  'fnsku',
  'asin',
  'product-name',
  'condition',
  'your-price',
  'mfn-listing-exists',
  'mfn-fulfillable-quantity',
  'afn-listing-exists',
  'afn-warehouse-quantity',
  'afn-fulfillable-quantity',
  'afn-unsellable-quantity',
  'afn-reserved-quantity',
  'afn-total-quantity',
  'per-unit-volume',
  'afn-inbound-working-quantity',
  'afn-inbound-shipped-quantity',
  'afn-inbound-receiving-quantity',
  'afn-researching-quantity',
  'afn-reserved-future-supply',
  'afn-future-supply-buyable',
] as const;

export type ReportType = 'GET_MERCHANT_LISTINGS_ALL_DATA' | 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';
export const REPORT_TYPES: readonly ReportType[] = ['GET_MERCHANT_LISTINGS_ALL_DATA', 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA'];

/** Seller Central's numeric item-condition codes in listings reports (11 = New). */
const CONDITION_CODE: Record<Condition, string> = { UsedLikeNew: '1', UsedVeryGood: '2', UsedGood: '3', UsedAcceptable: '4', New: '11' };
const CONDITION_TEXT: Record<Condition, string> = {
  New: 'New',
  UsedLikeNew: 'Used - Like New',
  UsedVeryGood: 'Used - Very Good',
  UsedGood: 'Used - Good',
  UsedAcceptable: 'Used - Acceptable',
};

/** Tabs and line breaks would break the row; Amazon flattens them to spaces. */
function cell(v: string): string {
  return v.replace(/[\t\r\n]+/g, ' ');
}

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** "2024-03-09 14:22:05 PST": local time of the marketplace's report zone. */
export function reportDate(ms: number, m: Marketplace): string {
  const d = new Date(ms + m.reportZone.offsetMinutes * 60_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)} ${m.reportZone.label}`;
}

export function merchantListingsRow(item: CatalogueItem, m: Marketplace, imageBase: string): string[] {
  const afn = item.fulfilment === 'AFN';
  const quantity = afn ? item.fba.fulfillable : item.mfnQuantity;
  return [
    item.title,
    item.description,
    item.listingId,
    item.sku,
    money(item.priceCents),
    // Amazon leaves quantity empty for FBA listings: their stock is in the FBA reports.
    afn ? '' : String(item.mfnQuantity),
    reportDate(item.openedAt, m),
    `${imageBase}/images/I/${item.imageIds[0]}.jpg`,
    'y',
    '1',
    '',
    item.condition === 'New' ? '' : 'Light signs of use; see photos.',
    CONDITION_CODE[item.condition],
    '',
    '',
    '',
    item.asin,
    '',
    '',
    '',
    '',
    '',
    item.asin,
    '',
    '',
    '0',
    afn ? (m.region === 'NA' ? 'AMAZON_NA' : 'AMAZON_EU') : 'DEFAULT',
    afn ? '' : 'Migrated Template',
    quantity > 0 ? 'Active' : 'Inactive',
  ].map(cell);
}

export function fbaMyiRow(item: CatalogueItem): string[] {
  const q = item.fba;
  const warehouse = q.fulfillable + q.unfulfillable + q.reserved;
  const inbound = q.inboundWorking + q.inboundShipped + q.inboundReceiving;
  const cubicFeet = (item.dims.length * item.dims.width * item.dims.height) / 1728;
  return [
    item.sku,
    item.fnSku,
    item.asin,
    item.title,
    CONDITION_TEXT[item.condition],
    money(item.priceCents),
    'No',
    '',
    'Yes',
    String(warehouse),
    String(q.fulfillable),
    String(q.unfulfillable),
    String(q.reserved),
    String(warehouse + inbound),
    cubicFeet.toFixed(2),
    String(q.inboundWorking),
    String(q.inboundShipped),
    String(q.inboundReceiving),
    String(q.researching),
    '0',
    '0',
  ].map(cell);
}

/** Header and rows of a report as text chunks of roughly `chunkSize` characters. */
export function* reportChunks(type: ReportType, items: Iterable<CatalogueItem>, m: Marketplace, imageBase: string, chunkSize = 64 * 1024): Generator<string> {
  const fba = type === 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';
  let buf = (fba ? FBA_MYI_COLUMNS : MERCHANT_LISTINGS_COLUMNS).join('\t') + '\n';
  for (const item of items) {
    if (fba && item.fulfilment !== 'AFN') continue;
    buf += (fba ? fbaMyiRow(item) : merchantListingsRow(item, m, imageBase)).join('\t') + '\n';
    if (buf.length >= chunkSize) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}
