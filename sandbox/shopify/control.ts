import express, { type Router } from 'express';
import { buyerAddressFrom } from '../buyer-address.ts';
import { buildOrder, SHOP_COUNTRY_CODES, setShopCountry } from './seed.ts';
import { getShop, SHOP_HANDLE, type ShopifySandboxState } from './state.ts';
import { compliancePayload, orderPayload, productDeletePayload, shopPayload } from './webhook-payloads.ts';
import { COMPLIANCE_TOPICS, fireTopic, redeliver } from './webhooks.ts';
import { findVariant } from './views.ts';

type Json = Record<string, any>;

/** Test and demo controls, never part of Shopify's API: everything lives under /__sandbox/. */
export function controlRoutes(state: ShopifySandboxState): Router {
  const r = express.Router();
  r.use('/__sandbox', express.json());
  const body = (req: express.Request) => (req.body && typeof req.body === 'object' ? (req.body as Json) : {});
  const shopOf = (req: express.Request, res: express.Response) => {
    const h = req.params.shop as string;
    if (!SHOP_HANDLE.test(h)) {
      res.status(404).json({ error: 'unknown shop' });
      return null;
    }
    return getShop(state, h);
  };

  r.get('/__sandbox/state', (_req, res) => {
    res.json({
      clock: new Date(state.clock.now()).toISOString(),
      app: { apiKey: state.app.apiKey, complianceUrls: state.app.complianceUrls },
      shops: [...state.shops.values()].map((s) => ({
        handle: s.handle,
        products: s.products.length,
        orders: s.orders.length,
        webhooks: s.webhooks.length,
        bucket: s.bucket,
        calls: s.calls,
        installed: [...state.tokens.values()].some((t) => t.shop === s.handle),
      })),
    });
  });

  r.post('/__sandbox/clock/advance', (req, res) => {
    const seconds = Number(body(req).seconds);
    if (!(seconds >= 0)) return void res.status(400).json({ error: 'seconds must be >= 0' });
    state.clock.advance(seconds * 1000);
    res.json({ now: new Date(state.clock.now()).toISOString() });
  });

  r.put('/__sandbox/app', (req, res) => {
    const b = body(req);
    // {complianceUrl}: one URL for all three topics (as shopify.app.toml allows);
    // {complianceUrls: {topic: url}}: per topic, as the Partner Dashboard's three fields.
    if (typeof b.complianceUrl === 'string') for (const t of COMPLIANCE_TOPICS) state.app.complianceUrls[t] = b.complianceUrl;
    if (b.complianceUrls && typeof b.complianceUrls === 'object') {
      for (const [t, url] of Object.entries(b.complianceUrls as Json)) {
        if (!COMPLIANCE_TOPICS.includes(t) || typeof url !== 'string') return void res.status(400).json({ error: `not a compliance topic URL: ${t}` });
        state.app.complianceUrls[t] = url;
      }
    }
    res.json({ complianceUrls: state.app.complianceUrls });
  });

  // Bucket knobs: {maximumAvailable?, restoreRate?, currentlyAvailable?}.
  r.put('/__sandbox/shops/:shop/throttle', (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    const b = body(req);
    const bucket = shop.bucket;
    if (b.maximumAvailable !== undefined) bucket.maximumAvailable = Number(b.maximumAvailable);
    if (b.restoreRate !== undefined) bucket.restoreRate = Number(b.restoreRate);
    if (b.currentlyAvailable !== undefined) bucket.available = Math.min(Number(b.currentlyAvailable), bucket.maximumAvailable);
    bucket.updatedAt = state.clock.now();
    res.json(bucket);
  });

  // The merchant's shop settings: {country} (GB, US, CA or DE), chosen when the shop was created. Moves its
  // currency and main warehouse; later buyers live there by default. Creates the shop when it is new.
  r.put('/__sandbox/shops/:shop', (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    const { country } = body(req);
    if (country !== undefined) {
      if (typeof country !== 'string' || !SHOP_COUNTRY_CODES.includes(country))
        return void res.status(400).json({ error: `country must be one of ${SHOP_COUNTRY_CODES.join(', ')}` });
      setShopCountry(shop, country);
    }
    res.json({ handle: shop.handle, country: shop.country ?? 'GB', currency: shop.currency });
  });

  // A customer order: {lines:[{sku, quantity?, price?, title?}], email?, shippingAddress?}; the buyer
  // lives in the shop's country unless shippingAddress ({firstName, lastName, address1, address2, city,
  // province, provinceCode, zip, countryCode, phone, company}, any part) says otherwise. gateway: who
  // took the payment (OrderTransaction.gateway, e.g. "manual", "paypal"); Shopify Payments, with its
  // fees on the transaction, unless said. Fires orders/create.
  r.post('/__sandbox/shops/:shop/orders', async (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    const b = body(req);
    const address = buyerAddressFrom(b.shippingAddress, shop.country ?? 'GB');
    if ('error' in address) return void res.status(400).json({ error: address.error });
    if (b.gateway !== undefined && (typeof b.gateway !== 'string' || !/^[a-z][a-z0-9_]{0,49}$/.test(b.gateway)))
      return void res.status(400).json({ error: 'gateway must be a gateway handle such as shopify_payments, manual or paypal' });
    const lines = (Array.isArray(b.lines) && b.lines.length ? b.lines : [{ sku: shop.products[0]?.variants[0]?.sku }]).map((l: Json) => {
      const f = findVariant(shop, (v) => v.sku === l.sku);
      return {
        sku: l.sku ?? null,
        title: l.title ?? f?.product.title ?? 'Sandbox item',
        quantity: Number(l.quantity ?? 1),
        price: String(l.price ?? f?.variant.price ?? '10.00'),
        variantId: f?.variant.id ?? null,
        productId: f?.product.id ?? null,
      };
    });
    const number = 1001 + shop.orders.length;
    const order = buildOrder(shop, {
      createdAt: new Date(state.clock.now()).toISOString(),
      number,
      buyer: { ...address, ...(typeof b.email === 'string' ? { email: b.email } : {}) },
      lines,
      ...(b.gateway ? { gateway: b.gateway as string } : {}),
    });
    shop.orders.push(order);
    const deliveries = await fireTopic(state, shop, 'orders/create', orderPayload(shop, order));
    res.status(201).json({ orderId: `gid://shopify/Order/${order.id}`, name: order.name, deliveries });
  });

  // {topic, orderId?}: app/uninstalled, orders/create (latest order) or a compliance topic.
  r.post('/__sandbox/shops/:shop/webhooks/trigger', async (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    const { topic } = body(req);
    const order = shop.orders[shop.orders.length - 1];
    const now = new Date(state.clock.now()).toISOString();
    let payload: unknown;
    if (topic === 'orders/create' && order) payload = orderPayload(shop, order);
    else if (topic === 'app/uninstalled') payload = shopPayload(shop, now);
    else if (COMPLIANCE_TOPICS.includes(topic)) payload = compliancePayload(shop, topic, order);
    else return void res.status(400).json({ error: `unsupported topic ${String(topic)}` });
    res.json({ deliveries: await fireTopic(state, shop, topic, payload) });
  });

  // The shop's products as the merchant's admin lists them, with each variant's SKU, price and
  // available stock per location (tests and the chaos run count duplicates and check quantities).
  r.get('/__sandbox/shops/:shop/products', (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    res.json({
      products: shop.products.map((p) => ({
        id: p.id,
        title: p.title,
        status: p.status,
        options: p.options.map((o) => ({ name: o.name, values: o.values.map((v) => v.name) })),
        variants: p.variants.map((v) => ({
          id: v.id,
          sku: v.sku,
          price: v.price,
          optionValues: v.optionValues,
          available: Object.fromEntries([...(shop.inventory.get(v.inventoryItemId) ?? new Map()).entries()].map(([loc, q]) => [loc, q.available])),
        })),
      })),
    });
  });

  // The shop's orders as the admin lists them: lines and fulfillments (what reached the buyer's tracking).
  r.get('/__sandbox/shops/:shop/orders', (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    res.json({
      orders: shop.orders.map((o) => ({
        id: o.id,
        name: o.name,
        number: o.number,
        lines: o.lineItems.map((l) => ({ sku: l.sku, quantity: l.quantity })),
        fulfillments: o.fulfillments.map((f) => ({ tracking: f.trackingInfo.map((t) => t.number) })),
      })),
    });
  });

  // The merchant deletes a product in the Shopify admin: it goes, and products/delete is sent
  // (`?notify=false`: the delivery is lost, as Shopify does not guarantee webhooks).
  r.delete('/__sandbox/shops/:shop/products/:id', async (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    const id = Number(req.params.id);
    const p = shop.products.find((x) => x.id === id);
    if (!p) return void res.status(404).json({ error: 'no such product' });
    shop.products = shop.products.filter((x) => x !== p);
    for (const v of p.variants) shop.inventory.delete(v.inventoryItemId);
    if (req.query.notify === 'false') return void res.json({ deliveries: [] });
    res.json({ deliveries: await fireTopic(state, shop, 'products/delete', productDeletePayload(`gid://shopify/Product/${id}`)) });
  });

  // The merchant removes the app: app/uninstalled is sent, then the token and subscriptions go.
  r.post('/__sandbox/shops/:shop/uninstall', async (req, res) => {
    const shop = shopOf(req, res);
    if (!shop) return;
    const deliveries = await fireTopic(state, shop, 'app/uninstalled', shopPayload(shop, new Date(state.clock.now()).toISOString()));
    for (const [t, v] of state.tokens) if (v.shop === shop.handle) state.tokens.delete(t);
    shop.webhooks = [];
    res.json({ deliveries });
  });

  r.get('/__sandbox/webhooks/deliveries', (_req, res) => {
    res.json({ deliveries: state.deliveries });
  });

  r.post('/__sandbox/webhooks/deliveries/:id/redeliver', async (req, res) => {
    const d = state.deliveries.find((x) => x.id === req.params.id);
    if (!d) return void res.status(404).json({ error: 'unknown delivery' });
    res.json(await redeliver(state, d));
  });
  return r;
}
