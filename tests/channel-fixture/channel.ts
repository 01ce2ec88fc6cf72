// The tests' channel: the in-memory marketplace (./marketplace.ts) behind the channel interfaces
// (server/channels/types.ts), registered by a test with registerChannel(FIXTURE_CODE, …) and removed
// again after it. Everything the channel does is here; the product reaches it only through the registry.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ChannelDeps, ChannelEntry } from '../../server/channels/registry.ts';
import { type ConnectRoute, str } from '../../server/channels/connect-routes.ts';
import type { ChannelConnectionView } from '../../server/modules/connections/ports.ts';
import type { Connection } from '../../server/db/generated/client.ts';
import { HttpError } from '../../server/rest/errors.ts';
import { saveConnection } from '../../server/modules/connections/connection-store.ts';
import { channelQuantity, NO_CHANNEL_LIMITS } from '../../shared/inventory/quantity.ts';
import type { ChannelAdapter, ChannelOrder, ChannelOrders, ChannelWebhooks, PushRow, RowOutcome } from '../../server/channels/types.ts';
import type { FixtureMarketplace, MarketOrder } from './marketplace.ts';

export const FIXTURE_CODE = 'FIXTURE';
/** What the sale's profit leaves out: the marketplace's fee is not known to ListBridge. */
export const FIXTURE_FEE = "Fixture Market's commission";

/** The marketplace's authorisation completed: the seller's shop becomes their connection, as a channel's OAuth callback saves it. */
export async function connectShop(deps: ChannelDeps, market: FixtureMarketplace, shop: string, userId: string): Promise<void> {
  market.connect(shop, userId);
  await saveConnection(deps, userId, FIXTURE_CODE, { accountId: shop, accountName: shop });
}

function shopFor(market: FixtureMarketplace, userId: string): string {
  const shop = market.shopOf(userId);
  if (!shop) throw new Error('The seller has not connected a Fixture Market shop');
  return shop;
}

/** Listing: each row becomes (or updates) the shop's listing of its SKU. */
function listingAdapter(market: FixtureMarketplace, shop: string): ChannelAdapter {
  const sku = (r: PushRow) => r.listing.sku ?? r.item.sellerSku;
  const put = (r: PushRow, over: { quantity?: number; priceCents?: number } = {}): RowOutcome => {
    const was = market.listing(shop, sku(r));
    const listing = {
      id: was?.id ?? `FX-${sku(r)}`,
      shop,
      sku: sku(r),
      title: r.item.title,
      quantity: over.quantity ?? was?.quantity ?? channelQuantity(r.item, NO_CHANNEL_LIMITS),
      priceCents: over.priceCents ?? was?.priceCents ?? r.item.priceCents ?? 0,
    };
    market.upsertListing(listing);
    return { id: r.listing.id, ok: true, offerId: listing.id, externalId: listing.id, pushedQuantity: listing.quantity, pushedPriceCents: listing.priceCents };
  };
  return {
    batchSize: 25,
    async publish(rows, onIds) {
      const out = rows.map((r) => put(r));
      await onIds(out.map((o) => ({ id: o.id, offerId: o.offerId! })));
      return out;
    },
    revise: async (rows) => rows.map((r) => put(r)),
    withdraw: async (rows) => rows.map((r) => (market.removeListing(shop, sku(r)), { id: r.listing.id, ok: true, gone: true })),
    async setQuantities(rows) {
      market.record('setQuantities', rows.map(sku));
      return rows.map((r) => put(r, { quantity: r.quantity }));
    },
    async setPrices(rows) {
      market.record('setPrices', rows.map(sku));
      return rows.map((r) => put(r, { priceCents: r.priceCents }));
    },
    truth: async (rows) =>
      rows.map((r) => {
        const l = market.listing(shop, sku(r));
        return { id: r.listing.id, live: !!l, offerId: l?.id ?? null, externalId: l?.id ?? null };
      }),
  };
}

const toOrder = (o: MarketOrder): ChannelOrder => ({
  orderId: o.id,
  paymentStatus: o.status,
  currency: o.currency,
  totalCents: o.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
  buyerName: o.buyer.name,
  shipTo: o.buyer,
  shippingService: null,
  orderedAt: o.createdAt,
  modifiedAt: o.updatedAt,
  cancelled: o.status === 'CANCELLED',
  lines: o.lines.map((l) => ({ lineId: l.lineId, sku: l.sku, title: l.title, quantity: l.quantity, priceCents: l.unitPriceCents * l.quantity })),
});

function orders(market: FixtureMarketplace): ChannelOrders {
  return {
    async ordersFor(_deps, userId) {
      const shop = shopFor(market, userId);
      return {
        fetchOrders: async (since) => ({ orders: market.ordersSince(shop, since).map(toOrder) }),
        async uploadTracking(s) {
          // Shipped already (a re-run after the marketplace took it): nothing more to send.
          if (market.shipment(s.orderId)) return;
          market.ship(shop, {
            orderId: s.orderId,
            carrier: s.carrierCode,
            trackingNumber: s.trackingNumber,
            lines: s.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
          });
        },
      };
    },
    settings: () => ({ autoFulfil: true }),
    unknownFee: FIXTURE_FEE,
    orderUrl: () => null,
  };
}

function webhooks(market: FixtureMarketplace): ChannelWebhooks {
  const signed = (raw: Buffer, signature: string) => {
    const want = createHmac('sha256', market.secret).update(raw).digest();
    const got = Buffer.from(signature, 'hex');
    return got.length === want.length && timingSafeEqual(got, want);
  };
  return {
    provider: 'fixture',
    async read(_deps, raw, headers) {
      const signature = headers['x-fixture-signature'];
      if (typeof signature !== 'string' || !signed(raw, signature)) return { ok: false, status: 401, reason: 'Invalid webhook signature' };
      const body = JSON.parse(raw.toString('utf8')) as { id: string; topic: string; shop: string };
      return { ok: true, delivery: { deliveryId: body.id, topic: body.topic, account: body.shop, payload: body } };
    },
    async apply(_tx, d, effects) {
      if (d.topic !== 'order.created') return 0;
      const sellers = market.sellersOf(d.account ?? '');
      await effects.importOrders(sellers);
      return sellers.length;
    },
  };
}

/** The seller's shop as Linked Platforms shows it: its card, and fixture_creds in the legacy user JSON. */
const linkedPlatform: ChannelConnectionView<{ shop: string; authorized: boolean }> = {
  view: (row: Connection) => ({ shop: row.accountId, authorized: row.status === 'AUTHORIZED' }),
  legacySettings: (v) => ({ fixture_creds: { shop: v.shop, authorized: v.authorized } }),
  cardLines: (v) => [`Shop: ${v.shop}`],
};

/** The connect call over REST: the marketplace's authorisation of the shop named, answered with the legacy user document. */
function connectRoutes(market: FixtureMarketplace): ConnectRoute[] {
  return [
    {
      method: 'post',
      path: '/user/:userId/fixture-market/connect',
      async answer(deps, req, { userId, userJson }) {
        const shop = str((req.body as Record<string, unknown> | undefined)?.shop);
        if (!/^[a-z0-9-]+$/.test(shop)) throw new HttpError(400, 'A Fixture Market shop is lower-case letters, digits and dashes');
        await connectShop(deps, market, shop, userId);
        return userJson();
      },
    },
  ];
}

/** The channel's entry for the registry, over one marketplace. */
export function fixtureChannel(market: FixtureMarketplace): ChannelEntry {
  return {
    name: 'Fixture Market',
    linkedPlatform,
    connectRoutes: connectRoutes(market),
    // Its pages (listings/fixture-market, sales/fixture-market): no Sales column, and a bulk Delist.
    screens: { segment: 'fixture-market', listingColumns: ['QUANTITY', 'PRICE', 'STATUS'], bulkActions: ['DELIST'] },
    listedStatus: 'LISTED',
    statuses: {
      statuses: ['LISTING', 'LISTED', 'FAILED_TO_LIST', 'REVISING', 'FAILED_TO_REVISE', 'DELISTING'],
      live: ['LISTED', 'REVISING', 'FAILED_TO_REVISE'],
      inProgress: ['LISTING', 'DELISTING'],
      errored: ['FAILED_TO_LIST', 'FAILED_TO_REVISE'],
    },
    // No subscription: every seller may keep up to 50 live listings, quantity sync included.
    billing: { allowance: { tier: 'pro', maxListings: 50 } },
    syncSwitches: () => ({ quantity: true, price: true }),
    // The marketplace's price is Amazon's.
    pricer: async () => ({ key: 'amazon-price', priceOf: (i) => ({ priceCents: i.priceCents ?? 0, ready: i.priceCents !== null, locked: false }) }),
    adapterFor: async (_deps, userId) => listingAdapter(market, shopFor(market, userId)),
    orders: orders(market),
    webhooks: webhooks(market),
  };
}
