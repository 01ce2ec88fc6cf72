// The product step of listing on OnBuy: every listing is an offer on an OnBuy product (OPC), so
// before an item without a chosen product can be listed its product is found or made, from the
// item's Amazon data: by barcode in OnBuy's catalogue first; a record with the same title and brand
// but no barcode is only offered to the seller (it may be another product); otherwise the product is
// created (category from the item's kind, brand by name, features, images, codes) and the listing
// waits for OnBuy's queue, whose poll (jobs/tasks/onbuy__product_queue.ts) pushes it again.
// Idempotent: a creation already queued for the item is reused, never sent twice (one row per item
// in onbuy_product_creations, written under a per-item lock), and a found product is remembered as
// the item's onbuy_product_code. The pre-flight (server/channels/onbuy/preflight.ts) runs first.
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
import { requireChannelConnection } from '../listing-actions/actions.service.ts';
import { OnbuyAccountNeededError } from '../../channels/onbuy/connection-errors.ts';
import { onbuyChoiceOf, onbuyProductPayload } from './onbuy-product-payload.ts';
import {
  applyQueue,
  cached,
  categoryById,
  claimStaleAt,
  enqueuePoll,
  type OnbuyProductDeps,
  type OnbuyProductView,
  onbuySession,
  queueOf,
  queuePollDelayMs,
  searchCatalogue,
  stored,
} from './onbuy-products.service.ts';

/** What the product step decided for one item. */
export type OnbuyProductStep = { kind: 'opc'; opc: string } | { kind: 'waiting' } | { kind: 'held'; message: string };

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
    // Claimed but never answered (its process died mid-call): OnBuy has no entry; create() claims it again once stale.
    if (!q && !row.queueId) return create(deps, userId, s, connectionId, item, onbuyListingCondition(item));
    // OnBuy queued it though its answer was lost (a 5xx after the write, a cut): keep its queue id
    // and follow it, as if the answer had come (issue 32).
    if (q && !row.queueId) {
      await inTransaction(deps, async (tx) => {
        await tx.query(`UPDATE onbuy_product_creations SET queue_id = $3, updated_at = now() WHERE item_id = $1 AND user_id = $2 AND status = 'QUEUED'`, [
          item.id,
          userId,
          String(q.queue_id),
        ]);
        await enqueuePoll(tx, userId, item.id, connectionId, queuePollDelayMs(deps.config, 0));
      });
    }
    if (!q || q.status === 'pending') return { kind: 'waiting' };
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
  // One submission per item: claim it first (a second push, or the seller's 'Create New', finds it
  // queued), then ask OnBuy with no transaction open: a job's pool is small, and the OnBuy client
  // needs a connection of its own for the shared token.
  const claimed = await claim(deps, {
    userId,
    itemId: item.id,
    connectionId,
    sellerSku: item.sellerSku,
    categoryId: category!.category_id,
    brand: brand!,
    condition,
  });
  if (!claimed) {
    const now = await stored(deps.pool, userId, item.id);
    if (now?.status === 'CREATED' && now.opc) return { kind: 'opc', opc: now.opc };
    // Another caller holds the submission and OnBuy has no entry yet: should that caller never
    // answer (killed mid-call), the poll sends the listing on once the claim is stale (issue 32).
    if (now?.status === 'QUEUED' && !now.queueId && now.submittedAt)
      await enqueuePoll(deps.pool, userId, item.id, connectionId, Math.max(0, claimStaleAt(deps.config, now.submittedAt) - Date.now()) + 1000);
    return { kind: 'waiting' };
  }
  try {
    const queued = await s.api.createProduct(payload);
    await inTransaction(deps, async (tx) => {
      await tx.query(`UPDATE onbuy_product_creations SET queue_id = $3, updated_at = now() WHERE item_id = $1 AND user_id = $2 AND status = 'QUEUED'`, [
        item.id,
        userId,
        String(queued.queue_id),
      ]);
      await enqueuePoll(tx, userId, item.id, connectionId, queuePollDelayMs(deps.config, 0));
    });
    return { kind: 'waiting' };
  } catch (err) {
    // An outage or throttling leaves the claim without a queue id: the next push asks OnBuy by our
    // uid, and (OnBuy has no entry: the call never landed) sends it again at once rather than
    // waiting for the claim to go stale, which only guards against a caller still mid-call.
    if (!(err instanceof OnbuyApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429)) {
      await deps.pool
        .query(
          `UPDATE onbuy_product_creations SET submitted_at = now() - make_interval(secs => $3), updated_at = now()
            WHERE item_id = $1 AND user_id = $2 AND status = 'QUEUED' AND queue_id IS NULL`,
          [item.id, userId, deps.config.ONBUY_PRODUCT_CLAIM_STALE_MS / 1000],
        )
        .catch(() => {});
      throw err;
    }
    await deps.pool.query(
      `UPDATE onbuy_product_creations SET status = 'FAILED', error_message = $3, updated_at = now() WHERE item_id = $1 AND user_id = $2 AND status = 'QUEUED'`,
      [item.id, userId, err.message],
    );
    return { kind: 'held', message: `OnBuy refused the product: ${err.message}` };
  }
}

/**
 * Marks the item's product as being submitted (Queued, no queue id yet) unless it is already
 * queued or created: true when this caller may send it. One statement, so two pushes cannot both win.
 */
async function claim(
  deps: OnbuyProductDeps,
  r: { userId: string; itemId: string; connectionId: string; sellerSku: string; categoryId: number; brand: string; condition: string },
): Promise<boolean> {
  const { rowCount } = await deps.pool.query(
    `INSERT INTO onbuy_product_creations (item_id, user_id, connection_id, status, queue_id, opc, error_message, uid, seller_sku,
       category_id, brand, condition, submitted_at, checks, checked_at, updated_at)
     VALUES ($1, $2, $3, 'QUEUED', NULL, NULL, NULL, $9, $4, $5, $6, $7, now(), 0, NULL, now())
     ON CONFLICT (item_id) DO UPDATE SET connection_id = EXCLUDED.connection_id, status = 'QUEUED', queue_id = NULL, opc = NULL,
       error_message = NULL, seller_sku = EXCLUDED.seller_sku, category_id = EXCLUDED.category_id, brand = EXCLUDED.brand,
       condition = EXCLUDED.condition, submitted_at = now(), checks = 0, checked_at = NULL, updated_at = now()
     WHERE onbuy_product_creations.user_id = EXCLUDED.user_id
       AND (onbuy_product_creations.status = 'FAILED'
            OR (onbuy_product_creations.status = 'QUEUED' AND onbuy_product_creations.queue_id IS NULL
                AND onbuy_product_creations.submitted_at <= now() - make_interval(secs => $8)))`,
    [r.itemId, r.userId, r.connectionId, r.sellerSku, r.categoryId, r.brand, r.condition, deps.config.ONBUY_PRODUCT_CLAIM_STALE_MS / 1000, r.itemId],
  );
  return rowCount === 1;
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
