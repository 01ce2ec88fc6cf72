// The Import Shopify Listings file (spec 002 §2.13, §5): no header, one "Amazon SKU, Shopify item id"
// per line; values trimmed, empty lines dropped, each line read as CSV (RFC 4180 by csv-parse, so a
// quoted value may hold a comma). Pure: the modal's preview (client) and the import service (server)
// both read a file through here, so they agree line for line.
import { readCsvLines } from './csv-lines.ts';

/** One line that names a SKU and a Shopify product, with its line number in the file (from 1). */
export interface ShopifyImportRow {
  line: number;
  sellerSku: string;
  /** The product's Admin API id (gid://shopify/Product/…), whichever form the file used. */
  shopifyItemId: string;
}

/** A line that could not be read (or, from the import, not applied), with why. */
export interface ShopifyImportProblem {
  line: number;
  sellerSku: string | null;
  message: string;
}

export interface ParsedShopifyImport {
  rows: ShopifyImportRow[];
  problems: ShopifyImportProblem[];
}

/** A file of more lines than this is refused as a whole (one request, one transaction). */
export const MAX_IMPORT_ROWS = 10_000;

const GID = /^gid:\/\/shopify\/Product\/(\d{1,20})$/;
const NUMBER = /^\d{1,20}$/;

/**
 * A Shopify product id as the Admin GraphQL API names it: '8123456789' (the number the shop's admin
 * shows in its product URLs) and 'gid://shopify/Product/8123456789' are the same product; anything
 * else is null.
 */
export function shopifyProductGid(value: string): string | null {
  const v = value.trim();
  if (NUMBER.test(v)) return `gid://shopify/Product/${v.replace(/^0+(?=\d)/, '')}`;
  const m = GID.exec(v);
  return m ? `gid://shopify/Product/${m[1]!.replace(/^0+(?=\d)/, '')}` : null;
}

/** The number of a product gid (the legacy `shopify_item_id`). */
export const shopifyProductNumber = (gid: string): string => GID.exec(gid)?.[1] ?? gid;

/** Reads one "SKU, Shopify item id" pair; a string saying what is wrong otherwise. */
export function readImportPair(sku: unknown, itemId: unknown): { sellerSku: string; shopifyItemId: string } | string {
  const sellerSku = typeof sku === 'string' ? sku.trim() : '';
  const id = typeof itemId === 'string' || typeof itemId === 'number' ? String(itemId).trim() : '';
  if (!sellerSku) return 'The SKU is missing';
  if (sellerSku.length > 200) return 'The SKU is longer than 200 characters';
  if (!id) return 'The Shopify item id is missing';
  const gid = shopifyProductGid(id);
  if (!gid) return `'${id}' is not a Shopify item id (a number such as 8123456789)`;
  return { sellerSku, shopifyItemId: gid };
}

/**
 * Splits the file into rows. A malformed line (not two values, a missing SKU, an id that is not a
 * Shopify product id) is reported with its line number and the other lines still go through.
 */
export function parseShopifyImportCsv(text: string): ParsedShopifyImport {
  const rows: ShopifyImportRow[] = [];
  const problems: ShopifyImportProblem[] = [];
  const read = readCsvLines(text);
  for (const b of read.broken) problems.push({ line: b.line, sellerSku: null, message: b.message });
  for (const { line, values } of read.lines) {
    const sku = values[0] || null;
    if (values.length !== 2) {
      problems.push({ line, sellerSku: sku, message: `Expected 2 values (SKU, Shopify item id), found ${values.length}` });
      continue;
    }
    const pair = readImportPair(values[0], values[1]);
    if (typeof pair === 'string') problems.push({ line, sellerSku: sku, message: pair });
    else rows.push({ line, ...pair });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows, problems };
}
