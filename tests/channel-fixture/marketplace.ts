// A tiny in-memory marketplace for the tests' channel: shops connected to sellers, listings by SKU,
// buyers' orders, the shipments sellers report, and webhooks signed with the marketplace's secret.
// Nothing in the product knows it: the channel in ./channel.ts speaks to it as a channel would to its API.
import { createHmac, randomBytes } from 'node:crypto';
import type { Address } from '../../server/integrations/amazon/mcf.ts';

export interface MarketOrder {
  id: string;
  shop: string;
  status: 'PAID' | 'CANCELLED';
  currency: string;
  buyer: Address;
  lines: { lineId: string; sku: string; title: string; quantity: number; unitPriceCents: number }[];
  createdAt: Date;
  updatedAt: Date;
}

export interface MarketShipment {
  orderId: string;
  carrier: string;
  trackingNumber: string;
  lines: { lineId: string; quantity: number }[];
}

export interface MarketListing {
  id: string;
  shop: string;
  sku: string;
  title: string;
  quantity: number;
  priceCents: number;
}

export class FixtureMarketplace {
  /** The secret the marketplace signs its webhooks with (given to the channel as an app's secret is). */
  readonly secret = randomBytes(16).toString('hex');
  private readonly sellers = new Map<string, string>(); // shop → ListBridge seller
  private readonly orders = new Map<string, MarketOrder>();
  private readonly shipments = new Map<string, MarketShipment>();
  private readonly listings = new Map<string, MarketListing>(); // `${shop}:${sku}` → listing
  private next = 1000;
  /** The SKUs of each bulk call ListBridge made, in order (`setQuantities`, `setPrices`). */
  readonly calls: { call: string; skus: string[] }[] = [];

  record(call: string, skus: string[]): void {
    this.calls.push({ call, skus });
  }

  /** A seller authorises ListBridge on a shop. */
  connect(shop: string, userId: string): void {
    this.sellers.set(shop, userId);
  }
  shopOf(userId: string): string | null {
    for (const [shop, seller] of this.sellers) if (seller === userId) return shop;
    return null;
  }
  sellersOf(shop: string): string[] {
    const seller = this.sellers.get(shop);
    return seller ? [seller] : [];
  }

  /** A buyer orders in the shop: paid at once. */
  placeOrder(shop: string, buyer: Address, lines: { sku: string; quantity: number; unitPriceCents: number }[], currency = 'USD'): MarketOrder {
    const now = new Date();
    const order: MarketOrder = {
      id: String(this.next++),
      shop,
      status: 'PAID',
      currency,
      buyer,
      lines: lines.map((l, i) => ({ lineId: `L${i + 1}`, title: this.listings.get(`${shop}:${l.sku}`)?.title ?? l.sku, ...l })),
      createdAt: now,
      updatedAt: now,
    };
    this.orders.set(order.id, order);
    return order;
  }
  ordersSince(shop: string, since: Date): MarketOrder[] {
    return [...this.orders.values()].filter((o) => o.shop === shop && o.updatedAt >= since);
  }
  order(shop: string, id: string): MarketOrder | null {
    const o = this.orders.get(id);
    return o?.shop === shop ? o : null;
  }

  /** The seller reports a shipment; a second report of the same order is refused, as a marketplace would. */
  ship(shop: string, s: MarketShipment): void {
    if (!this.order(shop, s.orderId)) throw new Error(`no order ${s.orderId} in ${shop}`);
    if (this.shipments.has(s.orderId)) throw new Error(`order ${s.orderId} is shipped already`);
    this.shipments.set(s.orderId, s);
  }
  shipment(orderId: string): MarketShipment | null {
    return this.shipments.get(orderId) ?? null;
  }

  /** A webhook as the marketplace delivers it: a JSON body and its HMAC-SHA256 (hex) in x-fixture-signature. */
  webhook(shop: string, topic: string, body: Record<string, unknown> = {}, id = randomBytes(8).toString('hex')) {
    const raw = Buffer.from(JSON.stringify({ id, topic, shop, ...body }));
    return { raw, headers: { 'content-type': 'application/json', 'x-fixture-signature': createHmac('sha256', this.secret).update(raw).digest('hex') } };
  }

  upsertListing(l: MarketListing): void {
    this.listings.set(`${l.shop}:${l.sku}`, l);
  }
  listing(shop: string, sku: string): MarketListing | null {
    return this.listings.get(`${shop}:${sku}`) ?? null;
  }
  removeListing(shop: string, sku: string): boolean {
    return this.listings.delete(`${shop}:${sku}`);
  }
}
