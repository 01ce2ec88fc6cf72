// Amazon's two inventory reports, read line by line with line numbers. The integration's
// reportRows() pads short rows and drops line numbers; an import must instead name each
// malformed row ("line 812: expected 29 columns, found 27") and carry on with the rest.
import type { Readable } from 'node:stream';
import { ReportFormatError } from './inventory.errors.ts';

export const LISTINGS_REPORT = 'GET_MERCHANT_LISTINGS_ALL_DATA';
export const FBA_REPORT = 'GET_FBA_MYI_UNSUPPRESSED_INVENTORY_DATA';
export type InventoryReportType = typeof LISTINGS_REPORT | typeof FBA_REPORT;

/** Time spent waiting for the stream's bytes (download, and the report's generation when it streams as it is made). */
export interface ReadClock {
  waitMs: number;
}

/** Raw lines of a TSV stream: { line (1-based; the header is line 1), cells }. Blank lines are skipped. */
export async function* tsvLines(stream: Readable, clock?: ReadClock): AsyncGenerator<{ line: number; cells: string[] }> {
  for await (const batch of tsvLineBatches(stream, clock)) yield* batch;
}

/**
 * The same lines, one array per chunk of the stream: an import reads 400k lines, and a promise per
 * line (two generators deep) cost more than splitting them.
 */
export async function* tsvLineBatches(stream: Readable, clock?: ReadClock): AsyncGenerator<{ line: number; cells: string[] }[]> {
  stream.setEncoding('utf8');
  let rest = '';
  let line = 0;
  const out = (raw: string, batch: { line: number; cells: string[] }[]) => {
    line++;
    let text = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line === 1 && text.startsWith('\uFEFF')) text = text.slice(1);
    if (text !== '') batch.push({ line, cells: text.split('\t') });
  };
  const chunks = (stream as AsyncIterable<string>)[Symbol.asyncIterator]();
  for (;;) {
    const asked = performance.now();
    const next = await chunks.next();
    if (clock) clock.waitMs += performance.now() - asked;
    if (next.done) break;
    rest += next.value;
    const batch: { line: number; cells: string[] }[] = [];
    let nl: number;
    let start = 0;
    while ((nl = rest.indexOf('\n', start)) !== -1) {
      out(rest.slice(start, nl), batch);
      start = nl + 1;
    }
    rest = rest.slice(start);
    if (batch.length) yield batch;
  }
  if (rest !== '') {
    const batch: { line: number; cells: string[] }[] = [];
    out(rest, batch);
    if (batch.length) yield batch;
  }
}

export interface ListingsRow {
  line: number;
  sku: string;
  asin: string;
  title: string;
  priceCents: number | null;
  /** MFN quantity; empty for FBA listings (their stock is in the FBA report). */
  quantity: number | null;
  condition: string;
  /** DEFAULT (merchant) or AMAZON_NA / AMAZON_EU (FBA). */
  fulfillmentChannel: string;
  imageUrl: string | null;
}

export interface FbaRow {
  line: number;
  sku: string;
  asin: string;
  title: string;
  condition: string;
  priceCents: number | null;
  fbaQuantity: number;
  mfnQuantity: number | null;
}

export type Parsed<T> = { ok: true; row: T } | { ok: false; line: number; sku: string | null; reason: string };

/** Seller Central's item-condition codes in listings reports. */
const CONDITION_BY_CODE: Record<string, string> = {
  '1': 'Used - Like New',
  '2': 'Used - Very Good',
  '3': 'Used - Good',
  '4': 'Used - Acceptable',
  '5': 'Collectible - Like New',
  '6': 'Collectible - Very Good',
  '7': 'Collectible - Good',
  '8': 'Collectible - Acceptable',
  '10': 'Refurbished',
  '11': 'New',
};

const ASIN = /^[A-Z0-9]{10}$/;

class RowError extends Error {}

function money(v: string, column: string): number | null {
  const s = v.trim();
  if (s === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) throw new RowError(`${column} "${s}" is not a price`);
  return Math.round(Number(s) * 100);
}

function count(v: string, column: string): number | null {
  const s = v.trim();
  if (s === '') return null;
  if (!/^\d{1,9}$/.test(s)) throw new RowError(`${column} "${s}" is not a whole number`);
  return Number(s);
}

/** Builds a row parser for a report: checks the header once, then each line's shape and values. */
function parserFor<T>(report: InventoryReportType, header: string[], required: string[], build: (get: (c: string) => string, line: number) => T) {
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = required.filter((c) => !index.has(c));
  if (missing.length) throw new ReportFormatError(report, missing);
  const skuAt = index.get(report === LISTINGS_REPORT ? 'seller-sku' : 'sku')!;
  return (line: number, cells: string[]): Parsed<T> => {
    const sku = cells[skuAt]?.trim() || null;
    if (cells.length !== header.length) return { ok: false, line, sku, reason: `expected ${header.length} columns, found ${cells.length}` };
    try {
      if (!sku) throw new RowError('the SKU is empty');
      return { ok: true, row: build((c) => cells[index.get(c)!]!, line) };
    } catch (err) {
      if (err instanceof RowError) return { ok: false, line, sku, reason: err.message };
      throw err;
    }
  };
}

function asinOf(v: string): string {
  const a = v.trim().toUpperCase();
  if (!ASIN.test(a)) throw new RowError(`ASIN "${v.trim()}" is not 10 letters or digits`);
  return a;
}

export function listingsParser(header: string[]) {
  const hasImage = header.includes('image-url');
  return parserFor<ListingsRow>(
    LISTINGS_REPORT,
    header,
    ['seller-sku', 'asin1', 'item-name', 'price', 'quantity', 'item-condition', 'fulfillment-channel'],
    (get, line) => ({
      line,
      sku: get('seller-sku').trim(),
      asin: asinOf(get('asin1')),
      title: get('item-name').trim(),
      priceCents: money(get('price'), 'price'),
      quantity: count(get('quantity'), 'quantity'),
      condition: CONDITION_BY_CODE[get('item-condition').trim()] ?? get('item-condition').trim(),
      fulfillmentChannel: get('fulfillment-channel').trim(),
      imageUrl: (hasImage ? get('image-url').trim() : '') || null,
    }),
  );
}

export function fbaParser(header: string[]) {
  return parserFor<FbaRow>(
    FBA_REPORT,
    header,
    ['sku', 'asin', 'product-name', 'condition', 'your-price', 'afn-fulfillable-quantity', 'mfn-fulfillable-quantity'],
    (get, line) => ({
      line,
      sku: get('sku').trim(),
      asin: asinOf(get('asin')),
      title: get('product-name').trim(),
      condition: get('condition').trim(),
      priceCents: money(get('your-price'), 'your-price'),
      fbaQuantity: count(get('afn-fulfillable-quantity'), 'afn-fulfillable-quantity') ?? 0,
      mfnQuantity: count(get('mfn-fulfillable-quantity'), 'mfn-fulfillable-quantity'),
    }),
  );
}

/** Every parsed row of one report stream, good or malformed, in order. */
export async function* parseListingsReport(stream: Readable, clock?: ReadClock): AsyncGenerator<Parsed<ListingsRow>> {
  for await (const batch of parseWith(stream, listingsParser, clock)) yield* batch;
}

export async function* parseFbaReport(stream: Readable, clock?: ReadClock): AsyncGenerator<Parsed<FbaRow>> {
  for await (const batch of parseWith(stream, fbaParser, clock)) yield* batch;
}

/** The same rows, one array per chunk of the stream (the import's path: no promise per row). */
export function parseListingsBatches(stream: Readable, clock?: ReadClock): AsyncGenerator<Parsed<ListingsRow>[]> {
  return parseWith(stream, listingsParser, clock);
}

export function parseFbaBatches(stream: Readable, clock?: ReadClock): AsyncGenerator<Parsed<FbaRow>[]> {
  return parseWith(stream, fbaParser, clock);
}

async function* parseWith<T>(
  stream: Readable,
  make: (header: string[]) => (line: number, cells: string[]) => Parsed<T>,
  clock?: ReadClock,
): AsyncGenerator<Parsed<T>[]> {
  let parse: ((line: number, cells: string[]) => Parsed<T>) | null = null;
  for await (const lines of tsvLineBatches(stream, clock)) {
    const rows: Parsed<T>[] = [];
    for (const { line, cells } of lines) {
      if (!parse) parse = make(cells);
      else rows.push(parse(line, cells));
    }
    if (rows.length) yield rows;
  }
}
