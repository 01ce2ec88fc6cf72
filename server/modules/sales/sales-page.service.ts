// The Sales page of every channel (spec 001 §2.8, 002 §2.3, §2.7; issue 33: one page, the channel a
// parameter): an entry per order with its products, search, Payment Status, a sold-between period,
// sort keys with the spec's spellings, pages, and the totals of every sale the filters match. The
// eBay REST documents and the ebaySales field keep their row per sale line (spec 001 §3). The money
// of every row comes from sale-figures.ts.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import type { SaleChannel } from './sales.service.ts';
import { addUp, type FeeRules, feeRulesFor, type LinePlace, lineFigures, type SaleFigures, saleFigures, type SaleTotals } from './sale-figures.ts';

export const SALES_PAGE_SIZES = [25, 50, 100, 250] as const;
export const PAYMENT_FILTERS = ['all', 'paid', 'unpaid', 'overpaid', 'underpaid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

type Deps = { pool: pg.Pool; prisma: PrismaClient };

const PAYMENT_SQL: Record<PaymentFilter, string> = {
  all: 'TRUE',
  paid: `upper(s.payment_status) = 'PAID'`,
  unpaid: `upper(s.payment_status) IN ('PENDING', 'FAILED', 'UNPAID', '')`,
  underpaid: `upper(s.payment_status) IN ('PARTIALLY_PAID')`,
  // No channel reports an overpayment: nothing matches.
  overpaid: 'FALSE',
};

export interface SalesQuery {
  search?: string | null;
  paymentStatus?: PaymentFilter | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
  /** Sold at or after (the period's start). */
  soldFrom?: Date | null;
  /** Sold before (the period's end, exclusive). */
  soldTo?: Date | null;
}

/** The MCF order's creation, from the sale's timeline. */
const SENT_TO_AMAZON_SQL = `(SELECT (e->>'at')::timestamptz FROM jsonb_array_elements(s.timeline) e WHERE e->>'event' = 'MCF order created' LIMIT 1)`;

/** What a sale's figures are made of (sale-figures.ts SaleMoney), as columns of `s`. */
const MONEY_COLUMNS = `s.channel, s.currency, s.total_cents AS "totalCents", s.mcf_fee_cents AS "mcfFeeCents", (s.seller_fulfillment_order_id IS NOT NULL) AS "mcfPlaced",
  s.channel_fee_cents AS "channelFeeCents", s.channel_fee_basis AS "channelFeeBasis"`;

/** A line's place among its order's lines by price (sale-figures.ts LinePlace), lines ordered by line id. */
const LINE_PLACE_SQL = `(SELECT json_build_object(
     'before', COALESCE(sum(x.price_cents) FILTER (WHERE x.line_id < l.line_id), 0),
     'upTo', COALESCE(sum(x.price_cents) FILTER (WHERE x.line_id <= l.line_id), 0),
     'whole', COALESCE(sum(x.price_cents), 0),
     'index', count(*) FILTER (WHERE x.line_id <= l.line_id),
     'count', count(*))
   FROM sale_lines x WHERE x.sale_id = l.sale_id)`;

/** The sales of one seller and channel that the filters match (`s`), with the values for its `$n`. */
function salesWhere(userId: string, channel: SaleChannel, q: SalesQuery): { sql: string; values: unknown[] } {
  const values: unknown[] = [userId, channel];
  let sql = `s.user_id = $1 AND s.channel = $2 AND ${PAYMENT_SQL[q.paymentStatus ?? 'all'] ?? 'TRUE'}`;
  const search = q.search?.trim();
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const n = values.length;
    sql += ` AND (s.order_id ILIKE $${n} OR s.order_name ILIKE $${n} OR EXISTS (SELECT 1 FROM sale_lines l WHERE l.sale_id = s.id AND (l.sku ILIKE $${n} OR l.title ILIKE $${n})))`;
  }
  if (q.soldFrom && !Number.isNaN(q.soldFrom.getTime())) {
    values.push(q.soldFrom);
    sql += ` AND s.ordered_at >= $${values.length}`;
  }
  if (q.soldTo && !Number.isNaN(q.soldTo.getTime())) {
    values.push(q.soldTo);
    sql += ` AND s.ordered_at < $${values.length}`;
  }
  return { sql, values };
}

function paging(q: SalesQuery) {
  const pageSize = (SALES_PAGE_SIZES as readonly number[]).includes(q.pageSize ?? 25) ? (q.pageSize ?? 25) : 25;
  const page = Math.max(1, Math.min(1_000_000, Math.floor(q.page ?? 1)));
  return { page, pageSize };
}

/**
 * The totals of every sale the filters match (not only the page's), per currency. Sales are grouped
 * by their total, since the channel fee depends on nothing else: a seller with 100,000 sales sends a
 * few hundred groups here, not 100,000 rows.
 */
export async function salesTotals(deps: Deps, userId: string, channel: SaleChannel, q: SalesQuery, rules?: FeeRules): Promise<SaleTotals[]> {
  const w = salesWhere(userId, channel, q);
  const [groups, feeRules] = await Promise.all([
    deps.pool.query<{
      currency: string;
      totalCents: number;
      count: number;
      mcfFeeSumCents: number;
      mcfFeeUnknown: number;
      channelFeeCents: number | null;
      channelFeeBasis: string | null;
    }>(
      // Grouped by the stored fee too (a sale's own fee, when it has one): a group's sales share one fee.
      `SELECT s.currency, s.total_cents AS "totalCents", count(*)::int AS count, COALESCE(sum(s.mcf_fee_cents), 0)::bigint::float8 AS "mcfFeeSumCents",
              (count(*) FILTER (WHERE s.seller_fulfillment_order_id IS NOT NULL AND s.mcf_fee_cents IS NULL))::int AS "mcfFeeUnknown",
              s.channel_fee_cents AS "channelFeeCents", min(s.channel_fee_basis) AS "channelFeeBasis"
         FROM sales s WHERE ${w.sql} GROUP BY s.currency, s.total_cents, s.channel_fee_cents, (s.channel_fee_basis IS NULL)`,
      w.values,
    ),
    rules ?? feeRulesFor(deps, userId),
  ]);
  return addUp(
    groups.rows.map((g) => ({ ...g, channel, mcfFeeCents: null, mcfPlaced: false })),
    feeRules,
  );
}

// ---- sales by order: the Sales page (every channel), Shopify's and OnBuy's REST and fields ------

export interface SaleOrderRow {
  id: string;
  channel: SaleChannel;
  orderId: string;
  /** The channel's name for the order (Shopify: #1001), when it has one. */
  orderName: string | null;
  /** When the MCF order was placed. */
  sentToAmazonAt: Date | null;
  fulfilledAt: Date | null;
  status: string;
  paymentStatus: string;
  currency: string;
  totalCents: number;
  orderedAt: Date;
  shippingService: string | null;
  fbaId: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  lastError: string | null;
  products: {
    name: string;
    sku: string;
    itemId: string | null;
    quantity: number;
    status: string;
    note: string | null;
    fulfilment: string;
    priceCents: number;
  }[];
  figures: SaleFigures;
}

type RawOrderRow = Omit<SaleOrderRow, 'figures'> & {
  mcfFeeCents: number | null;
  mcfPlaced: boolean;
  channelFeeCents: number | null;
  channelFeeBasis: string | null;
};

const FIRST_LINE = (columnSql: string) => `(SELECT min(l.${columnSql}) FROM sale_lines l WHERE l.sale_id = s.id)`;

/** Sort keys of the Sales page: eBay's (001 §9), Shopify's (002 §3) and OnBuy's (002 §2.7), spellings kept. */
const ORDER_SORTS: Record<string, string> = {
  _created_at: 's.ordered_at',
  date: 's.ordered_at',
  order_id: 's.order_id',
  ebay_item_id: 's.order_id',
  price_total: 's.total_cents',
  total_price_usd: 's.total_cents',
  final_price: 's.total_cents',
  status: 's.status',
  payment_staus: 's.payment_status',
  finanacial_status: 's.payment_status',
  fulfilled_at: 's.fulfilled_at',
  amazon_fid: 's.seller_fulfillment_order_id',
  updated_date: 's.updated_at',
  seller_sku: FIRST_LINE('sku'),
  title: FIRST_LINE('title'),
  asin: FIRST_LINE('sku'),
  qty: '(SELECT sum(l.quantity) FROM sale_lines l WHERE l.sale_id = s.id)',
};

const ORDER_COLUMNS = `s.id, s.order_id AS "orderId", s.order_name AS "orderName", ${SENT_TO_AMAZON_SQL} AS "sentToAmazonAt", s.fulfilled_at AS "fulfilledAt", s.status, s.payment_status AS "paymentStatus",
              s.ordered_at AS "orderedAt", s.shipping_service AS "shippingService", s.seller_fulfillment_order_id AS "fbaId", s.carrier,
              s.tracking_number AS "trackingNumber", s.last_error AS "lastError", ${MONEY_COLUMNS},
              COALESCE((SELECT json_agg(json_build_object('name', l.title, 'sku', l.sku, 'itemId', l.item_id, 'quantity', l.quantity, 'status', l.status, 'note', l.note,
                                                          'fulfilment', l.fulfilment, 'priceCents', l.price_cents) ORDER BY l.line_id)
                          FROM sale_lines l WHERE l.sale_id = s.id), '[]') AS products`;

function withFigures(r: RawOrderRow, rules: FeeRules): SaleOrderRow {
  const { mcfFeeCents, mcfPlaced, channelFeeCents, channelFeeBasis, ...row } = r;
  return {
    ...row,
    figures: saleFigures(
      { channel: r.channel, currency: r.currency, totalCents: r.totalCents, mcfFeeCents, mcfPlaced, channelFeeCents, channelFeeBasis },
      rules,
    ),
  };
}

/** One order of the seller's sales of a channel (another seller's id is simply not found). */
export async function getSaleOrder(deps: Deps, userId: string, channel: SaleChannel, saleId: string): Promise<SaleOrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(saleId)) return null;
  const [{ rows }, rules] = await Promise.all([
    deps.pool.query<RawOrderRow>(`SELECT ${ORDER_COLUMNS} FROM sales s WHERE s.user_id = $1 AND s.channel = $2 AND s.id = $3`, [userId, channel, saleId]),
    feeRulesFor(deps, userId),
  ]);
  return rows[0] ? withFigures(rows[0], rules) : null;
}

export interface SalesPageResult<T> {
  rows: T[];
  totalCount: number;
  page: number;
  pageSize: number;
  numPages: number;
  /** The totals of every sale the filters match, per currency (read only when asked for). */
  totals: () => Promise<SaleTotals[]>;
}

/** One page of the seller's sales of a channel, an entry per order with its products and figures. */
export async function querySaleOrders(deps: Deps, userId: string, channel: SaleChannel, q: SalesQuery): Promise<SalesPageResult<SaleOrderRow>> {
  const { page, pageSize } = paging(q);
  const w = salesWhere(userId, channel, q);
  let key = q.sort ?? '-_created_at';
  if (!Object.hasOwn(ORDER_SORTS, key.replace(/^-/, ''))) key = '-_created_at';
  const orderSql = `${ORDER_SORTS[key.replace(/^-/, '')]} ${key.startsWith('-') ? 'DESC' : 'ASC'} NULLS LAST, s.id`;
  const [rows, count, rules] = await Promise.all([
    deps.pool.query<RawOrderRow>(
      `SELECT ${ORDER_COLUMNS}
         FROM sales s WHERE ${w.sql} ORDER BY ${orderSql} LIMIT $${w.values.length + 1} OFFSET $${w.values.length + 2}`,
      [...w.values, pageSize, (page - 1) * pageSize],
    ),
    deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM sales s WHERE ${w.sql}`, w.values),
    feeRulesFor(deps, userId),
  ]);
  const totalCount = count.rows[0]!.n;
  return {
    rows: rows.rows.map((r) => withFigures(r, rules)),
    totalCount,
    page,
    pageSize,
    numPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    totals: () => salesTotals(deps, userId, channel, q, rules),
  };
}

// ---- sales by line: the eBay REST documents and the ebaySales field (spec 001 §3) ----------------

// Spec 001 §9's sales sort keys; asin and ebay_item_id have no column of their own on a sale line
// (the SKU and the order id stand in for them).
const LINE_SORTS: Record<string, string> = {
  seller_sku: 'l.sku',
  _created_at: 's.ordered_at',
  fulfilled_at: 's.fulfilled_at',
  amazon_fid: 's.seller_fulfillment_order_id',
  asin: 'l.sku',
  title: 'l.title',
  ebay_item_id: 's.order_id',
  qty: 'l.quantity',
  final_price: 'l.price_cents',
  payment_staus: 's.payment_status',
  order_id: 's.order_id',
  updated_date: 's.updated_at',
};

export interface SaleLineRow {
  id: string;
  saleId: string;
  sku: string;
  itemId: string | null;
  title: string;
  quantity: number;
  /** The line's own price (unit price × quantity). */
  priceCents: number;
  lineStatus: string;
  lineNote: string | null;
  fulfilment: string;
  orderId: string;
  currency: string;
  paymentStatus: string;
  status: string;
  soldAt: Date;
  sentToAmazonAt: Date | null;
  fbaId: string | null;
  fbaStatus: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  fulfilledAt: Date | null;
  lastError: string | null;
  updatedAt: Date;
  /** The line's share of its order's figures. */
  figures: SaleFigures;
}

type RawLineRow = Omit<SaleLineRow, 'figures'> & {
  channel: SaleChannel;
  totalCents: number;
  mcfFeeCents: number | null;
  mcfPlaced: boolean;
  channelFeeCents: number | null;
  channelFeeBasis: string | null;
  place: LinePlace;
};

const LINE_COLUMNS = `l.id, s.id AS "saleId", l.sku, l.item_id AS "itemId", l.title, l.quantity, l.price_cents AS "priceCents", l.status AS "lineStatus",
  l.note AS "lineNote", l.fulfilment, s.order_id AS "orderId", s.payment_status AS "paymentStatus", s.status,
  s.ordered_at AS "soldAt", ${SENT_TO_AMAZON_SQL} AS "sentToAmazonAt",
  s.seller_fulfillment_order_id AS "fbaId", s.fba_status AS "fbaStatus", s.carrier, s.tracking_number AS "trackingNumber",
  s.fulfilled_at AS "fulfilledAt", s.last_error AS "lastError", s.updated_at AS "updatedAt", ${MONEY_COLUMNS}, ${LINE_PLACE_SQL} AS place`;

function lineWithFigures(r: RawLineRow, rules: FeeRules): SaleLineRow {
  const { channel, totalCents, mcfFeeCents, mcfPlaced, channelFeeCents, channelFeeBasis, place, ...row } = r;
  const order = saleFigures({ channel, currency: r.currency, totalCents, mcfFeeCents, mcfPlaced, channelFeeCents, channelFeeBasis }, rules);
  return { ...row, figures: { ...lineFigures(order, place), channelFeeBasis: order.channelFeeBasis, notCounted: order.notCounted } };
}

/** Sale lines of the seller's sales that the filters match (a line matches by its own SKU or title, or its order's id). */
function linesWhere(userId: string, channel: SaleChannel, q: SalesQuery): { sql: string; values: unknown[] } {
  const w = salesWhere(userId, channel, { ...q, search: null });
  const search = q.search?.trim();
  if (!search) return w;
  const values = [...w.values, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
  const n = values.length;
  return { sql: `${w.sql} AND (l.sku ILIKE $${n} OR l.title ILIKE $${n} OR s.order_id ILIKE $${n})`, values };
}

export async function querySaleLines(deps: Deps, userId: string, channel: SaleChannel, q: SalesQuery): Promise<SalesPageResult<SaleLineRow>> {
  const { page, pageSize } = paging(q);
  const w = linesWhere(userId, channel, q);
  let key = q.sort ?? '-_created_at';
  if (!Object.hasOwn(LINE_SORTS, key.replace(/^-/, ''))) key = '-_created_at';
  const orderSql = `${LINE_SORTS[key.replace(/^-/, '')]} ${key.startsWith('-') ? 'DESC' : 'ASC'} NULLS LAST, l.id`;
  const fromSql = `FROM sale_lines l JOIN sales s ON s.id = l.sale_id WHERE ${w.sql}`;
  const [rows, count, rules] = await Promise.all([
    deps.pool.query<RawLineRow>(`SELECT ${LINE_COLUMNS} ${fromSql} ORDER BY ${orderSql} LIMIT $${w.values.length + 1} OFFSET $${w.values.length + 2}`, [
      ...w.values,
      pageSize,
      (page - 1) * pageSize,
    ]),
    deps.pool.query<{ n: number }>(`SELECT count(*)::int AS n ${fromSql}`, w.values),
    feeRulesFor(deps, userId),
  ]);
  const totalCount = count.rows[0]!.n;
  return {
    rows: rows.rows.map((r) => lineWithFigures(r, rules)),
    totalCount,
    page,
    pageSize,
    numPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    totals: () => salesTotals(deps, userId, channel, q, rules),
  };
}

/** One line of the seller's sales (another seller's id is simply not found). */
export async function getSaleLine(deps: Deps, userId: string, channel: SaleChannel, lineId: string): Promise<SaleLineRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(lineId)) return null;
  const [{ rows }, rules] = await Promise.all([
    deps.pool.query<RawLineRow>(
      `SELECT ${LINE_COLUMNS} FROM sale_lines l JOIN sales s ON s.id = l.sale_id WHERE s.user_id = $1 AND s.channel = $2 AND l.id = $3`,
      [userId, channel, lineId],
    ),
    feeRulesFor(deps, userId),
  ]);
  return rows[0] ? lineWithFigures(rows[0], rules) : null;
}

/** Spec 001 §2.8's tracking link: 'tba' numbers on Amazon's tracker, Hermes (Evri) on its own, anything else on a generic package tracker. */
export function trackingUrl(trackingNumber: string | null, carrier: string | null): string | null {
  if (!trackingNumber) return null;
  const n = encodeURIComponent(trackingNumber);
  if (trackingNumber.toLowerCase().startsWith('tba')) return `https://track.amazon.com/tracking/${n}`;
  if ((carrier ?? '').toLowerCase().includes('hermes')) return `https://www.evri.com/track/parcel/${n}`;
  return `https://parcelsapp.com/en/tracking/${n}`;
}
