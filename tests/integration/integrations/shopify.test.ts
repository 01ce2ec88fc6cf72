import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifySandbox } from '../../../sandbox/shopify/index.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildShopifyAuthorizeUrl,
  createShopifyClient,
  createShopifyWebhookReceiver,
  exchangeShopifyCode,
  orThrow,
  SHOPIFY_API_VERSION,
  shopifyConfigFrom,
  ShopifyApiError,
  verifyShopifyQuery,
  verifyShopifyWebhook,
  type ShopifyConfig,
  type WebhookOutcome,
} from '../../../server/integrations/shopify/index.ts';

/** The product's side: a real HTTP endpoint answering with the receiver's verdict (401 / 200). */
async function startReceiver(secret: () => string) {
  const outcomes: WebhookOutcome[] = [];
  const raw: { body: Buffer; headers: http.IncomingHttpHeaders }[] = [];
  let receive: ReturnType<typeof createShopifyWebhookReceiver> | null = null;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    raw.push({ body, headers: req.headers });
    receive ??= createShopifyWebhookReceiver({ secret: secret() });
    const outcome = await receive(body, req.headers as Record<string, string>);
    outcomes.push(outcome);
    res.statusCode = outcome.status;
    res.end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, outcomes, raw, close: () => server.close() };
}

describe('Shopify client against the Shopify sandbox', () => {
  let sb: RunningSandbox;
  let cfg: ShopifyConfig;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const control = (path: string, body: unknown = {}, method = 'POST') =>
    fetch(`${sb.url}/__sandbox/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

  async function install(shop: string, opts: Parameters<typeof createShopifyClient>[3] = {}) {
    const callback = await approveShopifyGrant(
      buildShopifyAuthorizeUrl(cfg, shop, { state: `nonce-${shop}`, redirectUri: `${receiver.url}/shopify/callback` }),
    );
    const { accessToken } = await exchangeShopifyCode(cfg, shop, callback.searchParams.get('code')!);
    return createShopifyClient(cfg, shop, accessToken, opts);
  }

  beforeAll(async () => {
    // The receiver plays ListBridge: the sandbox's product URL points at it.
    receiver = await startReceiver(() => cfg.apiSecret);
    sb = await startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl: receiver.url });
    cfg = shopifyConfigFrom(sb.env as never)!;
    await control('app', { complianceUrl: `${receiver.url}/webhooks/compliance` }, 'PUT');
  });
  afterAll(async () => {
    receiver?.close();
    await sb?.close();
  });

  it('signs the install redirect with a hex HMAC that the verifier accepts, and rejects a tampered one', async () => {
    const res = await fetch(`${sb.url}/__sandbox/shops/acme-store/install`, { redirect: 'manual' });
    const url = new URL(res.headers.get('location')!);
    expect(url.pathname).toBe('/shopify_app_install');
    expect(url.searchParams.get('hmac')).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyShopifyQuery(url.searchParams, cfg.apiSecret)).toBe('acme-store');
    url.searchParams.set('shop', 'evil-store.myshopify.com');
    expect(verifyShopifyQuery(url.searchParams, cfg.apiSecret)).toBeNull();
  });

  it('rejects a callback whose timestamp is older than 90 seconds', async () => {
    const callback = await approveShopifyGrant(buildShopifyAuthorizeUrl(cfg, 'old-shop', { state: 'x', redirectUri: `${receiver.url}/cb` }));
    expect(verifyShopifyQuery(callback.searchParams, cfg.apiSecret)).toBe('old-shop');
    expect(verifyShopifyQuery(callback.searchParams, cfg.apiSecret, { now: Date.now() + 120_000 })).toBeNull();
  });

  it('completes OAuth: callback carries code, shop, state, hmac, timestamp; the code buys one offline token', async () => {
    const callback = await approveShopifyGrant(
      buildShopifyAuthorizeUrl(cfg, 'oauth-shop', { state: 'st_onboarding', redirectUri: `${receiver.url}/shopify/return` }),
    );
    expect(callback.pathname).toBe('/shopify/return');
    expect(callback.searchParams.get('state')).toBe('st_onboarding');
    expect(callback.searchParams.get('shop')).toBe('oauth-shop.myshopify.com');
    const code = callback.searchParams.get('code')!;
    const token = await exchangeShopifyCode(cfg, 'oauth-shop', code);
    expect(token.accessToken).toMatch(/^shpat_/);
    expect(token.scopes).toContain('write_products');
    await expect(exchangeShopifyCode(cfg, 'oauth-shop', code)).rejects.toThrow('The authorization code was not found or was already used');
    const shop = await createShopifyClient(cfg, 'oauth-shop', token.accessToken).shop();
    expect(shop.myshopifyDomain).toBe('oauth-shop.myshopify.com');
  });

  it("reports a bad token as ShopifyApiError 401 with Shopify's message", async () => {
    const err = await createShopifyClient(cfg, 'acme-store', 'shpat_wrong')
      .shop()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ShopifyApiError);
    expect(err).toMatchObject({ status: 401, message: '[API] Invalid API key or access token (unrecognized login or wrong password)' });
  });

  it('waits out THROTTLED (HTTP 200) using extensions.cost, then succeeds', async () => {
    let throttled = 0;
    const client = await install('busy-shop', {
      fetch: async (url, init) => {
        const res = await fetch(url, init);
        const body = await res
          .clone()
          .json()
          .catch(() => null);
        if (body?.errors?.[0]?.extensions?.code === 'THROTTLED') throttled++;
        return res;
      },
    });
    await control('shops/busy-shop/throttle', { currentlyAvailable: 0, restoreRate: 200 }, 'PUT');
    const started = Date.now();
    const locations = await client.locations();
    expect(locations.length).toBe(2);
    expect(throttled).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
  });

  it('gives up with ShopifyApiError THROTTLED when no retry is allowed', async () => {
    const client = await install('busy-shop-2', { maxRetries: 0 });
    await control('shops/busy-shop-2/throttle', { currentlyAvailable: 0, restoreRate: 1 }, 'PUT');
    const err = await client.shop().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'THROTTLED', message: 'Throttled' });
  });

  it('creates a product with productSet, sets stock with changeFromQuantity and publishes it', async () => {
    const client = await install('catalog-shop');
    const [location] = await client.locations();
    const created = orThrow(
      await client.productSet({
        title: 'Espresso Cup',
        status: 'ACTIVE',
        productOptions: [{ name: 'Colour', values: [{ name: 'Red' }, { name: 'Blue' }] }],
        variants: [
          {
            optionValues: [{ optionName: 'Colour', name: 'Red' }],
            sku: 'CUP-R',
            price: '6.50',
            inventoryQuantities: [{ locationId: location!.id, name: 'available', quantity: 4 }],
          },
          { optionValues: [{ optionName: 'Colour', name: 'Blue' }], sku: 'CUP-B', price: '6.50' },
        ],
      }),
    );
    const red = created.product!.variants.nodes.find((v) => v.sku === 'CUP-R')!;
    expect(red.inventoryQuantity).toBe(4);
    const stale = await client.setQuantities({
      name: 'available',
      reason: 'correction',
      quantities: [{ inventoryItemId: red.inventoryItem.id, locationId: location!.id, quantity: 9, changeFromQuantity: 3 }],
    });
    expect(stale.userErrors[0]).toMatchObject({ code: 'CHANGE_FROM_QUANTITY_STALE' });
    const ok = orThrow(
      await client.setQuantities({
        name: 'available',
        reason: 'correction',
        quantities: [{ inventoryItemId: red.inventoryItem.id, locationId: location!.id, quantity: 9, changeFromQuantity: 4 }],
      }),
    );
    expect(ok.inventoryAdjustmentGroup!.changes[0]).toMatchObject({ delta: 5, quantityAfterChange: 9 });
    const [online] = await client.publications();
    expect(orThrow(await client.publish(created.product!.id, [online!.id])).publishable!.publicationCount).toBe(1);
    const bad = await client.productSet({
      title: 'Bad',
      productOptions: [{ name: 'Size', values: [{ name: 'S' }] }],
      variants: [{ optionValues: [{ optionName: 'Colour', name: 'Red' }] }],
    });
    expect(() => orThrow(bad)).toThrow("Option 'Colour' does not exist.");
    // productSet replaces lists: leaving out the blue variant deletes it.
    const replaced = orThrow(
      await client.productSet({
        id: created.product!.id,
        productOptions: [{ name: 'Colour', values: [{ name: 'Red' }] }],
        variants: [{ optionValues: [{ optionName: 'Colour', name: 'Red' }], sku: 'CUP-R', price: '7.00' }],
      }),
    );
    expect(replaced.product!.variants.nodes.map((v) => [v.sku, v.price])).toEqual([['CUP-R', '7.00']]);
  });

  it('delivers orders/create signed for the subscribed callback; the receiver accepts it once and ignores the retry', async () => {
    const client = await install('webhook-shop');
    const sub = orThrow(await client.subscribeWebhook('ORDERS_CREATE', `${receiver.url}/webhooks/shopify`));
    expect(sub.webhookSubscription!.topic).toBe('ORDERS_CREATE');
    const before = receiver.outcomes.length;
    const created = await control('shops/webhook-shop/orders', { lines: [{ sku: 'SG-AV-001', quantity: 1 }] });
    expect(created.deliveries).toHaveLength(1);
    expect(created.deliveries[0].attempts[0].status).toBe(200);
    const outcome = receiver.outcomes[before]!;
    expect(outcome).toMatchObject({
      status: 200,
      duplicate: false,
      webhook: { topic: 'orders/create', shop: 'webhook-shop.myshopify.com', apiVersion: SHOPIFY_API_VERSION },
    });
    const redelivered = await control(`webhooks/deliveries/${created.deliveries[0].id}/redeliver`);
    expect(redelivered.attempts[1].status).toBe(200);
    expect(receiver.outcomes[before + 1]).toMatchObject({ status: 200, duplicate: true });
  });

  it('refuses a webhook with a wrong signature (401) and accepts the same body correctly signed', async () => {
    const body = JSON.stringify({ shop_id: 1, shop_domain: 'x.myshopify.com' });
    const post = (hmac: string) =>
      fetch(`${receiver.url}/webhooks/shopify`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-hmac-sha256': hmac,
          'x-shopify-topic': 'shop/redact',
          'x-shopify-webhook-id': `id-${hmac.slice(0, 8)}`,
        },
        body,
      });
    const wrong = createHmac('sha256', 'not-the-secret').update(body).digest('base64');
    const right = createHmac('sha256', cfg.apiSecret).update(body).digest('base64');
    expect((await post(wrong)).status).toBe(401);
    expect((await post(right)).status).toBe(200);
    expect(verifyShopifyWebhook(Buffer.from(body + ' '), right, cfg.apiSecret)).toBe(false);
  });

  it('sends app/uninstalled and the GDPR topics, then revokes the token on uninstall', async () => {
    const client = await install('leaving-shop');
    orThrow(await client.subscribeWebhook('APP_UNINSTALLED', `${receiver.url}/webhooks/uninstalled`));
    const gdpr = await control('shops/leaving-shop/webhooks/trigger', { topic: 'customers/redact' });
    expect(gdpr.deliveries[0].url).toBe(`${receiver.url}/webhooks/compliance`);
    expect(gdpr.deliveries[0].attempts[0].status).toBe(200);
    const out = await control('shops/leaving-shop/uninstall');
    expect(out.deliveries.map((d: { topic: string }) => d.topic)).toEqual(['app/uninstalled']);
    await expect(client.shop()).rejects.toMatchObject({ status: 401 });
  });

  it('lists unfulfilled orders with fulfillment orders and ships one with tracking', async () => {
    const client = await install('ship-shop');
    const page = await client.orders('fulfillment_status:unfulfilled financial_status:paid');
    expect(page.nodes.length).toBe(3);
    const order = page.nodes[0]!;
    const fo = order.fulfillmentOrders.nodes[0]!;
    expect(fo.status).toBe('OPEN');
    const res = orThrow(await client.fulfill(fo.id, { company: 'Royal Mail', number: 'RM555', url: 'https://track.example/RM555' }));
    expect(res.fulfillment!.trackingInfo[0]).toMatchObject({ company: 'Royal Mail', number: 'RM555' });
    const after = await client.orders('fulfillment_status:unfulfilled');
    expect(after.nodes.map((o) => o.id)).not.toContain(order.id);
    const again = await client.fulfill(fo.id, { number: 'RM556' });
    expect(again.userErrors[0]!.message).toMatch(/unfulfillable status/);
  });
});
