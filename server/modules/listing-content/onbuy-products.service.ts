// Creating a new OnBuy product for an item (spec 001 §2.12 'Create New', §4 product creation
// status): the category, brand and condition look-ups (through the seller's OnBuy session, cached
// 60 s in Postgres), the submission (POST /products → a queue id) and the verdict of OnBuy's queue,
// polled by jobs/tasks/onbuy__product_queue.ts with a back-off. "Not Submitted" is no row.
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import type { IntegrationClients } from '../../integrations/clients.ts';
import { ONBUY_SITE_UK } from '../../integrations/onbuy/config.ts';
import { OnbuyApiError } from '../../integrations/onbuy/errors.ts';
import { onbuyCategory, onbuyQueueByUid } from '../../integrations/onbuy/products.ts';
import type { OnbuyCatalogueProduct, OnbuyCategory, OnbuyQueue } from '../../integrations/onbuy/types.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { Logger } from '../../logger.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../connections/connections.errors.ts';
import { sessionFor, type OnbuySession } from '../connections/sessions.ts';
import { InventoryItemNotFoundError } from '../inventory/inventory.errors.ts';
import { getItemsByIds, updateItem, type InventoryItemRow } from '../inventory/inventory.service.ts';
import { enqueuePush, requireChannelConnection } from '../listing-actions/actions.service.ts';
import { onbuyConditionFor } from './onbuy-condition.ts';
import { itemBrand, productTitle } from '../../channels/onbuy/product.ts';
import { itemBarcode, onbuyChoiceEdits, onbuyChoiceOf, onbuyProductPayload, type OnbuyProductChoice } from './onbuy-product-payload.ts';
import {
  OnbuyCategoryNotListableError,
  OnbuyLookupTooShortError,
  OnbuyProductInputError,
  OnbuyProductStateError,
  OnbuyRefusedError,
  OnbuySearchTooShortError,
} from './onbuy-products.errors.ts';
import { OnbuyAccountNeededError } from '../../channels/onbuy/connection-errors.ts';

export interface OnbuyProductDeps {
  pool: pg.Pool;
  prisma: PrismaClient;
  config: Pick<Config, 'encryptionKey' | 'ONBUY_QUEUE_POLL_FIRST_MS' | 'ONBUY_QUEUE_POLL_MAX_MS' | 'ONBUY_PRODUCT_CLAIM_STALE_MS'>;
  clients: IntegrationClients;
  log?: Pick<Logger, 'warn'>;
}

export type OnbuyProductStatus = 'NOT_SUBMITTED' | 'QUEUED' | 'CREATED' | 'FAILED';

/** The item's product creation state (spec 001 §3 onbuy_settings). */
export interface OnbuyProductCreation {
  itemId: string;
  userId: string;
  status: OnbuyProductStatus;
  queueId: string | null;
  opc: string | null;
  errorMessage: string | null;
  sellerSku: string | null;
  categoryId: number | null;
  brand: string | null;
  condition: string | null;
  submittedAt: Date | null;
  checkedAt: Date | null;
  checks: number;
}

export interface OnbuyCategoryView {
  categoryId: number;
  name: string;
  categoryTree: string;
  canListIn: boolean;
  availableConditionSlugs: string[];
}
export interface OnbuyBrandView {
  brandId: number;
  name: string;
}
export interface OnbuyConditionView {
  conditionId: string;
  name: string;
}

/** Spec 001 §5/§9: category and brand autocompletes need 4 characters. */
export const ONBUY_LOOKUP_MIN_CHARS = 4;
/** Spec 001 §7: OnBuy query cache 60 s. */
const CACHE_SECONDS = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const COLUMNS = `item_id AS "itemId", user_id AS "userId", status::text AS status, queue_id AS "queueId", opc,
  error_message AS "errorMessage", seller_sku AS "sellerSku", category_id AS "categoryId", brand, condition,
  submitted_at AS "submittedAt", checked_at AS "checkedAt", checks, connection_id AS "connectionId", uid`;
export type StoredCreation = OnbuyProductCreation & { connectionId: string | null; uid: string };

const notSubmitted = (userId: string, itemId: string): OnbuyProductCreation => ({
  itemId,
  userId,
  status: 'NOT_SUBMITTED',
  queueId: null,
  opc: null,
  errorMessage: null,
  sellerSku: null,
  categoryId: null,
  brand: null,
  condition: null,
  submittedAt: null,
  checkedAt: null,
  checks: 0,
});

// ---- sessions and OnBuy's answers ------------------------------------------------------------

/** The seller's OnBuy session; the spec's reauthorise alert when there is none or it was refused. */
export async function onbuySession(deps: OnbuyProductDeps, userId: string): Promise<OnbuySession> {
  try {
    return await sessionFor(deps, userId, 'onbuy');
  } catch (err) {
    if (err instanceof ConnectionNotFoundError || err instanceof ConnectionNeedsReauthError) throw new OnbuyAccountNeededError();
    throw err;
  }
}

/** OnBuy's refusals keep its message (400); its outages and throttling are a 502. */
export async function onbuyCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ConnectionNeedsReauthError) throw new OnbuyAccountNeededError();
    if (err instanceof OnbuyApiError) {
      const refused = err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429;
      throw new OnbuyRefusedError(refused ? err.message : `OnBuy could not be reached: ${err.message}`, refused ? 400 : 502);
    }
    throw err;
  }
}

/** A look-up answered from the seller's 60-second cache, else from OnBuy (and cached). */
export async function cached<T>(deps: OnbuyProductDeps, userId: string, kind: string, query: string, load: () => Promise<T>): Promise<T> {
  const { rows } = await deps.pool.query<{ results: T }>(
    `SELECT results FROM onbuy_lookup_cache
      WHERE user_id = $1 AND kind = $2 AND query = $3 AND fetched_at > now() - make_interval(secs => $4)`,
    [userId, kind, query, CACHE_SECONDS],
  );
  if (rows[0]) return rows[0].results;
  const results = await load();
  await deps.pool.query(
    `WITH gone AS (DELETE FROM onbuy_lookup_cache WHERE user_id = $1 AND fetched_at < now() - make_interval(secs => $5))
     INSERT INTO onbuy_lookup_cache (user_id, kind, query, results, fetched_at) VALUES ($1, $2, $3, $4::jsonb, now())
     ON CONFLICT (user_id, kind, query) DO UPDATE SET results = EXCLUDED.results, fetched_at = EXCLUDED.fetched_at`,
    [userId, kind, query, JSON.stringify(results), CACHE_SECONDS],
  );
  return results;
}

function lookupText(query: string | null | undefined): string {
  const q = (query ?? '').trim().toLowerCase();
  if (q.length < ONBUY_LOOKUP_MIN_CHARS) throw new OnbuyLookupTooShortError();
  return q;
}

const categoryView = (c: OnbuyCategory): OnbuyCategoryView => ({
  categoryId: c.category_id,
  name: c.name,
  categoryTree: c.category_tree ?? '',
  canListIn: c.can_list_in,
  availableConditionSlugs: c.avaliable_condition_slugs ?? c.condition_ids ?? [],
});

// ---- look-ups --------------------------------------------------------------------------------

/** OnBuy categories whose name contains the text (at least 4 characters), each saying whether it is listable. */
export async function searchOnbuyCategories(deps: OnbuyProductDeps, userId: string, query: string | null | undefined): Promise<OnbuyCategoryView[]> {
  const q = lookupText(query);
  const s = await onbuySession(deps, userId);
  const found = await cached(deps, userId, 'categories', q, async () => (await onbuyCall(() => s.api.categories(q, { limit: 50 }))).results);
  return found.map(categoryView);
}

/** OnBuy brands whose name contains the text (at least 4 characters). */
export async function searchOnbuyBrands(deps: OnbuyProductDeps, userId: string, query: string | null | undefined): Promise<OnbuyBrandView[]> {
  const q = lookupText(query);
  const s = await onbuySession(deps, userId);
  const found = await cached(deps, userId, 'brands', q, async () => (await onbuyCall(() => s.api.brands(q))).results);
  return found.map((b) => ({ brandId: b.brand_id, name: b.name }));
}

export async function categoryById(deps: OnbuyProductDeps, userId: string, s: OnbuySession, categoryId: number): Promise<OnbuyCategory> {
  return cached(deps, userId, 'category', String(categoryId), () => onbuyCall(() => onbuyCategory(s.api, categoryId)));
}

/**
 * OnBuy's conditions; for a category only the ones it allows (avaliable_condition_slugs), with
 * `condition`: what the chosen condition becomes under the reset rule (spec 001 §4).
 */
export async function onbuyConditions(
  deps: OnbuyProductDeps,
  userId: string,
  opts: { categoryId?: number | null; chosen?: string | null } = {},
): Promise<{ conditions: OnbuyConditionView[]; condition: string | null; category: OnbuyCategoryView | null }> {
  const s = await onbuySession(deps, userId);
  const all = await cached(deps, userId, 'conditions', '', async () => (await onbuyCall(() => s.api.conditions())).results);
  const names = new Map(all.map((c) => [c.condition_id, c.name]));
  if (!opts.categoryId) {
    return { conditions: all.map((c) => ({ conditionId: c.condition_id, name: c.name })), condition: opts.chosen ?? null, category: null };
  }
  const category = categoryView(await categoryById(deps, userId, s, opts.categoryId));
  return {
    conditions: category.availableConditionSlugs.map((slug) => ({ conditionId: slug, name: names.get(slug) ?? slug })),
    condition: onbuyConditionFor(opts.chosen, category.availableConditionSlugs),
    category,
  };
}

// ---- the state ---------------------------------------------------------------------------------

export async function stored(db: SqlRunner, userId: string, itemId: string, lock = false): Promise<StoredCreation | null> {
  if (!UUID.test(itemId)) return null;
  const { rows } = await db.query<StoredCreation>(
    `SELECT ${COLUMNS} FROM onbuy_product_creations WHERE item_id = $1 AND user_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [itemId, userId],
  );
  return rows[0] ?? null;
}

export const publicView = (r: StoredCreation): OnbuyProductCreation => {
  const { connectionId: _c, uid: _u, ...rest } = r;
  return rest;
};

/** The item's product creation state ('NOT_SUBMITTED' when it was never sent). */
export async function getOnbuyProductCreation(deps: Pick<OnbuyProductDeps, 'pool'>, userId: string, itemId: string): Promise<OnbuyProductCreation> {
  const r = await stored(deps.pool, userId, itemId);
  return r ? publicView(r) : notSubmitted(userId, itemId);
}

/** States of many items at once (another seller's items give NOT_SUBMITTED: nothing leaks). */
export async function getOnbuyProductCreations(
  deps: Pick<OnbuyProductDeps, 'pool'>,
  itemIds: readonly string[],
  userIds: string[] | null,
): Promise<OnbuyProductCreation[]> {
  const ids = itemIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return [];
  const { rows } = await deps.pool.query<StoredCreation>(
    `SELECT ${COLUMNS} FROM onbuy_product_creations WHERE item_id = ANY($1::uuid[]) AND ($2::uuid[] IS NULL OR user_id = ANY($2::uuid[]))`,
    [ids, userIds],
  );
  return rows.map(publicView);
}

/** Back-off of the queue poll: the first wait, doubling with each poll, at most the max (6 h). */
export function queuePollDelayMs(config: OnbuyProductDeps['config'], checks: number): number {
  return Math.min(config.ONBUY_QUEUE_POLL_FIRST_MS * 2 ** Math.min(checks, 30), config.ONBUY_QUEUE_POLL_MAX_MS);
}

/** The poll job of one item: one per item (jobKey), one at a time per OnBuy connection (queue). */
export async function enqueuePoll(db: SqlRunner, userId: string, itemId: string, connectionId: string | null, delayMs: number) {
  await enqueue(
    db,
    'onbuy__product_queue',
    { userId, itemId },
    {
      jobKey: `onbuy-product-queue:${itemId}`,
      queueName: `onbuy-products:${connectionId ?? userId}`,
      runAt: new Date(Date.now() + delayMs),
    },
  );
}

// ---- creating --------------------------------------------------------------------------------

export interface CreateOnbuyProductInput {
  userId: string;
  itemId: string;
  /** The seller's choices; absent parts keep what the item has stored. */
  choice?: Partial<OnbuyProductChoice>;
}

async function ownItem(deps: OnbuyProductDeps, userId: string, itemId: string): Promise<InventoryItemRow> {
  const [item] = UUID.test(itemId) ? await getItemsByIds(deps, [itemId], [userId]) : [];
  if (!item) throw new InventoryItemNotFoundError();
  return item;
}

/**
 * Submits a new OnBuy product for the item: stores the seller's choices, checks the category is
 * listable, the brand and the condition (reset per spec 001 §4), sends POST /products (uid = item
 * id) and records Queued with OnBuy's queue id, queueing the poll job in the same transaction.
 * OnBuy's own refusal is recorded as Failed with its message and returned as OnbuyRefusedError.
 */
export async function createOnbuyProduct(
  deps: OnbuyProductDeps,
  input: CreateOnbuyProductInput,
): Promise<{ item: InventoryItemRow; creation: OnbuyProductCreation }> {
  const { userId, itemId } = input;
  let item = await ownItem(deps, userId, itemId);
  const current = await stored(deps.pool, userId, itemId);
  if (current?.status === 'QUEUED') throw new OnbuyProductStateError(`This product is already queued on OnBuy (queue ${current.queueId})`);
  if (current?.status === 'CREATED') throw new OnbuyProductStateError(`This product was already created on OnBuy (OPC ${current.opc})`);

  let connectionId: string;
  try {
    connectionId = await requireChannelConnection(deps, userId, 'ONBUY');
  } catch (err) {
    if (err instanceof ConnectionNotFoundError || err instanceof ConnectionNeedsReauthError) throw new OnbuyAccountNeededError();
    throw err;
  }
  const s = await onbuySession(deps, userId);

  const choice = { ...onbuyChoiceOf(item), ...definedOnly(input.choice ?? {}) };
  if (!choice.categoryId) throw new OnbuyProductInputError('onbuy_category', 'Choose an OnBuy category');
  const category = await categoryById(deps, userId, s, choice.categoryId);
  choice.categoryName = category.name;
  const condition = onbuyConditionFor(choice.condition, category.avaliable_condition_slugs ?? category.condition_ids ?? []);
  choice.condition = condition;
  // The choices are kept on the item (user_edited_details) whatever OnBuy says next.
  item = await updateItem(deps, userId, itemId, onbuyChoiceEdits(choice));
  if (!category.can_list_in) throw new OnbuyCategoryNotListableError();
  if (!choice.brandName) throw new OnbuyProductInputError('onbuy_brand', 'Choose a brand');
  if (!condition) throw new OnbuyProductInputError('onbuy_condition_code', 'Choose a condition');
  const payload = onbuyProductPayload(item, { categoryId: choice.categoryId, brandId: choice.brandId, brandName: choice.brandName });

  const outcome = await inTransaction(deps, async (tx) => {
    // One submission per item at a time: a second request waits here, then finds it queued.
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('onbuy-product:' || $1))`, [itemId]);
    const again = await stored(tx, userId, itemId, true);
    if (again?.status === 'QUEUED' || again?.status === 'CREATED')
      throw new OnbuyProductStateError(`This product is already ${again.status.toLowerCase()} on OnBuy`);
    const row = { userId, itemId, connectionId, sellerSku: item.sellerSku, categoryId: choice.categoryId!, brand: choice.brandName!, condition: condition! };
    try {
      const queued = await s.api.createProduct(payload);
      const saved = await upsertCreation(tx, row, { status: 'QUEUED', queueId: String(queued.queue_id), errorMessage: null });
      await enqueuePoll(tx, userId, itemId, connectionId, queuePollDelayMs(deps.config, 0));
      return { creation: publicView(saved), refused: null };
    } catch (err) {
      if (!(err instanceof OnbuyApiError && err.status >= 400 && err.status < 500 && err.status !== 401 && err.status !== 429)) throw err;
      // OnBuy refused it outright: shown as Failed with OnBuy's message (the tab lets the seller retry).
      const saved = await upsertCreation(tx, row, { status: 'FAILED', queueId: null, errorMessage: err.message });
      return { creation: publicView(saved), refused: err.message };
    }
  }).catch((err) => onbuyCall(() => Promise.reject(err)));
  if (outcome.refused !== null) throw new OnbuyRefusedError(outcome.refused);
  return { item, creation: outcome.creation };
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function upsertCreation(
  tx: pg.PoolClient,
  r: { userId: string; itemId: string; connectionId: string; sellerSku: string; categoryId: number; brand: string; condition: string },
  s: { status: 'QUEUED' | 'FAILED'; queueId: string | null; errorMessage: string | null },
): Promise<StoredCreation> {
  const { rows } = await tx.query<StoredCreation>(
    `INSERT INTO onbuy_product_creations (item_id, user_id, connection_id, status, queue_id, opc, error_message, uid, seller_sku,
       category_id, brand, condition, submitted_at, checks, checked_at, updated_at)
     VALUES ($1, $2, $3, $4::"OnbuyProductStatus", $5, NULL, $6, $11, $7, $8, $9, $10, now(), 0, NULL, now())
     ON CONFLICT (item_id) DO UPDATE SET connection_id = EXCLUDED.connection_id, status = EXCLUDED.status, queue_id = EXCLUDED.queue_id,
       opc = NULL, error_message = EXCLUDED.error_message, seller_sku = EXCLUDED.seller_sku, category_id = EXCLUDED.category_id,
       brand = EXCLUDED.brand, condition = EXCLUDED.condition, submitted_at = now(), checks = 0, checked_at = NULL, updated_at = now()
     WHERE onbuy_product_creations.user_id = EXCLUDED.user_id
     RETURNING ${COLUMNS}`,
    [r.itemId, r.userId, r.connectionId, s.status, s.queueId, s.errorMessage, r.sellerSku, r.categoryId, r.brand, r.condition, r.itemId],
  );
  return rows[0]!;
}

// ---- the queue's verdict ---------------------------------------------------------------------

/**
 * Records what OnBuy's queue says of the item's product: success → Created with the OPC, also
 * stored as the item's onbuy_product_code (and url) so it can be listed; failed → Failed with
 * OnBuy's error; pending → unchanged. Safe to repeat (the item's code is set to the same OPC).
 */
export async function applyQueue(deps: OnbuyProductDeps, s: OnbuySession, row: StoredCreation, q: OnbuyQueue): Promise<OnbuyProductCreation> {
  if (q.status === 'success' && q.opc) {
    const product = await s.api
      .searchProducts(q.opc, 'opc')
      .then((r) => r.results.find((p) => p.opc === q.opc))
      .catch(() => undefined);
    await updateItem(deps, row.userId, row.itemId, { onbuy_product_code: q.opc, ...(product?.url ? { onbuy_product_url: product.url } : {}) });
    const { rows } = await deps.pool.query<StoredCreation>(
      `UPDATE onbuy_product_creations SET status = 'CREATED', opc = $3, error_message = NULL, queue_id = COALESCE(queue_id, $4),
         checked_at = now(), updated_at = now() WHERE item_id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [row.itemId, row.userId, q.opc, q.queue_id],
    );
    return publicView(rows[0]!);
  }
  if (q.status === 'failed') {
    const { rows } = await deps.pool.query<StoredCreation>(
      `UPDATE onbuy_product_creations SET status = 'FAILED', error_message = $3, queue_id = COALESCE(queue_id, $4), checked_at = now(), updated_at = now()
        WHERE item_id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [row.itemId, row.userId, q.error_message || 'OnBuy did not create the product', q.queue_id],
    );
    return publicView(rows[0]!);
  }
  return publicView(row);
}

/** The queue entry of a stored submission: by its queue id, else (none, or unknown to OnBuy) by our uid. */
export async function queueOf(s: OnbuySession, row: Pick<StoredCreation, 'queueId' | 'uid'>): Promise<OnbuyQueue | null> {
  if (row.queueId) {
    try {
      return await s.api.queue(row.queueId);
    } catch (err) {
      if (!(err instanceof OnbuyApiError && err.status === 404)) throw err;
    }
  }
  return onbuyQueueByUid(s.api, row.uid);
}

export type PollOutcome = { done: true; creation: OnbuyProductCreation } | { done: false; retryInMs: number };

/**
 * One poll of the item's queue entry (the job's work): settles Created / Failed, or counts the
 * check and says when to ask again (the back-off). Nothing to do once the item is not Queued.
 */
export async function pollOnbuyProductQueue(deps: OnbuyProductDeps, userId: string, itemId: string): Promise<PollOutcome> {
  const row = await stored(deps.pool, userId, itemId);
  if (row?.status !== 'QUEUED') return { done: true, creation: row ? publicView(row) : notSubmitted(userId, itemId) };
  let q: OnbuyQueue | null;
  let s: OnbuySession;
  try {
    s = await onbuySession(deps, userId);
    q = await queueOf(s, row);
  } catch (err) {
    // Keys withdrawn: OnBuy's verdict waits; ask again at the longest interval (a reconnect resumes).
    if (err instanceof OnbuyAccountNeededError || err instanceof ConnectionNeedsReauthError)
      return { done: false, retryInMs: deps.config.ONBUY_QUEUE_POLL_MAX_MS };
    throw err;
  }
  if (!q && !row.queueId) return followUnanswered(deps, row);
  if (!q) {
    const lost: OnbuyQueue = {
      queue_id: row.queueId ?? '',
      uid: row.uid,
      status: 'failed',
      opc: null,
      error_message: 'OnBuy has no queue entry for this product',
    };
    const creation = await applyQueue(deps, s, row, lost);
    await pushWaitingListing(deps, userId, itemId);
    return { done: true, creation };
  }
  if (q.status !== 'pending') {
    const creation = await applyQueue(deps, s, row, q);
    await pushWaitingListing(deps, userId, itemId);
    return { done: true, creation };
  }
  const { rows } = await deps.pool.query<{ checks: number }>(
    `UPDATE onbuy_product_creations SET checks = checks + 1, checked_at = now() WHERE item_id = $1 AND user_id = $2 AND status = 'QUEUED' RETURNING checks`,
    [itemId, userId],
  );
  return { done: false, retryInMs: queuePollDelayMs(deps.config, rows[0]?.checks ?? row.checks + 1) };
}

/** When a claimed submission without OnBuy's answer may be sent again (its caller can no longer be waiting for it). */
export function claimStaleAt(config: OnbuyProductDeps['config'], submittedAt: Date): number {
  return submittedAt.getTime() + config.ONBUY_PRODUCT_CLAIM_STALE_MS;
}

/**
 * A submission claimed but never answered, and unknown to OnBuy (its call was cut off, or its
 * process killed mid-call): once no caller can still be waiting for it, the waiting listing is
 * pushed again and the push sends the product anew; until then, asked again at that moment.
 * Without a listing waiting for it, it is failed, for the seller to send again.
 */
async function followUnanswered(deps: OnbuyProductDeps, row: StoredCreation): Promise<PollOutcome> {
  const wait = claimStaleAt(deps.config, new Date(row.submittedAt ?? 0)) - Date.now();
  if (wait > 0) return { done: false, retryInMs: wait + 1000 };
  if (await pushWaitingListing(deps, row.userId, row.itemId)) return { done: true, creation: publicView(row) };
  const { rows } = await deps.pool.query<StoredCreation>(
    `UPDATE onbuy_product_creations SET status = 'FAILED', error_message = $3, checked_at = now(), updated_at = now()
      WHERE item_id = $1 AND user_id = $2 AND status = 'QUEUED' AND queue_id IS NULL RETURNING ${COLUMNS}`,
    [row.itemId, row.userId, UNANSWERED],
  );
  return { done: true, creation: publicView(rows[0] ?? row) };
}

/** Why a submission OnBuy never answered and nothing waits for is failed. */
const UNANSWERED = 'OnBuy never answered the product submission; send it again';

/**
 * The item's OnBuy listing waiting for this product (a bulk 'List on OnBuy' that created it) is
 * pushed again now that OnBuy decided: listed on the new OPC, or held back with OnBuy's reason.
 */
async function pushWaitingListing(deps: Pick<OnbuyProductDeps, 'pool'>, userId: string, itemId: string): Promise<boolean> {
  const { rows } = await deps.pool.query<{ connectionId: string }>(
    `SELECT connection_id AS "connectionId" FROM listings
      WHERE user_id = $1 AND item_id = $2 AND channel = 'ONBUY' AND status = 'LISTING' AND connection_id IS NOT NULL`,
    [userId, itemId],
  );
  if (!rows[0]) return false;
  await enqueuePush(deps.pool, userId, 'ONBUY', rows[0].connectionId);
  return true;
}

/** Queues the next poll of the item (the task's tail: its run_at lives in Postgres, so restarts keep it). */
export async function schedulePoll(deps: Pick<OnbuyProductDeps, 'pool'>, userId: string, itemId: string, delayMs: number): Promise<void> {
  const row = await stored(deps.pool, userId, itemId);
  if (row?.status === 'QUEUED') await enqueuePoll(deps.pool, userId, itemId, row.connectionId, delayMs);
}

// ---- the legacy queue-info calls ---------------------------------------------------------------

/** GET onbuy/queue-info/{queueId}: OnBuy's entry as it is (OnBuy answers only the seller's own queues). */
export async function onbuyQueueInfo(deps: OnbuyProductDeps, userId: string, queueId: string): Promise<OnbuyQueue> {
  if (!/^[\w-]{1,64}$/.test(queueId)) throw new OnbuyProductInputError('queueId', 'Unknown queue id');
  const s = await onbuySession(deps, userId);
  return onbuyCall(() => s.api.queue(queueId));
}

/**
 * GET onbuy/queue-info-for-item/{itemId}: the item's entry in OnBuy's queue (by its queue id, else
 * by uid), settled into the stored state on the way, so the answer and the tab agree.
 */
export async function onbuyQueueInfoForItem(
  deps: OnbuyProductDeps,
  userId: string,
  itemId: string,
): Promise<{ queue: OnbuyQueue | null; creation: OnbuyProductCreation }> {
  await ownItem(deps, userId, itemId);
  const row = await stored(deps.pool, userId, itemId);
  const s = await onbuySession(deps, userId);
  const queue = await onbuyCall(() => queueOf(s, row ?? { queueId: null, uid: itemId }));
  if (!row) return { queue, creation: notSubmitted(userId, itemId) };
  const creation = queue && row.status === 'QUEUED' ? await applyQueue(deps, s, row, queue) : publicView(row);
  return { queue, creation };
}

// ---- 'Choose Existing': OnBuy's catalogue -------------------------------------------------------

/** Spec 001 §5: OnBuy product search needs 3 characters. */
export const ONBUY_SEARCH_MIN_CHARS = 3;

/** Spec 001 §3 OnBuy product: opc, name, thumbnail_url, url (with the codes and brand to tell them apart). */
export interface OnbuyProductView {
  opc: string;
  name: string;
  thumbnailUrl: string | null;
  url: string | null;
  productCodes: string[];
  brandName: string | null;
  /** OnBuy's category of the product (its conditions decide what may be listed on it). */
  categoryId?: number | null;
}

export type OnbuyProductSearchField = 'name' | 'product_code' | 'opc';

export interface OnbuyProductSearch {
  /** What was searched: the seller's text, or the item's EAN/UPC when no text was given. */
  query: string | null;
  field: OnbuyProductSearchField | null;
  products: OnbuyProductView[];
}

const productView = (p: OnbuyCatalogueProduct): OnbuyProductView => ({
  opc: p.opc,
  name: p.product_name,
  thumbnailUrl: p.default_image || null,
  url: p.url || null,
  productCodes: p.product_codes ?? [],
  brandName: p.brand_name || null,
  categoryId: p.category_id ?? null,
});

const BARCODE_TEXT = /^(\d{8}|\d{12,14})$/;
const OPC_TEXT = /^[a-z0-9]{4,16}$/i;
/** What the search may take for an OPC on its own: OnBuy's codes mix letters and digits (P8K2…), so a word such as "Resistance" is a name. */
const OPC_LIKE = /^(?=.*\d)(?=.*[a-z])[a-z0-9]{4,16}$/i;

export async function searchCatalogue(deps: OnbuyProductDeps, userId: string, s: OnbuySession, query: string, field: OnbuyProductSearchField) {
  const key = field === 'name' ? query.toLowerCase() : query.toUpperCase();
  return cached(deps, userId, `products:${field}`, key, async () =>
    (await onbuyCall(() => s.api.searchProducts(field === 'opc' ? query.toUpperCase() : query, field))).results.map(productView),
  );
}

/**
 * The 'Choose Existing' search (spec 001 §2.12, §5, §7): with no text and an item, the item's
 * EAN/UPC is tried first (OnBuy's catalogue holds one product per EAN); otherwise the text (at
 * least 3 characters) by the field asked for (spec 001 §7's filter[field]: name, product_code or
 * opc), else as a product code when it is digits, else by name, falling back to an OPC when the
 * name finds nothing and the text looks like one (letters and digits). `siteId` (§7's site_id) must
 * be OnBuy UK's. OnBuy's answers are cached 60 s.
 */
export async function searchOnbuyProducts(
  deps: OnbuyProductDeps,
  userId: string,
  input: { query?: string | null; itemId?: string | null; field?: OnbuyProductSearchField | null; siteId?: number | null },
): Promise<OnbuyProductSearch> {
  if (input.siteId != null && input.siteId !== ONBUY_SITE_UK)
    throw new OnbuyProductInputError('site_id', `ListBridge lists on OnBuy UK (site ${ONBUY_SITE_UK}), not site ${input.siteId}`);
  const text = (input.query ?? '').trim().slice(0, 200);
  if (!text && input.itemId) {
    const item = await ownItem(deps, userId, input.itemId);
    const code = itemBarcode(item);
    const s = await onbuySession(deps, userId);
    const byCode = code ? await searchCatalogue(deps, userId, s, code, 'product_code') : [];
    if (byCode.length > 0) return { query: code, field: 'product_code', products: byCode };
    // No product under the barcode: OnBuy's products with the item's title and brand, for the seller to confirm.
    const title = productTitle(item);
    const brand = itemBrand(item)?.toLowerCase();
    if (!brand || title.length < ONBUY_SEARCH_MIN_CHARS) return { query: code, field: code ? 'product_code' : null, products: [] };
    const byName = (await searchCatalogue(deps, userId, s, title.slice(0, 200), 'name')).filter((p) => (p.brandName ?? '').toLowerCase() === brand);
    return byName.length > 0 ? { query: title, field: 'name', products: byName } : { query: code, field: code ? 'product_code' : null, products: [] };
  }
  if (text.length < ONBUY_SEARCH_MIN_CHARS) throw new OnbuySearchTooShortError();
  const s = await onbuySession(deps, userId);
  if (input.field) return { query: text, field: input.field, products: await searchCatalogue(deps, userId, s, text, input.field) };
  if (BARCODE_TEXT.test(text)) return { query: text, field: 'product_code', products: await searchCatalogue(deps, userId, s, text, 'product_code') };
  const byName = await searchCatalogue(deps, userId, s, text, 'name');
  if (byName.length === 0 && OPC_LIKE.test(text)) return { query: text, field: 'opc', products: await searchCatalogue(deps, userId, s, text, 'opc') };
  return { query: text, field: 'name', products: byName };
}

/**
 * Choosing an existing OnBuy product for the item: the OPC is checked against OnBuy's catalogue,
 * then stored as the item's onbuy_product_code with its onbuy_product_url (user_edited_details),
 * which is what 'List on OnBuy' lists on. An OPC OnBuy does not know is refused.
 */
export async function chooseOnbuyProduct(
  deps: OnbuyProductDeps,
  userId: string,
  itemId: string,
  opc: string,
): Promise<{ item: InventoryItemRow; product: OnbuyProductView }> {
  await ownItem(deps, userId, itemId);
  const code = opc.trim().toUpperCase();
  if (!OPC_TEXT.test(code)) throw new OnbuyProductInputError('opc', 'Unknown OnBuy product code');
  const s = await onbuySession(deps, userId);
  const product = (await searchCatalogue(deps, userId, s, code, 'opc')).find((p) => p.opc.toUpperCase() === code);
  if (!product) throw new OnbuyProductInputError('opc', `OnBuy has no product ${code}`);
  const item = await updateItem(deps, userId, itemId, { onbuy_product_code: product.opc, onbuy_product_url: product.url });
  return { item, product };
}
