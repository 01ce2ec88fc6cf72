// The CSV reader of the listing files (eBay import/update, Shopify import): RFC 4180 by csv-parse,
// so a quoted value may hold commas, quotes ("") and line breaks. Pure and browser-safe (the
// modals' previews read files through here too, hence csv-parse's browser build, which also runs
// in Node), so preview and server agree line for line.
import { parse } from 'csv-parse/browser/esm/sync';

/** One record of the file: its values (trimmed) and the line it starts on (from 1). */
export interface CsvLine {
  line: number;
  values: string[];
}

export interface CsvLines {
  lines: CsvLine[];
  /** What could not be read at all (an unclosed quote swallows the rest of the file). */
  broken: { line: number; message: string }[];
}

const NEWLINES = /\r\n|\r|\n/g;
const countLines = (s: string) => s.match(NEWLINES)?.length ?? 0;

/** Reads a CSV file into records with their line numbers; blank lines are dropped. */
export function readCsvLines(text: string): CsvLines {
  const lines: CsvLine[] = [];
  const broken: CsvLines['broken'] = [];
  // Records and failures in file order, each with its raw text (the blank lines before it
  // included): line numbers are counted from those, as csv-parse's own counter is thrown off by
  // files mixing \n and \r\n.
  const read: ({ record: string[]; raw: string } | { error: string; raw: string })[] = [];
  parse(text.replace(/^\uFEFF/, ''), {
    raw: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    // Files from different tools end lines differently, sometimes within one file.
    record_delimiter: ['\r\n', '\n', '\r'],
    skip_records_with_error: true,
    // With `raw`, each record arrives as { record, raw } (the typings know only the plain array).
    on_record: (r) => {
      read.push(r as unknown as { record: string[]; raw: string });
      return null;
    },
    on_skip: (err, raw) => {
      read.push({ error: err?.code === 'CSV_QUOTE_NOT_CLOSED' ? 'A quote opened here is never closed' : (err?.message ?? 'Unreadable line'), raw: raw ?? '' });
      return undefined;
    },
  });
  let before = 0;
  for (const r of read) {
    const line = before + countLines(/^(?:[ \t]*(?:\r\n|\r|\n))*/.exec(r.raw)?.[0] ?? '') + 1;
    before += countLines(r.raw);
    if ('error' in r) broken.push({ line, message: r.error });
    // A line of spaces only is blank, as is an empty one.
    else if (!(r.record.length === 1 && r.record[0] === '')) lines.push({ line, values: r.record });
  }
  return { lines, broken };
}
