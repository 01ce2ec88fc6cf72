// FULFILLMENT_ORDER_STATUS payloads of an MCF order's status change, as Amazon documents them:
// an `Order` event for each status the order reaches, and a `Shipment` event when it ships whose
// FulfillmentShipment carries the packages' carrier and tracking number (what a seller's app needs
// to send tracking to a channel without reading the order back).
import type { Mcf, Order } from './mcf.ts';
import type { Notifications } from './notifications.ts';

const ORDER_STATUS: Record<string, string> = {
  New: 'RECEIVED',
  Received: 'RECEIVED',
  Planning: 'PLANNING',
  Processing: 'PROCESSING',
  Complete: 'COMPLETE',
  CompletePartialled: 'COMPLETE_PARTIALLED',
  Cancelled: 'CANCELLED',
  Unfulfillable: 'UNFULFILLABLE',
  Invalid: 'INVALID',
};

/** Wires the MCF clock to the Notifications API: each status an order reaches is published. */
export function publishMcfStatus(mcf: Mcf, notifications: Notifications): void {
  mcf.onStatus = (o, status, at) => {
    if (!notifications.subscribed(o.sellerId, 'FULFILLMENT_ORDER_STATUS')) return;
    for (const payload of statusPayloads(mcf, o, status, at)) notifications.publish(o.sellerId, 'FULFILLMENT_ORDER_STATUS', payload, at);
  };
}

function statusPayloads(mcf: Mcf, o: Order, status: string, at: number): Record<string, unknown>[] {
  const common = {
    SellerId: o.sellerId,
    SellerFulfillmentOrderId: o.body.sellerFulfillmentOrderId,
    StatusUpdatedDateTime: new Date(at).toISOString(),
    FulfillmentOrderStatus: ORDER_STATUS[status] ?? status.toUpperCase(),
  };
  const out: Record<string, unknown>[] = [];
  if (status === 'Complete') {
    const shipment = mcf.view(o).fulfillmentShipments[0];
    if (shipment) {
      out.push({
        FulfillmentOrderStatusNotification: {
          ...common,
          EventType: 'Shipment',
          FulfillmentShipment: {
            AmazonShipmentId: shipment.amazonShipmentId,
            FulfillmentShipmentStatus: 'SHIPPED',
            ...(shipment.estimatedArrivalDate ? { EstimatedArrivalDateTime: shipment.estimatedArrivalDate } : {}),
            ...(shipment.shippingDate ? { ShippingDateTime: shipment.shippingDate } : {}),
            FulfillmentShipmentPackages: (shipment.fulfillmentShipmentPackage ?? []).map((p) => ({
              PackageNumber: p.packageNumber,
              CarrierCode: p.carrierCode,
              TrackingNumber: p.trackingNumber,
            })),
          },
        },
      });
    }
  }
  out.push({ FulfillmentOrderStatusNotification: { ...common, EventType: 'Order' } });
  return out;
}
