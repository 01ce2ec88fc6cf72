// CSV downloads streamed from Postgres (`COPY (SELECT …) TO STDOUT`, text format) through
// csv-stringify, on a pool of their own (EXPORT_POOL_SIZE), with a deadline (EXPORT_TIMEOUT_MS).
//
// Why this shape: a COPY whose reader stops reading (an aborted or stalled download) blocks its
// backend in ClientWrite, where Postgres's statement_timeout cannot end it, and a connection left in
// COPY mode is useless to its pool. So the whole chain is one stream.pipeline: when the browser goes
// away or the deadline passes, every stage is destroyed and the database connection is closed
// (its socket destroyed, so the backend's write fails and it exits) instead of returned to a pool.
// Exports draw from their own small pool, so even many at once never take the connections that
// sign-in, GraphQL and the worker need.
//
// Formula cells (OWASP "CSV injection"): a text cell starting with = + - @, a tab or a carriage
// return is written with a leading single quote, so a spreadsheet shows it as text instead of
// running it. Columns declared numeric come from Postgres numbers and are written as they are, so a
// negative price stays a number.
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify/sync';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { AppError, errorClass } from '../errors.ts';

export interface CsvColumn {
  /** The header cell. */
  name: string;
  /** A Postgres number: never neutralised (a leading '-' is a sign, not a formula). */
  numeric?: boolean;
}

export interface CsvExport {
  /** A SELECT whose columns are, in order, `columns`. COPY takes no parameters: only checked values go in. */
  select: string;
  columns: readonly CsvColumn[];
  /**
   * Turns the SELECT's fields (text; '' for NULL) into the row's cells, in `columns`' order, where a
   * figure is defined in code rather than SQL (the sales export's money: sale-figures.ts).
   */
  mapRow?: (fields: string[]) => string[];
}

export interface ExportDb {
  exportPool: pg.Pool;
  config: { EXPORT_TIMEOUT_MS: number };
}

/** Every export connection is busy (EXPORT_POOL_SIZE) and none came free in time. */
export class ExportsBusyError extends errorClass(AppError, 'EXPORTS_BUSY', 'Too many exports are running right now. Please try again in a minute.', 503) {}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet would run as a formula gets a leading single quote (OWASP CSV injection). */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * Streams `exp` as CSV (a header line, then a line a row) into `out` and ends it. Resolves when the
 * file is written; when `out` closes early (the download was dropped) it resolves too, having closed
 * the database connection. The deadline destroys `out` and rejects.
 */
export async function streamCsvExport(db: ExportDb, exp: CsvExport, out: Writable): Promise<void> {
  if (out.destroyed) return;
  let client: pg.PoolClient;
  try {
    client = await db.exportPool.connect();
  } catch (err) {
    if (/timeout exceeded when trying to connect/i.test((err as Error).message)) throw new ExportsBusyError();
    throw err;
  }
  if (out.destroyed) {
    client.release();
    return;
  }
  const selectSql = exp.select; // built by the export's own module from constants and checked ids
  const copy = client.query(copyTo(`COPY (${selectSql}) TO STDOUT`));
  try {
    await pipeline(copy, copyTextToCsv(exp.columns, exp.mapRow), out, { signal: AbortSignal.timeout(db.config.EXPORT_TIMEOUT_MS) });
    client.release();
  } catch (err) {
    // The connection may be mid-COPY: never hand it back; cut its socket so the backend exits now.
    closeConnection(client, err as Error);
    if (out.destroyed && !isTimeout(err)) return; // the download was dropped: nothing left to tell
    throw err;
  }
}

const isTimeout = (err: unknown) => (err as { name?: string })?.name === 'AbortError' || (err as { name?: string })?.name === 'TimeoutError';

function closeConnection(client: pg.PoolClient, err: Error): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  client.release(err);
}

// ---- COPY text format → rows -------------------------------------------------------------------

const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' };

/** One field of COPY's text format: \N is NULL (an empty cell), backslash escapes undone. */
function copyField(v: string): string {
  if (v === '\\N') return '';
  return v.includes('\\') ? v.replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? c) : v;
}

/**
 * COPY's text format (tab-separated, one row a line; a raw newline never occurs inside one) → CSV
 * by csv-stringify, a chunk at a time: per-row stream objects would cost more than the rows, and a
 * chunk (tens of KB) keeps each turn of the event loop short and back-pressure intact.
 */
function copyTextToCsv(columns: readonly CsvColumn[], mapRow: (fields: string[]) => string[] = (f) => f): Transform {
  const numeric = columns.map((c) => c.numeric === true);
  const options = {
    columns: columns.map((c) => c.name),
    cast: { string: (v: string, ctx: { index: number | string }) => (typeof ctx.index === 'number' && numeric[ctx.index] ? v : neutraliseFormula(v)) },
  };
  let header = true;
  let rest = '';
  const decoder = new TextDecoder();
  const csv = (lines: string[]) => {
    const text = stringify(
      lines.map((l) => mapRow(l.split('\t').map(copyField))),
      { ...options, header },
    );
    header = false;
    return text;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
      rest = lines.pop() ?? '';
      done(null, lines.length || header ? csv(lines) : undefined);
    },
    flush(done) {
      const tail = rest + decoder.decode();
      done(null, tail || header ? csv(tail ? [tail] : []) : undefined);
    },
  });
}
