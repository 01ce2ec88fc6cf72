// The legacy REST shim of the Import/Export Data page's eBay files (spec 002 §7): ebay-listings/import,
// ebay-listings/update and ebay-listings/export. The same services as GraphQL; ownerOnly checks the
// path's user and every service keeps the tenant in its `where`.
import { sellerRoutes } from './seller-routes.ts';
import type { Router } from 'express';
import type { AppServices } from '../services.ts';
import { streamEbayListingsCsv } from '../modules/inventory/ebay-listings-export.ts';
import { checkEbayUpdateRows, readEbayImportPair, type EbayCsvProblem, type EbayImportRow } from '../../shared/listings/ebay-csv.ts';
import { importEbayListings, updateEbayListings } from '../modules/listing-csv/ebay-csv.service.ts';
import { ListingValidationError } from '../modules/listing-actions/listings.errors.ts';
import { handle } from './auth-middleware.ts';
import { csvDownload } from './csv-download.ts';

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

function items(body: unknown, shape: string): Record<string, unknown>[] {
  const list = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(list) || list.length === 0) throw new ListingValidationError(`items must be a non-empty list of { ${shape} }`);
  return list.map((x) => (x && typeof x === 'object' ? (x as Record<string, unknown>) : {}));
}

/** items[] of { sku, ebay_item_id } as import rows; a bad entry is a problem of its line (index + 1); repeats too. */
function importItems(body: unknown): { rows: EbayImportRow[]; problems: EbayCsvProblem[] } {
  const rows: EbayImportRow[] = [];
  const problems: EbayCsvProblem[] = [];
  const seenSku = new Map<string, number>();
  const seenItem = new Map<string, number>();
  items(body, 'sku, ebay_item_id').forEach((item, i) => {
    const line = i + 1;
    const pair = readEbayImportPair(item.sku, item.ebay_item_id);
    if (typeof pair === 'string') return void problems.push({ line, ebayItemId: str(item.ebay_item_id) || null, message: pair });
    const itemLine = seenItem.get(pair.ebayItemId);
    const skuLine = seenSku.get(pair.sellerSku);
    if (itemLine) return void problems.push({ line, ebayItemId: pair.ebayItemId, message: `eBay item ${pair.ebayItemId} is already on line ${itemLine}` });
    if (skuLine) return void problems.push({ line, ebayItemId: pair.ebayItemId, message: `SKU ${pair.sellerSku} is already on line ${skuLine}` });
    seenItem.set(pair.ebayItemId, line);
    seenSku.set(pair.sellerSku, line);
    rows.push({ line, ...pair });
  });
  return { rows, problems };
}

const legacyProblems = (problems: EbayCsvProblem[]) => problems.map((p) => ({ line: p.line, ebay_item_id: p.ebayItemId, message: p.message }));

/** /api/v1/user/{userId}/ebay-listings/{import,update,export}. */
export function ebayListingsCsvRoutes(app: AppServices): Router {
  const { r, scoped, id } = sellerRoutes(app);

  // Answer (the spec shows none): { success, run_id, status, total, unchanged, problems: [{ line,
  // ebay_item_id, message }] } (line = the item's position in items[], from 1); the job links the
  // `total` rows. Over the plan: 402 with the spec's message, nothing queued.
  r.post(
    '/user/:userId/ebay-listings/import',
    ...scoped,
    handle(async (req) => {
      const run = await importEbayListings(app, id(req), importItems(req.body));
      return { success: true, run_id: run.id, status: run.status, total: run.total, unchanged: run.unchanged, problems: legacyProblems(run.problems) };
    }),
  );

  // items[] of { ebay_item_id, update_type, updated_value, valid }: `valid` is the client's verdict;
  // the server checks every row again with the same rules. Answer: { success, updated, problems }.
  r.post(
    '/user/:userId/ebay-listings/update',
    ...scoped,
    handle(async (req) => {
      const rows = checkEbayUpdateRows(
        items(req.body, 'ebay_item_id, update_type, updated_value, valid').map((item, i) => ({
          line: i + 1,
          ebayItemId: str(item.ebay_item_id).trim(),
          updateType: str(item.update_type).trim(),
          updatedValue: str(item.updated_value).trim(),
        })),
      );
      const result = await updateEbayListings(app, id(req), rows);
      return { success: true, updated: result.updated, problems: legacyProblems(result.problems) };
    }),
  );

  // ?recent=true (or 1): only the listings added in the last 7 days. Answers ebay_listings.csv.
  r.get(
    '/user/:userId/ebay-listings/export',
    ...scoped,
    csvDownload('ebay_listings.csv', (req, res) => {
      const recent = ['true', '1', 'yes'].includes(String(req.query.recent ?? '').toLowerCase());
      return streamEbayListingsCsv(app, id(req), { recent }, res);
    }),
  );
  return r;
}
