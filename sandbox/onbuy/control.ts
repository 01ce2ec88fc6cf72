import express, { type Router } from 'express';
import { buyerAddressFrom, countryName } from '../buyer-address.ts';
import { processQueues } from './catalogue.ts';
import { listingView } from './listings.ts';
import { DEMO, SITE_UK } from './seed.ts';
import type { OnbuySandboxState } from './state.ts';

/** Test and demo controls (never OnBuy's API), under /__sandbox/. */
export function controlRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.use('/__sandbox', express.json());
  const body = (req: express.Request) => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

  r.get('/__sandbox/state', (_req, res) => {
    res.json({
      clock: new Date(state.clock.now()).toISOString(),
      knobs: state.knobs,
      badTokenRefusals: state.badTokenRefusals,
      sellers: state.sellers.map((s) => ({
        sellerId: s.sellerId,
        name: s.name,
        consumerKey: s.consumerKey,
        listings: s.listings.size,
        orders: s.orders.length,
        tokenActive: !!s.activeToken && s.activeToken.expiresAt > state.clock.now(),
        tokensIssued: s.tokensIssued,
        calls: s.calls,
      })),
      queues: state.queues.length,
    });
  });

  // What a seller lists now, as GET /v2/listings shows it, without a token (asking for one would log
  // out the token under test): ?consumerKey= (default the demo seller), optional ?sku=.
  r.get('/__sandbox/listings', (req, res) => {
    const seller = state.sellers.find((s) => s.consumerKey === (req.query.consumerKey ?? DEMO.consumerKey));
    if (!seller) return void res.status(400).json({ error: 'unknown seller' });
    const sku = typeof req.query.sku === 'string' ? req.query.sku : undefined;
    res.json({ results: [...seller.listings.values()].filter((l) => !sku || l.sku === sku).map(listingView) });
  });

  // A seller's orders as OnBuy's seller area lists them (status, lines dispatched, tracking), without a token: ?consumerKey=.
  r.get('/__sandbox/orders', (req, res) => {
    const seller = state.sellers.find((s) => s.consumerKey === (req.query.consumerKey ?? DEMO.consumerKey));
    if (!seller) return void res.status(400).json({ error: 'unknown seller' });
    res.json({
      orders: seller.orders.map((o) => ({
        order_id: o.order_id,
        status: o.status,
        products: o.products.map((p) => ({ sku: p.sku, quantity: p.quantity, quantity_dispatched: p.quantity_dispatched })),
        tracking: o.tracking,
      })),
    });
  });

  r.post('/__sandbox/clock/advance', (req, res) => {
    const seconds = Number(body(req).seconds);
    if (!(seconds >= 0)) return void res.status(400).json({ error: 'seconds must be >= 0' });
    state.clock.advance(seconds * 1000);
    processQueues(state);
    res.json({ now: new Date(state.clock.now()).toISOString() });
  });

  // {queueDelaySeconds?, throttleNext?, tokenTtlSeconds?}
  r.put('/__sandbox/knobs', (req, res) => {
    const b = body(req);
    for (const k of ['queueDelaySeconds', 'throttleNext', 'tokenTtlSeconds'] as const) if (b[k] !== undefined) state.knobs[k] = Number(b[k]);
    res.json(state.knobs);
  });

  // A buyer purchase of one of the seller's listings: {consumerKey?, sku, quantity?, shippingAddress?} (the
  // channel sandboxes' common buyer address, sandbox/buyer-address.ts; a UK buyer by default: OnBuy UK).
  r.post('/__sandbox/orders', (req, res) => {
    const b = body(req);
    const address = buyerAddressFrom(b.shippingAddress, 'GB');
    if ('error' in address) return void res.status(400).json({ error: address.error });
    const seller = state.sellers.find((s) => s.consumerKey === (b.consumerKey ?? DEMO.consumerKey));
    const listing = seller?.listings.get(String(b.sku ?? ''));
    if (!seller || !listing) return void res.status(400).json({ error: 'unknown seller or sku' });
    const quantity = Number(b.quantity ?? 1);
    const product = state.catalogue.find((p) => p.opc === listing.opc)!;
    const total = (listing.price * quantity).toFixed(2);
    const now = new Date(state.clock.now()).toISOString();
    const n = state.seq('order');
    const order = {
      order_id: `T${seller.sellerId}${String(5000 + n)}`,
      onbuy_internal_reference: 950000 + n,
      site_id: SITE_UK,
      site_name: 'OnBuy UK',
      status: 'Awaiting Dispatch',
      date: now,
      updated_at: now,
      previously_exported: false,
      currency_code: 'GBP',
      price_subtotal: total,
      price_delivery: '0.00',
      price_total: total,
      sales_fee_ex_vat: (Number(total) * 0.075).toFixed(2),
      sales_fee_inc_vat: (Number(total) * 0.09).toFixed(2),
      buyer: {
        name: `${address.firstName} ${address.lastName}`,
        email: 'buyer@onbuy-buyers.example',
        phone: b.shippingAddress ? (address.phone ?? '') : '07700900123',
      },
      delivery_address: {
        name: `${address.firstName} ${address.lastName}`,
        line_1: address.address1,
        line_2: address.address2 ?? '',
        line_3: '',
        town: address.city,
        county: b.shippingAddress ? (address.province ?? '') : '',
        postcode: address.zip,
        country: countryName(address.countryCode),
        country_code: address.countryCode,
      },
      products: [
        {
          onbuy_internal_reference: 850000 + n,
          sku: listing.sku,
          opc: listing.opc,
          name: product.product_name,
          quantity,
          quantity_dispatched: 0,
          unit_price: listing.price.toFixed(2),
          total_price: total,
        },
      ],
      tracking: null,
    };
    listing.stock = Math.max(listing.stock - quantity, 0);
    seller.orders.push(order);
    res.status(201).json(order);
  });

  // The buyer's order cancelled on OnBuy (a buyer's cancellation or OnBuy's refund): {consumerKey?, status?: 'Cancelled' | 'Refunded'}.
  r.post('/__sandbox/orders/:orderId/cancel', (req, res) => {
    const b = body(req);
    const seller = state.sellers.find((s) => s.consumerKey === (b.consumerKey ?? DEMO.consumerKey));
    const order = seller?.orders.find((o) => o.order_id === req.params.orderId);
    if (!order) return void res.status(404).json({ error: 'unknown order' });
    order.status = b.status === 'Refunded' ? 'Refunded' : 'Cancelled';
    order.updated_at = new Date(state.clock.now()).toISOString();
    res.json(order);
  });
  return r;
}
