// The eBay CSV files of the Import/Export Data page (spec 001 §2.14, §3 "CSV rows", §5; 002 §2.13).
// Pure: the modals (client) and the services (server) read a file through here, so the preview and
// the server agree line for line.
//
// - Import eBay Listings: no header, one "Amazon SKU, eBay Item Id" per line; blank lines dropped.
// - Update eBay Listings: "eBay Item Id, Update Type, Updated Value" per line (a first line naming
//   the columns is skipped); Update Type is eBayPrice or SKU; an eBayPrice value is a non-negative
//   decimal with '.' and no thousands separator; an item id may not repeat.
// Values are CSV (RFC 4180, csv-parse): a quoted value may hold commas and line breaks.

import { readCsvLines } from './csv-lines.ts';

/** A file of more lines than this is refused as a whole. */
export const MAX_EBAY_CSV_ROWS = 5_000;

/** An eBay item id (the legacy ItemID / the Inventory API's listingId): digits only. */
const ITEM_ID = /^\d{1,19}$/;
/** A price in major units: digits, optionally '.' and one or two decimals (no thousands separator). */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

export const UPDATE_TYPES = ['eBayPrice', 'SKU'] as const;
export type EbayUpdateType = (typeof UPDATE_TYPES)[number];

/** A line not read (or, from the services, not applied), with why. */
export interface EbayCsvProblem {
  line: number;
  ebayItemId: string | null;
  message: string;
}

// ---- Import ----------------------------------------------------------------------------------

/** Import row (001 §3: sku and ebay_item_id), with its line number in the file (from 1). */
export interface EbayImportRow {
  line: number;
  sellerSku: string;
  ebayItemId: string;
}

export interface ParsedEbayImport {
  rows: EbayImportRow[];
  problems: EbayCsvProblem[];
}

/** The file's records with their line numbers (RFC 4180: quoted commas and line breaks stay in one value), blank ones dropped. */
function lines(text: string): { line: number; values: string[]; broken?: string }[] {
  const read = readCsvLines(text);
  return [...read.lines, ...read.broken.map((b) => ({ line: b.line, values: [], broken: b.message }))].sort((a, b) => a.line - b.line);
}

/** Why an eBay item id is not one; null when it is. */
export function itemIdProblem(id: string): string | null {
  if (!id) return 'The eBay Item Id is missing';
  if (!ITEM_ID.test(id)) return `'${id}' is not an eBay Item Id (a number such as 110550000001)`;
  return null;
}

/** Reads one "SKU, eBay Item Id" pair; a string saying what is wrong otherwise. */
export function readEbayImportPair(sku: unknown, itemId: unknown): { sellerSku: string; ebayItemId: string } | string {
  const sellerSku = typeof sku === 'string' ? sku.trim() : '';
  const ebayItemId = typeof itemId === 'string' || typeof itemId === 'number' ? String(itemId).trim() : '';
  if (!sellerSku) return 'The Amazon SKU is missing';
  if (sellerSku.length > 200) return 'The SKU is longer than 200 characters';
  return itemIdProblem(ebayItemId) ?? { sellerSku, ebayItemId };
}

/** Splits an import file into rows; each bad line is a problem with its line number, the rest go through. */
export function parseEbayImportCsv(text: string): ParsedEbayImport {
  const rows: EbayImportRow[] = [];
  const problems: EbayCsvProblem[] = [];
  for (const { line, values, broken } of lines(text)) {
    if (broken) {
      problems.push({ line, ebayItemId: null, message: broken });
      continue;
    }
    if (values.length !== 2) {
      problems.push({ line, ebayItemId: values[1] || null, message: `Expected 2 values (Amazon SKU, eBay Item Id), found ${values.length}` });
      continue;
    }
    const pair = readEbayImportPair(values[0], values[1]);
    if (typeof pair === 'string') problems.push({ line, ebayItemId: values[1] || null, message: pair });
    else rows.push({ line, ...pair });
  }
  return { rows, problems: [...problems, ...repeatedImportRows(rows)].sort((a, b) => a.line - b.line) };
}

/** Later lines repeating an earlier line's SKU or item id (the first one wins); drops them from `rows`. */
function repeatedImportRows(rows: EbayImportRow[]): EbayCsvProblem[] {
  const bySku = new Map<string, number>();
  const byItem = new Map<string, number>();
  const problems: EbayCsvProblem[] = [];
  const kept = rows.filter((r) => {
    const skuLine = bySku.get(r.sellerSku);
    const itemLine = byItem.get(r.ebayItemId);
    if (itemLine !== undefined) problems.push({ line: r.line, ebayItemId: r.ebayItemId, message: `eBay item ${r.ebayItemId} is already on line ${itemLine}` });
    else if (skuLine !== undefined) problems.push({ line: r.line, ebayItemId: r.ebayItemId, message: `SKU ${r.sellerSku} is already on line ${skuLine}` });
    else {
      bySku.set(r.sellerSku, r.line);
      byItem.set(r.ebayItemId, r.line);
      return true;
    }
    return false;
  });
  rows.splice(0, rows.length, ...kept);
  return problems;
}

// ---- Update ----------------------------------------------------------------------------------

/** Update row (001 §3: ebay_item_id, update_type, updated_value, valid) and, when not valid, why. */
export interface EbayUpdateRow {
  line: number;
  ebayItemId: string;
  updateType: string;
  updatedValue: string;
  valid: boolean;
  problem: string | null;
}

/** A valid update row, read: the price in minor units or the SKU to link to. */
export type EbayUpdate =
  | { line: number; ebayItemId: string; updateType: 'eBayPrice'; priceCents: number }
  | { line: number; ebayItemId: string; updateType: 'SKU'; sellerSku: string };

/** '12.5' → 1250 (the price rule's format only). */
export function priceToCents(value: string): number {
  const [whole, frac = ''] = value.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

/** The row rules without the repeat check: an EbayUpdate, or what is wrong. */
export function readEbayUpdate(line: number, itemId: unknown, type: unknown, value: unknown): EbayUpdate | string {
  const ebayItemId = typeof itemId === 'string' || typeof itemId === 'number' ? String(itemId).trim() : '';
  const updateType = typeof type === 'string' ? type.trim() : '';
  const updatedValue = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const idProblem = itemIdProblem(ebayItemId);
  if (idProblem) return idProblem;
  if (updateType === 'eBayPrice') {
    if (!updatedValue) return 'The price is missing';
    if (!PRICE.test(updatedValue)) return `'${updatedValue}' is not a price: use a number such as 12.99, with '.' for decimals and no thousands separator`;
    return { line, ebayItemId, updateType, priceCents: priceToCents(updatedValue) };
  }
  if (updateType === 'SKU') {
    if (!updatedValue) return 'The SKU is missing';
    if (updatedValue.length > 200) return 'The SKU is longer than 200 characters';
    return { line, ebayItemId, updateType, sellerSku: updatedValue };
  }
  return updateType ? `Update Type must be eBayPrice or SKU, not '${updateType}'` : 'The Update Type is missing (eBayPrice or SKU)';
}

/** Checks raw update rows (file lines or the REST shim's items): sets valid/problem, flags repeated item ids. */
export function checkEbayUpdateRows(
  raw: { line: number; ebayItemId: string; updateType: string; updatedValue: string; problem?: string | null }[],
): EbayUpdateRow[] {
  const seen = new Map<string, number>();
  return raw.map((r) => {
    let problem = r.problem ?? null;
    if (!problem) {
      const read = readEbayUpdate(r.line, r.ebayItemId, r.updateType, r.updatedValue);
      if (typeof read === 'string') problem = read;
    }
    const first = seen.get(r.ebayItemId);
    if (!problem && first !== undefined) problem = `eBay item ${r.ebayItemId} is already on line ${first}`;
    if (r.ebayItemId && first === undefined) seen.set(r.ebayItemId, r.line);
    return { line: r.line, ebayItemId: r.ebayItemId, updateType: r.updateType, updatedValue: r.updatedValue, valid: problem === null, problem };
  });
}

const HEADER = /^e?bay\s*item\s*id$/i;

/** Reads an update file: every non-blank line is a row (a first line naming the columns is skipped). */
export function parseEbayUpdateCsv(text: string): EbayUpdateRow[] {
  const all = lines(text);
  if (all[0] && HEADER.test(all[0].values[0] ?? '')) all.shift();
  return checkEbayUpdateRows(
    all.map(({ line, values, broken }) => ({
      line,
      ebayItemId: values[0] ?? '',
      updateType: values[1] ?? '',
      updatedValue: values[2] ?? '',
      problem: broken ?? (values.length === 3 ? null : `Expected 3 values (eBay Item Id, Update Type, Updated Value), found ${values.length}`),
    })),
  );
}

/** Spec 001 §5: the button is enabled only when there is at least one row and all rows are valid. */
export const canApplyEbayUpdate = (rows: readonly EbayUpdateRow[]) => rows.length > 0 && rows.every((r) => r.valid);

/** The valid rows, read (for the service). */
export function ebayUpdates(rows: readonly EbayUpdateRow[]): EbayUpdate[] {
  return rows.flatMap((r) => {
    if (!r.valid) return [];
    const u = readEbayUpdate(r.line, r.ebayItemId, r.updateType, r.updatedValue);
    return typeof u === 'string' ? [] : [u];
  });
}

/** Lines as a short text (the first few), for a toast or an alert. */
export function problemsText(problems: readonly { line: number; message: string }[], max = 5): string {
  const shown = problems.slice(0, max).map((p) => `Line ${p.line}: ${p.message}`);
  return problems.length > max ? [...shown, `… and ${problems.length - max} more`].join('\n') : shown.join('\n');
}
