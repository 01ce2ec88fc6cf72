// The Sales pages' 'Export Sales' ({channel}_sales.csv, spec 002 §2.3 and §2.13; OnBuy's by issue 30):
// one row per sale line, streamed by Postgres's COPY on the export pool (server/db/csv-export.ts), so
// a seller with 100k sales gets the file without this process holding it. The money comes from
// sale-figures.ts, as on the page and in the API: `price` is the line's own price, `order_total` what
// the buyer paid for the order (the page's Price), and `paid`, `channel_fee`, `mcf_fee` and `profit`
// the line's share of its order's figures, so each column adds up to the page's totals.
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { type CsvColumn, type ExportDb, streamCsvExport } from '../../db/csv-export.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { escapeLiteral } from '../../db/sql.ts';
import { SALE_WORDS } from '../../../shared/status-words.ts';
import { feeRulesFor, lineFigures, majorUnits, type SaleFigures, saleFigures } from './sale-figures.ts';
import type { SaleChannel } from './sales.service.ts';

/** The columns of `{channel}_sales.csv`, in order (new columns go at the end: spreadsheets read by position). */
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
  { name: 'paid', numeric: true },
  { name: 'channel_fee', numeric: true },
  { name: 'mcf_fee', numeric: true },
  { name: 'profit', numeric: true },
];

/**
 * The sale's status in the words the screens show (shared/status-words.ts), so the export carries no
 * codes either (issue 30). The words are our constants, quoted by pg (escapeLiteral).
 */
const SALE_STATUS_SQL = `CASE s.status ${Object.entries(SALE_WORDS)
  .map(([code, word]) => `WHEN ${escapeLiteral(code)} THEN ${escapeLiteral(word)}`)
  .join(' ')} ELSE initcap(replace(s.status, '_', ' ')) END`;

/** The sold-between period of the page, when the seller chose one. */
export interface ExportPeriod {
  soldFrom?: Date | null;
  soldTo?: Date | null;
}

/** The period as SQL: checked dates, quoted by pg (COPY takes no parameters). */
function periodSql(p: ExportPeriod): string {
  const ok = (d: Date | null | undefined): d is Date => !!d && !Number.isNaN(d.getTime());
  return [
    ok(p.soldFrom) ? ` AND s.ordered_at >= ${escapeLiteral(p.soldFrom.toISOString())}::timestamptz` : '',
    ok(p.soldTo) ? ` AND s.ordered_at < ${escapeLiteral(p.soldTo.toISOString())}::timestamptz` : '',
  ].join('');
}

/** The seller's sales of a channel as CSV (optionally those sold in a period), into `out`. */
export async function streamSalesCsv(
  db: ExportDb & { prisma: PrismaClient; pool: pg.Pool },
  userId: string,
  channel: SaleChannel,
  out: Writable,
  period: ExportPeriod = {},
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new Error('bad user id');
  const rules = await feeRulesFor(db, userId);
  // Fields 0–14 are the first 15 columns as they are; 15–19 what the figures are made of. The rows
  // come a sale at a time, its lines by line id, so each line's place among its order's lines
  // (sale-figures.ts LinePlace) is counted here as they pass: one read of the lines, no window sort
  // before the first byte (a 30,000-line order starts downloading as quickly as before).
  const select = `
    SELECT l.sku AS seller_sku, l.title, s.order_id, s.ordered_at AS sold_at, l.quantity, l.price_cents, s.total_cents, s.currency,
           s.payment_status, l.fulfilment, s.seller_fulfillment_order_id AS fba_id, ${SALE_STATUS_SQL} AS fulfillment_status, s.carrier, s.tracking_number, s.fulfilled_at,
           s.mcf_fee_cents, (s.seller_fulfillment_order_id IS NOT NULL) AS mcf_placed, s.id, o.whole, o.count,
           s.channel_fee_cents, s.channel_fee_basis
      FROM sale_lines l JOIN sales s ON s.id = l.sale_id
      JOIN (SELECT x.sale_id, sum(x.price_cents) AS whole, count(*) AS count FROM sale_lines x JOIN sales y ON y.id = x.sale_id
             WHERE y.user_id = ${escapeLiteral(userId)}::uuid AND y.channel = ${escapeLiteral(channel)} GROUP BY x.sale_id) o ON o.sale_id = s.id
     WHERE s.user_id = ${escapeLiteral(userId)}::uuid AND s.channel = ${escapeLiteral(channel)}${periodSql(period)}
     ORDER BY s.ordered_at DESC, s.id, l.line_id`;
  let sale = '';
  let order: SaleFigures | null = null;
  let before = 0;
  let index = 0;
  const mapRow = (f: string[]): string[] => {
    const priceCents = Number(f[5]);
    if (f[17] !== sale || !order) {
      const mcfFee = f[15]!;
      order = saleFigures(
        {
          channel,
          currency: f[7]!,
          totalCents: Number(f[6]),
          mcfFeeCents: mcfFee === '' ? null : Number(mcfFee),
          mcfPlaced: f[16] === 't',
          // The fee stored at import (20, 21); empty for a sale imported before fees were stored.
          channelFeeCents: f[20] ? Number(f[20]) : null,
          channelFeeBasis: f[21] || null,
        },
        rules,
      );
      [sale, before, index] = [f[17]!, 0, 0];
    }
    const place = { before, upTo: before + priceCents, whole: Number(f[18]), index: index + 1, count: Number(f[19]) };
    [before, index] = [place.upTo, place.index];
    const line = lineFigures(order, place);
    return [
      ...f.slice(0, 5),
      majorUnits(priceCents),
      majorUnits(order.totalCents),
      ...f.slice(7, 15),
      majorUnits(line.totalCents),
      majorUnits(line.channelFeeCents),
      majorUnits(line.mcfFeeCents),
      majorUnits(line.profitCents),
    ];
  };
  await streamCsvExport(db, { select, columns: SALES_CSV_COLUMNS, mapRow }, out);
}
