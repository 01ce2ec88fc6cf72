// Amazon inventory import: request both reports, stream them (gzip when given), stage the rows
// in bulk, then one upsert that leaves unchanged rows untouched; items gone from both reports
// drop to zero quantity (never deleted); stats follow. One run per seller at a time.
import type { Readable } from 'node:stream';
import type pg from 'pg';
import { enqueue } from '../../../jobs/enqueue.ts';
import { openReportDocument, type AmazonSellerApi } from '../../integrations/amazon/index.ts';
import type { Logger } from '../../logger.ts';
import { hasAmazonConnection, sellerAmazon, type AmazonDeps } from './amazon-access.ts';
import { AmazonNotConnectedError } from './inventory.errors.ts';
import { FBA_REPORT, LISTINGS_REPORT, parseFbaReport, parseListingsReport, type FbaRow, type InventoryReportType, type ListingsRow, type Parsed } from './report-parser.ts';

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

/** A run whose worker has not reported for this long died with it (crash, deploy): it stops blocking refreshes. */
const STALE_AFTER = '15 minutes';
/** Malformed rows kept on the run for the seller to see; the count keeps going beyond. */
const MALFORMED_KEPT = 500;
const STAGE_CHUNK = 5000;

export const importJobKey = (userId: string) => `inventory-import:${userId}`;

/**
 * 'Refresh Inventory': queues an import, or joins the one already queued or running for this
 * seller (the partial unique index allows one active run), and returns that run.
 */
export async function requestRefresh(deps: Db, userId: string): Promise<{ run: ImportRun; joined: boolean }> {
  if (!(await hasAmazonConnection(deps, userId))) throw new AmazonNotConnectedError();
  const client = await deps.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `UPDATE inventory_import_runs SET status = 'FAILED', error = 'The import stopped responding', finished_at = now()
        WHERE user_id = $1 AND status IN ('QUEUED', 'RUNNING') AND heartbeat_at < now() - interval '${STALE_AFTER}'`,
      [userId],
    );
    const inserted = await client.query<ImportRun>(
      `INSERT INTO inventory_import_runs (user_id) VALUES ($1)
       ON CONFLICT (user_id) WHERE status IN ('QUEUED', 'RUNNING') DO NOTHING RETURNING ${RUN_COLUMNS}`,
      [userId],
    );
    if (inserted.rows[0]) {
      // One attempt: a failed run is marked FAILED and the seller refreshes again.
      await enqueue(client, 'inventory__import_amazon', { importRunId: inserted.rows[0].id }, { jobKey: importJobKey(userId), maxAttempts: 1 });
      await client.query('COMMIT');
      return { run: inserted.rows[0], joined: false };
    }
    const active = await client.query<ImportRun>(
      `SELECT ${RUN_COLUMNS} FROM inventory_import_runs WHERE user_id = $1 AND status IN ('QUEUED', 'RUNNING')`,
      [userId],
    );
    await client.query('COMMIT');
    return { run: active.rows[0]!, joined: true };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The seller's latest import run (the progress bar), or null before the first. */
export async function latestRun(deps: Db, userId: string): Promise<ImportRun | null> {
  const { rows } = await deps.pool.query<ImportRun>(
    `SELECT ${RUN_COLUMNS} FROM inventory_import_runs WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

export async function getRun(deps: Db, runId: string): Promise<ImportRun | null> {
  const { rows } = await deps.pool.query<ImportRun>(`SELECT ${RUN_COLUMNS} FROM inventory_import_runs WHERE id = $1`, [runId]);
  return rows[0] ?? null;
}

async function progress(deps: Db, runId: string, fields: Record<string, unknown>) {
  const cols = Object.keys(fields);
  await deps.pool.query(
    `UPDATE inventory_import_runs SET ${cols.map((c, i) => `${c} = $${i + 2}, `).join('')}heartbeat_at = now() WHERE id = $1`,
    [runId, ...Object.values(fields)],
  );
}

/** The job: runs one queued import from Amazon's reports to rows; a failure marks the run FAILED. */
export async function runImport(deps: ImportDeps, runId: string): Promise<ImportRun | null> {
  const claimed = await deps.pool.query(
    `UPDATE inventory_import_runs SET status = 'RUNNING', phase = 'REQUESTING_REPORTS', started_at = now(), heartbeat_at = now()
      WHERE id = $1 AND status = 'QUEUED' RETURNING user_id`,
    [runId],
  );
  if (!claimed.rows[0]) return getRun(deps, runId); // already run, or joined and finished
  const userId: string = claimed.rows[0].user_id;
  try {
    const amazon = await sellerAmazon(deps, userId);
    const [listings, fba] = await Promise.all(
      [LISTINGS_REPORT, FBA_REPORT].map((type) => fetchReport(amazon.api, type as InventoryReportType, amazon.marketplaceId, () => progress(deps, runId, {}))),
    );
    await progress(deps, runId, { phase: 'DOWNLOADING' });
    await importReports(deps, { userId, runId, listings: listings!, fba: fba! });
    // New items (and items whose price or ASIN changed) get catalogue data and fees after the import.
    await enqueue(deps.pool, 'inventory__enrich_catalog', { userId }, { jobKey: `inventory-enrich-catalog:${userId}` });
    await enqueue(deps.pool, 'inventory__enrich_fees', { userId }, { jobKey: `inventory-enrich-fees:${userId}` });
  } catch (err) {
    deps.log.warn({ err, runId, userId }, 'inventory import failed');
    await deps.pool.query(
      `UPDATE inventory_import_runs SET status = 'FAILED', phase = NULL, error = $2, finished_at = now() WHERE id = $1`,
      [runId, err instanceof Error ? err.message : String(err)],
    );
  }
  return getRun(deps, runId);
}

/**
 * Creates a report and polls it until DONE; returns its document stream, or null when Amazon
 * cancelled it for lack of data (a seller without FBA stock gets no FBA report).
 */
async function fetchReport(api: AmazonSellerApi, reportType: InventoryReportType, marketplaceId: string, heartbeat: () => Promise<void>): Promise<Readable | null> {
  const reportId = await api.createReport({ reportType, marketplaceIds: [marketplaceId] });
  for (let wait = 500; ; wait = Math.min(wait * 2, 30_000)) {
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
 * count as "present", so a bad line never zeroes an existing item.
 */
export async function importReports(
  deps: Db,
  input: { userId: string; runId: string; listings: Readable | null; fba: Readable | null },
): Promise<ImportRun> {
  const { userId, runId } = input;
  const client = await deps.pool.connect();
  let broken = false;
  try {
    await client.query(STAGE_DDL);
    const counts = { total: 0, processed: 0, skipped: 0 };
    const malformed: ImportRun['malformedRows'] = [];
    const report = async () => {
      await progress(deps, runId, { total_rows: counts.total, processed_rows: counts.processed, skipped_rows: counts.skipped });
    };

    async function stage<T extends ListingsRow | FbaRow>(rows: AsyncGenerator<Parsed<T>>, reportType: InventoryReportType, flush: (batch: Parsed<T>[]) => Promise<unknown>) {
      let batch: Parsed<T>[] = [];
      for await (const r of rows) {
        counts.total++;
        if (r.ok) counts.processed++;
        else {
          counts.skipped++;
          if (malformed.length < MALFORMED_KEPT) malformed.push({ report: reportType, line: r.line, sku: r.sku, reason: r.reason });
        }
        batch.push(r);
        if (batch.length >= STAGE_CHUNK) {
          await flush(batch);
          batch = [];
          await report();
        }
      }
      if (batch.length) await flush(batch);
      await report();
    }

    if (input.listings) {
      await stage(parseListingsReport(input.listings), LISTINGS_REPORT, (b) => {
        const col = <K extends keyof ListingsRow>(k: K) => b.map((r) => (r.ok ? r.row[k] : null));
        return client.query(
          `INSERT INTO stage_listings SELECT * FROM unnest($1::int[], $2::bool[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[], $9::text[], $10::text[])`,
          [b.map((r) => (r.ok ? r.row.line : r.line)), b.map((r) => r.ok), b.map((r) => (r.ok ? r.row.sku : r.sku)), col('asin'), col('title'),
            col('priceCents'), col('quantity'), col('condition'), col('fulfillmentChannel'), col('imageUrl')],
        );
      });
    }
    if (input.fba) {
      await stage(parseFbaReport(input.fba), FBA_REPORT, (b) => {
        const col = <K extends keyof FbaRow>(k: K) => b.map((r) => (r.ok ? r.row[k] : null));
        return client.query(
          `INSERT INTO stage_fba SELECT * FROM unnest($1::int[], $2::bool[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[])`,
          [b.map((r) => (r.ok ? r.row.line : r.line)), b.map((r) => r.ok), b.map((r) => (r.ok ? r.row.sku : r.sku)), col('asin'), col('title'),
            col('condition'), col('priceCents'), col('fbaQuantity'), col('mfnQuantity')],
        );
      });
    }
    await progress(deps, runId, { phase: 'WRITING', malformed_rows: JSON.stringify(malformed) });
    await client.query('ANALYZE stage_listings; ANALYZE stage_fba');

    await client.query('BEGIN');
    const upsert = await client.query(UPSERT_SQL, [userId]);
    const zeroed = await client.query(ZERO_MISSING_SQL, [userId]);
    await client.query(
      `UPDATE inventory_import_runs SET status = 'DONE', phase = NULL, inserted_items = $2, updated_items = $3, zeroed_items = $4,
              total_rows = $5, processed_rows = $6, skipped_rows = $7, finished_at = now(), heartbeat_at = now() WHERE id = $1`,
      [runId, upsert.rows[0].inserted, upsert.rows[0].updated, zeroed.rowCount ?? 0, counts.total, counts.processed, counts.skipped],
    );
    // Last statement before COMMIT: the stats row is locked only briefly (see the version trigger).
    await client.query(STATS_SQL, [userId]);
    await client.query('COMMIT');
    // A large first import changes the table faster than autovacuum re-plans it: without fresh
    // statistics the searches of this seller pick slow plans for minutes.
    if (upsert.rows[0].inserted > 5000) await client.query('ANALYZE inventory_items');
    return (await getRun(deps, runId))!;
  } catch (err) {
    broken = true;
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    // A connection that failed mid-way is closed, taking its temp tables with it.
    if (!broken) await client.query('DROP TABLE IF EXISTS stage_listings, stage_fba').catch(() => (broken = true));
    client.release(broken);
  }
}

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
       RETURNING (xmax = 0) AS inserted)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted, count(*) FILTER (WHERE NOT inserted)::int AS updated FROM up`;

const ZERO_MISSING_SQL = `
UPDATE inventory_items i SET fba_quantity = 0, mfn_quantity = 0, updated_at = now()
 WHERE i.user_id = $1 AND (i.fba_quantity <> 0 OR i.mfn_quantity <> 0)
   AND NOT EXISTS (SELECT 1 FROM stage_listings s WHERE s.sku = i.seller_sku)
   AND NOT EXISTS (SELECT 1 FROM stage_fba s WHERE s.sku = i.seller_sku)`;

const STATS_SQL = `
INSERT INTO inventory_stats AS s (user_id, all_items_count, afn_item_count, mfn_item_count, last_inventory_update_at, last_quantity_poll_at)
SELECT $1, count(*), count(*) FILTER (WHERE item_type = 'FBA'), count(*) FILTER (WHERE item_type = 'MFN'), now(),
       (SELECT started_at FROM inventory_import_runs r WHERE r.user_id = $1 AND r.status = 'DONE' ORDER BY finished_at DESC LIMIT 1)
  FROM inventory_items WHERE user_id = $1
ON CONFLICT (user_id) DO UPDATE SET all_items_count = EXCLUDED.all_items_count, afn_item_count = EXCLUDED.afn_item_count,
  mfn_item_count = EXCLUDED.mfn_item_count, last_inventory_update_at = EXCLUDED.last_inventory_update_at,
  -- quantity polls continue from the report's time unless they already run
  last_quantity_poll_at = COALESCE(s.last_quantity_poll_at, EXCLUDED.last_quantity_poll_at)`;
