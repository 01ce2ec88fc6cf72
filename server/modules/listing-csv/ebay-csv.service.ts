// Import and Update eBay Listings (spec 001 §2.14, §5, §8; 002 §2.13). Rows come from ebay-csv.ts
// (the same rules the modals check); lines that cannot apply are reported with their line number
// while the others go through.
//
// Import: the seller's items matched by SKU are linked to listings they already have on eBay. The
// request checks the rows and the plan and queues a run (ebay_import_runs); the listings__ebay_import
// job (one queue per eBay connection, like the other eBay work) reads each listing from eBay
// (channels/ebay/migrate.ts: legacy listings are migrated with bulkMigrateListing, Inventory API
// listings found by SKU) and stores it LISTED with eBay's item id, SKU and offer id, marked due for
// continuous sync, which then manages its quantity and price like the listings ListBridge made. All
// or nothing on the plan: when the new listings would not fit, nothing is queued (the spec's message).
//
// Update: eBayPrice locks the item's price (user_edited_details.ebay_price, minor units) and queues
// a price-only revision, which the engine pushes (continuous sync never moves a locked price); SKU
// moves the eBay listing to another Amazon item: the listings row (with its eBay SKU, offer id and
// item id, which eBay keeps) now belongs to that item, a price-only revision sends that item's
// price, and continuous sync its quantity. The listing's title, photos and description stay as
// they are on eBay (a revise from the listing view sends the new item's).
import type pg from 'pg';
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import { linkEbayListings, type EbayLink } from '../../channels/ebay/migrate.ts';
import { EbayReauthorizationNeeded } from '../../integrations/ebay/index.ts';
import { PlanLimitReachedError } from '../billing/billing.errors.ts';
import { ConnectionNeedsReauthError } from '../connections/connections.errors.ts';
import { sessionFor, type SessionDeps } from '../connections/sessions.ts';
import { getItemIdsBySkus, updateItem } from '../inventory/inventory.service.ts';
import { lockSellerChannel, requireChannelConnection, reviseItems, type ActionDeps } from '../listing-actions/actions.service.ts';
import { MAX_EBAY_CSV_ROWS, ebayUpdates, type EbayCsvProblem, type EbayImportRow, type EbayUpdateRow } from '../../../shared/listings/ebay-csv.ts';
import { checkImportCapacity } from './import-capacity.ts';
import { startListingsImport } from './import-start.ts';
import { ListingValidationError } from '../listing-actions/listings.errors.ts';
import { CHANNEL_RULES } from '../listings/listings.statuses.ts';
import { markSyncDue } from '../listing-sync/sync.service.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { jobIdByKey, OWNED_RUNS, settleDeadRuns } from '../../jobs/runs.ts';

type Deps = ActionDeps & SessionDeps;
const RULE = CHANNEL_RULES.EBAY;
const isLive = (status: string) => (RULE.live as readonly string[]).includes(status);
const isBusy = (status: string) => (RULE.inProgress as readonly string[]).includes(status);

export interface EbayUpdateResult {
  /** Rows applied. */
  updated: number;
  problems: EbayCsvProblem[];
}

interface ExistingListing {
  id: string;
  itemId: string;
  status: string;
  externalId: string | null;
  sku: string | null;
}

async function ebayListingsOf(db: SqlRunner, userId: string, itemIds: string[], externalIds: string[]): Promise<ExistingListing[]> {
  const { rows } = await db.query<ExistingListing>(
    `SELECT id, item_id AS "itemId", status, external_id AS "externalId", sku FROM listings
      WHERE user_id = $1 AND channel = 'EBAY' AND (item_id = ANY($2::uuid[]) OR external_id = ANY($3::text[]))`,
    [userId, itemIds, externalIds],
  );
  return rows;
}

/** A row waiting for the job: the file's line and the item its SKU names. */
interface PendingRow extends EbayImportRow {
  itemId: string;
}

/** An Import eBay Listings run: queued by the mutation, worked by listings__ebay_import. */
export interface EbayImportRun {
  id: string;
  status: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED';
  /** Rows to read from eBay. */
  total: number;
  done: number;
  imported: number;
  unchanged: number;
  problems: EbayCsvProblem[];
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const RUN_COLUMNS = `id, status, total, done, imported, unchanged, problems, error, created_at AS "createdAt", finished_at AS "finishedAt"`;
/** Rows read from eBay per batch (5 bulk_migrate_listing calls), each batch committed with the run's progress. */
export const IMPORT_BATCH = 25;

/** Sorts rows against the seller's eBay listings: to link, unchanged, or a problem. */
function classify(rows: readonly PendingRow[], existing: ExistingListing[], problems: EbayCsvProblem[]) {
  const byItem = new Map(existing.map((l) => [l.itemId, l]));
  const byExternal = new Map(existing.filter((l) => l.externalId).map((l) => [l.externalId!, l]));
  const link: PendingRow[] = [];
  let unchanged = 0;
  const problem = (r: PendingRow, message: string) => problems.push({ line: r.line, ebayItemId: r.ebayItemId, message });
  for (const r of rows) {
    const mine = byItem.get(r.itemId);
    const holder = byExternal.get(r.ebayItemId);
    if (holder && holder.itemId !== r.itemId && (isLive(holder.status) || isBusy(holder.status)))
      problem(r, `eBay item ${r.ebayItemId} is already linked to another of your items (eBay SKU ${holder.sku ?? 'unknown'})`);
    else if (mine && isBusy(mine.status)) problem(r, `The item's eBay listing is busy (${mine.status}); try again when it is done`);
    else if (mine && isLive(mine.status) && mine.externalId === r.ebayItemId) unchanged++;
    else if (mine && isLive(mine.status)) problem(r, `SKU ${r.sellerSku} is already listed on eBay as item ${mine.externalId ?? '(pending)'}`);
    else link.push(r);
  }
  return { link, unchanged };
}

/**
 * Import eBay Listings: checks the rows (SKUs in the inventory, links already there, the plan) and
 * queues a run for the listings__ebay_import job, which reads the listings from eBay and links them.
 * `problems` are the parser's, reported with the import's own. Throws the eBay connection's error
 * without one, PlanLimitReachedError when the new listings would exceed the plan (nothing is queued).
 */
export async function importEbayListings(
  deps: Deps,
  userId: string,
  input: { rows: readonly EbayImportRow[]; problems?: readonly EbayCsvProblem[] },
): Promise<EbayImportRun> {
  const { connectionId, problems } = await startListingsImport(deps, userId, 'EBAY', input, MAX_EBAY_CSV_ROWS);
  const itemIds = await getItemIdsBySkus(
    deps,
    userId,
    input.rows.map((r) => r.sellerSku),
  );
  const known: PendingRow[] = [];
  for (const r of input.rows) {
    const itemId = itemIds.get(r.sellerSku);
    if (itemId) known.push({ ...r, itemId });
    else problems.push({ line: r.line, ebayItemId: r.ebayItemId, message: `No item with SKU ${r.sellerSku} in your Amazon inventory` });
  }
  const existing = await ebayListingsOf(
    deps.pool,
    userId,
    known.map((r) => r.itemId),
    known.map((r) => r.ebayItemId),
  );
  const { link, unchanged } = classify(known, existing, problems);
  // Refused over the plan before anything is queued or read from eBay: nothing changes.
  await checkImportCapacity(deps, deps.pool, userId, 'EBAY', link.length);
  return inTransaction(deps, async (tx) => {
    const { rows } = await tx.query<EbayImportRun>(
      `INSERT INTO ebay_import_runs (user_id, connection_id, status, total, unchanged, problems, pending, finished_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, CASE WHEN $3 = 'DONE' THEN now() END) RETURNING ${RUN_COLUMNS}`,
      [userId, connectionId, link.length ? 'QUEUED' : 'DONE', link.length, unchanged, JSON.stringify(sorted(problems)), JSON.stringify(link)],
    );
    const run = rows[0]!;
    // On the connection's listings queue: one piece of eBay work at a time per seller account. The
    // run records its job, so a run whose job died is settled FAILED (server/jobs/runs.ts).
    if (link.length) {
      const jobKey = `ebay-import:${run.id}`;
      await enqueue(tx, 'listings__ebay_import', { runId: run.id }, { queueName: `listings:${connectionId}`, jobKey });
      await tx.query('UPDATE ebay_import_runs SET job_id = $2 WHERE id = $1', [run.id, await jobIdByKey(tx, jobKey)]);
    }
    return run;
  });
}

const importRuns = OWNED_RUNS.find((r) => r.table === 'ebay_import_runs')!;

/** The seller's import run (another seller's id is simply not found). */
export async function getEbayImportRun(db: { pool: pg.Pool }, userId: string, runId: string): Promise<EbayImportRun | null> {
  if (!/^[0-9a-f-]{36}$/i.test(runId)) return null;
  // A run whose job can no longer finish it is settled now: the modal polling it sees it end.
  await settleDeadRuns(db.pool, importRuns, 'r.id = $2 AND r.user_id = $3', [runId, userId]);
  const { rows } = await db.pool.query<EbayImportRun>(`SELECT ${RUN_COLUMNS} FROM ebay_import_runs WHERE id = $1 AND user_id = $2`, [runId, userId]);
  return rows[0] ?? null;
}

/**
 * The job: reads the run's pending rows from eBay, IMPORT_BATCH at a time, and links them (LISTED
 * with eBay's item id, SKU and offer id, due for continuous sync). Each batch commits its listings
 * with the run's progress, so a re-run resumes after the last batch; a row eBay already migrated is
 * found again by its SKU. Rows that no longer fit the plan are reported with the spec's message.
 */
export async function runEbayImport(deps: Deps, runId: string): Promise<EbayImportRun | null> {
  const { rows: found } = await deps.pool.query<{ userId: string; connectionId: string; status: string }>(
    `UPDATE ebay_import_runs SET status = 'RUNNING', updated_at = now() WHERE id = $1 AND status IN ('QUEUED', 'RUNNING')
     RETURNING user_id AS "userId", connection_id AS "connectionId", status`,
    [runId],
  );
  const run = found[0];
  if (!run) return null;
  const { userId, connectionId } = run;
  let session: Awaited<ReturnType<typeof sessionFor<'ebay'>>>;
  try {
    session = await sessionFor(deps, userId, 'ebay');
  } catch (err) {
    // No connection or a refused authorisation: the run ends, saying why (the seller reconnects and imports again).
    await failRun(deps, runId, (err as Error).message);
    return null;
  }
  for (;;) {
    const { rows } = await deps.pool.query<{ pending: PendingRow[] }>(`SELECT pending FROM ebay_import_runs WHERE id = $1`, [runId]);
    const pending = rows[0]?.pending ?? [];
    if (pending.length === 0) break;
    const batch = pending.slice(0, IMPORT_BATCH);
    let links: Map<string, EbayLink>;
    try {
      links = await linkEbayListings(session, batch);
    } catch (err) {
      // eBay refused the seller's authorisation: the run ends here (what was linked stays linked).
      if (!(err instanceof EbayReauthorizationNeeded || err instanceof ConnectionNeedsReauthError)) throw err;
      await failRun(deps, runId, err.message);
      return null;
    }
    await inTransaction(deps, async (tx) => {
      // The listing actions' lock: a list action and an import cannot both take the last plan slot.
      await lockSellerChannel(tx, userId, 'EBAY');
      const problems: EbayCsvProblem[] = [];
      const linked: { row: PendingRow; link: Extract<EbayLink, { ok: true }> }[] = [];
      for (const r of batch) {
        const l = links.get(r.ebayItemId);
        if (l?.ok) linked.push({ row: r, link: l });
        else problems.push({ line: r.line, ebayItemId: r.ebayItemId, message: l?.message ?? 'eBay did not answer for this listing' });
      }
      // Checked again now: the seller may have listed or linked since the file was read.
      const existing = await ebayListingsOf(
        tx,
        userId,
        linked.map((x) => x.row.itemId),
        linked.map((x) => x.row.ebayItemId),
      );
      const { link, unchanged } = classify(
        linked.map((x) => x.row),
        existing,
        problems,
      );
      let apply = linked.filter((x) => link.includes(x.row));
      let rest = pending.slice(IMPORT_BATCH);
      try {
        await checkImportCapacity(deps, tx, userId, 'EBAY', apply.length);
      } catch (err) {
        if (!(err instanceof PlanLimitReachedError)) throw err;
        for (const x of [...apply.map((a) => a.row), ...rest]) problems.push({ line: x.line, ebayItemId: x.ebayItemId, message: err.message });
        apply = [];
        rest = [];
      }
      const imported = await linkRows(tx, userId, connectionId, apply);
      await tx.query(
        `UPDATE ebay_import_runs SET pending = $2::jsonb, done = done + $3, imported = imported + $4, unchanged = unchanged + $5,
                problems = (SELECT coalesce(jsonb_agg(p ORDER BY (p->>'line')::int), '[]'::jsonb) FROM jsonb_array_elements(problems || $6::jsonb) p),
                updated_at = now()
          WHERE id = $1`,
        [runId, JSON.stringify(rest), batch.length, imported, unchanged, JSON.stringify(problems)],
      );
    });
  }
  const { rows } = await deps.pool.query<EbayImportRun>(
    `UPDATE ebay_import_runs SET status = 'DONE', finished_at = now(), updated_at = now() WHERE id = $1 RETURNING ${RUN_COLUMNS}`,
    [runId],
  );
  return rows[0] ?? null;
}

async function failRun(deps: Deps, runId: string, error: string) {
  await deps.pool.query(`UPDATE ebay_import_runs SET status = 'FAILED', error = $2, finished_at = now(), updated_at = now() WHERE id = $1`, [runId, error]);
}

/** Stores linked listings LISTED with eBay's ids and marks them due for continuous sync. */
async function linkRows(tx: pg.PoolClient, userId: string, connectionId: string, apply: { row: PendingRow; link: Extract<EbayLink, { ok: true }> }[]) {
  if (apply.length === 0) return 0;
  const ids = apply.map((x) => x.row.itemId);
  // Another item's dead row (ended, refused) may still name the eBay item id: it is forgotten.
  await tx.query(
    `UPDATE listings SET external_id = NULL WHERE user_id = $1 AND channel = 'EBAY' AND external_id = ANY($2::text[]) AND NOT (item_id = ANY($3::uuid[]))`,
    [userId, apply.map((x) => x.row.ebayItemId), ids],
  );
  const { rowCount } = await tx.query(
    `INSERT INTO listings (user_id, item_id, channel, connection_id, status, status_at, sku, offer_id, external_id)
     SELECT $1, a.item_id, 'EBAY', $2, 'LISTED', now(), a.sku, a.offer_id, a.external_id
       FROM unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) AS a(item_id, sku, offer_id, external_id)
     ON CONFLICT (item_id, channel) DO UPDATE
        SET status = 'LISTED', status_at = now(), updated_at = now(), connection_id = EXCLUDED.connection_id, sku = EXCLUDED.sku,
            offer_id = EXCLUDED.offer_id, external_id = EXCLUDED.external_id, last_pushed_quantity = NULL, last_pushed_price_cents = NULL,
            last_error = NULL, pending_revision = NULL, force_removed = false
      WHERE listings.user_id = $1`,
    [userId, connectionId, ids, apply.map((x) => x.link.sku), apply.map((x) => x.link.offerId), apply.map((x) => x.row.ebayItemId)],
  );
  // Continuous sync takes them over: their quantity and price are pushed on its next run.
  await markSyncDue(tx, userId, { itemIds: ids, channels: ['EBAY'] });
  return rowCount ?? 0;
}

const sorted = (problems: EbayCsvProblem[]) => problems.sort((a, b) => a.line - b.line);

/**
 * Update eBay Listings: applies the valid rows (ebay-csv.ts rules, checked again here) to the
 * seller's eBay listings by item id; the invalid rows and those that cannot apply are reported.
 */
export async function updateEbayListings(deps: Deps, userId: string, rows: readonly EbayUpdateRow[]): Promise<EbayUpdateResult> {
  if (rows.length === 0) throw new ListingValidationError('The file has no rows');
  if (rows.length > MAX_EBAY_CSV_ROWS) throw new ListingValidationError(`At most ${MAX_EBAY_CSV_ROWS} rows at a time`);
  await requireChannelConnection(deps, userId, 'EBAY');
  const problems: EbayCsvProblem[] = rows
    .filter((r) => !r.valid)
    .map((r) => ({ line: r.line, ebayItemId: r.ebayItemId || null, message: r.problem ?? 'Invalid row' }));
  const updates = ebayUpdates(rows);
  const skuTargets = await getItemIdsBySkus(
    deps,
    userId,
    updates.flatMap((u) => (u.updateType === 'SKU' ? [u.sellerSku] : [])),
  );
  const problem = (u: { line: number; ebayItemId: string }, message: string) => problems.push({ line: u.line, ebayItemId: u.ebayItemId, message });
  let updated = 0;
  /** Items whose listing gets a price-only revision (continuous sync never moves a locked price). */
  const reprice = new Set<string>();

  const listings = await ebayListingsOf(
    deps.pool,
    userId,
    [],
    updates.map((u) => u.ebayItemId),
  );
  const byExternal = new Map(listings.filter((l) => isLive(l.status) || isBusy(l.status)).map((l) => [l.externalId!, l]));
  for (const u of updates) {
    const l = byExternal.get(u.ebayItemId);
    if (!l) {
      problem(u, `No eBay listing with item id ${u.ebayItemId} in ListBridge`);
      continue;
    }
    if (u.updateType === 'eBayPrice') {
      // The item's ebay_price override: the lock the listing view sets.
      await updateItem(deps, userId, l.itemId, { ebay_price: u.priceCents });
      reprice.add(l.itemId);
      updated++;
      continue;
    }
    const target = skuTargets.get(u.sellerSku);
    if (!target) {
      problem(u, `No item with SKU ${u.sellerSku} in your Amazon inventory`);
      continue;
    }
    if (target === l.itemId) {
      updated++;
      continue;
    }
    const moved = await inTransaction(deps, async (tx) => {
      await lockSellerChannel(tx, userId, 'EBAY');
      const [mine] = await ebayListingsOf(tx, userId, [l.itemId], []);
      const [theirs] = await ebayListingsOf(tx, userId, [target], []);
      if (!mine || mine.externalId !== u.ebayItemId || isBusy(mine.status)) return 'The eBay listing is busy; try again when it is done';
      if (theirs && (isLive(theirs.status) || isBusy(theirs.status)))
        return `SKU ${u.sellerSku} is already listed on eBay${theirs.externalId ? ` as item ${theirs.externalId}` : ''}`;
      // The target's dead row (ended, refused) gives way: one eBay row per item.
      if (theirs) await tx.query(`DELETE FROM listings WHERE id = $1 AND user_id = $2`, [theirs.id, userId]);
      await tx.query(
        `UPDATE listings SET item_id = $3, status_at = now(), updated_at = now(), last_pushed_quantity = NULL, last_pushed_price_cents = NULL, last_error = NULL
          WHERE id = $1 AND user_id = $2`,
        [mine.id, userId, target],
      );
      await markSyncDue(tx, userId, { itemIds: [target], channels: ['EBAY'] });
      return null;
    });
    if (moved) problem(u, moved);
    else {
      reprice.add(target);
      updated++;
    }
  }
  // The engine sends the new prices (a price-only revision per listing, as 'Revise price' does).
  if (reprice.size > 0) await reviseItems(deps, { userId, channel: 'EBAY', itemIds: [...reprice], kind: 'PRICE_ONLY' });
  return { updated, problems: sorted(problems) };
}
