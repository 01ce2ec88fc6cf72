// Amazon inventory import: request both reports, stream them (gzip when given), stage the rows
// in bulk, then one upsert that leaves unchanged rows untouched; items gone from both reports
// drop to zero quantity (never deleted); stats follow. One run per seller at a time.
//
// Speed (DESIGN "Targets": 250k items first import ≤ 20 s, re-import with 1% changed ≤ 3 s): the
// seller's current rows are read while the first report is parsed, one text per SKU of the fields
// the reports set. Lines of SKUs we do not have yet are COPYed into the staging tables while the
// reports stream in. For known SKUs the FBA report's lines are held in memory, and each listings
// line, merged with its SKU's FBA line, is staged only when the merged values differ from the row
// (the upsert still compares every field, so this only decides what is worth sending). A
// re-import thus stages, upserts and indexes only the changed items.
import { escapeIdentifier, escapeLiteral } from '../../db/sql.ts';
import { inTransaction, inTransactionOn } from '../../db/transaction.ts';
import { once } from 'node:events';
import { PassThrough, pipeline, type Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { enqueue } from '../../jobs/enqueue.ts';
import { enqueueCatalogEnrichment, enqueueFeeEnrichment } from './enrich.service.ts';
import { enqueueFamilyRefresh } from './family-refresh.service.ts';
import { jobIdByKey, OWNED_RUNS, settleDeadRuns, type JobOwner } from '../../jobs/runs.ts';
import { openReportDocument, type AmazonSellerApi } from '../../integrations/amazon/index.ts';
import type { Logger } from '../../logger.ts';
import { hasAmazonConnection, sessionFor, type SessionDeps as AmazonDeps } from '../connections/connections.service.ts';
import { AmazonNotConnectedError } from './inventory.errors.ts';
import { onItemsChanged } from './ports.ts';
import {
  FBA_REPORT,
  LISTINGS_REPORT,
  parseFbaBatches,
  parseListingsBatches,
  type FbaRow,
  type InventoryReportType,
  type ListingsRow,
  type Parsed,
  type ReadClock,
} from './report-parser.ts';

type Db = { pool: pg.Pool };
export type ImportDeps = AmazonDeps & { log: Logger };

export interface ImportRun {
  id: string;
  userId: string;
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  phase: string | null;
  totalRows: number;
  processedRows: number;
  skippedRows: number;
  insertedItems: number;
  updatedItems: number;
  zeroedItems: number;
  malformedRows: { report: string; line: number; sku: string | null; reason: string }[];
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const RUN_COLUMNS = `id, user_id AS "userId", status, phase, total_rows AS "totalRows", processed_rows AS "processedRows",
  skipped_rows AS "skippedRows", inserted_items AS "insertedItems", updated_items AS "updatedItems", zeroed_items AS "zeroedItems",
  malformed_rows AS "malformedRows", error, created_at AS "createdAt", started_at AS "startedAt", finished_at AS "finishedAt"`;

/** A run from before runs had owners (no job_id) that has not reported for this long died with its worker. */
const STALE_AFTER = '15 minutes';
/** A crashed attempt is retried by its job (after the sweeper unlocks it); the run resumes. */
const IMPORT_ATTEMPTS = 3;
const importRuns = OWNED_RUNS.find((r) => r.table === 'inventory_import_runs')!;
/** Malformed rows kept on the run for the seller to see; the count keeps going beyond. */
const MALFORMED_KEPT = 500;
/** Progress is written every this many report rows. */
const STAGE_CHUNK = 5000;
/** COPY data is handed to the connection in pieces of about this many characters. */
const COPY_PIECE = 256 * 1024;

/**
 * Milliseconds per phase of one import, filled in when asked for (the benchmark prints them).
 * reports: createReport → DONE (polling); download: waiting for report bytes (with an in-process
 * sandbox, its generating them); parse: reading lines (new SKUs are COPYed, known ones compared,
 * meanwhile); snapshot: waiting for the seller's current rows (read while the first report is
 * parsed); compare: SKUs only in the FBA report, and handing over the changed lines; staging: COPY
 * into the staging tables not hidden behind parsing; upsert, zeroing, stats (with the commit and its
 * deferred version trigger), analyze.
 */
export type ImportTimings = Partial<
  Record<'reports' | 'download' | 'parse' | 'snapshot' | 'compare' | 'staging' | 'upsert' | 'zeroing' | 'stats' | 'analyze', number>
>;
/** Rows staged by the last import (benchmark and tests: a re-import stages only changed items). */
export interface ImportTrace {
  timings: ImportTimings;
  stagedRows?: number;
}

export const importJobKey = (userId: string) => `inventory-import:${userId}`;

/**
 * Fair turns on the worker's slots (issue 31): a seller's first import goes ahead of other sellers'
 * re-imports, and the six-hourly scheduled imports go behind everything a seller asked for, so a
 * big seller's scheduled 250k-item import never holds back a new seller's first items.
 * (graphile-worker runs lower priority numbers first.)
 */
export const IMPORT_PRIORITY = { first: -5, requested: 0, scheduled: 5 } as const;

/**
 * 'Refresh Inventory': queues an import, or joins the one already queued or running for this
 * seller (the partial unique index allows one active run), and returns that run.
 */
export async function requestRefresh(deps: Db, userId: string, opts: { scheduled?: boolean } = {}): Promise<{ run: ImportRun; joined: boolean }> {
  if (!(await hasAmazonConnection(deps, userId))) throw new AmazonNotConnectedError();
  return inTransaction(deps, async (client) => {
    // Never join a dead run: one whose job is gone or can no longer run is settled first.
    await settleDeadRuns(client, importRuns, 'r.user_id = $2', [userId]);
    await client.query(
      `UPDATE inventory_import_runs SET status = 'FAILED', error = 'The import stopped responding', finished_at = now()
        WHERE user_id = $1 AND status IN ('QUEUED', 'RUNNING') AND job_id IS NULL AND heartbeat_at < now() - $2::interval`,
      [userId, STALE_AFTER],
    );
    const inserted = await client.query<ImportRun>(
      `INSERT INTO inventory_import_runs (user_id) VALUES ($1)
       ON CONFLICT (user_id) WHERE status IN ('QUEUED', 'RUNNING') DO NOTHING RETURNING ${RUN_COLUMNS}`,
      [userId],
    );
    if (inserted.rows[0]) {
      // An import that fails marks its run FAILED and the seller refreshes again; only a crashed
      // attempt (its worker died) is retried, and resumes the run it owns.
      const { rows: done } = await client.query(`SELECT 1 FROM inventory_import_runs WHERE user_id = $1 AND status = 'DONE' LIMIT 1`, [userId]);
      const priority = done.length === 0 ? IMPORT_PRIORITY.first : opts.scheduled ? IMPORT_PRIORITY.scheduled : IMPORT_PRIORITY.requested;
      await enqueue(
        client,
        'inventory__import_amazon',
        { importRunId: inserted.rows[0].id },
        { jobKey: importJobKey(userId), maxAttempts: IMPORT_ATTEMPTS, priority },
      );
      await client.query('UPDATE inventory_import_runs SET job_id = $2 WHERE id = $1', [inserted.rows[0].id, await jobIdByKey(client, importJobKey(userId))]);
      return { run: inserted.rows[0], joined: false };
    }
    const active = await client.query<ImportRun>(`SELECT ${RUN_COLUMNS} FROM inventory_import_runs WHERE user_id = $1 AND status IN ('QUEUED', 'RUNNING')`, [
      userId,
    ]);
    return { run: active.rows[0]!, joined: true };
  });
}

/** The seller's latest import run (the progress bar), or null before the first. */
export async function latestRun(deps: Db, userId: string): Promise<ImportRun | null> {
  const { rows } = await deps.pool.query<ImportRun>(`SELECT ${RUN_COLUMNS} FROM inventory_import_runs WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [
    userId,
  ]);
  return rows[0] ?? null;
}

export async function getRun(deps: Db, runId: string): Promise<ImportRun | null> {
  const { rows } = await deps.pool.query<ImportRun>(`SELECT ${RUN_COLUMNS} FROM inventory_import_runs WHERE id = $1`, [runId]);
  return rows[0] ?? null;
}

async function progress(deps: Db, runId: string, fields: Record<string, unknown>) {
  const cols = Object.keys(fields);
  await deps.pool.query(
    `UPDATE inventory_import_runs SET ${cols.map((c, i) => `${escapeIdentifier(c)} = $${i + 2}, `).join('')}heartbeat_at = now() WHERE id = $1`,
    [runId, ...Object.values(fields)],
  );
}

/**
 * The job: runs one queued import from Amazon's reports to rows; a failure marks the run FAILED.
 * `job` (the owning job) also lets a re-run of the same job, after its worker died, take over the
 * RUNNING run it owns and import again from fresh reports (idempotent: see the task's header).
 */
export async function runImport(deps: ImportDeps, runId: string, trace?: ImportTrace, job?: JobOwner): Promise<ImportRun | null> {
  const claimed = await deps.pool.query(
    `UPDATE inventory_import_runs SET status = 'RUNNING', phase = 'REQUESTING_REPORTS', started_at = COALESCE(started_at, now()), heartbeat_at = now(),
            job_id = COALESCE($2::bigint, job_id), locked_by = $3
      WHERE id = $1 AND (status = 'QUEUED' OR (status = 'RUNNING' AND job_id = $2::bigint)) RETURNING user_id`,
    [runId, job?.jobId ?? null, job?.workerId ?? null],
  );
  if (!claimed.rows[0]) return getRun(deps, runId); // already run, or joined and finished
  const userId: string = claimed.rows[0].user_id;
  try {
    const amazon = await sessionFor(deps, userId, 'amazon');
    const requested = performance.now();
    const [listings, fba] = await Promise.all(
      [LISTINGS_REPORT, FBA_REPORT].map((type) => fetchReport(amazon.api, type as InventoryReportType, amazon.marketplaceId, () => progress(deps, runId, {}))),
    );
    if (trace) trace.timings.reports = performance.now() - requested;
    await progress(deps, runId, { phase: 'DOWNLOADING' });
    // Enrichment jobs are queued by importReports, in the transaction that commits the rows.
    await importReports(deps, { userId, runId, listings: listings!, fba: fba! }, trace);
  } catch (err) {
    deps.log.warn({ err, runId, userId }, 'inventory import failed');
    await deps.pool.query(`UPDATE inventory_import_runs SET status = 'FAILED', phase = NULL, error = $2, finished_at = now() WHERE id = $1`, [
      runId,
      err instanceof Error ? err.message : String(err),
    ]);
  }
  return getRun(deps, runId);
}

/**
 * Creates a report and polls it until DONE; returns its document stream, or null when Amazon
 * cancelled it for lack of data (a seller without FBA stock gets no FBA report).
 */
async function fetchReport(
  api: AmazonSellerApi,
  reportType: InventoryReportType,
  marketplaceId: string,
  heartbeat: () => Promise<void>,
): Promise<Readable | null> {
  const reportId = await api.createReport({ reportType, marketplaceIds: [marketplaceId] });
  // Short first waits (a small report, or the sandbox, is done in well under a second), doubling
  // to 30 s: two reports polled together stay far below getReport's 2 requests/s (burst 15), and
  // the client backs off on a 429 anyway.
  for (let wait = 100; ; wait = Math.min(wait * 2, 30_000)) {
    const report = await api.getReport(reportId);
    if (report.processingStatus === 'DONE' && report.reportDocumentId) {
      return openReportDocument(await api.getReportDocument(report.reportDocumentId));
    }
    if (report.processingStatus === 'CANCELLED') return null;
    if (report.processingStatus === 'FATAL') throw new Error(`Amazon could not produce the ${reportType} report`);
    await heartbeat();
    await new Promise((r) => setTimeout(r, wait));
  }
}

const STAGE_DDL = `
  CREATE TEMP TABLE IF NOT EXISTS stage_listings (line int, ok boolean, sku text, asin text, title text, price_cents int, quantity int,
    condition text, fulfillment text, image_url text);
  CREATE TEMP TABLE IF NOT EXISTS stage_fba (line int, ok boolean, sku text, asin text, title text, condition text, price_cents int,
    fba_qty int, mfn_qty int);
  TRUNCATE stage_listings, stage_fba;`;

/**
 * Writes two report streams into the seller's items (also the unit of the malformed-row test:
 * a stream is all it needs). Malformed rows are recorded on the run and skipped; their SKUs still
 * count as "present", so a bad line never zeroes an existing item. Returns the run and the change
 * feed: the ids of existing items whose quantity or price changed (new items are not in it: no
 * channel has them yet). In the same transaction as the rows it hands those ids to the listings
 * module and queues the enrichment jobs, so a rolled-back import queues nothing.
 */
export async function importReports(
  deps: Db,
  input: { userId: string; runId: string; listings: Readable | null; fba: Readable | null },
  trace?: ImportTrace,
): Promise<ImportRun & { changedItemIds: string[] }> {
  const { userId, runId } = input;
  // Both documents download from here on, while the seller's rows are read and the other report is parsed.
  const listingsIn = input.listings && readAhead(input.listings);
  const fbaIn = input.fba && readAhead(input.fba);
  const timings: ImportTimings = trace?.timings ?? {};
  const add = (phase: keyof ImportTimings, since: number) => {
    timings[phase] = (timings[phase] ?? 0) + performance.now() - since;
    return performance.now();
  };
  const client = await deps.pool.connect();
  let broken = false;
  try {
    await client.query(STAGE_DDL);
    let t = performance.now();
    // The seller's rows as they are now: SKU → the fields the reports set, as one text (see valuesKey).
    // Read while the first report is parsed: its lines wait in memory until the rows are in.
    let snapshotIn: Map<string, Known> | null = null;
    const snapshot = readSnapshot(client, userId).then((rows) => (snapshotIn = rows));
    snapshot.catch(() => {}); // awaited by read() or below; a failure is thrown there
    let snapshotWaitMs = 0;

    const counts = { total: 0, processed: 0, skipped: 0 };
    const malformed: ImportRun['malformedRows'] = [];
    const report = async () => {
      await progress(deps, runId, { total_rows: counts.total, processed_rows: counts.processed, skipped_rows: counts.skipped });
    };
    const clock: ReadClock = { waitMs: 0 };
    let staged = 0;
    let stagingMs = 0;

    /** COPY into a staging table; lines are buffered into pieces and the connection's back-pressure is awaited. */
    function copyInto(table: string) {
      const stream = client.query(copyFrom(`COPY ${escapeIdentifier(table)} FROM STDIN`));
      const failed = once(stream, 'error').then(([err]) => Promise.reject(err as Error));
      failed.catch(() => {});
      let piece = '';
      const flush = async () => {
        if (piece === '') return;
        const ok = stream.write(piece);
        piece = '';
        if (!ok) {
          const s = performance.now();
          await Promise.race([once(stream, 'drain'), failed]);
          stagingMs += performance.now() - s;
        }
      };
      return {
        /** Adds a line; hand it over with flushIfFull() (a batch of lines at a time, not a promise per line). */
        push(line: string) {
          staged++;
          piece += line;
        },
        /** Resolves at once unless a full piece had to wait for the connection. */
        async flushIfFull() {
          if (piece.length >= COPY_PIECE) await flush();
        },
        async end() {
          await flush();
          const s = performance.now();
          stream.end();
          await Promise.race([once(stream, 'finish'), failed]);
          stagingMs += performance.now() - s;
        },
      };
    }

    /**
     * Reads one report: new SKUs are staged as they come; a known SKU's line is handed to `hold`
     * with the SKU's snapshot entry (one lookup per line: 425k of them in a re-import).
     */
    async function read<T extends ListingsRow | FbaRow>(
      batches: AsyncGenerator<Parsed<T>[]>,
      reportType: InventoryReportType,
      table: string,
      copyLine: (row: T) => string,
      hold: (entry: Known, row: T) => void,
    ) {
      const copy = copyInto(table);
      let reported = 0;
      const waiting: Parsed<T>[][] = [];
      const take = (current: Map<string, Known>, rows: Parsed<T>[]) => {
        for (const r of rows) {
          counts.total++;
          if (r.ok) {
            counts.processed++;
            const entry = current.get(r.row.sku);
            if (!entry) copy.push(copyLine(r.row));
            else {
              entry.seen = true;
              hold(entry, r.row);
            }
          } else {
            counts.skipped++;
            // Named on a malformed line: present, so not zeroed.
            const entry = r.sku === null ? undefined : current.get(r.sku);
            if (entry) entry.seen = true;
            if (malformed.length < MALFORMED_KEPT) malformed.push({ report: reportType, line: r.line, sku: r.sku, reason: r.reason });
          }
        }
      };
      for await (const rows of batches) {
        if (!snapshotIn) {
          waiting.push(rows);
          continue;
        }
        for (const w of waiting.splice(0)) take(snapshotIn, w);
        take(snapshotIn, rows);
        await copy.flushIfFull();
        if (counts.total - reported >= STAGE_CHUNK) {
          reported = counts.total;
          await report();
        }
      }
      if (waiting.length) {
        const s = performance.now();
        const current = await snapshot;
        snapshotWaitMs += performance.now() - s;
        for (const w of waiting.splice(0)) take(current, w);
      }
      await copy.end();
      await report();
    }

    // Known SKUs are staged only when what the reports say now differs from the row. The FBA report
    // is read first and its lines held, so each listings line is compared as it is read and only a
    // changed one is kept (holding 175k FBA lines instead of 425k lines of both). A SKU seen twice
    // in one report keeps its last good line.
    const unchanged = (entry: Known, l: ListingsRow | undefined, f: FbaRow | undefined) => {
      const key = valuesKey(mergeReportRows(l, f));
      return key !== null && key === entry.key;
    };
    if (fbaIn) {
      await read(parseFbaBatches(fbaIn, clock), FBA_REPORT, 'stage_fba', fbaCopyLine, (entry, row) => (entry.fba = row));
    }
    if (listingsIn) {
      await read(parseListingsBatches(listingsIn, clock), LISTINGS_REPORT, 'stage_listings', listingsCopyLine, (entry, row) => {
        entry.listed = true;
        entry.changed = unchanged(entry, row, entry.fba) ? undefined : row;
      });
    }
    malformed.sort((a, b) => (a.report === b.report ? a.line - b.line : a.report === LISTINGS_REPORT ? -1 : 1));
    const s = performance.now();
    const current = await snapshot; // read by now, unless both reports were empty
    snapshotWaitMs += performance.now() - s;
    timings.snapshot = (timings.snapshot ?? 0) + snapshotWaitMs;

    timings.parse = (timings.parse ?? 0) + performance.now() - t - clock.waitMs - stagingMs - snapshotWaitMs;
    timings.download = (timings.download ?? 0) + clock.waitMs;
    timings.staging = (timings.staging ?? 0) + stagingMs;
    t = performance.now();
    stagingMs = 0;

    // The changed known SKUs; a SKU only in the FBA report (or whose listings lines were all malformed) is compared here.
    const changedListings = copyInto('stage_listings');
    const changedFba: string[] = [];
    for (const entry of current.values()) {
      if (entry.changed) {
        changedListings.push(listingsCopyLine(entry.changed));
        if (entry.fba) changedFba.push(fbaCopyLine(entry.fba));
        await changedListings.flushIfFull();
      } else if (entry.fba && !entry.listed && !unchanged(entry, undefined, entry.fba)) changedFba.push(fbaCopyLine(entry.fba));
    }
    await changedListings.end();
    const changedFbaCopy = copyInto('stage_fba');
    for (const line of changedFba) {
      changedFbaCopy.push(line);
      await changedFbaCopy.flushIfFull();
    }
    await changedFbaCopy.end();
    timings.staging = (timings.staging ?? 0) + stagingMs;
    timings.compare = (timings.compare ?? 0) + performance.now() - t - stagingMs;
    t = performance.now();
    if (trace) trace.stagedRows = staged;

    await progress(deps, runId, { phase: 'WRITING', malformed_rows: JSON.stringify(malformed) });
    await client.query('ANALYZE stage_listings; ANALYZE stage_fba');
    t = add('staging', t);

    // On the staging connection: the upsert reads its temporary tables.
    const { upsert, changedItemIds } = await inTransactionOn(client, async () => {
      const upsert = await client.query(current.size === 0 ? FIRST_UPSERT_SQL : UPSERT_SQL, [userId]);
      t = add('upsert', t);
      // Gone from both reports: SKUs we had that neither report named (not even on a malformed line).
      const gone: string[] = [];
      for (const [sku, known] of current) if (!known.seen) gone.push(sku);
      const zeroed = gone.length ? await client.query<{ id: string }>(ZERO_MISSING_SQL, [userId, gone]) : { rowCount: 0, rows: [] };
      t = add('zeroing', t);
      const changedItemIds: string[] = [...upsert.rows[0].changed_ids, ...zeroed.rows.map((r) => r.id)];
      await onItemsChanged(client, userId, changedItemIds);
      // New items (and items whose price or ASIN changed) get catalogue data and fees after the import.
      await enqueueCatalogEnrichment(client, userId);
      // Children the seller took out of their family on Amazon leave it (and its listings).
      await enqueueFamilyRefresh(client, userId);
      await enqueueFeeEnrichment(client, userId);
      await client.query(
        `UPDATE inventory_import_runs SET status = 'DONE', phase = NULL, inserted_items = $2, updated_items = $3, zeroed_items = $4,
                total_rows = $5, processed_rows = $6, skipped_rows = $7, finished_at = now(), heartbeat_at = now() WHERE id = $1`,
        [runId, upsert.rows[0].inserted, upsert.rows[0].updated, zeroed.rowCount ?? 0, counts.total, counts.processed, counts.skipped],
      );
      // Last statement before COMMIT: the stats row is locked only briefly (see the version trigger).
      await client.query(STATS_SQL, [userId]);
      return { upsert, changedItemIds };
    });
    t = add('stats', t);
    // A large first import changes the table faster than autovacuum re-plans it: without fresh
    // statistics the searches of this seller pick slow plans for minutes.
    if (upsert.rows[0].inserted > 5000) {
      await client.query('ANALYZE inventory_items');
      add('analyze', t);
    }
    return { ...(await getRun(deps, runId))!, changedItemIds };
  } catch (err) {
    broken = true;
    // A report left half-read would otherwise error later, when its connection closes, with no one listening.
    for (const stream of [listingsIn, fbaIn, input.listings, input.fba]) stream?.destroy();
    throw err;
  } finally {
    // A connection that failed mid-way is closed, taking its temp tables with it.
    if (!broken) await client.query('DROP TABLE IF EXISTS stage_listings, stage_fba').catch(() => (broken = true));
    client.release(broken);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A SKU the seller has: its row's values (SNAPSHOT_SQL), whether a report named it, its FBA line, its changed listings line. */
interface Known {
  key: string | null;
  seen: boolean;
  fba: FbaRow | undefined;
  /** A good listings line was read. */
  listed: boolean;
  /** The SKU's last good listings line, when its values (with the FBA line) differ from the row. */
  changed: ListingsRow | undefined;
}

/**
 * The seller's rows as SKU → SNAPSHOT_SQL's text, streamed with COPY TO (one stream, no per-row
 * protocol messages to parse into objects; 250k rows). COPY takes no parameters: the user id is
 * checked to be a UUID and quoted by pg (escapeLiteral) when it is written into the statement.
 */
async function readSnapshot(client: pg.PoolClient, userId: string): Promise<Map<string, Known>> {
  if (!UUID.test(userId)) throw new Error(`not a user id: ${userId}`);
  const current = new Map<string, Known>();
  const snapshotSql = SNAPSHOT_SQL.replace('$1', `${escapeLiteral(userId)}::uuid`);
  const stream = client.query(copyTo(`COPY (${snapshotSql}) TO STDOUT`));
  stream.setEncoding('utf8');
  let rest = '';
  const take = (line: string) => {
    const tab = line.indexOf('\t');
    const hash = line.slice(tab + 1);
    // Every field from the start: one object shape for all 250k entries.
    current.set(fromCopyText(line.slice(0, tab))!, {
      key: fromCopyText(hash),
      seen: false,
      fba: undefined,
      listed: false,
      changed: undefined,
    });
  };
  for await (const chunk of stream as AsyncIterable<string>) {
    rest += chunk;
    let start = 0;
    let nl: number;
    while ((nl = rest.indexOf('\n', start)) !== -1) {
      take(rest.slice(start, nl));
      start = nl + 1;
    }
    rest = rest.slice(start);
  }
  if (rest !== '') take(rest);
  return current;
}

const COPY_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\' };
/** A field of COPY TO's text format: \N is NULL; backslash escapes undone. */
function fromCopyText(v: string): string | null {
  if (v === '\\N') return null;
  return v.includes('\\') ? v.replace(/\\(.)/g, (_, c: string) => COPY_ESCAPES[c] ?? c) : v;
}

/** A report document is read ahead into memory up to this many bytes, then waits for the parser. */
const READ_AHEAD = 64 * 1024 * 1024;

/**
 * The stream, read ahead: the two reports are parsed one after the other, and without this the
 * second would wait, unread, for the first to be parsed (and both for the seller's rows).
 * An error of the source ends the returned stream with that error.
 */
function readAhead(source: Readable): Readable {
  const out = new PassThrough({ highWaterMark: READ_AHEAD });
  pipeline(source, out, () => {});
  return out;
}

/** COPY text format: backslash, tab and line breaks escaped; \N is NULL. */
function copyText(v: string | null): string {
  if (v === null) return '\\N';
  return /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : v;
}
const copyInt = (v: number | null) => (v === null ? '\\N' : String(v));

// Columns in the order of STAGE_DDL; only good lines are staged.
const listingsCopyLine = (r: ListingsRow) =>
  `${r.line}\tt\t${copyText(r.sku)}\t${copyText(r.asin)}\t${copyText(r.title)}\t${copyInt(r.priceCents)}\t${copyInt(r.quantity)}\t${copyText(r.condition)}\t${copyText(r.fulfillmentChannel)}\t${copyText(r.imageUrl)}\n`;
const fbaCopyLine = (r: FbaRow) =>
  `${r.line}\tt\t${copyText(r.sku)}\t${copyText(r.asin)}\t${copyText(r.title)}\t${copyText(r.condition)}\t${copyInt(r.priceCents)}\t${copyInt(r.fbaQuantity)}\t${copyInt(r.mfnQuantity)}\n`;

/** The values the import writes for one SKU: the same merge as UPSERT_SQL's CTE m (keep the two in step). */
export function mergeReportRows(l: ListingsRow | undefined, f: FbaRow | undefined) {
  const amazonFulfilled = l?.fulfillmentChannel.startsWith('AMAZON'); // LIKE 'AMAZON%'
  return {
    asin: l ? l.asin : f!.asin,
    title: l && l.title !== '' ? l.title : (f?.title ?? ''),
    thumbUrl: l ? l.imageUrl : null,
    condition: f && f.condition !== '' ? f.condition : (l?.condition ?? ''),
    itemType: f !== undefined || amazonFulfilled ? 'FBA' : 'MFN',
    fbaQuantity: f ? f.fbaQuantity : 0,
    mfnQuantity: l === undefined || amazonFulfilled ? (f?.mfnQuantity ?? 0) : (l.quantity ?? 0),
    priceCents: l?.priceCents ?? f?.priceCents ?? null,
  };
}

const SEPARATOR = '\x1f';
/**
 * The merged values as SNAPSHOT_SQL writes them for a row: joined by chr(31), NULLs as empty texts
 * plus a last field saying which were NULL. (Compared as texts: hashing 250k of them costs more than
 * reading them.) A value holding chr(31) would make the joined text ambiguous: such items get null
 * (always staged); a row whose texts hold it cannot equal a joined text without, having more separators.
 */
export function valuesKey(v: ReturnType<typeof mergeReportRows>): string | null {
  if (v.asin.includes(SEPARATOR) || v.title.includes(SEPARATOR) || v.thumbUrl?.includes(SEPARATOR) || v.condition.includes(SEPARATOR)) return null;
  const nulls = `${v.thumbUrl === null ? 1 : 0}${v.priceCents === null ? 1 : 0}`;
  const S = SEPARATOR; // a template, not an array's join: 250k of these per re-import
  return `${v.asin}${S}${v.title}${S}${v.thumbUrl ?? ''}${S}${v.condition}${S}${v.itemType}${S}${v.fbaQuantity}${S}${v.mfnQuantity}${S}${v.priceCents ?? ''}${S}${nulls}`;
}

const SNAPSHOT_SQL = `
SELECT seller_sku,
       concat_ws(chr(31), asin, title, COALESCE(thumb_url, ''), condition, item_type, fba_quantity, mfn_quantity, COALESCE(price_cents::text, ''),
                 (thumb_url IS NULL)::int::text || (price_cents IS NULL)::int::text)
  FROM inventory_items WHERE user_id = $1`;

// Both reports per SKU: the listings report names every listing (title, price, MFN quantity);
// the FBA report adds FBA quantities. A SKU seen twice in one report keeps its last line.
const UPSERT_SQL = `
WITH l AS (SELECT DISTINCT ON (sku) * FROM stage_listings WHERE ok ORDER BY sku, line DESC),
     f AS (SELECT DISTINCT ON (sku) * FROM stage_fba WHERE ok ORDER BY sku, line DESC),
     m AS (
       SELECT COALESCE(l.sku, f.sku) AS sku,
              COALESCE(l.asin, f.asin) AS asin,
              COALESCE(NULLIF(l.title, ''), f.title, '') AS title,
              l.image_url AS thumb_url,
              COALESCE(NULLIF(f.condition, ''), l.condition, '') AS condition,
              CASE WHEN f.sku IS NOT NULL OR l.fulfillment LIKE 'AMAZON%' THEN 'FBA' ELSE 'MFN' END AS item_type,
              COALESCE(f.fba_qty, 0) AS fba_quantity,
              CASE WHEN l.sku IS NULL OR l.fulfillment LIKE 'AMAZON%' THEN COALESCE(f.mfn_qty, 0) ELSE COALESCE(l.quantity, 0) END AS mfn_quantity,
              COALESCE(l.price_cents, f.price_cents) AS price_cents
         FROM l FULL JOIN f ON f.sku = l.sku),
     up AS (
       INSERT INTO inventory_items AS i (user_id, seller_sku, asin, title, thumb_url, condition, item_type, fba_quantity, mfn_quantity, price_cents)
       SELECT $1, sku, asin, title, thumb_url, condition, item_type, fba_quantity, mfn_quantity, price_cents FROM m
       ON CONFLICT (user_id, seller_sku) DO UPDATE SET
         asin = EXCLUDED.asin, title = EXCLUDED.title, thumb_url = EXCLUDED.thumb_url, condition = EXCLUDED.condition,
         item_type = EXCLUDED.item_type, fba_quantity = EXCLUDED.fba_quantity, mfn_quantity = EXCLUDED.mfn_quantity,
         price_cents = EXCLUDED.price_cents, updated_at = now(),
         -- what the enrichment jobs derived from the old values is redone
         catalog_enriched_at = CASE WHEN i.asin = EXCLUDED.asin THEN i.catalog_enriched_at END,
         fees_enriched_at = CASE WHEN i.price_cents IS NOT DISTINCT FROM EXCLUDED.price_cents AND i.item_type = EXCLUDED.item_type
                                 THEN i.fees_enriched_at END
       WHERE (i.asin, i.title, i.thumb_url, i.condition, i.item_type, i.fba_quantity, i.mfn_quantity, i.price_cents)
             IS DISTINCT FROM
             (EXCLUDED.asin, EXCLUDED.title, EXCLUDED.thumb_url, EXCLUDED.condition, EXCLUDED.item_type, EXCLUDED.fba_quantity,
              EXCLUDED.mfn_quantity, EXCLUDED.price_cents)
       RETURNING i.id, (xmax = 0) AS inserted, i.fba_quantity, i.mfn_quantity, i.price_cents),
     -- The rows before the upsert (every CTE reads the statement's snapshot): the change feed.
     old AS (SELECT id, fba_quantity, mfn_quantity, price_cents FROM inventory_items WHERE user_id = $1 AND seller_sku IN (SELECT sku FROM m))
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated,
       COALESCE(array_agg(up.id) FILTER (WHERE NOT inserted AND (up.fba_quantity, up.mfn_quantity, up.price_cents)
                                             IS DISTINCT FROM (old.fba_quantity, old.mfn_quantity, old.price_cents))::text[], '{}') AS changed_ids
  FROM up LEFT JOIN old ON old.id = up.id`;

/**
 * A seller's first import (no rows when it began): the same upsert without looking up 250k rows
 * that are not there for the change feed. An update can only meet a row written since the import
 * began (none of the import's own), and every such row counts as changed.
 */
const OLD_CTE_AT = UPSERT_SQL.indexOf(',\n     -- The rows before the upsert');
if (OLD_CTE_AT < 0) throw new Error('UPSERT_SQL changed: FIRST_UPSERT_SQL cuts it before its old CTE');
const UPSERT_HEAD_SQL = UPSERT_SQL.slice(0, OLD_CTE_AT);
const FIRST_UPSERT_SQL = `${UPSERT_HEAD_SQL}
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated,
       COALESCE(array_agg(up.id) FILTER (WHERE NOT inserted)::text[], '{}') AS changed_ids
  FROM up`;

const ZERO_MISSING_SQL = `
UPDATE inventory_items i SET fba_quantity = 0, mfn_quantity = 0, updated_at = now()
 WHERE i.user_id = $1 AND i.seller_sku = ANY($2::text[]) AND (i.fba_quantity <> 0 OR i.mfn_quantity <> 0)
 RETURNING i.id`;

const STATS_SQL = `
INSERT INTO inventory_stats AS s (user_id, all_items_count, afn_item_count, mfn_item_count, last_inventory_update_at, last_quantity_poll_at)
SELECT $1, count(*), count(*) FILTER (WHERE item_type = 'FBA'), count(*) FILTER (WHERE item_type = 'MFN'), now(),
       (SELECT started_at FROM inventory_import_runs r WHERE r.user_id = $1 AND r.status = 'DONE' ORDER BY finished_at DESC LIMIT 1)
  FROM inventory_items WHERE user_id = $1
ON CONFLICT (user_id) DO UPDATE SET all_items_count = EXCLUDED.all_items_count, afn_item_count = EXCLUDED.afn_item_count,
  mfn_item_count = EXCLUDED.mfn_item_count, last_inventory_update_at = EXCLUDED.last_inventory_update_at,
  -- quantity polls continue from the report's time unless they already run
  last_quantity_poll_at = COALESCE(s.last_quantity_poll_at, EXCLUDED.last_quantity_poll_at)`;
