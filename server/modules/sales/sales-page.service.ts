// The eBay (and later Shopify and OnBuy) Sales pages: one row per sale line with its order's
// payment, MCF order and tracking (spec 001 §2.8, §9). Search, Payment Status filter, sort keys
// with the spec's spellings, pages; and the CSV export streamed from Postgres.
import { escapeLiteral } from '../../db/sql.ts';
import type pg from 'pg';
import type { Writable } from 'node:stream';
import { type CsvColumn, type ExportDb, streamCsvExport } from '../../db/csv-export.ts';
import type { SaleChannel } from './sales.service.ts';
import { SALE_WORDS } from '../../../shared/status-words.ts';

export const SALES_PAGE_SIZES = [25, 50, 100, 250] as const;
export const PAYMENT_FILTERS = ['all', 'paid', 'unpaid', 'overpaid', 'underpaid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

// Spec 001 §9's sales sort keys; asin and ebay_item_id have no column of their own on a sale line
// (the SKU and the order id stand in for them).
const SORTS: Record<string, string> = {
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

const PAYMENT_SQL: Record<PaymentFilter, string> = {
  all: 'TRUE',
  paid: `upper(s.payment_status) = 'PAID'`,
  unpaid: `upper(s.payment_status) IN ('PENDING', 'FAILED', 'UNPAID', '')`,
  underpaid: `upper(s.payment_status) IN ('PARTIALLY_PAID')`,
  // No channel reports an overpayment: nothing matches.
  overpaid: 'FALSE',
};

export interface SaleLineRow {
  id: string;
  saleId: string;
  sku: string;
  itemId: string | null;
  title: string;
  quantity: number;
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
}

const COLUMNS = `l.id, s.id AS "saleId", l.sku, l.item_id AS "itemId", l.title, l.quantity, l.price_cents AS "priceCents", l.status AS "lineStatus",
  l.note AS "lineNote", l.fulfilment, s.order_id AS "orderId", s.currency, s.payment_status AS "paymentStatus", s.status,
  s.ordered_at AS "soldAt",
  (SELECT (e->>'at')::timestamptz FROM jsonb_array_elements(s.timeline) e WHERE e->>'event' = 'MCF order created' LIMIT 1) AS "sentToAmazonAt",
  s.seller_fulfillment_order_id AS "fbaId", s.fba_status AS "fbaStatus", s.carrier, s.tracking_number AS "trackingNumber",
  s.fulfilled_at AS "fulfilledAt", s.last_error AS "lastError", s.updated_at AS "updatedAt"`;

export interface SalesQuery {
  search?: string | null;
  paymentStatus?: PaymentFilter | null;
  sort?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

function where(channel: SaleChannel, q: SalesQuery): { sql: string; values: unknown[] } {
  const values: unknown[] = [channel];
  let sql = `s.user_id = $1 AND s.channel = $2 AND ${PAYMENT_SQL[q.paymentStatus ?? 'all'] ?? 'TRUE'}`;
  const search = q.search?.trim();
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    sql += ` AND (l.sku ILIKE $${values.length + 1} OR l.title ILIKE $${values.length + 1} OR s.order_id ILIKE $${values.length + 1})`;
  }
  return { sql, values };
}

/** Fixed SQL from the SORTS whitelist, never the request's text. */
function orderBySql(sort: string | null | undefined): string {
  let key = sort ?? '-_created_at';
  if (!Object.hasOwn(SORTS, key.replace(/^-/, ''))) key = '-_created_at';
  return `${SORTS[key.replace(/^-/, '')]} ${key.startsWith('-') ? 'DESC' : 'ASC'} NULLS LAST, l.id`;
}

export async function querySaleLines(db: { pool: pg.Pool }, userId: string, channel: SaleChannel, q: SalesQuery) {
  const pageSize = (SALES_PAGE_SIZES as readonly number[]).includes(q.pageSize ?? 25) ? (q.pageSize ?? 25) : 25;
  const page = Math.max(1, Math.min(1_000_000, Math.floor(q.page ?? 1)));
  const w = where(channel, q);
  const fromSql = `FROM sale_lines l JOIN sales s ON s.id = l.sale_id WHERE ${w.sql}`;
  const values = [userId, ...w.values];
  const [rows, count] = await Promise.all([
    db.pool.query<SaleLineRow>(`SELECT ${COLUMNS} ${fromSql} ORDER BY ${orderBySql(q.sort)} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`, [
      ...values,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.pool.query<{ n: number }>(`SELECT count(*)::int AS n ${fromSql}`, values),
  ]);
  const totalCount = count.rows[0]!.n;
  return { rows: rows.rows, totalCount, page, pageSize, numPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}

/** One line of the seller's sales (another seller's id is simply not found). */
export async function getSaleLine(db: { pool: pg.Pool }, userId: string, channel: SaleChannel, lineId: string): Promise<SaleLineRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(lineId)) return null;
  const { rows } = await db.pool.query<SaleLineRow>(
    `SELECT ${COLUMNS} FROM sale_lines l JOIN sales s ON s.id = l.sale_id WHERE s.user_id = $1 AND s.channel = $2 AND l.id = $3`,
    [userId, channel, lineId],
  );
  return rows[0] ?? null;
}

/** Spec 001 §2.8's tracking link: 'tba' numbers on Amazon's tracker, Hermes (Evri) on its own, anything else on a generic package tracker. */
export function trackingUrl(trackingNumber: string | null, carrier: string | null): string | null {
  if (!trackingNumber) return null;
  const n = encodeURIComponent(trackingNumber);
  if (trackingNumber.toLowerCase().startsWith('tba')) return `https://track.amazon.com/tracking/${n}`;
  if ((carrier ?? '').toLowerCase().includes('hermes')) return `https://www.evri.com/track/parcel/${n}`;
  return `https://parcelsapp.com/en/tracking/${n}`;
}

/** The columns of `ebay_sales.csv` / `shopify_sales.csv`, in order. */
const SALES_CSV_COLUMNS: CsvColumn[] = [
  { name: 'seller_sku' },
  { name: 'title' },
  { name: 'order_id' },
  { name: 'sold_at' },
  { name: 'quantity', numeric: true },
  { name: 'price', numeric: true },
  { name: 'order_total', numeric: true },
  { name: 'currency' },
  { name: 'payment_status' },
  { name: 'fulfilment' },
  { name: 'fba_id' },
  { name: 'fulfillment_status' },
  { name: 'carrier' },
  { name: 'tracking_number' },
  { name: 'fulfilled_at' },
];

/**
 * The seller's sales as CSV (`ebay_sales.csv`), streamed by Postgres's COPY on the export pool
 * (server/db/csv-export.ts): a seller with 100k sales gets the file without this process holding
 * it. COPY takes no parameters: the user id is checked to be a uuid, and it and the channel are
 * quoted by pg (escapeLiteral).
 */
/**
 * The sale's status in the words the screens show (shared/status-words.ts), so the export carries no
 * codes either (issue 30). The words are our constants, quoted by pg (escapeLiteral).
 */
const SALE_STATUS_SQL = `CASE s.status ${Object.entries(SALE_WORDS)
  .map(([code, word]) => `WHEN ${escapeLiteral(code)} THEN ${escapeLiteral(word)}`)
  .join(' ')} ELSE initcap(replace(s.status, '_', ' ')) END`;

/**
 * The sales export: one row per sale line. `price` is the line's unit price (the eBay page's Price),
 * `order_total` what the buyer paid for the whole order (the Shopify and OnBuy pages' Price and total).
 */
export async function streamSalesCsv(db: ExportDb, userId: string, channel: SaleChannel, out: Writable): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new Error('bad user id');
  const select = `
    SELECT l.sku AS seller_sku, l.title, s.order_id, s.ordered_at AS sold_at, l.quantity, round(l.price_cents / 100.0, 2) AS price,
           round(s.total_cents / 100.0, 2) AS order_total, s.currency,
           s.payment_status, l.fulfilment, s.seller_fulfillment_order_id AS fba_id, ${SALE_STATUS_SQL} AS fulfillment_status, s.carrier, s.tracking_number, s.fulfilled_at
      FROM sale_lines l JOIN sales s ON s.id = l.sale_id
     WHERE s.user_id = ${escapeLiteral(userId)}::uuid AND s.channel = ${escapeLiteral(channel)}
     ORDER BY s.ordered_at DESC, l.id`;
  await streamCsvExport(db, { select, columns: SALES_CSV_COLUMNS }, out);
}

// ---- sales by order (the OnBuy Sales page's cards, spec 002 §2.7) -------------------------------

export interface SaleOrderRow {
  id: string;
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
  products: { name: string; sku: string; itemId: string | null; quantity: number; status: string; note: string | null; fulfilment: string }[];
}

const SENT_TO_AMAZON = `(SELECT (e->>'at')::timestamptz FROM jsonb_array_elements(s.timeline) e WHERE e->>'event' = 'MCF order created' LIMIT 1)`;
const FIRST_LINE = (columnSql: string) => `(SELECT min(l.${columnSql}) FROM sale_lines l WHERE l.sale_id = s.id)`;

/** Sort keys of the order pages: OnBuy's (002 §2.7) and Shopify's (002 §3, spellings kept). */
const ORDER_SORTS: Record<string, string> = {
  _created_at: 's.ordered_at',
  date: 's.ordered_at',
  order_id: 's.order_id',
  price_total: 's.total_cents',
  total_price_usd: 's.total_cents',
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

const ORDER_COLUMNS = `s.id, s.order_id AS "orderId", s.order_name AS "orderName", ${SENT_TO_AMAZON} AS "sentToAmazonAt", s.fulfilled_at AS "fulfilledAt", s.status, s.payment_status AS "paymentStatus", s.currency, s.total_cents AS "totalCents",
              s.ordered_at AS "orderedAt", s.shipping_service AS "shippingService", s.seller_fulfillment_order_id AS "fbaId", s.carrier,
              s.tracking_number AS "trackingNumber", s.last_error AS "lastError",
              COALESCE((SELECT json_agg(json_build_object('name', l.title, 'sku', l.sku, 'itemId', l.item_id, 'quantity', l.quantity, 'status', l.status, 'note', l.note, 'fulfilment', l.fulfilment) ORDER BY l.line_id)
                          FROM sale_lines l WHERE l.sale_id = s.id), '[]') AS products`;

/** One order of the seller's sales of a channel (another seller's id is simply not found). */
export async function getSaleOrder(db: { pool: pg.Pool }, userId: string, channel: SaleChannel, saleId: string): Promise<SaleOrderRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(saleId)) return null;
  const { rows } = await db.pool.query<SaleOrderRow>(`SELECT ${ORDER_COLUMNS} FROM sales s WHERE s.user_id = $1 AND s.channel = $2 AND s.id = $3`, [
    userId,
    channel,
    saleId,
  ]);
  return rows[0] ?? null;
}

/** One page of the seller's sales of a channel, an entry per order with its products. */
export async function querySaleOrders(db: { pool: pg.Pool }, userId: string, channel: SaleChannel, q: SalesQuery) {
  const pageSize = (SALES_PAGE_SIZES as readonly number[]).includes(q.pageSize ?? 25) ? (q.pageSize ?? 25) : 25;
  const page = Math.max(1, Math.min(1_000_000, Math.floor(q.page ?? 1)));
  const values: unknown[] = [userId, channel];
  let condSql = `s.user_id = $1 AND s.channel = $2 AND ${PAYMENT_SQL[q.paymentStatus ?? 'all'] ?? 'TRUE'}`;
  const search = q.search?.trim();
  if (search) {
    values.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    condSql += ` AND (s.order_id ILIKE $3 OR s.order_name ILIKE $3 OR EXISTS (SELECT 1 FROM sale_lines l WHERE l.sale_id = s.id AND (l.sku ILIKE $3 OR l.title ILIKE $3)))`;
  }
  let key = q.sort ?? '-_created_at';
  if (!Object.hasOwn(ORDER_SORTS, key.replace(/^-/, ''))) key = '-_created_at';
  const orderSql = `${ORDER_SORTS[key.replace(/^-/, '')]} ${key.startsWith('-') ? 'DESC' : 'ASC'} NULLS LAST, s.id`;
  const [rows, count] = await Promise.all([
    db.pool.query<SaleOrderRow>(
      `SELECT ${ORDER_COLUMNS}
         FROM sales s WHERE ${condSql} ORDER BY ${orderSql} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, pageSize, (page - 1) * pageSize],
    ),
    db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM sales s WHERE ${condSql}`, values),
  ]);
  const totalCount = count.rows[0]!.n;
  return { rows: rows.rows, totalCount, page, pageSize, numPages: Math.max(1, Math.ceil(totalCount / pageSize)) };
}
