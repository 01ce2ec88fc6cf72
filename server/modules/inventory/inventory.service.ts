// The seller's inventory: the page query (raw pg: the hot path), one item, edits, hide/unhide,
// quantity buffers, quantity changes, stats. Every statement carries the tenant (user_id).
import type pg from 'pg';
import { inTransaction, type SqlRunner } from '../../db/transaction.ts';
import { mergeEdits, type UserEditedDetails } from './edits.ts';
import { inventoryQuerySchema, orderBy, whereClause, type InventoryQueryInput } from './filters.ts';
import { InventoryItemNotFoundError, InventoryValidationError } from './inventory.errors.ts';
import { MAX_QUANTITY_BUFFER, quantityBufferFromApi } from '../../../shared/inventory/quantity.ts';
import { listingsColumnSql, parseListings, type ListingRow } from '../listings/listings.service.ts';
import { onItemsChanged } from './ports.ts';

type Db = { pool: pg.Pool };

export interface InventoryItemRow {
  id: string;
  userId: string;
  sellerSku: string;
  asin: string;
  title: string;
  thumbUrl: string | null;
  condition: string;
  itemType: 'FBA' | 'MFN';
  fbaQuantity: number;
  mfnQuantity: number;
  blankBoxQuantity: number;
  totalQuantity: number;
  quantityBuffer: number | null;
  hidden: boolean;
  priceCents: number | null;
  itemCategory: string | null;
  referralFeeCents: number | null;
  fulfillmentFeeCents: number | null;
  earningsCents: number | null;
  catalogDetails: Record<string, unknown> | null;
  /** When Amazon's catalogue data was stored (null: not yet, a listing waits for it; absent only in unit fixtures). */
  catalogEnrichedAt?: Date | null;
  userEditedDetails: UserEditedDetails;
  /** The item's listings, one per channel it is on (none: not listed anywhere). */
  listings: ListingRow[];
  docid: string | null;
  /** The Amazon parent ASIN of the item's variation family (v_parent_id); null: sold alone (absent only in unit fixtures). */
  vParentAsin?: string | null;
  /** Its values of the family's theme attributes, e.g. {color: 'Black'}. */
  variationValues?: Record<string, string> | null;
  /** The seller leaves it out of its family's multi-variation listing. */
  variationExcluded?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Column list with camelCase aliases, so rows need no mapping (and stay cheap on the hot path). */
export const ITEM_COLUMNS = `id, user_id AS "userId", seller_sku AS "sellerSku", asin, title, thumb_url AS "thumbUrl", condition,
  item_type AS "itemType", fba_quantity AS "fbaQuantity", mfn_quantity AS "mfnQuantity", blank_box_quantity AS "blankBoxQuantity",
  total_quantity AS "totalQuantity", quantity_buffer AS "quantityBuffer", hidden, price_cents AS "priceCents",
  item_category AS "itemCategory", referral_fee_cents AS "referralFeeCents", fulfillment_fee_cents AS "fulfillmentFeeCents",
  earnings_cents AS "earningsCents", catalog_details AS "catalogDetails", catalog_enriched_at AS "catalogEnrichedAt", user_edited_details AS "userEditedDetails",
  ${listingsColumnSql('inventory_items')} AS "listings", docid, v_parent_asin AS "vParentAsin", variation_values AS "variationValues",
  variation_excluded AS "variationExcluded", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** Rows of ITEM_COLUMNS: their listings arrive as JSON. */
export function itemRows(rows: InventoryItemRow[]): InventoryItemRow[] {
  for (const r of rows) r.listings = parseListings(r.listings);
  return rows;
}

export interface InventoryPage {
  items: InventoryItemRow[];
  totalCount: number;
  numPages: number;
  page: number;
  pageSize: number;
  offset: number;
}

// ---- count cache -------------------------------------------------------------------------
// An exact count over a 250k-item seller costs ~50 ms, the page itself ~1 ms. The count depends
// only on the filters and the seller's data, so it is cached per (seller, filters) and keyed on
// inventory_stats.data_version, which a commit-time trigger bumps on every write to the items:
// a cached count is never used after the data changed, in this process or any other.
const COUNT_CACHE_MAX = 2000;
const countCache = new Map<string, { version: string; count: number }>();

function cachedCount(key: string, version: string): number | null {
  const hit = countCache.get(key);
  if (!hit || hit.version !== version) return null;
  countCache.delete(key); // re-insert: Map order is the LRU order
  countCache.set(key, hit);
  return hit.count;
}

function storeCount(key: string, version: string, count: number) {
  countCache.set(key, { version, count });
  if (countCache.size > COUNT_CACHE_MAX) countCache.delete(countCache.keys().next().value!);
}

async function dataVersion(db: Db, userId: string): Promise<string> {
  const { rows } = await db.pool.query('SELECT data_version::text AS v FROM inventory_stats WHERE user_id = $1', [userId]);
  return rows[0]?.v ?? '0';
}

/** A count over the seller's items and their listings, `key` naming what it counts: cached as the page counts are. */
export async function cachedItemCount(db: Db, userId: string, key: string, count: () => Promise<number>): Promise<number> {
  const cacheKey = `${userId}\u0000count:${key}`;
  const version = await dataVersion(db, userId);
  const known = cachedCount(cacheKey, version);
  if (known !== null) return known;
  const n = await count();
  storeCount(cacheKey, version, n);
  return n;
}

/** One page of the inventory screen: filters, search, sort, page number and size (spec 000 §9). */
export async function queryInventory(db: Db, userId: string, input: InventoryQueryInput): Promise<InventoryPage> {
  const q = inventoryQuerySchema.parse(input);
  const where = whereClause(userId, q);
  const offset = (q.page - 1) * q.pageSize;
  const orderSql = orderBy(q.sort); // fixed SQL from filters.ts's sort whitelist
  const limitAt = where.params.length + 1;
  // Deferred join: find the page's ids on the narrow sort index, then fetch only those rows. The
  // ids are an ARRAY (an init plan, run once): as an IN subquery, a planner misjudging the channel
  // filters' EXISTS (fresh tables, no statistics yet) re-ran the whole page query for every row.
  const pageSql = `SELECT ${ITEM_COLUMNS} FROM inventory_items WHERE id = ANY(ARRAY(
      SELECT id FROM inventory_items WHERE ${where.sql} ORDER BY ${orderSql} LIMIT $${limitAt} OFFSET $${limitAt + 1}))
    AND user_id = $1 ORDER BY ${orderSql}`;
  const cacheKey = `${userId}\u0000${where.key}`;
  const version = await dataVersion(db, userId);
  const known = cachedCount(cacheKey, version);
  const [pageResult, counted] = await Promise.all([
    db.pool.query<InventoryItemRow>(pageSql, [...where.params, q.pageSize, offset]),
    known === null && offset > 0 ? countRows(db, where) : Promise.resolve(null),
  ]);
  const items = itemRows(pageResult.rows);
  let totalCount = known ?? counted;
  if (totalCount === null) {
    // Page 1 shorter than a page is the whole result; otherwise count.
    totalCount = items.length < q.pageSize ? items.length : await countRows(db, where);
  }
  if (known === null) storeCount(cacheKey, version, totalCount);
  return { items, totalCount, numPages: Math.ceil(totalCount / q.pageSize), page: q.page, pageSize: q.pageSize, offset };
}

/** How many of the seller's items match the filters (the same cached count as the page's). */
export async function countInventory(db: Db, userId: string, input: InventoryQueryInput): Promise<number> {
  const where = whereClause(userId, inventoryQuerySchema.parse(input));
  const cacheKey = `${userId}\u0000${where.key}`;
  const version = await dataVersion(db, userId);
  const known = cachedCount(cacheKey, version);
  if (known !== null) return known;
  const n = await countRows(db, where);
  storeCount(cacheKey, version, n);
  return n;
}

async function countRows(db: Db, where: { sql: string; params: unknown[] }): Promise<number> {
  const { rows } = await db.pool.query(`SELECT count(*)::int AS n FROM inventory_items WHERE ${where.sql}`, where.params);
  return rows[0].n;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the seller's items; another seller's id is "not found", never "forbidden". */
export async function getItem(db: Db, userId: string, itemId: string): Promise<InventoryItemRow> {
  if (!UUID.test(itemId)) throw new InventoryItemNotFoundError();
  const { rows } = await db.pool.query<InventoryItemRow>(`SELECT ${ITEM_COLUMNS} FROM inventory_items WHERE id = $1 AND user_id = $2`, [itemId, userId]);
  if (!rows[0]) throw new InventoryItemNotFoundError();
  return itemRows(rows)[0]!;
}

/** Items by id for node(id)/nodes(ids) and dataloaders, limited to the sellers given (null = any: admin). */
export async function getItemsByIds(db: Db, ids: readonly string[], userIds: string[] | null): Promise<InventoryItemRow[]> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return [];
  const { rows } = await db.pool.query<InventoryItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM inventory_items WHERE id = ANY($1::uuid[]) AND ($2::uuid[] IS NULL OR user_id = ANY($2::uuid[]))`,
    [valid, userIds],
  );
  return itemRows(rows);
}

/** The seller's item ids of these SKUs (exact, case-sensitive as Amazon keeps them); unknown SKUs are absent. */
export async function getItemIdsBySkus(db: { pool: SqlRunner }, userId: string, skus: readonly string[]): Promise<Map<string, string>> {
  if (skus.length === 0) return new Map();
  const { rows } = await db.pool.query<{ id: string; sku: string }>(
    'SELECT id, seller_sku AS sku FROM inventory_items WHERE user_id = $1 AND seller_sku = ANY($2::text[])',
    [userId, [...new Set(skus)]],
  );
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** The seller's items by SKU with how each is fulfilled (FBA / MFN): what a channel sale's lines are. */
export async function getItemKindsBySkus(db: { pool: SqlRunner }, userId: string, skus: readonly string[]): Promise<Map<string, ItemKind>> {
  if (skus.length === 0) return new Map();
  const { rows } = await db.pool.query<{ id: string; sku: string; item_type: 'FBA' | 'MFN'; cost: unknown; offsite: unknown }>(
    `SELECT id, seller_sku AS sku, item_type, user_edited_details -> 'cost_basis' AS cost, user_edited_details -> 'custom_offsite_fulfillment_fee' AS offsite
       FROM inventory_items WHERE user_id = $1 AND seller_sku = ANY($2::text[])`,
    [userId, [...new Set(skus)]],
  );
  return new Map(rows.map((r) => [r.sku, { id: r.id, itemType: r.item_type, costBasisCents: unitCents(r.cost), offsiteFeeCents: unitCents(r.offsite) }]));
}

/** An item as a sale's line needs it: which it is, how it ships, and the seller's per-unit costs of it (null: not set). */
export interface ItemKind {
  id: string;
  itemType: 'FBA' | 'MFN';
  /** The seller's cost basis of one unit (user_edited_details.cost_basis). */
  costBasisCents: number | null;
  /** The seller's own offsite fulfilment fee of one unit (user_edited_details.custom_offsite_fulfillment_fee). */
  offsiteFeeCents: number | null;
}

/** A stored per-unit amount in minor units (a number or a numeric string, as the legacy documents hold them); anything else is not set. */
function unitCents(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
}

/** The seller's item with this ASIN (several SKUs may share one: the first by SKU). */
export async function getItemByAsin(db: Db, userId: string, asin: string): Promise<InventoryItemRow> {
  const { rows } = await db.pool.query<InventoryItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM inventory_items WHERE user_id = $1 AND asin = $2 ORDER BY seller_sku LIMIT 1`,
    [userId, asin.trim().toUpperCase()],
  );
  if (!rows[0]) throw new InventoryItemNotFoundError();
  return itemRows(rows)[0]!;
}

/** Stores the seller's edits as user_edited_details overrides (spec 001 §3); Amazon's fields stay. */
export async function updateItem(db: Db, userId: string, itemId: string, edits: Record<string, unknown>): Promise<InventoryItemRow> {
  return inTransaction(db, async (client) => {
    const current = await client.query(`SELECT user_edited_details AS e FROM inventory_items WHERE id = $1 AND user_id = $2 FOR UPDATE`, [
      UUID.test(itemId) ? itemId : '00000000-0000-0000-0000-000000000000',
      userId,
    ]);
    if (!current.rows[0]) throw new InventoryItemNotFoundError();
    const next = mergeEdits(current.rows[0].e ?? {}, edits);
    const { rows } = await client.query<InventoryItemRow>(
      `UPDATE inventory_items SET user_edited_details = $3::jsonb, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING ${ITEM_COLUMNS}`,
      [itemId, userId, JSON.stringify(next)],
    );
    // A locked price (ebay_price) or a custom offsite fee moves the listings' desired price.
    await onItemsChanged(client, userId, [itemId]);
    return itemRows(rows)[0]!;
  });
}

function idList(ids: unknown): string[] {
  if (!Array.isArray(ids) || ids.length > 10_000 || !ids.every((id) => typeof id === 'string')) {
    throw new InventoryValidationError('ids', 'Give a list of item ids');
  }
  return ids.filter((id) => UUID.test(id));
}

/** Hides or unhides the seller's items among `ids` (others' ids are ignored); returns how many changed. */
export async function setHidden(db: Db, userId: string, ids: unknown, hidden: boolean): Promise<number> {
  const list = idList(ids);
  if (list.length === 0) return 0;
  const r = await db.pool.query('UPDATE inventory_items SET hidden = $3, updated_at = now() WHERE user_id = $1 AND id = ANY($2::uuid[]) AND hidden <> $3', [
    userId,
    list,
    hidden,
  ]);
  return r.rowCount ?? 0;
}

/** Sets (or with an empty value clears) the quantity buffer of the seller's items among `ids`; a value that is not a whole number of 0 or more is refused. Returns the items. */
export async function setQuantityBuffer(db: Db, userId: string, ids: unknown, buffer: unknown, field = 'quantity_buffer'): Promise<InventoryItemRow[]> {
  const parsed = quantityBufferFromApi(buffer);
  if (!parsed.ok)
    throw new InventoryValidationError(field, `${field} must be a whole number from 0 to ${MAX_QUANTITY_BUFFER.toLocaleString('en-US')}, or empty to clear it`);
  const list = idList(ids);
  if (list.length === 0) return [];
  const value = parsed.value;
  await inTransaction(db, async (client) => {
    const { rows } = await client.query(
      `UPDATE inventory_items SET quantity_buffer = $3, updated_at = now()
        WHERE user_id = $1 AND id = ANY($2::uuid[]) AND quantity_buffer IS DISTINCT FROM $3::int RETURNING id`,
      [userId, list, value],
    );
    // The buffer moves the channel quantity: the changed items' listings are synced.
    await onItemsChanged(
      client,
      userId,
      rows.map((r) => r.id as string),
    );
  });
  // Unchanged items are returned too: the caller shows every selected item's buffer.
  return getItemsByIds(db, list, [userId]);
}

export interface QuantityChange {
  sellerSku: string;
  /** Amazon FBA fulfillable quantity; undefined leaves it as is. */
  fbaQuantity?: number;
  mfnQuantity?: number;
  /** The seller's Amazon price (Listings Items offer), in cents; undefined leaves it as is. */
  priceCents?: number;
}

/**
 * Applies quantities and prices from Amazon, writing only rows where one really changed, and
 * returns those rows' ids (channel sync starts from them) and whether a moved price left a fee
 * estimate to redo (as after an import). `db.pool` may be a client inside the caller's
 * transaction.
 */
export async function applyAmazonChanges(
  db: { pool: SqlRunner },
  userId: string,
  changes: QuantityChange[],
): Promise<{ changedItemIds: string[]; feesDue: boolean }> {
  if (changes.length === 0) return { changedItemIds: [], feesDue: false };
  // One row per SKU: FBA Inventory and Listings Items may both name it (its stock, its price).
  const bySku = new Map<string, QuantityChange>();
  for (const c of changes) bySku.set(c.sellerSku, { ...bySku.get(c.sellerSku), ...definedOnly(c) });
  const merged = [...bySku.values()];
  const q = (v: number | undefined) => (v === undefined || !Number.isFinite(v) ? null : Math.max(0, Math.trunc(v)));
  const { rows } = await db.pool.query(
    `UPDATE inventory_items i
        SET fba_quantity = COALESCE(c.fba, i.fba_quantity), mfn_quantity = COALESCE(c.mfn, i.mfn_quantity),
            price_cents = COALESCE(c.price, i.price_cents), updated_at = now(),
            -- the fee estimate was for the old price (as the import does)
            fees_enriched_at = CASE WHEN i.price_cents IS NOT DISTINCT FROM COALESCE(c.price, i.price_cents) THEN i.fees_enriched_at END
       FROM unnest($2::text[], $3::int[], $4::int[], $5::int[]) AS c(sku, fba, mfn, price)
      WHERE i.user_id = $1 AND i.seller_sku = c.sku
        AND (i.fba_quantity, i.mfn_quantity, i.price_cents) IS DISTINCT FROM
            (COALESCE(c.fba, i.fba_quantity), COALESCE(c.mfn, i.mfn_quantity), COALESCE(c.price, i.price_cents))
      RETURNING i.id, i.fees_enriched_at IS NULL AND i.price_cents IS NOT NULL AS fees_due`,
    [
      userId,
      merged.map((c) => c.sellerSku),
      merged.map((c) => q(c.fbaQuantity)),
      merged.map((c) => q(c.mfnQuantity)),
      merged.map((c) => (c.priceCents === undefined || !Number.isFinite(c.priceCents) || c.priceCents <= 0 ? null : Math.round(c.priceCents))),
    ],
  );
  return { changedItemIds: rows.map((r) => r.id as string), feesDue: rows.some((r) => r.fees_due) };
}

function definedOnly(c: QuantityChange): QuantityChange {
  return Object.fromEntries(Object.entries(c).filter(([, v]) => v !== undefined)) as unknown as QuantityChange;
}

export interface InventoryStatsRow {
  allItemsCount: number;
  afnItemCount: number;
  mfnItemCount: number;
  lastInventoryUpdateAt: Date | null;
}

/** The seller's stats for the inventory header (spec 000 §2); zeros before the first import. */
export async function getStats(db: Db, userId: string): Promise<InventoryStatsRow> {
  const { rows } = await db.pool.query(
    `SELECT all_items_count AS "allItemsCount", afn_item_count AS "afnItemCount", mfn_item_count AS "mfnItemCount",
            last_inventory_update_at AS "lastInventoryUpdateAt" FROM inventory_stats WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? { allItemsCount: 0, afnItemCount: 0, mfnItemCount: 0, lastInventoryUpdateAt: null };
}

/** Item counts per seller from inventory_stats (the admin users list; null: every seller). */
export async function itemCountsByUsers(db: Db, userIds: readonly string[] | null): Promise<Map<string, number>> {
  const { rows } = await db.pool.query<{ user_id: string; n: number }>(
    `SELECT user_id, all_items_count AS n FROM inventory_stats ${userIds ? 'WHERE user_id = ANY($1::uuid[])' : ''}`,
    userIds ? [[...userIds]] : [],
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}
