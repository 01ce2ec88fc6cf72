// Channel sales (issue 16): orders imported idempotently on (seller, channel, order id), their
// lines matched to the inventory by SKU, and the fulfilment job queued for a paid order. Each
// channel's orders come through its orders adapter (server/channels/<channel>/orders.ts, found in
// the registry): this module knows no channel by name.
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { enqueue } from '../../jobs/enqueue.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { type ChannelCode, channelOrders, channelsWithOrders } from '../../channels/registry.ts';
import type { ChannelOrder } from '../../channels/types.ts';
import { inTransaction, type PrismaRunner, type SqlRunner } from '../../db/transaction.ts';
import { emitEvents } from '../api/webhooks.service.ts';
import { sellersWithAmazonAnd, type SessionDeps } from '../connections/connections.service.ts';
import { getItemKindsBySkus } from '../inventory/inventory.service.ts';
import { countSales } from '../listings/listings.service.ts';
import { readUserSettings } from '../accounts/accounts.service.ts';
import { refreshSaleDays } from './sale-days.service.ts';
import { feeAtImport } from './sale-figures.ts';

/** A channel whose orders become sales (any channel in the registry with orders). */
export type SaleChannel = ChannelCode;

/** An order as a channel's adapter gives it (server/channels/types.ts). */
export type SaleInput = ChannelOrder;

export const PAID = new Set(['PAID', 'paid']);
/** A new import looks this far back (an older order was the seller's to ship before ListBridge). */
export const FIRST_IMPORT_LOOKBACK_MS = 10 * 60_000;
/** Each poll re-reads a little before the mark (eBay's lastModifiedDate and our clock may disagree). */
const OVERLAP_MS = 2 * 60_000;

/** The sessions for the channels, and the seller's settings (the fee a sale stores follows from them). */
export type SalesDeps = SessionDeps & { prisma: PrismaClient };

/**
 * Saves the orders as sales: a new order becomes one sale with its lines (a re-polled or
 * redelivered order changes nothing but a newer payment status); a paid sale not yet fulfilled
 * gets its fulfilment job. Returns the ids of the sales created.
 */
export async function saveSales(
  deps: { pool: pg.Pool; prisma: PrismaClient },
  userId: string,
  channel: SaleChannel,
  inputs: readonly SaleInput[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  // The fee each sale incurred is kept as it stands at import (the seller's fee settings may change later).
  const settings = await readUserSettings(deps, userId);
  const changedDays: string[] = [];
  const kinds = await getItemKindsBySkus(
    deps,
    userId,
    inputs.flatMap((i) => i.lines.map((l) => l.sku)),
  );
  const created: string[] = [];
  await inTransaction(deps, async (client) => {
    for (const s of inputs) {
      const fee = feeAtImport(channel, s, settings);
      const { rows } = await client.query<{ id: string; inserted: boolean; status: string; payment_status: string; day: string }>(
        `INSERT INTO sales AS s (user_id, channel, order_id, payment_status, currency, total_cents, buyer_name, ship_to, shipping_service, ordered_at, channel_modified_at, status, timeline, order_name,
                                 channel_fee_cents, channel_fee_basis, cancelled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $12 THEN 'CANCELLED' ELSE 'NEW' END, jsonb_build_array(jsonb_build_object('at', $10::timestamptz, 'event', 'ordered')), $13,
                 $14, $15, CASE WHEN $12 THEN $11::timestamptz END)
         ON CONFLICT (user_id, channel, order_id) DO UPDATE
           SET payment_status = EXCLUDED.payment_status, channel_modified_at = EXCLUDED.channel_modified_at, updated_at = now(),
               status = CASE WHEN $12 AND s.status IN ('NEW', 'UNFULFILLABLE') THEN 'CANCELLED' ELSE s.status END,
               -- Cancelled or refunded on the channel, whatever Amazon did: the sale leaves the figures.
               cancelled_at = CASE WHEN $12 THEN COALESCE(s.cancelled_at, EXCLUDED.channel_modified_at) ELSE s.cancelled_at END,
               -- A fee the channel reports later (eBay adds it once the order settles) replaces the published rate.
               channel_fee_cents = CASE WHEN $16 THEN EXCLUDED.channel_fee_cents ELSE s.channel_fee_cents END,
               channel_fee_basis = CASE WHEN $16 THEN EXCLUDED.channel_fee_basis ELSE s.channel_fee_basis END
           WHERE s.channel_modified_at < EXCLUDED.channel_modified_at
         RETURNING id, (xmax = 0) AS inserted, status, payment_status, to_char(ordered_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day`,
        [
          userId,
          channel,
          s.orderId,
          s.paymentStatus,
          s.currency,
          s.totalCents,
          s.buyerName,
          s.shipTo ? JSON.stringify(s.shipTo) : null,
          s.shippingService,
          s.orderedAt,
          s.modifiedAt,
          s.cancelled,
          s.orderName ?? null,
          fee?.cents ?? null,
          fee?.basis ?? null,
          !!s.reportedFee,
        ],
      );
      const row = rows[0];
      if (!row) continue; // seen already, nothing newer
      changedDays.push(row.day);
      if (row.inserted) {
        created.push(row.id);
        await client.query(
          `INSERT INTO sale_lines (sale_id, line_id, sku, item_id, title, fulfilment, quantity, price_cents, cost_cents, offsite_fee_cents)
           SELECT $1, x.line_id, x.sku, x.item_id, x.title, x.fulfilment, x.quantity, x.price, x.cost, x.offsite
             FROM unnest($2::text[], $3::text[], $4::uuid[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::int[])
                  AS x(line_id, sku, item_id, title, fulfilment, quantity, price, cost, offsite)
           ON CONFLICT (sale_id, line_id) DO NOTHING`,
          [
            row.id,
            s.lines.map((l) => l.lineId),
            s.lines.map((l) => l.sku),
            s.lines.map((l) => kinds.get(l.sku)?.id ?? null),
            s.lines.map((l) => l.title),
            s.lines.map((l) => kinds.get(l.sku)?.itemType ?? 'UNKNOWN'),
            s.lines.map((l) => l.quantity),
            s.lines.map((l) => l.priceCents),
            s.lines.map((l) => perUnit(kinds.get(l.sku)?.costBasisCents, l.quantity)),
            s.lines.map((l) => perUnit(kinds.get(l.sku)?.offsiteFeeCents, l.quantity)),
          ],
        );
        if (!s.cancelled) {
          const sold = s.lines.flatMap((l) => {
            const itemId = kinds.get(l.sku)?.id;
            return itemId ? [{ itemId, quantity: l.quantity }] : [];
          });
          await countSales(client, userId, channel, sold);
        }
        await emitEvents(client, userId, [
          {
            type: 'sale.created',
            objectId: row.id,
            data: { saleId: encodeGlobalID('Sale', row.id), channel, orderId: s.orderId, totalCents: s.totalCents, currency: s.currency },
          },
        ]);
      }
      if (row.status === 'NEW' && PAID.has(row.payment_status)) {
        await enqueue(client, 'sales__fulfil', { saleId: row.id }, { jobKey: `sale-fulfil:${row.id}` });
      }
    }
    await refreshSaleDays(client, userId, changedDays);
  });
  return created;
}

/** A per-unit amount for a line's quantity; null stays null (not set). */
const perUnit = (cents: number | null | undefined, quantity: number) => (cents == null ? null : cents * quantity);

/** Where the seller's import of this channel's orders starts (a little before the last mark; a first one looks back 10 minutes). */
async function importSince(deps: { pool: pg.Pool }, userId: string, channel: SaleChannel, now: Date): Promise<Date> {
  const { rows } = await deps.pool.query<{ since: Date }>(`SELECT modified_since AS since FROM sale_import_marks WHERE user_id = $1 AND channel = $2`, [
    userId,
    channel,
  ]);
  return rows[0] ? new Date(rows[0].since.getTime() - OVERLAP_MS) : new Date(now.getTime() - FIRST_IMPORT_LOOKBACK_MS);
}

async function moveMark(deps: { pool: pg.Pool }, userId: string, channel: SaleChannel, now: Date) {
  await deps.pool.query(
    `INSERT INTO sale_import_marks (user_id, channel, modified_since) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, channel) DO UPDATE SET modified_since = GREATEST(sale_import_marks.modified_since, $3), updated_at = now()`,
    [userId, channel, now],
  );
}

/**
 * One poll of a seller's orders on a channel, through the channel's orders adapter: the orders
 * modified since the last mark are saved as sales, and the mark moves only once they are saved.
 */
export async function importOrders(deps: SalesDeps, userId: string, channel: SaleChannel, now = new Date()): Promise<{ orders: number; created: number }> {
  const orders = channelOrders(channel);
  if (!orders) throw new Error(`${channel} has no orders to import`);
  const since = await importSince(deps, userId, channel, now);
  const fetched = await (await orders.ordersFor(deps, userId)).fetchOrders(since);
  const created = await saveSales(deps, userId, channel, fetched.orders);
  await moveMark(deps, userId, channel, fetched.mark ?? now);
  return { orders: fetched.orders.length, created: created.length };
}

/**
 * Queues one seller's order import on a channel: coalesced by key with one already waiting, and in
 * a queue of its own so that an import asked for while one runs (the poll, a webhook, the seller's
 * refresh) waits behind it rather than run beside it.
 */
export async function enqueueOrderImport(
  db: SqlRunner | PrismaRunner,
  userId: string,
  channel: SaleChannel,
  later?: { slot: number; runAt: Date },
): Promise<void> {
  // A later poll within the minute has its own key (the next one does not replace it); all share the queue (one at a time).
  const jobKey = `sales-import:${channel}:${userId}${later ? `:${later.slot}` : ''}`;
  await enqueue(db, 'sales__import', { userId, channel }, { jobKey, queueName: `sales-import:${channel}:${userId}`, ...(later ? { runAt: later.runAt } : {}) });
}

/** The cron's fan-out: one import job per seller and channel with that channel and Amazon authorised. */
export async function queueOrderImports(deps: { pool: pg.Pool; config?: Partial<Config> }): Promise<number> {
  let n = 0;
  for (const channel of channelsWithOrders()) {
    const sellers = await sellersWithAmazonAnd(deps, channel);
    // A channel whose limits allow polling more often than the cron's minute gets its polls spread over the minute.
    const every = Math.min(60_000, channelOrders(channel)?.pollIntervalMs?.(sellers.length, deps.config ?? {}) ?? 60_000);
    const polls = Math.max(1, Math.floor(60_000 / every));
    const now = Date.now();
    for (const userId of sellers) {
      await enqueueOrderImport(deps.pool, userId, channel);
      for (let slot = 1; slot < polls; slot++) await enqueueOrderImport(deps.pool, userId, channel, { slot, runAt: new Date(now + slot * every) });
    }
    n += sellers.length;
  }
  return n;
}

/** Buyer names and addresses are kept until 30 days after fulfilment (Amazon's data protection policy). */
export async function forgetOldAddresses(deps: { pool: pg.Pool }): Promise<number> {
  const r = await deps.pool.query(
    `UPDATE sales SET buyer_name = NULL, ship_to = NULL, updated_at = now()
      WHERE (ship_to IS NOT NULL OR buyer_name IS NOT NULL)
        AND COALESCE(fulfilled_at, CASE WHEN status IN ('SKIPPED', 'CANCELLED') THEN updated_at END) < now() - interval '30 days'`,
  );
  return r.rowCount ?? 0;
}

/** A Prisma client or transaction (the webhooks module's), for the erasure requests. */
type RawDb = Pick<PrismaClient, '$executeRawUnsafe' | '$queryRawUnsafe'>;

/**
 * A channel's erasure request (Shopify customers/redact): the buyer's name and address on these
 * orders of these sellers are erased (the sale itself, its lines and money stay: the seller's
 * records), with `why` on each sale's timeline. Returns how many sales.
 */
export async function eraseBuyerData(db: RawDb, channel: SaleChannel, userIds: readonly string[], orderIds: readonly string[], why: string): Promise<number> {
  if (userIds.length === 0 || orderIds.length === 0) return 0;
  return db.$executeRawUnsafe(
    `UPDATE sales SET buyer_name = NULL, ship_to = NULL, updated_at = now(),
            timeline = timeline || jsonb_build_array(jsonb_build_object('at', now(), 'event', 'buyer data erased', 'detail', $4::text))
      WHERE user_id = ANY($1::uuid[]) AND channel = $2 AND order_id = ANY($3::text[]) AND (buyer_name IS NOT NULL OR ship_to IS NOT NULL)`,
    [...userIds],
    channel,
    [...orderIds],
    why,
  );
}

/** A channel's data request (Shopify customers/data_request): how many of these orders hold personal data (buyer name or address). */
export async function ordersWithBuyerData(db: RawDb, channel: SaleChannel, userIds: readonly string[], orderIds: readonly string[]): Promise<number> {
  if (userIds.length === 0 || orderIds.length === 0) return 0;
  const rows = await db.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM sales
      WHERE user_id = ANY($1::uuid[]) AND channel = $2 AND order_id = ANY($3::text[]) AND (buyer_name IS NOT NULL OR ship_to IS NOT NULL)`,
    [...userIds],
    channel,
    [...orderIds],
  );
  return rows[0]?.n ?? 0;
}

/** Channel sales per seller, one grouped query (the admin users list; null: every seller). */
export async function saleCountsByUsers(deps: { pool: pg.Pool }, userIds: readonly string[] | null): Promise<Map<string, number>> {
  const { rows } = await deps.pool.query<{ user_id: string; n: string }>(
    `SELECT user_id, count(*) AS n FROM sales ${userIds ? 'WHERE user_id = ANY($1::uuid[])' : ''} GROUP BY user_id`,
    userIds ? [[...userIds]] : [],
  );
  return new Map(rows.map((r) => [r.user_id, Number(r.n)]));
}
