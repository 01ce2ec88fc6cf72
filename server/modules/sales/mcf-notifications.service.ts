// MCF tracking from SP-API notifications (issue 31): each seller is subscribed to
// FULFILLMENT_ORDER_STATUS on the application's SQS destination, and a notification that a
// shipment left Amazon carries its packages' carrier and tracking number, so the tracking goes to
// the channel without reading the order back (getFulfillmentOrder). The tracking sweep stays as
// the safety net Amazon asks for (a notification may never come); both paths send once
// (send-tracking.ts), and a notification delivered twice changes nothing the second time.
import type pg from 'pg';
import { AmazonApiError } from '../../integrations/amazon/errors.ts';
import { notificationQueueConfigFrom, queueArn } from '../../integrations/amazon/notification-queue.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { amazonSellerIds, sessionFor } from '../connections/connections.service.ts';
import { ENDED_UNSHIPPED, endUnshipped } from './fulfilment.service.ts';
import type { SalesDeps } from './sales.service.ts';
import { sendTracking } from './send-tracking.ts';

export const MCF_NOTIFICATION = 'FULFILLMENT_ORDER_STATUS';
type Deps = SalesDeps & { config: SalesDeps['config'] & Record<string, unknown> };

/** Amazon's FulfillmentOrderStatus in notifications (RECEIVED, COMPLETE …) as the Fulfillment Outbound API spells it. */
const STATUS: Record<string, string> = {
  RECEIVED: 'Received',
  INVALID: 'Invalid',
  PLANNING: 'Planning',
  PROCESSING: 'Processing',
  CANCELLED: 'Cancelled',
  COMPLETE: 'Complete',
  COMPLETE_PARTIALLED: 'CompletePartialled',
  UNFULFILLABLE: 'Unfulfillable',
};

interface StatusNotification {
  SellerId?: string;
  SellerFulfillmentOrderId?: string;
  EventType?: string;
  StatusUpdatedDateTime?: string;
  FulfillmentOrderStatus?: string;
  FulfillmentShipment?: {
    FulfillmentShipmentStatus?: string;
    ShippingDateTime?: string;
    FulfillmentShipmentPackages?: { PackageNumber?: number; CarrierCode?: string; TrackingNumber?: string }[];
  };
}

/** Whether a queue is configured (else sellers are tracked by the sweep alone). */
export const notificationsConfigured = (deps: Pick<Deps, 'config'>) => notificationQueueConfigFrom(deps.config) !== null;

/** Whether the seller's MCF orders are followed by notifications (the sweep then leaves fresh shipments to them). */
export async function subscribedToMcfNotifications(db: { pool: pg.Pool }, userId: string): Promise<boolean> {
  const { rowCount } = await db.pool.query('SELECT 1 FROM mcf_notification_subscriptions WHERE user_id = $1', [userId]);
  return (rowCount ?? 0) > 0;
}

/**
 * Applies one queue message. Returns what it did (for the log). Throws only when the work could
 * not be done (the message stays on the queue and comes again); a message that is not ours or not
 * understood is answered 'ignored' and deleted.
 */
export async function applyMcfNotification(deps: Deps, body: string): Promise<string> {
  let n: StatusNotification | undefined;
  try {
    const m = JSON.parse(body) as { NotificationType?: string; Payload?: { FulfillmentOrderStatusNotification?: StatusNotification } };
    if (m.NotificationType !== MCF_NOTIFICATION) return 'ignored';
    n = m.Payload?.FulfillmentOrderStatusNotification;
  } catch {
    return 'ignored';
  }
  if (!n?.SellerId || !n.SellerFulfillmentOrderId) return 'ignored';
  const { rows } = await deps.pool.query<{ id: string }>(
    `SELECT s.id FROM sales s JOIN mcf_notification_subscriptions m ON m.user_id = s.user_id
      WHERE m.selling_partner_id = $1 AND s.seller_fulfillment_order_id = $2 AND s.status = 'MCF_REQUESTED'`,
    [n.SellerId, n.SellerFulfillmentOrderId],
  );
  if (rows.length === 0) return 'no open sale';
  const status = STATUS[n.FulfillmentOrderStatus ?? ''] ?? n.FulfillmentOrderStatus ?? '';
  const pkg = n.FulfillmentShipment?.FulfillmentShipmentPackages?.find((p) => p.TrackingNumber && p.CarrierCode);
  const outcomes: string[] = [];
  for (const { id } of rows) {
    if (n.EventType === 'Shipment' && n.FulfillmentShipment?.FulfillmentShipmentStatus === 'SHIPPED' && pkg) {
      outcomes.push(
        await sendTracking(deps, id, {
          carrierCode: pkg.CarrierCode!,
          trackingNumber: pkg.TrackingNumber!,
          shippedAt: n.FulfillmentShipment.ShippingDateTime ?? n.StatusUpdatedDateTime ?? null,
          fbaStatus: status === 'CompletePartialled' ? status : 'Complete',
        }),
      );
    } else if (n.EventType === 'Order' && ENDED_UNSHIPPED.has(status)) {
      outcomes.push(await endUnshipped(deps, id, status));
    } else if (n.EventType === 'Order' && status) {
      // A step on the way (Planning, Processing …): shown on the sale; nothing to send yet.
      await deps.pool.query(`UPDATE sales SET fba_status = $2, updated_at = now() WHERE id = $1 AND status = 'MCF_REQUESTED'`, [id, status]);
      outcomes.push(status);
    }
  }
  return outcomes.join(',') || 'nothing to do';
}

/**
 * The application's destination id per SP-API host and queue ARN, once found (destinations are the
 * application's, not a seller's). A subscription refusing it (the destination was deleted) forgets it.
 */
const destinations = new Map<string, string>();

async function destinationFor(deps: Deps, arn: string): Promise<string> {
  const amazon = deps.clients.amazon;
  if (!amazon) throw new Error('Amazon is not configured');
  const key = `${amazon.config.spapiUrl}|${arn}`;
  const known = destinations.get(key);
  if (known) return known;
  const find = async () => (await amazon.getDestinations()).find((d) => d.resource.sqs?.arn === arn)?.destinationId;
  let id = await find();
  if (!id) {
    id = await amazon.createDestination('ListBridge MCF notifications', arn).then(
      (d) => d.destinationId,
      async (err: unknown) => {
        // Another worker created it a moment ago: Amazon answers 409.
        if (err instanceof AmazonApiError && err.status === 409) return find();
        throw err;
      },
    );
  }
  if (!id) throw new Error('Amazon created no notification destination');
  destinations.set(key, id);
  return id;
}

/** Subscribes the seller to FULFILLMENT_ORDER_STATUS on the application's queue (idempotent: an existing subscription is kept). */
export async function subscribeToMcfNotifications(deps: Deps, userId: string): Promise<'subscribed' | 'off'> {
  const queue = notificationQueueConfigFrom(deps.config);
  if (!queue) return 'off';
  const arn = queueArn(queue);
  const amazon = await sessionFor(deps, userId, 'amazon');
  const subscribe = async (destinationId: string) =>
    amazon.api.createSubscription(MCF_NOTIFICATION, destinationId).catch((err: unknown) => {
      if (err instanceof AmazonApiError && err.status === 409) return amazon.api.getSubscription(MCF_NOTIFICATION);
      throw err;
    });
  const sub = await subscribe(await destinationFor(deps, arn)).catch(async (err: unknown) => {
    if (!(err instanceof AmazonApiError && err.status === 400)) throw err;
    // The remembered destination is gone: look it up (or create it) again, once.
    destinations.clear();
    return subscribe(await destinationFor(deps, arn));
  });
  await deps.pool.query(
    `INSERT INTO mcf_notification_subscriptions (user_id, selling_partner_id, subscription_id, destination_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET selling_partner_id = EXCLUDED.selling_partner_id, subscription_id = EXCLUDED.subscription_id,
                                         destination_id = EXCLUDED.destination_id`,
    [userId, amazon.sellingPartnerId, sub.subscriptionId, sub.destinationId],
  );
  return 'subscribed';
}

/** Queues the subscription of every seller with Amazon and none yet (the minute's order import cron calls it). */
export async function queueMcfSubscriptions(deps: Deps): Promise<number> {
  if (!notificationsConfigured(deps)) return 0;
  const { rows } = await deps.pool.query<{ user_id: string }>('SELECT user_id FROM mcf_notification_subscriptions');
  const have = new Set(rows.map((r) => r.user_id));
  const missing = (await amazonSellerIds(deps)).filter((u) => !have.has(u));
  for (const userId of missing)
    await enqueue(deps.pool, 'sales__mcf_subscribe', { userId }, { jobKey: `mcf-subscribe:${userId}`, jobKeyMode: 'preserve_run_at', maxAttempts: 5 });
  return missing.length;
}
