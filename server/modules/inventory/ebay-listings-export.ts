// Export Listings / Export Recent Additions (spec 002 §2.13): the seller's live eBay listings as
// `ebay_listings.csv`, streamed by Postgres's COPY on the export pool (server/db/csv-export.ts) so a
// large catalogue never sits in memory.
// Columns (from 001 §3's eBay listing row): ebay_item_id, seller_sku, asin, title, total_quantity,
// condition (the numeric code), start_price (the price last sent to eBay, in major units with '.':
// the format the Update eBay Listings file takes), ebay_sku (the SKU on eBay, which may differ from
// the Amazon SKU for imported listings), status, updated_at, num_sales (units sold through the listing). "Recent additions": listings that came
// into ListBridge (listed or imported) in the last 7 days.
import type { Writable } from 'node:stream';
import { type CsvColumn, type ExportDb, streamCsvExport } from '../../db/csv-export.ts';
import { conditionCodeSql } from '../../channels/ebay/conditions.ts';
import { channelListingJoinSql } from '../listings/listings.service.ts';
import { CHANNEL_RULES } from '../listings/listings.statuses.ts';
import { escapeLiteral, literalListSql } from '../../db/sql.ts';

/** How far back "Export Recent Additions" looks. */
export const RECENT_DAYS = 7;

const COLUMNS: CsvColumn[] = [
  { name: 'ebay_item_id' },
  { name: 'seller_sku' },
  { name: 'asin' },
  { name: 'title' },
  { name: 'total_quantity', numeric: true },
  { name: 'condition', numeric: true },
  { name: 'start_price', numeric: true },
  { name: 'ebay_sku' },
  { name: 'status' },
  { name: 'updated_at' },
  { name: 'num_sales', numeric: true },
];

export async function streamEbayListingsCsv(db: ExportDb, userId: string, opts: { recent: boolean }, out: Writable): Promise<void> {
  // COPY takes no parameters: a checked uuid and constants, each quoted by pg (escapeLiteral).
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new Error('bad user id');
  const select = `
    SELECT l.external_id AS ebay_item_id, i.seller_sku, i.asin, i.title, i.total_quantity, ${conditionCodeSql('i.condition')} AS condition,
           round(l.last_pushed_price_cents / 100.0, 2) AS start_price, l.sku AS ebay_sku, l.status, l.status_at AS updated_at,
           l.sales_count AS num_sales
      FROM inventory_items i ${channelListingJoinSql('EBAY', 'i')}
     WHERE i.user_id = ${escapeLiteral(userId)}::uuid AND l.status IN (${literalListSql(CHANNEL_RULES.EBAY.live)})${opts.recent ? ` AND l.created_at >= now() - make_interval(days => ${RECENT_DAYS})` : ''}
     ORDER BY i.seller_sku, i.id`;
  await streamCsvExport(db, { select, columns: COLUMNS }, out);
}
