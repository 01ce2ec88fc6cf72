// Sends an MCF shipment's carrier and tracking number to the sale's channel, once. Two paths may
// bring the same shipment at the same moment — the FULFILLMENT_ORDER_STATUS notification (one or
// more deliveries of it) and the tracking sweep — so the first claims the sale for a while
// (tracking_claimed_until) and the others send nothing; no transaction or lock is held across the
// channel's call (the worker's few connections would all wait on it). A path that fails gives its
// claim back and is tried again (a job's retry, an undeleted queue message); a crash keeps it only
// until it lapses (2 minutes: longer than a channel call with its retries). A crash between the
// channel's answer and our write is covered by each adapter's uploadTracking, which checks the
// channel's own record first and sends nothing twice.
import { encodeGlobalID } from '@pothos/plugin-relay';
import { channelOrders } from '../../channels/registry.ts';
import { emitEvents } from '../api/webhooks.service.ts';
import type { SaleChannel, SalesDeps } from './sales.service.ts';

export interface Shipped {
  carrierCode: string;
  trackingNumber: string;
  /** When Amazon shipped (its shipment's date), for the timeline; null: our clock. */
  shippedAt: string | null;
  /** Amazon's status of the order (Complete, CompletePartialled). */
  fbaStatus: string;
}

/** 'FULFILLED' when this call sent the tracking; otherwise why not (already fulfilled, another path is sending it …). */
export async function sendTracking(deps: SalesDeps, saleId: string, shipped: Shipped): Promise<string> {
  const { rows } = await deps.pool.query<{ user_id: string; channel: SaleChannel; order_id: string }>(
    `UPDATE sales SET tracking_claimed_until = now() + interval '2 minutes'
      WHERE id = $1 AND status = 'MCF_REQUESTED' AND (tracking_claimed_until IS NULL OR tracking_claimed_until < now())
      RETURNING user_id, channel, order_id`,
    [saleId],
  );
  const sale = rows[0];
  if (!sale) {
    const { rows: now } = await deps.pool.query<{ status: string }>('SELECT status FROM sales WHERE id = $1', [saleId]);
    const status = now[0]?.status ?? 'MISSING';
    return status === 'FULFILLED' ? 'ALREADY_FULFILLED' : status === 'MCF_REQUESTED' ? 'BEING_SENT' : status;
  }
  try {
    const { rows: lines } = await deps.pool.query<{ line_id: string; sku: string; quantity: number }>(
      `SELECT line_id, sku, quantity FROM sale_lines WHERE sale_id = $1 AND status = 'SENT' ORDER BY line_id`,
      [saleId],
    );
    const orders = channelOrders(sale.channel);
    if (!orders) throw new Error(`${sale.channel} has no orders adapter`);
    const channel = await orders.ordersFor(deps, sale.user_id);
    await channel.uploadTracking({
      orderId: sale.order_id,
      lines: lines.map((l) => ({ lineId: l.line_id, sku: l.sku, quantity: l.quantity })),
      carrierCode: shipped.carrierCode,
      trackingNumber: shipped.trackingNumber,
    });
  } catch (err) {
    await deps.pool.query('UPDATE sales SET tracking_claimed_until = NULL WHERE id = $1', [saleId]);
    throw err;
  }
  await deps.pool.query(
    `UPDATE sales SET status = 'FULFILLED', fba_status = $2, carrier = $3, tracking_number = $4, tracking_sent_at = now(), fulfilled_at = now(), updated_at = now(),
            tracking_claimed_until = NULL,
            timeline = timeline || jsonb_build_array(jsonb_build_object('at', COALESCE($5::timestamptz, now()), 'event', 'shipped', 'detail', $3 || ' ' || $4),
                                                     jsonb_build_object('at', now(), 'event', 'tracking sent'))
      WHERE id = $1 AND status = 'MCF_REQUESTED'`,
    [saleId, shipped.fbaStatus, shipped.carrierCode, shipped.trackingNumber, shipped.shippedAt],
  );
  await emitEvents(deps.pool, sale.user_id, [
    {
      type: 'sale.fulfilled',
      objectId: saleId,
      data: {
        saleId: encodeGlobalID('Sale', saleId),
        channel: sale.channel,
        orderId: sale.order_id,
        carrier: shipped.carrierCode,
        trackingNumber: shipped.trackingNumber,
      },
    },
  ]);
  return 'FULFILLED';
}
