// Families read again on each import (issue 34): Catalog Items is read once per item, so a child
// the seller takes out of its family on Amazon would stay linked. After each import the parents'
// relationships (their childAsins, read as the enrichment reads Catalog Items: 20 a call, paced)
// say which linked children are still in their family; a child no longer named leaves: its
// listings are delisted first (taking it out of the family's listing on each channel while the
// channel still knows the group), then it is unlinked. The job runs again while delistings are
// under way, so the unlink follows them. A child the parent names that the seller has but is not
// linked to it was added to the family on Amazon (an item already enriched: a new item joins when
// first enriched): its theme values are read (Catalog Items, the same pacing), it is linked, and it
// is listed where its family is one live listing (onChildrenJoining).
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { sessionFor, type AmazonSession, type SessionDeps } from '../connections/connections.service.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { catalogQueue, readCatalog } from './enrich.service.ts';
import { onChildrenJoining, onChildrenLeaving } from './ports.ts';
import { joiningChildren, linkFamilies, variationOf, type ChildVariation } from './variations.ts';

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

/** Re-reads the seller's families; returns the children that left, how many wait for their delisting, and how many joined. */
export async function refreshFamilies(
  deps: SessionDeps & { prisma: PrismaClient },
  userId: string,
  recheck = false,
): Promise<{ left: number; waiting: number; joined: number }> {
  // grouped: the child is on its family's one listing (not excluded, the family listed as GROUP).
  const { rows: linked } = await deps.pool.query<{ id: string; asin: string; parent: string; grouped: boolean }>(
    `SELECT i.id, i.asin, i.v_parent_asin AS parent, (NOT i.variation_excluded AND COALESCE(f.list_as, 'GROUP') = 'GROUP') AS grouped
       FROM inventory_items i LEFT JOIN variation_families f ON f.user_id = i.user_id AND f.parent_asin = i.v_parent_asin
      WHERE i.user_id = $1 AND i.v_parent_asin IS NOT NULL`,
    [userId],
  );
  // Every family the seller has had, also one whose children all left: a child attached back to it is found.
  const { rows: families } = await deps.pool.query<{ parent: string }>(`SELECT parent_asin AS parent FROM variation_families WHERE user_id = $1`, [userId]);
  const parents = [...new Set([...linked.map((l) => l.parent), ...families.map((f) => f.parent)])].sort();
  if (parents.length === 0) return { left: 0, waiting: 0, joined: 0 };
  const amazon = await sessionFor(deps, userId, 'amazon');
  const children = new Map<string, Set<string>>();
  for (const p of await readCatalog(amazon, parents, ['relationships'])) {
    const mine = p.relationships?.find((r) => r.marketplaceId === amazon.marketplaceId) ?? p.relationships?.[0];
    children.set(p.asin, new Set(mine?.relationships.filter((r) => r.type === 'VARIATION').flatMap((r) => r.childAsins ?? []) ?? []));
  }
  // A parent Amazon no longer knows has no children left.
  const leaving = linked.filter((l) => !children.get(l.parent)?.has(l.asin));
  // A child moved to another family leaves the first (delisted while still linked to it) before it
  // joins the other, at a later refresh once it is unlinked.
  const leavingIds = new Set(leaving.map((l) => l.id));
  const joining = (await addedChildren(deps, amazon, userId, children)).filter((j) => !leavingIds.has(j.id));
  if (leaving.length === 0 && joining.length === 0) return { left: 0, waiting: 0, joined: 0 };
  const waiting = await inTransaction(deps, async (tx) => {
    await join(deps, tx, userId, joining);
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
  return { left: leaving.length - waiting, waiting, joined: joining.length };
}

/**
 * The seller's enriched items a parent names but that are not linked to it (added to the family on
 * Amazon), with their theme values read from Catalog Items; items Amazon relates to no parent now are left out.
 */
async function addedChildren(
  deps: SessionDeps,
  amazon: AmazonSession,
  userId: string,
  children: Map<string, Set<string>>,
): Promise<{ id: string; variation: ChildVariation }[]> {
  const parentOf = new Map<string, string>();
  for (const [parent, asins] of children) for (const a of asins) parentOf.set(a, parent);
  if (parentOf.size === 0) return [];
  const { rows } = await deps.pool.query<{ id: string; asin: string; parent: string | null }>(
    `SELECT id, asin, v_parent_asin AS parent FROM inventory_items
      WHERE user_id = $1 AND asin = ANY($2::text[]) AND catalog_enriched_at IS NOT NULL ORDER BY id`,
    [userId, [...parentOf.keys()]],
  );
  const added = rows.filter((r) => r.parent !== parentOf.get(r.asin));
  if (added.length === 0) return [];
  const variations = new Map<string, ChildVariation | null>();
  for (const item of await readCatalog(amazon, [...new Set(added.map((r) => r.asin))], ['attributes', 'relationships']))
    variations.set(item.asin, variationOf(item, amazon.marketplaceId));
  return added.flatMap((r) => {
    const variation = variations.get(r.asin);
    return variation ? [{ id: r.id, variation }] : [];
  });
}

/** Links the added children and lists them where their family is one live listing. */
async function join(deps: SessionDeps & { prisma: PrismaClient }, tx: SqlRunner, userId: string, added: { id: string; variation: ChildVariation }[]) {
  if (added.length === 0) return;
  const joined = await linkFamilies(tx, userId, added);
  await onChildrenJoining(deps, tx, userId, await joiningChildren(tx, userId, joined));
}
