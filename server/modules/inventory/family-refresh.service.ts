// Families read again on each import (issue 34): Catalog Items is read once per item, so a child
// the seller takes out of its family on Amazon would stay linked. After each import the parents'
// relationships (their childAsins, read as the enrichment reads Catalog Items: 20 a call, paced)
// say which linked children are still in their family; a child no longer named leaves: its
// listings are delisted first (taking it out of the family's listing on each channel while the
// channel still knows the group), then it is unlinked. The job runs again while delistings are
// under way, so the unlink follows them.
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { sessionFor, type SessionDeps } from '../connections/connections.service.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { catalogQueue, readCatalog } from './enrich.service.ts';
import { onChildrenLeaving } from './ports.ts';
import { linkFamilies } from './variations.ts';

/** How long to let the delistings run before looking again. */
const AGAIN_AFTER_MS = 5_000;

/** Queues the seller's family refresh on the Catalog Items queue (after the enrichment a new import queued). */
export async function enqueueFamilyRefresh(db: SqlRunner, userId: string, runAt?: Date): Promise<void> {
  await enqueue(
    db,
    'inventory__refresh_families',
    // A later look (runAt) only checks how the delistings went; an import's refresh replaces it (same key).
    { userId, ...(runAt ? { recheck: true } : {}) },
    { jobKey: `inventory-refresh-families:${userId}`, queueName: catalogQueue(userId), ...(runAt ? { runAt } : {}) },
  );
}

/** Re-reads the seller's families; returns the children that left and how many wait for their delisting. */
export async function refreshFamilies(
  deps: SessionDeps & { prisma: PrismaClient },
  userId: string,
  recheck = false,
): Promise<{ left: number; waiting: number }> {
  // grouped: the child is on its family's one listing (not excluded, the family listed as GROUP).
  const { rows: linked } = await deps.pool.query<{ id: string; asin: string; parent: string; grouped: boolean }>(
    `SELECT i.id, i.asin, i.v_parent_asin AS parent, (NOT i.variation_excluded AND COALESCE(f.list_as, 'GROUP') = 'GROUP') AS grouped
       FROM inventory_items i LEFT JOIN variation_families f ON f.user_id = i.user_id AND f.parent_asin = i.v_parent_asin
      WHERE i.user_id = $1 AND i.v_parent_asin IS NOT NULL`,
    [userId],
  );
  if (linked.length === 0) return { left: 0, waiting: 0 };
  const amazon = await sessionFor(deps, userId, 'amazon');
  const parents = [...new Set(linked.map((l) => l.parent))].sort();
  const children = new Map<string, Set<string>>();
  for (const p of await readCatalog(amazon, parents, ['relationships'])) {
    const mine = p.relationships?.find((r) => r.marketplaceId === amazon.marketplaceId) ?? p.relationships?.[0];
    children.set(p.asin, new Set(mine?.relationships.filter((r) => r.type === 'VARIATION').flatMap((r) => r.childAsins ?? []) ?? []));
  }
  // A parent Amazon no longer knows has no children left.
  const leaving = linked.filter((l) => !children.get(l.parent)?.has(l.asin));
  if (leaving.length === 0) return { left: 0, waiting: 0 };
  const waiting = await inTransaction(deps, async (tx) => {
    // A child listed alone (excluded, or its family listed SEPARATE) keeps its listings: it only leaves the family.
    const listed = new Set(
      await onChildrenLeaving(
        tx,
        userId,
        leaving.filter((l) => l.grouped).map((l) => l.id),
        recheck,
      ),
    );
    await linkFamilies(
      tx,
      userId,
      leaving.filter((l) => !listed.has(l.id)).map((l) => ({ id: l.id, variation: null })),
    );
    if (listed.size > 0) await enqueueFamilyRefresh(tx, userId, new Date(Date.now() + AGAIN_AFTER_MS));
    return listed.size;
  });
  return { left: leaving.length - waiting, waiting };
}
