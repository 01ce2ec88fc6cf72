// Daily rollups of a seller's sales (issue 36): one row per UTC day, channel and currency
// (sale_days) and per item (sale_item_days), kept by whatever changes a sale's money — the import,
// a cancellation the channel reports, the MCF fee — in the same transaction. A change recomputes
// the whole of its days from the sales rather than adding to them, so a re-polled order, a
// redelivered webhook or a retried job can never count a sale twice, and a cancelled order simply
// drops out. The dashboard reads these rows: 90 days are at most a few hundred rows, never a scan
// of 100k sales.
//
// What a day holds (each sale in its own currency, never mixed):
//   revenue = what buyers paid (totals); channel fee = the fees stored on the sales; MCF fee =
//   Amazon's; cost = the items' cost basis × units where the seller set one; offsite = the
//   seller's own offsite fee of the lines of sales with no known MCF fee (it stands in for the
//   MCF fee until Amazon's is known, never beside it). Orders the channel cancelled or refunded
//   are left out.
import type pg from 'pg';
import type { SqlRunner } from '../../db/transaction.ts';
import type { SaleChannel } from './sales.service.ts';

/** The UTC day of a moment, as sale_days keys it ('2026-11-27'). */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/** The sales of the seller that count, on the days `$2` (a date[]), with their UTC day. */
const COUNTED_SALES_SQL = `SELECT s.id, s.channel, s.currency, s.total_cents, s.channel_fee_cents, s.mcf_fee_cents,
         (s.ordered_at AT TIME ZONE 'UTC')::date AS day
    FROM sales s
   WHERE s.user_id = $1 AND s.cancelled_at IS NULL
     AND s.ordered_at >= ((SELECT min(d) FROM unnest($2::date[]) d)::timestamp AT TIME ZONE 'UTC')
     AND s.ordered_at < (((SELECT max(d) FROM unnest($2::date[]) d) + 1)::timestamp AT TIME ZONE 'UTC')
     AND (s.ordered_at AT TIME ZONE 'UTC')::date = ANY($2::date[])`;

/**
 * A line's share of an order's amount `c` in whole minor units (sale-figures.ts lineShare): the
 * amount at the line's cumulative price less the amount at the lines before it (JS rounding: half up).
 */
const shareSql = (c: string) => `(floor(${c}::numeric * sh.u / sh.w + 0.5) - floor(${c}::numeric * sh.b / sh.w + 0.5))`;

const DAYS_SQL = `WITH s AS (${COUNTED_SALES_SQL}),
  l AS (SELECT l.sale_id, sum(l.quantity) AS units, sum(l.cost_cents) AS cost, sum(l.offsite_fee_cents) AS offsite
          FROM sale_lines l WHERE l.sale_id IN (SELECT id FROM s) GROUP BY l.sale_id)
  INSERT INTO sale_days (user_id, day, channel, currency, orders, units, revenue_cents, channel_fee_cents, mcf_fee_cents, cost_cents, offsite_fee_cents, fees_unknown)
  SELECT $1, s.day, s.channel, s.currency, count(*), COALESCE(sum(l.units), 0), sum(s.total_cents), COALESCE(sum(s.channel_fee_cents), 0),
         COALESCE(sum(s.mcf_fee_cents), 0), COALESCE(sum(l.cost), 0), COALESCE(sum(l.offsite) FILTER (WHERE s.mcf_fee_cents IS NULL), 0),
         count(*) FILTER (WHERE s.channel_fee_cents IS NULL)
    FROM s LEFT JOIN l ON l.sale_id = s.id
   GROUP BY s.day, s.channel, s.currency`;

const ITEM_DAYS_SQL = `WITH s AS (${COUNTED_SALES_SQL}),
  ln AS (SELECT l.sale_id, l.item_id, l.quantity, l.price_cents, COALESCE(l.cost_cents, 0) AS cost, COALESCE(l.offsite_fee_cents, 0) AS offsite,
                sum(l.price_cents) OVER (PARTITION BY l.sale_id ORDER BY l.line_id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS up_to,
                sum(l.price_cents) OVER (PARTITION BY l.sale_id) AS whole,
                row_number() OVER (PARTITION BY l.sale_id ORDER BY l.line_id) AS idx,
                count(*) OVER (PARTITION BY l.sale_id) AS cnt
           FROM sale_lines l WHERE l.sale_id IN (SELECT id FROM s)),
  sh AS (SELECT ln.*, CASE WHEN whole > 0 THEN up_to - price_cents ELSE idx - 1 END AS b,
                CASE WHEN whole > 0 THEN up_to ELSE idx END AS u, CASE WHEN whole > 0 THEN whole ELSE cnt END AS w
           FROM ln)
  INSERT INTO sale_item_days (user_id, day, item_id, channel, currency, units, revenue_cents, profit_cents)
  SELECT $1, s.day, sh.item_id, s.channel, s.currency, sum(sh.quantity), sum(${shareSql('s.total_cents')}),
         sum(${shareSql('s.total_cents')} - ${shareSql('COALESCE(s.channel_fee_cents, 0)')} - ${shareSql('COALESCE(s.mcf_fee_cents, 0)')}
             - sh.cost - CASE WHEN s.mcf_fee_cents IS NULL THEN sh.offsite ELSE 0 END)
    FROM sh JOIN s ON s.id = sh.sale_id
   WHERE sh.item_id IS NOT NULL
   GROUP BY s.day, sh.item_id, s.channel, s.currency`;

/**
 * Recomputes the seller's rollups of these UTC days from their sales, inside the caller's
 * transaction. Two recomputes of one seller wait for each other (an advisory lock per seller),
 * so neither inserts a day the other has just deleted.
 */
export async function refreshSaleDays(tx: SqlRunner, userId: string, days: readonly string[]): Promise<void> {
  const unique = [...new Set(days)];
  if (unique.length === 0) return;
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('sale_days:' || $1::text, 0))`, [userId]);
  await tx.query('DELETE FROM sale_days WHERE user_id = $1 AND day = ANY($2::date[])', [userId, unique]);
  await tx.query('DELETE FROM sale_item_days WHERE user_id = $1 AND day = ANY($2::date[])', [userId, unique]);
  await tx.query(DAYS_SQL, [userId, unique]);
  await tx.query(ITEM_DAYS_SQL, [userId, unique]);
}

/** Recomputes the days of these sales of the seller (after a change to their fees or status outside the import). */
export async function refreshDaysOfSales(tx: SqlRunner, userId: string, saleIds: readonly string[]): Promise<void> {
  if (saleIds.length === 0) return;
  const { rows } = await tx.query<{ day: string }>(
    `SELECT DISTINCT to_char(ordered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM sales WHERE user_id = $1 AND id = ANY($2::uuid[])`,
    [userId, [...saleIds]],
  );
  await refreshSaleDays(
    tx,
    userId,
    rows.map((r) => r.day),
  );
}

/** One day of a seller's sales on a channel in a currency, as the rollup holds it. */
export interface SaleDayRow {
  day: string;
  channel: SaleChannel;
  currency: string;
  orders: number;
  units: number;
  revenueCents: number;
  channelFeeCents: number;
  mcfFeeCents: number;
  costCents: number;
  offsiteFeeCents: number;
  /** Orders whose channel fee is not known (Shopify's payment fees). */
  feesUnknown: number;
}

/** What the rollups are read for: a seller, UTC days from–to (inclusive), one channel or all. */
export interface SaleDaysQuery {
  userId: string;
  from: string;
  to: string;
  channel: SaleChannel | null;
}

/** The seller's day rows between two UTC days (inclusive), of one channel or all. */
export async function readSaleDays(db: { pool: pg.Pool }, q: SaleDaysQuery): Promise<SaleDayRow[]> {
  const { rows } = await db.pool.query<SaleDayRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, channel, currency, orders, units, revenue_cents::float8 AS "revenueCents",
            channel_fee_cents::float8 AS "channelFeeCents", mcf_fee_cents::float8 AS "mcfFeeCents", cost_cents::float8 AS "costCents",
            offsite_fee_cents::float8 AS "offsiteFeeCents", fees_unknown AS "feesUnknown"
       FROM sale_days
      WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR channel = $4)
      ORDER BY day, channel, currency`,
    [q.userId, q.from, q.to, q.channel],
  );
  return rows;
}

/** One item's sales over a period, per currency. */
export interface ItemSalesRow {
  itemId: string;
  currency: string;
  units: number;
  revenueCents: number;
  profitCents: number;
}

/** The top items of a period both ways, from one read of the item rows. */
export interface TopItemSales {
  byProfit: ItemSalesRow[];
  byUnits: ItemSalesRow[];
}

/**
 * The seller's items by profit and by units over the period (the first `limit` of each), per
 * currency. The period's item rows are added up once (a 90-day period of a large seller holds
 * ~100k of them) and both lists taken from the sums.
 */
export async function topItemSales(db: { pool: pg.Pool }, q: SaleDaysQuery, limit: number): Promise<TopItemSales> {
  const { rows } = await db.pool.query<ItemSalesRow & { list: 'profit' | 'units' }>(
    `WITH t AS MATERIALIZED (
       SELECT item_id, currency, sum(units) AS units, sum(revenue_cents) AS revenue, sum(profit_cents) AS profit
         FROM sale_item_days
        WHERE user_id = $1 AND day BETWEEN $2::date AND $3::date AND ($4::text IS NULL OR channel = $4)
        GROUP BY item_id, currency)
     SELECT list, item_id AS "itemId", currency, units::int AS units, revenue::float8 AS "revenueCents", profit::float8 AS "profitCents"
       FROM ((SELECT 'profit' AS list, row_number() OVER (ORDER BY profit DESC, item_id) AS n, * FROM t ORDER BY profit DESC, item_id LIMIT $5)
             UNION ALL
             (SELECT 'units' AS list, row_number() OVER (ORDER BY units DESC, item_id) AS n, * FROM t ORDER BY units DESC, item_id LIMIT $5)) top
      ORDER BY list, n`,
    [q.userId, q.from, q.to, q.channel, limit],
  );
  const list = (which: 'profit' | 'units') => rows.filter((r) => r.list === which).map(({ list: _, ...r }) => r);
  return { byProfit: list('profit'), byUnits: list('units') };
}

/** An item's units sold on every channel in the stock cover's windows. */
export interface ItemUnits {
  /** Since the longer window's first day. */
  units: number;
  /** Since the shorter window's first day. */
  recentUnits: number;
}

/**
 * Units sold per item on every channel since a UTC day (inclusive), and of them since a later
 * day: the items that sold at all, for stock cover, in one read of the item rows.
 */
export async function unitsSoldSince(db: { pool: pg.Pool }, userId: string, since: string, recentSince: string): Promise<Map<string, ItemUnits>> {
  const { rows } = await db.pool.query<{ item_id: string; units: number; recent: number }>(
    `SELECT item_id, sum(units)::int AS units, COALESCE(sum(units) FILTER (WHERE day >= $3::date), 0)::int AS recent
       FROM sale_item_days WHERE user_id = $1 AND day >= $2::date GROUP BY item_id`,
    [userId, since, recentSince],
  );
  return new Map(rows.map((r) => [r.item_id, { units: r.units, recentUnits: r.recent }]));
}
