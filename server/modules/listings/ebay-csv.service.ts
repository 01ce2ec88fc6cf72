// Import and Update eBay Listings (spec 001 §2.14, §5, §8; 002 §2.13). Rows come from ebay-csv.ts
// (the same rules the modals check); lines that cannot apply are reported with their line number
// while the others go through.
//
// Import: the seller's items matched by SKU are linked to listings they already have on eBay. Each
// listing is read from eBay (channels/ebay/migrate.ts: legacy listings are migrated with
// bulkMigrateListing, Inventory API listings found by SKU) and stored LISTED with eBay's item id,
// SKU and offer id, marked due for continuous sync, which then manages its quantity and price like
// the listings ListBridge made. All or nothing on the plan: when the new listings would not fit,
// nothing is read from eBay and nothing changes (the spec's message).
//
// Update: eBayPrice locks the item's price (user_edited_details.ebay_price, minor units) and queues
// a price-only revision, which the engine pushes (continuous sync never moves a locked price); SKU
// moves the eBay listing to another Amazon item: the listings row (with its eBay SKU, offer id and
// item id, which eBay keeps) now belongs to that item, a price-only revision sends that item's
// price, and continuous sync its quantity. The listing's title, photos and description stay as
// they are on eBay (a revise from the listing view sends the new item's).
import type pg from 'pg';
import { linkEbayListings, type EbayLink } from '../../channels/ebay/migrate.ts';
import { NoPlanError, PlanLimitReachedError } from '../billing/billing.errors.ts';
import { assertCapacity } from '../billing/capacity.ts';
import { sessionFor, type SessionDeps } from '../connections/sessions.ts';
import { getItemIdsBySkus, updateItem } from '../inventory/inventory.service.ts';
import { lockSellerChannel, requireChannelConnection, reviseItems, type ActionDeps } from './actions.service.ts';
import { MAX_EBAY_CSV_ROWS, ebayUpdates, type EbayCsvProblem, type EbayImportRow, type EbayUpdateRow } from './ebay-csv.ts';
import { ListingValidationError } from './listings.errors.ts';
import { CHANNEL_RULES } from './listings.statuses.ts';
import { markSyncDue } from './sync.service.ts';

type Deps = ActionDeps & SessionDeps;
const RULE = CHANNEL_RULES.EBAY;
const isLive = (status: string) => (RULE.live as readonly string[]).includes(status);
const isBusy = (status: string) => (RULE.inProgress as readonly string[]).includes(status);

export interface EbayImportResult {
  /** Listings linked (a row now LISTED with eBay's item id, SKU and offer id). */
  imported: number;
  /** Lines naming a link ListBridge already had: nothing to do. */
  unchanged: number;
  problems: EbayCsvProblem[];
}

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

async function ebayListingsOf(db: Pick<pg.PoolClient, 'query'>, userId: string, itemIds: string[], externalIds: string[]): Promise<ExistingListing[]> {
  const { rows } = await db.query<ExistingListing>(
    `SELECT id, item_id AS "itemId", status, external_id AS "externalId", sku FROM listings
      WHERE user_id = $1 AND channel = 'EBAY' AND (item_id = ANY($2::uuid[]) OR external_id = ANY($3::text[]))`,
    [userId, itemIds, externalIds],
  );
  return rows;
}

/** Live + adding ≤ the plan's max (no plan: a max of 0); PlanLimitReachedError otherwise. */
async function checkCapacity(deps: Deps, db: Pick<pg.PoolClient, 'query'>, userId: string, adding: number) {
  if (adding === 0) return;
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listings WHERE user_id = $1 AND channel = 'EBAY' AND status = ANY($2::"ListingStatus"[])`,
    [userId, [...RULE.live]],
  );
  const live = rows[0]!.n;
  try {
    await assertCapacity(deps, { userId, channel: 'ebay', adding, liveListings: live });
  } catch (err) {
    if (err instanceof NoPlanError) throw new PlanLimitReachedError('ebay', 0, live);
    throw err;
  }
}

async function inTransaction<T>(deps: Deps, run: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await deps.pool.connect();
  try {
    await tx.query('BEGIN');
    const out = await run(tx);
    await tx.query('COMMIT');
    return out;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}

/**
 * Import eBay Listings: links the rows' eBay listings to the seller's items by SKU. `problems` are
 * the parser's, reported with the import's own. Throws the eBay connection's error without one,
 * PlanLimitReachedError when the new listings would exceed the plan (then nothing changes).
 */
export async function importEbayListings(
  deps: Deps,
  userId: string,
  input: { rows: readonly EbayImportRow[]; problems?: readonly EbayCsvProblem[] },
): Promise<EbayImportResult> {
  if (input.rows.length + (input.problems?.length ?? 0) === 0) throw new ListingValidationError('The file has no rows');
  if (input.rows.length > MAX_EBAY_CSV_ROWS) throw new ListingValidationError(`At most ${MAX_EBAY_CSV_ROWS} rows at a time`);
  const connectionId = await requireChannelConnection(deps, userId, 'EBAY');
  const problems: EbayCsvProblem[] = [...(input.problems ?? [])];
  const problem = (r: EbayImportRow, message: string) => problems.push({ line: r.line, ebayItemId: r.ebayItemId, message });
  const itemIds = await getItemIdsBySkus(
    deps,
    userId,
    input.rows.map((r) => r.sellerSku),
  );
  const known = input.rows.filter((r) => itemIds.has(r.sellerSku) || void problem(r, `No item with SKU ${r.sellerSku} in your Amazon inventory`));

  /** Sorts the rows against the seller's eBay listings: to link, unchanged, or a problem. */
  const classify = (existing: ExistingListing[]) => {
    const byItem = new Map(existing.map((l) => [l.itemId, l]));
    const byExternal = new Map(existing.filter((l) => l.externalId).map((l) => [l.externalId!, l]));
    const link: EbayImportRow[] = [];
    let unchanged = 0;
    for (const r of known) {
      const itemId = itemIds.get(r.sellerSku)!;
      const mine = byItem.get(itemId);
      const holder = byExternal.get(r.ebayItemId);
      if (holder && holder.itemId !== itemId && (isLive(holder.status) || isBusy(holder.status)))
        problem(r, `eBay item ${r.ebayItemId} is already linked to another of your items (eBay SKU ${holder.sku ?? 'unknown'})`);
      else if (mine && isBusy(mine.status)) problem(r, `The item's eBay listing is busy (${mine.status}); try again when it is done`);
      else if (mine && isLive(mine.status) && mine.externalId === r.ebayItemId) unchanged++;
      else if (mine && isLive(mine.status)) problem(r, `SKU ${r.sellerSku} is already listed on eBay as item ${mine.externalId ?? '(pending)'}`);
      else link.push(r);
    }
    return { link, unchanged };
  };

  const before = classify(
    await ebayListingsOf(
      deps.pool,
      userId,
      known.map((r) => itemIds.get(r.sellerSku)!),
      known.map((r) => r.ebayItemId),
    ),
  );
  // Refused over the plan before anything is read from eBay: nothing changes.
  await checkCapacity(deps, deps.pool, userId, before.link.length);
  if (before.link.length === 0) return { imported: 0, unchanged: before.unchanged, problems: sorted(problems) };

  const session = await sessionFor(deps, userId, 'ebay');
  const links = await linkEbayListings(session, before.link);
  const linked: { row: EbayImportRow; link: Extract<EbayLink, { ok: true }> }[] = [];
  for (const r of before.link) {
    const l = links.get(r.ebayItemId);
    if (l?.ok) linked.push({ row: r, link: l });
    else problem(r, l?.message ?? 'eBay did not answer for this listing');
  }
  if (linked.length === 0) return { imported: 0, unchanged: before.unchanged, problems: sorted(problems) };

  const imported = await inTransaction(deps, async (tx) => {
    // The listing actions' lock: a list action and an import cannot both take the last plan slot.
    await lockSellerChannel(tx, userId, 'EBAY');
    await checkCapacity(deps, tx, userId, linked.length);
    const ids = linked.map((x) => itemIds.get(x.row.sellerSku)!);
    // Another item's dead row (ended, refused) may still name the eBay item id: it is forgotten.
    await tx.query(
      `UPDATE listings SET external_id = NULL WHERE user_id = $1 AND channel = 'EBAY' AND external_id = ANY($2::text[]) AND NOT (item_id = ANY($3::uuid[]))`,
      [userId, linked.map((x) => x.row.ebayItemId), ids],
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
      [userId, connectionId, ids, linked.map((x) => x.link.sku), linked.map((x) => x.link.offerId), linked.map((x) => x.row.ebayItemId)],
    );
    // Continuous sync takes them over: their quantity and price are pushed on its next run.
    await markSyncDue(tx, userId, { itemIds: ids, channels: ['EBAY'] });
    return rowCount ?? 0;
  });
  return { imported, unchanged: before.unchanged, problems: sorted(problems) };
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
