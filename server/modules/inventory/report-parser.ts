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
  for await (const batch of tsvLineBatches(stream, (l) => ({ line: l.line, cells: l.cells() }), clock)) yield* batch;
}

/**
 * One line of a report as offsets into the chunk of text that holds it: a cell becomes a string
 * only when it is read (a listings line has 29 cells, the import reads 8). Reused from line to line:
 * valid only during the call it is handed to.
 */
export class TsvLine {
  /** 1-based; the header is line 1. */
  line = 0;
  /** Number of cells. */
  count = 0;
  private text = '';
  private end = 0;
  private readonly starts: number[] = [];

  set(text: string, start: number, end: number, line: number) {
    this.text = text;
    this.end = end;
    this.line = line;
    const starts = this.starts;
    let n = 0;
    starts[n++] = start;
    for (let p = text.indexOf('\t', start); p !== -1 && p < end; p = text.indexOf('\t', p + 1)) starts[n++] = p + 1;
    this.count = n;
  }

  cell(i: number): string {
    return this.text.slice(this.starts[i]!, i + 1 < this.count ? this.starts[i + 1]! - 1 : this.end);
  }

  cells(): string[] {
    return Array.from({ length: this.count }, (_, i) => this.cell(i));
  }
}

/**
 * Reads a TSV stream and hands each line to `each`, one array of its results per chunk of the
 * stream (undefined results are left out): an import reads 400k lines, and a promise, a string
 * and a split per line cost more than the parsing itself.
 */
export async function* tsvLineBatches<R>(stream: Readable, each: (line: TsvLine) => R | undefined, clock?: ReadClock): AsyncGenerator<R[]> {
  stream.setEncoding('utf8');
  const current = new TsvLine();
  let rest = '';
  let line = 0;
  const take = (text: string, start: number, end: number, batch: R[]) => {
    line++;
    if (end > start && text.charCodeAt(end - 1) === 13) end--; // \r
    if (line === 1 && text.charCodeAt(start) === 0xfeff) start++; // BOM
    if (start === end) return; // blank line
    current.set(text, start, end, line);
    const out = each(current);
    if (out !== undefined) batch.push(out);
  };
  const chunks = (stream as AsyncIterable<string>)[Symbol.asyncIterator]();
  for (;;) {
    const asked = performance.now();
    const next = await chunks.next();
    if (clock) clock.waitMs += performance.now() - asked;
    if (next.done) break;
    const text = rest === '' ? next.value : rest + next.value;
    const batch: R[] = [];
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      take(text, start, nl, batch);
      start = nl + 1;
    }
    rest = text.slice(start);
    if (batch.length) yield batch;
  }
  if (rest !== '') {
    const batch: R[] = [];
    take(rest, 0, rest.length, batch);
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

/**
 * Builds a row parser for a report: checks the header once (the cells' positions are looked up
 * then, not per line), then each line's shape and values.
 */
function parserFor<T>(
  report: InventoryReportType,
  header: string[],
  required: string[],
  make: (at: (column: string) => number) => (l: TsvLine) => T,
): (l: TsvLine) => Parsed<T> {
  const index = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = required.filter((c) => !index.has(c));
  if (missing.length) throw new ReportFormatError(report, missing);
  const skuAt = index.get(report === LISTINGS_REPORT ? 'seller-sku' : 'sku')!;
  const build = make((c) => index.get(c) ?? -1);
  return (l) => {
    const sku = (skuAt < l.count && l.cell(skuAt).trim()) || null;
    if (l.count !== header.length) return { ok: false, line: l.line, sku, reason: `expected ${header.length} columns, found ${l.count}` };
    try {
      if (!sku) throw new RowError('the SKU is empty');
      return { ok: true, row: build(l) };
    } catch (err) {
      if (err instanceof RowError) return { ok: false, line: l.line, sku, reason: err.message };
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
  return parserFor<ListingsRow>(
    LISTINGS_REPORT,
    header,
    ['seller-sku', 'asin1', 'item-name', 'price', 'quantity', 'item-condition', 'fulfillment-channel'],
    (at) => {
      const [sku, asin, title, price, quantity, condition, channel, image] = [
        'seller-sku',
        'asin1',
        'item-name',
        'price',
        'quantity',
        'item-condition',
        'fulfillment-channel',
        'image-url',
      ].map(at) as [number, number, number, number, number, number, number, number];
      return (l) => {
        const code = l.cell(condition).trim();
        return {
          line: l.line,
          sku: l.cell(sku).trim(),
          asin: asinOf(l.cell(asin)),
          title: l.cell(title).trim(),
          priceCents: money(l.cell(price), 'price'),
          quantity: count(l.cell(quantity), 'quantity'),
          condition: CONDITION_BY_CODE[code] ?? code,
          fulfillmentChannel: l.cell(channel).trim(),
          imageUrl: (image >= 0 ? l.cell(image).trim() : '') || null,
        };
      };
    },
  );
}

export function fbaParser(header: string[]) {
  return parserFor<FbaRow>(
    FBA_REPORT,
    header,
    ['sku', 'asin', 'product-name', 'condition', 'your-price', 'afn-fulfillable-quantity', 'mfn-fulfillable-quantity'],
    (at) => {
      const [sku, asin, title, condition, price, afn, mfn] = [
        'sku',
        'asin',
        'product-name',
        'condition',
        'your-price',
        'afn-fulfillable-quantity',
        'mfn-fulfillable-quantity',
      ].map(at) as [number, number, number, number, number, number, number];
      return (l) => ({
        line: l.line,
        sku: l.cell(sku).trim(),
        asin: asinOf(l.cell(asin)),
        title: l.cell(title).trim(),
        condition: l.cell(condition).trim(),
        priceCents: money(l.cell(price), 'your-price'),
        fbaQuantity: count(l.cell(afn), 'afn-fulfillable-quantity') ?? 0,
        mfnQuantity: count(l.cell(mfn), 'mfn-fulfillable-quantity'),
      });
    },
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

function parseWith<T>(stream: Readable, make: (header: string[]) => (l: TsvLine) => Parsed<T>, clock?: ReadClock): AsyncGenerator<Parsed<T>[]> {
  let parse: ((l: TsvLine) => Parsed<T>) | null = null;
  return tsvLineBatches(
    stream,
    (l) => {
      if (parse) return parse(l);
      parse = make(l.cells());
      return undefined;
    },
    clock,
  );
}
