// Listings (an item on one channel): live counts, the SQL the inventory's channel filters embed,
// the listings of items, and the change-feed hook. The rules themselves are in listings.statuses.ts.
import type { PrismaClient } from '../../db/prisma.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import { channelRule, findChannelRule, LISTING_CHANNELS, type ListingChannel, type ListingStatus } from './listings.statuses.ts';
import { escapeLiteral, literalListSql } from '../../db/sql.ts';

export interface ListingRow {
  id: string;
  userId: string;
  itemId: string;
  channel: ListingChannel;
  connectionId: string | null;
  status: ListingStatus;
  statusAt: Date;
  sku: string | null;
  offerId: string | null;
  externalId: string | null;
  variantId: string | null;
  inventoryItemId: string | null;
  lastPushedQuantity: number | null;
  lastPushedPriceCents: number | null;
  lastError: string | null;
  forceRemoved: boolean;
  /** A queued revision's kind (RevisionKind) until the push job settles it. */
  pendingRevision: string | null;
  /** When continuous sync last brought the listing up to date (null: never). */
  lastSyncedAt: Date | null;
  /** Units sold through the listing. */
  salesCount: number;
  /** When the listing's content (title, description, images, category, specifics, condition) last went to the channel; absent in the push's own reads. */
  contentPushedAt?: Date | null;
  /** Continuous sync has changes of this listing still to send (quantity, price or content). */
  syncDue?: boolean;
}

/** Anything with Prisma's `listing` delegate: the client or a transaction. */
type PrismaListings = Pick<PrismaClient, 'listing'>;

/**
 * Forgets the sellers' listings on a channel whose account asked to be erased (eBay account
 * deletion, Shopify shop/redact): the channel's ids and errors go with the connection. Returns how many.
 */
export async function forgetChannelListings(prisma: PrismaListings, userIds: readonly string[], channel: ListingChannel): Promise<number> {
  if (userIds.length === 0) return 0;
  const { count } = await prisma.listing.deleteMany({ where: { userId: { in: [...userIds] }, channel } });
  return count;
}

/**
 * The channel says a listing is gone (Shopify's products/delete: deleted in the shop, or by our own
 * delist), so these sellers' listings of it on that channel are not listed any more (no row).
 * Returns how many went.
 */
export async function forgetListingByExternalId(
  prisma: PrismaListings,
  userIds: readonly string[],
  channel: ListingChannel,
  externalId: string,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { count } = await prisma.listing.deleteMany({ where: { userId: { in: [...userIds] }, channel, externalId } });
  return count;
}

/** Live listings of a seller on one channel: what the plan gauge shows and capacity checks. */
export async function liveCount(prisma: PrismaListings, userId: string, channel: ListingChannel): Promise<number> {
  return prisma.listing.count({ where: { userId, channel, status: { in: [...channelRule(channel).live] } } });
}

/** Live listings of a seller on every channel, in one query. */
export async function liveCounts(prisma: PrismaListings, userId: string): Promise<Record<ListingChannel, number>> {
  const groups = await prisma.listing.groupBy({ by: ['channel', 'status'], where: { userId }, _count: { _all: true } });
  const counts = Object.fromEntries(LISTING_CHANNELS.map((c) => [c, 0])) as Record<ListingChannel, number>;
  for (const g of groups) if (findChannelRule(g.channel)?.live.includes(g.status)) counts[g.channel] = (counts[g.channel] ?? 0) + g._count._all;
  return counts;
}

export type ChannelFilter = 'all' | 'listed' | 'unlisted' | 'unattempted' | 'errored';

/**
 * The inventory's channel status filter (spec 000 §9) as a condition on an inventory_items row
 * (`itemSql` is its name or alias in the query, fixed by our code): EXISTS / NOT EXISTS on listings, which the unique
 * (item_id, channel) index answers per row and the (user_id, channel, status) index per seller.
 * null for 'all'.
 */
export function channelFilterSql(channel: ListingChannel, filter: ChannelFilter, itemSql = 'inventory_items'): string | null {
  const rule = channelRule(channel);
  const onSql = `l.item_id = ${itemSql}.id AND l.user_id = ${itemSql}.user_id AND l.channel = ${escapeLiteral(channel)}`;
  switch (filter) {
    case 'all':
      return null;
    case 'listed':
      return `EXISTS (SELECT 1 FROM listings l WHERE ${onSql} AND l.status IN (${literalListSql(rule.live)}))`;
    case 'unlisted':
      return `NOT EXISTS (SELECT 1 FROM listings l WHERE ${onSql} AND l.status IN (${literalListSql(rule.live)}))`;
    case 'unattempted':
      return `NOT EXISTS (SELECT 1 FROM listings l WHERE ${onSql})`;
    case 'errored':
      return `EXISTS (SELECT 1 FROM listings l WHERE ${onSql} AND l.status IN (${literalListSql(rule.errored)}))`;
  }
}

/**
 * The ids of the seller's items live on any of the spec's channels (each by its own rule), as a
 * subquery for `item.id IN (…)`: the same items as channelFilterSql's 'listed' of each channel
 * OR-ed together, in one semi-join the planner runs per item on the (item_id, channel) index or
 * hashed, as fits. `itemIdsSql` (a uuid[] expression), when given, narrows it to those items so a
 * read of a few hundred items looks at their listings only, never at all of the seller's (the
 * stock cover of a 250k-item seller, issue 36). `userIdSql` and `itemIdsSql` are placeholders.
 */
export function listedItemIdsSql(userIdSql: string, itemIdsSql?: string): string {
  const liveSql = LISTING_CHANNELS.map((c) => `(l.channel = ${escapeLiteral(c)} AND l.status IN (${literalListSql(channelRule(c).live)}))`).join(' OR ');
  const amongSql = itemIdsSql ? ` AND l.item_id = ANY(${itemIdsSql})` : '';
  return `SELECT l.item_id FROM listings l WHERE l.user_id = ${userIdSql}${amongSql} AND (${liveSql})`;
}

const LISTING_JSON = `json_build_object('id', l.id, 'userId', l.user_id, 'itemId', l.item_id, 'channel', l.channel,
  'connectionId', l.connection_id, 'status', l.status, 'statusAt', l.status_at, 'sku', l.sku, 'offerId', l.offer_id,
  'externalId', l.external_id, 'variantId', l.variant_id, 'inventoryItemId', l.inventory_item_id,
  'lastPushedQuantity', l.last_pushed_quantity, 'lastPushedPriceCents', l.last_pushed_price_cents, 'lastError', l.last_error,
  'forceRemoved', l.force_removed, 'pendingRevision', l.pending_revision, 'lastSyncedAt', l.last_synced_at, 'salesCount', l.sales_count,
  'contentPushedAt', l.content_pushed_at, 'syncDue', l.sync_due)`;

/**
 * A column for item queries: the item's listings as one JSON array (read it with parseListings),
 * so a page of items and their listings is one statement. Keyed on the item alone (the query
 * around it has the tenant), so the planner always takes the unique (item_id, channel) index.
 */
export function listingsColumnSql(itemSql = 'inventory_items'): string {
  return `(SELECT COALESCE(json_agg(${LISTING_JSON} ORDER BY ${channelOrderSql('l.channel')}), '[]'::json) FROM listings l WHERE l.item_id = ${itemSql}.id)`;
}

/**
 * The channels' order as the screens and REST have always had it (the spec's three first, in the
 * order of the enum they once were: eBay, Shopify, OnBuy), then any other by its code.
 */
function channelOrderSql(column: string): string {
  return `array_position(ARRAY[${literalListSql(LISTING_CHANNELS)}]::text[], ${column}) NULLS LAST, ${column}`;
}

/** The JSON of listingsColumnSql as rows (its timestamps arrive as text). */
export function parseListings(json: unknown): ListingRow[] {
  if (!Array.isArray(json)) return [];
  return json.map((l) => ({
    ...l,
    statusAt: new Date(l.statusAt),
    lastSyncedAt: l.lastSyncedAt ? new Date(l.lastSyncedAt) : null,
    contentPushedAt: l.contentPushedAt ? new Date(l.contentPushedAt) : null,
  }));
}

const ROW_COLUMNS = `id, user_id AS "userId", item_id AS "itemId", channel, connection_id AS "connectionId", status, status_at AS "statusAt",
  sku, offer_id AS "offerId", external_id AS "externalId", variant_id AS "variantId", inventory_item_id AS "inventoryItemId",
  last_pushed_quantity AS "lastPushedQuantity", last_pushed_price_cents AS "lastPushedPriceCents", last_error AS "lastError",
  force_removed AS "forceRemoved", pending_revision AS "pendingRevision", last_synced_at AS "lastSyncedAt", sales_count AS "salesCount",
  content_pushed_at AS "contentPushedAt", sync_due AS "syncDue"`;

/** The seller's listings of these items (other sellers' items give nothing). */
export async function getListings(db: { pool: SqlRunner }, userId: string, itemIds: readonly string[]): Promise<ListingRow[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.pool.query(
    `SELECT ${ROW_COLUMNS} FROM listings WHERE user_id = $1 AND item_id = ANY($2::uuid[]) ORDER BY item_id, ${channelOrderSql('channel')}`,
    [userId, itemIds],
  );
  return rows as ListingRow[];
}

/** Listings by id for node(id)/nodes(ids), limited to the sellers given (null = any: admin). */
export async function getListingsByIds(db: { pool: SqlRunner }, ids: readonly string[], userIds: string[] | null): Promise<ListingRow[]> {
  const valid = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (valid.length === 0) return [];
  const { rows } = await db.pool.query(`SELECT ${ROW_COLUMNS} FROM listings WHERE id = ANY($1::uuid[]) AND ($2::uuid[] IS NULL OR user_id = ANY($2::uuid[]))`, [
    valid,
    userIds,
  ]);
  return rows as ListingRow[];
}

/** A live listing whose item's quantity or price changed: what the channel sync has to push. */
export interface ChangedListing {
  listingId: string;
  itemId: string;
  channel: ListingChannel;
  connectionId: string | null;
}

/**
 * For an item query: the JOIN to the item's listing on one channel (alias `l`), so the channel's
 * listings page pages items that have one. `itemSql` is the items table's alias in the query (fixed by our code).
 */
export function channelListingJoinSql(channel: ListingChannel, itemSql: string): string {
  return `JOIN listings l ON l.item_id = ${itemSql}.id AND l.user_id = ${itemSql}.user_id AND l.channel = ${escapeLiteral(channel)}`;
}

/** Sort expressions on the joined listing (alias `l`) of channelListingJoinSql. */
export const LISTING_SORT_SQL = {
  ebay_item_id: 'l.external_id',
  price: 'l.last_pushed_price_cents',
  updated_date: 'l.status_at',
  sales: 'l.sales_count',
} as const;

/** The Sales filter of the listings pages (spec 002 §2.2: all, Sold, Unsold) on the joined listing. */
export const SALES_FILTER_SQL = { sold: 'l.sales_count > 0', unsold: 'l.sales_count = 0' } as const;

/**
 * The sales module's hook, inside the transaction that records a new sale: adds each line's units
 * to the seller's listing of that item on the channel (items without a listing count nowhere).
 */
export async function countSales(tx: SqlRunner, userId: string, channel: string, lines: readonly { itemId: string; quantity: number }[]): Promise<void> {
  if (lines.length === 0) return;
  // The channel compared as text: a channel without a ListingChannel of its own has no listings to count on.
  await tx.query(
    `UPDATE listings l SET sales_count = l.sales_count + x.units
       FROM (SELECT item_id, sum(quantity)::int AS units FROM unnest($3::uuid[], $4::int[]) AS u(item_id, quantity) GROUP BY item_id) AS x
      WHERE l.user_id = $1 AND l.channel::text = $2 AND l.item_id = x.item_id`,
    [userId, channel, lines.map((l) => l.itemId), lines.map((l) => l.quantity)],
  );
}

/** The seller's listing on a channel by the channel's listing id (eBay item id); null when none is theirs. */
export async function getListingByExternalId(db: { pool: SqlRunner }, userId: string, channel: ListingChannel, externalId: string): Promise<ListingRow | null> {
  const { rows } = await db.pool.query(`SELECT ${ROW_COLUMNS} FROM listings WHERE user_id = $1 AND channel = $2 AND external_id = $3 LIMIT 1`, [
    userId,
    channel,
    externalId,
  ]);
  return (rows[0] as ListingRow | undefined) ?? null;
}

/** Live listings per seller and channel, one grouped query (the admin users list; null: every seller). */
export async function liveCountsByUsers(prisma: PrismaListings, userIds: readonly string[] | null): Promise<Map<string, Record<ListingChannel, number>>> {
  const groups = await prisma.listing.groupBy({
    by: ['userId', 'channel', 'status'],
    where: userIds ? { userId: { in: [...userIds] } } : {},
    _count: { _all: true },
  });
  const out = new Map<string, Record<ListingChannel, number>>();
  for (const g of groups) {
    if (!findChannelRule(g.channel)?.live.includes(g.status)) continue;
    const counts = out.get(g.userId) ?? (Object.fromEntries(LISTING_CHANNELS.map((c) => [c, 0])) as Record<ListingChannel, number>);
    counts[g.channel] = (counts[g.channel] ?? 0) + g._count._all;
    out.set(g.userId, counts);
  }
  return out;
}
