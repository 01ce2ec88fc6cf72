import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';

describe('Shopify GDPR topics at POST /api/v1/gdpr/{type}/{action}', () => {
  let app: TestApp;
  let sandboxBase: string;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    sandboxBase = app.services.config.SHOPIFY_SHOP_URL_TEMPLATE.replace('/shops/{shop}', '');
  });
  afterAll(async () => {
    await app?.close();
  });

  const trigger = async (shop: string, topic: string) => {
    const res = await fetch(`${sandboxBase}/__sandbox/shops/${shop}/webhooks/trigger`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic }),
    });
    return (await res.json()).deliveries as { id: string; url: string; attempts: { status: number }[] }[];
  };
  const shopifyConnection = (userId: string) => app.services.prisma.connection.findUnique({ where: { userId_kind: { userId, kind: 'SHOPIFY' } } });
  const recorded = async (deliveryId: string) =>
    (
      await app.services.pool.query(
        `SELECT topic, account, done_at IS NOT NULL AS done FROM inbound_webhooks WHERE provider = 'shopify' AND delivery_id = $1`,
        [deliveryId],
      )
    ).rows;

  async function connectedSeller(shop: string) {
    const seller = await createSeller(app);
    const entry = await fetch(`${sandboxBase}/__sandbox/shops/${shop}/install`, { redirect: 'manual' });
    const search = new URL(entry.headers.get('location')!).search;
    const started = await rest(app.url, 'GET', `/user/${seller.user.id}/shopify/app-install${search}`, undefined, seller.token);
    const callback = await approveShopifyGrant(started.body.redirect);
    expect((await rest(app.url, 'POST', `/user/${seller.user.id}/shopify/auth-return`, Object.fromEntries(callback.searchParams), seller.token)).status).toBe(
      200,
    );
    return seller;
  }

  const post = (path: string, body: string, headers: Record<string, string>) =>
    fetch(`${app.url}/api/v1/gdpr/${path}`, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
  const sign = (body: string) => createHmac('sha256', app.services.clients.shopify!.apiSecret).update(body).digest('base64');

  it('the sandbox sends each compliance topic to its own path and gets 200; each delivery is recorded', async () => {
    for (const topic of ['customers/data_request', 'customers/redact', 'shop/redact']) {
      const [delivery] = await trigger('gdpr-listing-shop', topic);
      expect(delivery!.url).toBe(`${app.url}/api/v1/gdpr/${topic}`);
      expect(delivery!.attempts[0]!.status).toBe(200);
      expect(await recorded(delivery!.id)).toEqual([{ topic, account: 'gdpr-listing-shop.myshopify.com', done: true }]);
    }
  });

  const listingsOf = async (userId: string) =>
    (await app.services.pool.query(`SELECT channel FROM listings WHERE user_id = $1 ORDER BY channel`, [userId])).rows.map((r) => r.channel);
  async function listOn(userId: string, channels: ('SHOPIFY' | 'EBAY')[]) {
    const ids = await insertItems(app.services, userId, channels.length, `gdpr-${userId.slice(0, 8)}`);
    await insertListings(
      app.services,
      ids.map((itemId, i) => ({ userId, itemId, channel: channels[i]!, status: 'LISTED' as const })),
    );
  }

  it("shop/redact removes that shop's connection and its sellers' Shopify listings, and leaves another shop's alone", async () => {
    const leaving = await connectedSeller('gdpr-leaving-shop');
    const staying = await connectedSeller('gdpr-staying-shop');
    await listOn(leaving.user.id, ['SHOPIFY', 'EBAY']);
    await listOn(staying.user.id, ['SHOPIFY']);
    const [delivery] = await trigger('gdpr-leaving-shop', 'shop/redact');
    expect(delivery!.attempts[0]!.status).toBe(200);
    expect(await shopifyConnection(leaving.user.id)).toBeNull();
    expect((await shopifyConnection(staying.user.id))?.accountId).toBe('gdpr-staying-shop.myshopify.com');
    // Only the Shopify listings of the shop's sellers go; their eBay listings and other shops' stay.
    expect(await listingsOf(leaving.user.id)).toEqual(['EBAY']);
    expect(await listingsOf(staying.user.id)).toEqual(['SHOPIFY']);
    const user = await rest(app.url, 'GET', `/user/${leaving.user.id}/user`, undefined, leaving.token);
    // Whether the legacy document omits shopify_creds or shows it unauthorised, it is not connected.
    expect(user.body.settings.shopify_creds?.authorized ?? false).toBe(false);
  });

  it('customers/redact and data_request are answered 200 and change no seller data', async () => {
    const seller = await connectedSeller('gdpr-customer-shop');
    const before = await shopifyConnection(seller.user.id);
    for (const topic of ['customers/redact', 'customers/data_request']) {
      const [delivery] = await trigger('gdpr-customer-shop', topic);
      expect(delivery!.attempts[0]!.status).toBe(200);
    }
    expect(await shopifyConnection(seller.user.id)).toEqual(before);
  });

  it('refuses a forged or missing HMAC with 401 and changes nothing', async () => {
    const seller = await connectedSeller('gdpr-forged-shop');
    const body = JSON.stringify({ shop_id: 1, shop_domain: 'gdpr-forged-shop.myshopify.com' });
    const forged = createHmac('sha256', 'not-the-app-secret').update(body).digest('base64');
    const id = randomUUID();
    const wrong = await post('shop/redact', body, { 'x-shopify-hmac-sha256': forged, 'x-shopify-webhook-id': id });
    expect([wrong.status, (await wrong.json()).message]).toEqual([401, 'Invalid webhook signature']);
    const missing = await post('shop/redact', body, { 'x-shopify-webhook-id': id });
    expect(missing.status).toBe(401);
    // The signature covers the exact bytes: a re-serialised body does not pass either.
    const respaced = await post('shop/redact', JSON.stringify(JSON.parse(body), null, 1), { 'x-shopify-hmac-sha256': sign(body), 'x-shopify-webhook-id': id });
    expect(respaced.status).toBe(401);
    expect(await shopifyConnection(seller.user.id)).not.toBeNull();
    expect(await recorded(id)).toEqual([]);

    const signed = await post('shop/redact', body, { 'x-shopify-hmac-sha256': sign(body), 'x-shopify-webhook-id': id });
    expect(signed.status).toBe(200);
    expect(await shopifyConnection(seller.user.id)).toBeNull();
  });

  it('answers 404 for a topic that is not a GDPR topic, 413 for an oversized body, 400 for a signed non-JSON body', async () => {
    const body = '{}';
    expect((await post('shop/explode', body, { 'x-shopify-hmac-sha256': sign(body) })).status).toBe(404);
    expect((await post('orders/create', body, { 'x-shopify-hmac-sha256': sign(body) })).status).toBe(404);
    const big = JSON.stringify({ shop_domain: 'x.myshopify.com', pad: 'x'.repeat(300_000) });
    expect((await post('shop/redact', big, { 'x-shopify-hmac-sha256': sign(big) })).status).toBe(413);
    expect((await post('customers/redact', 'not json', { 'x-shopify-hmac-sha256': sign('not json') })).status).toBe(400);
  });

  // Last: it uses up this address's refusals for the minute.
  it('stops answering an address that keeps sending forgeries (429 with Retry-After), even a signed delivery', async () => {
    const body = JSON.stringify({ shop_domain: 'gdpr-flood-shop.myshopify.com' });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await post('customers/redact', body, { 'x-shopify-hmac-sha256': 'Zm9yZ2Vk' })).status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.at(-1)).toBe(429);
    const limited = await post('customers/redact', body, { 'x-shopify-hmac-sha256': sign(body) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
