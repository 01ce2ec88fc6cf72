// Listing waits for Amazon's catalogue data (issue 28): an item listed before its enrichment ran
// would be judged on data that has not arrived (eBay's pre-flight: "Missing item specifics:
// Brand"). The push leaves such rows in LISTING with a message the seller understands and has their
// enrichment brought forward; the transaction that stores the catalogue data queues the push again
// and lists once more the items held back for want of it. Channel-free: every channel's push and
// held-back rows go through here.
import type pg from 'pg';
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { PREFLIGHT_MESSAGE_PREFIXES } from '../../channels/ebay/preflight.ts';
import { connectionRows } from '../connections/connections.service.ts';
import { requestCatalogFirst } from '../inventory/enrich.service.ts';
import { enqueuePush, relistHeldBack } from './actions.service.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';

/** The in-progress listing's message while its item's catalogue data is on its way. */
export const WAITING_FOR_CATALOG = "Waiting for Amazon's catalogue data";

/**
 * How long a listing waits for the catalogue: past it (Amazon down for long, the enrichment's
 * retries spent) the item is listed with the data it has, and the pre-flight holds it back with
 * its reason; it is listed again when the data arrives (onCatalogArrived).
 */
export const CATALOG_WAIT_MS = 15 * 60_000;

/**
 * The push's side, for listings whose item has no catalogue data yet: when the seller's Amazon
 * connection can bring it (authorised), marks them as waiting and asks for their items' data first,
 * in one transaction, and returns their ids; without one the data cannot come, so nothing waits.
 */
export async function waitForCatalog(
  deps: { pool: pg.Pool; prisma: PrismaClient },
  userId: string,
  rows: readonly { id: string; itemId: string }[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const amazon = (await connectionRows(deps, userId)).find((c) => c.kind === 'AMAZON');
  if (!amazon || amazon.status === 'NEEDS_REAUTH') return new Set();
  await inTransaction(deps, async (tx) => {
    await tx.query(
      `UPDATE listings SET last_error = $3, updated_at = now()
        WHERE user_id = $1 AND id = ANY($2::uuid[]) AND status = 'LISTING' AND last_error IS DISTINCT FROM $3`,
      [userId, rows.map((r) => r.id), WAITING_FOR_CATALOG],
    );
    await requestCatalogFirst(tx, userId, [...new Set(rows.map((r) => r.itemId))]);
  });
  return new Set(rows.map((r) => r.id));
}

/**
 * The enrichment's side, inside the transaction that stored these items' catalogue data: the
 * listings waiting for it are pushed now (their connection's push is queued), and listings the
 * pre-flight held back because data was missing are listed again (relistHeldBack, within the plan).
 */
export async function onCatalogArrived(
  deps: { prisma: PrismaClient; pool: pg.Pool },
  tx: SqlRunner,
  userId: string,
  itemIds: readonly string[],
): Promise<void> {
  if (itemIds.length === 0) return;
  const { rows: waiting } = await tx.query<{ channel: ListingChannel; connection_id: string }>(
    `SELECT DISTINCT channel, connection_id FROM listings
      WHERE user_id = $1 AND item_id = ANY($2::uuid[]) AND status = 'LISTING' AND connection_id IS NOT NULL`,
    [userId, itemIds],
  );
  for (const w of waiting) await enqueuePush(tx, userId, w.channel, w.connection_id);
  const { rows: held } = await tx.query<{ channel: ListingChannel; item_ids: string[] }>(
    `SELECT channel, array_agg(item_id) AS item_ids FROM listings
      WHERE user_id = $1 AND item_id = ANY($2::uuid[]) AND status = 'FAILED_TO_LIST'
        AND (${PREFLIGHT_MESSAGE_PREFIXES.map((_, n) => `starts_with(last_error, $${n + 3})`).join(' OR ')})
      GROUP BY channel`,
    [userId, itemIds, ...PREFLIGHT_MESSAGE_PREFIXES],
  );
  for (const h of held) await relistHeldBack(deps, userId, h.channel, h.item_ids, tx);
}
