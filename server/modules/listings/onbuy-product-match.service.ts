// The product step of listing on OnBuy: every listing is an offer on an OnBuy product (OPC), so
// before an item without a chosen product can be listed its product is found or made, from the
// item's Amazon data: by barcode in OnBuy's catalogue first; a record with the same title and brand
// but no barcode is only offered to the seller (it may be another product); otherwise the product is
// created (category from the item's kind, brand by name, features, images, codes) and the listing
// waits for OnBuy's queue, whose poll (jobs/tasks/onbuy__product_queue.ts) pushes it again.
// Idempotent: a creation already queued for the item is reused, never sent twice (one row per item
// in onbuy_product_creations, written under a per-item lock), and a found product is remembered as
// the item's onbuy_product_code. The pre-flight (server/channels/onbuy/preflight.ts) runs first.
import { WAITING_IN_QUEUE } from '../../channels/onbuy/adapter.ts';
import { onbuyCategoryName } from '../../channels/onbuy/categories.ts';
import { onbuyListingCondition } from '../../channels/onbuy/payload.ts';
import { conditionProblem, creationProblem, matchProblem } from '../../channels/onbuy/preflight.ts';
import { itemBarcode, itemBrand, productTitle, titleKey } from '../../channels/onbuy/product.ts';
import { mapLimited } from '../../channels/ebay/categories.ts';
import { inTransaction } from '../../db/transaction.ts';
import { OnbuyApiError } from '../../integrations/onbuy/errors.ts';
import type { OnbuyCategory } from '../../integrations/onbuy/types.ts';
import { ConnectionNeedsReauthError } from '../connections/connections.errors.ts';
import type { OnbuySession } from '../connections/sessions.ts';
import { updateItem, type InventoryItemRow } from '../inventory/inventory.service.ts';
import { requireChannelConnection } from './actions.service.ts';
import { OnbuyAccountNeededError } from './onbuy-products.errors.ts';
import { onbuyChoiceOf, onbuyProductPayload } from './onbuy-product-payload.ts';
import {
  applyQueue,
  cached,
  categoryById,
  enqueuePoll,
  type OnbuyProductDeps,
  type OnbuyProductView,
  onbuySession,
  queueOf,
  queuePollDelayMs,
  searchCatalogue,
  stored,
  upsertCreation,
} from './onbuy-products.service.ts';

/** What the product step decided for one item. */
export type OnbuyProductStep = { kind: 'opc'; opc: string } | { kind: 'waiting'; message: string } | { kind: 'held'; message: string };

/** Items whose products are looked for at once (OnBuy calls in flight per seller). */
const CONCURRENCY = 4;

const confirmMessage = (p: OnbuyProductView) =>
  `OnBuy has a product with this title and brand but no barcode ("${p.name}", OPC ${p.opc}): if it is this item, choose it in the item's OnBuy Settings (Choose Existing) to list on it`;

/** The OnBuy category with this exact name that takes listings (OnBuy's name search is an autocomplete). */
async function categoryByName(deps: OnbuyProductDeps, userId: string, s: OnbuySession, name: string): Promise<OnbuyCategory | null> {
  const found = await cached(deps, userId, 'categories', name.toLowerCase(), async () => (await s.api.categories(name, { limit: 50 })).results);
  const same = found.filter((c) => c.name.toLowerCase() === name.toLowerCase());
  return same.find((c) => c.can_list_in) ?? same[0] ?? null;
}

/** OnBuy's id of the brand when it already knows the name; null: the product is sent with brand_name alone (OnBuy creates it). */
async function brandIdOf(deps: OnbuyProductDeps, userId: string, s: OnbuySession, brand: string): Promise<number | null> {
  const found = await cached(deps, userId, 'brands', brand.toLowerCase(), async () => (await s.api.brands(brand)).results);
  return found.find((b) => b.name.trim().toLowerCase() === brand.trim().toLowerCase())?.brand_id ?? null;
}

const conditionsOf = (c: OnbuyCategory) => c.avaliable_condition_slugs ?? c.condition_ids ?? [];

/** Remembers the product as the item's (what 'List on OnBuy' lists on and the panel shows). */
async function remember(deps: OnbuyProductDeps, userId: string, item: InventoryItemRow, p: OnbuyProductView): Promise<void> {
  const e = (item.userEditedDetails ?? {}) as { onbuy_product_code?: unknown };
  if (e.onbuy_product_code === p.opc) return;
  await updateItem(deps, userId, item.id, { onbuy_product_code: p.opc, ...(p.url ? { onbuy_product_url: p.url } : {}) });
}

/** A record found by title and brand that carries no barcode: it may be this item, for the seller to confirm. */
async function titleCandidate(deps: OnbuyProductDeps, userId: string, s: OnbuySession, item: InventoryItemRow): Promise<OnbuyProductView | null> {
  const brand = itemBrand(item);
  const title = productTitle(item);
  if (!brand || title.length < 3) return null;
  const found = await searchCatalogue(deps, userId, s, title.slice(0, 200), 'name');
  return (
    found.find(
      (p) => p.productCodes.length === 0 && (p.brandName ?? '').trim().toLowerCase() === brand.toLowerCase() && titleKey(p.name) === titleKey(title),
    ) ?? null
  );
}

/** When the item's creation failed: after the seller last asked to list (then it is the answer), or before (then try again). */
async function failedSince(deps: OnbuyProductDeps, userId: string, itemId: string): Promise<Date | null> {
  const { rows } = await deps.pool.query<{ at: Date }>(
    `SELECT COALESCE(checked_at, submitted_at, updated_at) AS at FROM onbuy_product_creations WHERE item_id = $1 AND user_id = $2 AND status = 'FAILED'`,
    [itemId, userId],
  );
  return rows[0]?.at ?? null;
}

async function stepFor(
  deps: OnbuyProductDeps,
  userId: string,
  s: OnbuySession,
  connectionId: string,
  item: InventoryItemRow,
  askedAt: Date,
): Promise<OnbuyProductStep> {
  const row = await stored(deps.pool, userId, item.id);
  if (row?.status === 'CREATED' && row.opc) return { kind: 'opc', opc: row.opc };
  if (row?.status === 'QUEUED') {
    // The queue already holds the item's product: ask it once now, never submit again.
    const q = await queueOf(s, row);
    if (!q || q.status === 'pending') return { kind: 'waiting', message: WAITING_IN_QUEUE };
    const settled = await applyQueue(deps, s, row, q);
    if (settled.status === 'CREATED' && settled.opc) return { kind: 'opc', opc: settled.opc };
    return { kind: 'held', message: `OnBuy did not create the product: ${settled.errorMessage ?? 'no reason given'}` };
  }
  if (row?.status === 'FAILED') {
    const at = await failedSince(deps, userId, item.id);
    if (at && at >= askedAt) return { kind: 'held', message: `OnBuy did not create the product: ${row.errorMessage ?? 'no reason given'}` };
  }

  const condition = onbuyListingCondition(item);
  const noBarcode = matchProblem(item);
  if (noBarcode) {
    const candidate = await titleCandidate(deps, userId, s, item);
    return { kind: 'held', message: candidate ? confirmMessage(candidate) : noBarcode };
  }
  const code = itemBarcode(item)!;
  const byCode = await searchCatalogue(deps, userId, s, code, 'product_code');
  const match = byCode[0];
  if (match) {
    const category = await categoryOfMatch(deps, userId, s, match);
    const problem = category ? conditionProblem(condition, { name: category.name, conditions: conditionsOf(category) }) : null;
    await remember(deps, userId, item, match);
    return problem ? { kind: 'held', message: problem } : { kind: 'opc', opc: match.opc };
  }
  const candidate = await titleCandidate(deps, userId, s, item);
  if (candidate) return { kind: 'held', message: confirmMessage(candidate) };
  return create(deps, userId, s, connectionId, item, condition);
}

/** The category of a product found in OnBuy's catalogue (its conditions decide what may be listed on it). */
async function categoryOfMatch(deps: OnbuyProductDeps, userId: string, s: OnbuySession, p: OnbuyProductView): Promise<OnbuyCategory | null> {
  const id = p.categoryId;
  if (!id) return null;
  try {
    return await categoryById(deps, userId, s, id);
  } catch {
    // A category OnBuy no longer answers: OnBuy's own answer to the listing decides.
    return null;
  }
}

/** Creates the item's product from its Amazon data, or says what stops it; the listing waits for the queue. */
async function create(
  deps: OnbuyProductDeps,
  userId: string,
  s: OnbuySession,
  connectionId: string,
  item: InventoryItemRow,
  condition: string,
): Promise<OnbuyProductStep> {
  const choice = onbuyChoiceOf(item);
  const name = onbuyCategoryName(item);
  const category = choice.categoryId ? await categoryById(deps, userId, s, choice.categoryId) : name ? await categoryByName(deps, userId, s, name) : null;
  const brand = choice.brandName ?? itemBrand(item);
  const problem =
    creationProblem(item, category ? { name: category.name, canListIn: category.can_list_in } : null, brand) ??
    conditionProblem(condition, { name: category!.name, conditions: conditionsOf(category!) });
  if (problem) return { kind: 'held', message: problem };
  const brandId = choice.brandId ?? (await brandIdOf(deps, userId, s, brand!));
  const payload = onbuyProductPayload(item, { categoryId: category!.category_id, brandId, brandName: brand! });
  return inTransaction(deps, async (tx) => {
    // One submission per item: a second push (or the seller's 'Create New') waits here, then finds it queued.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('onbuy-product:' || $1))`, [item.id]);
    const again = await stored(tx, userId, item.id, true);
    if (again?.status === 'QUEUED') return { kind: 'waiting' as const, message: WAITING_IN_QUEUE };
    if (again?.status === 'CREATED' && again.opc) return { kind: 'opc' as const, opc: again.opc };
    const row = { userId, itemId: item.id, connectionId, sellerSku: item.sellerSku, categoryId: category!.category_id, brand: brand!, condition };
    try {
      const queued = await s.api.createProduct(payload);
      await upsertCreation(tx, row, { status: 'QUEUED', queueId: String(queued.queue_id), errorMessage: null });
      await enqueuePoll(tx, userId, item.id, connectionId, queuePollDelayMs(deps.config, 0));
      return { kind: 'waiting' as const, message: WAITING_IN_QUEUE };
    } catch (err) {
      if (!(err instanceof OnbuyApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429)) throw err;
      await upsertCreation(tx, row, { status: 'FAILED', queueId: null, errorMessage: err.message });
      return { kind: 'held' as const, message: `OnBuy refused the product: ${err.message}` };
    }
  });
}

/**
 * The product step for items being listed on OnBuy without a chosen product: per item the OPC to
 * list on, a wait for OnBuy's queue, or why it is held back. `askedAt` is when the seller asked to
 * list each item (a creation that failed since is the answer; one that failed before is retried).
 * OnBuy's outages and a withdrawn key are thrown (the push keeps the rows in progress).
 */
export async function resolveOnbuyProducts(
  deps: OnbuyProductDeps,
  userId: string,
  items: { item: InventoryItemRow; askedAt: Date }[],
): Promise<Map<string, OnbuyProductStep>> {
  const out = new Map<string, OnbuyProductStep>();
  if (items.length === 0) return out;
  // No usable keys: the engine's reauthorisation stop (rows kept in progress, the banner asks the seller).
  const s = await onbuySession(deps, userId).catch((err) => {
    throw err instanceof OnbuyAccountNeededError ? new ConnectionNeedsReauthError('onbuy') : err;
  });
  const connectionId = await requireChannelConnection(deps, userId, 'ONBUY');
  await mapLimited(items, CONCURRENCY, async ({ item, askedAt }) => {
    out.set(item.id, await stepFor(deps, userId, s, connectionId, item, askedAt));
  });
  return out;
}

/** Of these items, the ones whose product is in OnBuy's queue now (their listings are waiting, not stuck). */
export async function itemsInOnbuyQueue(deps: Pick<OnbuyProductDeps, 'pool'>, userId: string, itemIds: string[]): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const { rows } = await deps.pool.query<{ itemId: string }>(
    `SELECT item_id AS "itemId" FROM onbuy_product_creations WHERE user_id = $1 AND item_id = ANY($2::uuid[]) AND status = 'QUEUED'`,
    [userId, itemIds],
  );
  return new Set(rows.map((r) => r.itemId));
}
