// The inventory page's filters, sort keys and page sizes (spec 000 §9) and the SQL they become.
// Pure: the service runs the SQL; tests check the parsing here and the rows in integration.
import { z } from 'zod';
import { channelFilterSql } from '../listings/listings.service.ts';

/**
 * Channel status filter, for eBay, Shopify and OnBuy alike (the statuses and their meaning are the
 * listings module's, listings.statuses.ts):
 * - all: no condition;
 * - listed: the item has a live listing on the channel;
 * - unlisted: it has none (not listed, or listing, delisting, failed …);
 * - unattempted: never sent to the channel (no listing at all);
 * - errored: the channel refused the last action (FAILED_TO_LIST, FAILED_TO_REVISE).
 */
export const channelStatusFilter = z.enum(['all', 'listed', 'unlisted', 'unattempted', 'errored']);
/** amazon = FBA items, merchant = MFN items, price_locked = the seller set an eBay price override. */
export const inventorySourceFilter = z.enum(['all', 'amazon', 'merchant', 'price_locked']);
export const archiveFilter = z.enum(['all', 'hidden', 'visible']);
/** hide = only items with stock; show = only zero-quantity items (else it would equal all). */
export const zeroQuantityFilter = z.enum(['all', 'hide', 'show']);
/** expand = every item its own row (the REST shim, bulk selections); collapse = a variation family is one row (its first child by SKU). */
export const familiesView = z.enum(['expand', 'collapse']);

export const SORT_COLUMNS = {
  sku: 'seller_sku',
  asin: 'asin',
  title: 'title',
  cond: 'condition',
  qty: 'total_quantity',
  price: 'price_cents',
} as const;
export type SortField = keyof typeof SORT_COLUMNS;
export const sortKey = z.enum(['sku', 'asin', 'title', 'cond', 'qty', 'price', '-sku', '-asin', '-title', '-cond', '-qty', '-price']);
export type SortKey = z.infer<typeof sortKey>;
export const PAGE_SIZES = [25, 50, 100, 250] as const;

export const inventoryQuerySchema = z.object({
  ebayStatus: channelStatusFilter.default('all'),
  shopifyStatus: channelStatusFilter.default('all'),
  onbuyStatus: channelStatusFilter.default('all'),
  inventorySource: inventorySourceFilter.default('all'),
  archiveStatus: archiveFilter.default('all'),
  zeroQuantity: zeroQuantityFilter.default('all'),
  families: familiesView.default('expand'),
  search: z
    .string()
    .max(200)
    .default('')
    .transform((s) => s.trim()),
  sort: sortKey.default('sku'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 25, 50, 100 or 250')
    .default(25),
});
export type InventoryQuery = z.output<typeof inventoryQuerySchema>;
export type InventoryQueryInput = z.input<typeof inventoryQuerySchema>;

/**
 * The search expression; identical text to the trigram index of the migration, so the planner
 * can use it. chr(31) (unit separator) keeps a term from matching across two fields.
 */
export const SEARCH_EXPRESSION = `(asin || chr(31) || seller_sku || chr(31) || title || chr(31) || condition)`;

/** `%term%` for ILIKE with the term's own % _ \ taken literally. */
export function likePattern(term: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: chr(31) separates the searched fields
  return `%${term.replace(/\u001f/g, '').replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** WHERE clause (tenant first) and its parameters; `key` identifies the filter set for count caching. */
export function whereClause(userId: string, q: Omit<InventoryQuery, 'sort' | 'page' | 'pageSize'>): { sql: string; params: unknown[]; key: string } {
  const params: unknown[] = [userId];
  const parts = ['user_id = $1'];
  for (const [channel, value] of [
    ['EBAY', q.ebayStatus],
    ['SHOPIFY', q.shopifyStatus],
    ['ONBUY', q.onbuyStatus],
  ] as const) {
    const condition = channelFilterSql(channel, value);
    if (condition) parts.push(condition);
  }
  if (q.inventorySource === 'amazon') parts.push(`item_type = 'FBA'`);
  if (q.inventorySource === 'merchant') parts.push(`item_type = 'MFN'`);
  if (q.inventorySource === 'price_locked') parts.push(`user_edited_details ? 'ebay_price'`);
  if (q.archiveStatus === 'hidden') parts.push('hidden');
  if (q.archiveStatus === 'visible') parts.push('NOT hidden');
  if (q.zeroQuantity === 'hide') parts.push('total_quantity > 0');
  if (q.zeroQuantity === 'show') parts.push('total_quantity = 0');
  if (q.families === 'collapse') {
    parts.push(`(v_parent_asin IS NULL OR NOT EXISTS (SELECT 1 FROM inventory_items f WHERE f.user_id = inventory_items.user_id
      AND f.v_parent_asin = inventory_items.v_parent_asin AND f.seller_sku < inventory_items.seller_sku))`);
  }
  if (q.search) {
    params.push(likePattern(q.search));
    parts.push(`${SEARCH_EXPRESSION} ILIKE $${params.length}`);
  }
  const key = JSON.stringify([
    q.ebayStatus,
    q.shopifyStatus,
    q.onbuyStatus,
    q.inventorySource,
    q.archiveStatus,
    q.zeroQuantity,
    q.families,
    q.search.toLowerCase(),
  ]);
  return { sql: parts.join(' AND '), params, key };
}

/** ORDER BY for a sort key: its column, then id in the same direction as the stable tiebreak. */
export function orderBy(sort: SortKey): string {
  const desc = sort.startsWith('-');
  const column = SORT_COLUMNS[(desc ? sort.slice(1) : sort) as SortField];
  const dir = desc ? 'DESC' : 'ASC';
  return `${column} ${dir}, id ${dir}`;
}
