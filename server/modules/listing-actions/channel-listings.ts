// A channel's Listings page (eBay: spec 001 §2.6, §9; Shopify: 002 §2.2, §3): the seller's items that
// have a listing on the channel, with search, condition, list-status and zero-quantity filters, the
// pages' sort keys (the same for both), page and page size.
import type pg from 'pg';
import { z } from 'zod';
import { CONDITION_FILTERS, conditionFilterSql } from '../../channels/ebay/conditions.ts';
import { channelListingJoinSql, LISTING_SORT_SQL, SALES_FILTER_SQL } from '../listings/listings.service.ts';
import { channelRule, type ListingChannel } from '../listings/listings.statuses.ts';
import { likePattern, PAGE_SIZES, SEARCH_EXPRESSION, zeroQuantityFilter } from '../inventory/filters.ts';
import { getItemsByIds, type InventoryPage } from '../inventory/inventory.service.ts';

/** Sort keys of the listings page; '-' prefix = descending. */
const SORTS = {
  sku: 'i.seller_sku',
  asin: 'i.asin',
  title: 'i.title',
  qty: 'i.total_quantity',
  cond: 'i.condition',
  ...LISTING_SORT_SQL,
} as const;
export const LISTING_SORT_KEYS = Object.keys(SORTS) as (keyof typeof SORTS)[];
const sortKey = z.enum([...LISTING_SORT_KEYS, ...LISTING_SORT_KEYS.map((k) => `-${k}` as const)] as [string, ...string[]]);

export const LIST_STATUS_FILTERS = ['all', 'listed', 'unlisted'] as const;
export const SALES_FILTERS = ['all', 'sold', 'unsold'] as const;

export const channelListingsQuerySchema = z.object({
  search: z
    .string()
    .max(200)
    .default('')
    .transform((s) => s.trim()),
  condition: z.enum(CONDITION_FILTERS).default('all'),
  zeroQuantity: zeroQuantityFilter.default('all'),
  // Spec 002 §2.2's List Status: 'listed' = a live listing (listings.statuses.ts), 'unlisted' = the
  // other rows the page shows (being listed or delisted, refused).
  listStatus: z.enum(LIST_STATUS_FILTERS).default('all'),
  // Spec 002 §2.2's Sales filter: listings that sold at least one unit, or none.
  sales: z.enum(SALES_FILTERS).default('all'),
  sort: sortKey.default('sku'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), 'pageSize must be 25, 50, 100 or 250')
    .default(25),
});
export type ChannelListingsQueryInput = z.input<typeof channelListingsQuerySchema>;

/** One page of the seller's items listed (in any status) on the channel, each with its listings. */
export async function queryChannelListings(
  db: { pool: pg.Pool },
  userId: string,
  channel: ListingChannel,
  input: ChannelListingsQueryInput,
): Promise<InventoryPage> {
  const q = channelListingsQuerySchema.parse(input);
  const params: unknown[] = [userId];
  const whereSql = ['i.user_id = $1'];
  const condition = conditionFilterSql(q.condition, 'i.condition');
  if (condition) whereSql.push(condition);
  if (q.zeroQuantity === 'hide') whereSql.push('i.total_quantity > 0');
  if (q.zeroQuantity === 'show') whereSql.push('i.total_quantity = 0');
  if (q.listStatus !== 'all') {
    params.push(channelRule(channel).live);
    whereSql.push(q.listStatus === 'listed' ? `l.status = ANY($${params.length}::"ListingStatus"[])` : `l.status <> ALL($${params.length}::"ListingStatus"[])`);
  }
  if (q.sales !== 'all') whereSql.push(SALES_FILTER_SQL[q.sales]);
  if (q.search) {
    params.push(likePattern(q.search));
    whereSql.push(`${SEARCH_EXPRESSION.replace(/\b(asin|seller_sku|title|condition)\b/g, 'i.$1')} ILIKE $${params.length}`);
  }
  const desc = q.sort.startsWith('-');
  // Fixed SQL only: the sort column comes from SORTS, never from the request.
  const orderSql = `${SORTS[(desc ? q.sort.slice(1) : q.sort) as keyof typeof SORTS]} ${desc ? 'DESC NULLS LAST' : 'ASC NULLS LAST'}`;
  const fromSql = `inventory_items i ${channelListingJoinSql(channel, 'i')} WHERE ${whereSql.join(' AND ')}`;
  const offset = (q.page - 1) * q.pageSize;
  const [page, total] = await Promise.all([
    db.pool.query<{ id: string }>(
      `SELECT i.id FROM ${fromSql} ORDER BY ${orderSql}, i.id ${desc ? 'DESC' : 'ASC'} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, q.pageSize, offset],
    ),
    db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${fromSql}`, params),
  ]);
  const ids = page.rows.map((r) => r.id);
  const byId = new Map((await getItemsByIds(db, ids, [userId])).map((i) => [i.id, i]));
  const items = ids.map((id) => byId.get(id)).filter((i) => i !== undefined);
  const totalCount = total.rows[0]!.n;
  return { items, totalCount, numPages: Math.ceil(totalCount / q.pageSize), page: q.page, pageSize: q.pageSize, offset };
}
