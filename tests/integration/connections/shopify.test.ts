import express from 'express';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import { createShopifyClient } from '../../../server/integrations/shopify/index.ts';
import { shopifyWebhookHandlers } from '../../../server/rest/shopify-webhooks.ts';
import { connectionRow, connectionRowText, reveal } from './flows.ts';

describe('connecting Shopify (app install → grant → /shopify/oauth → auth-return)', () => {
  let app: TestApp;
  let sandboxBase: string;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    sandboxBase = app.services.config.SHOPIFY_SHOP_URL_TEMPLATE.replace('/shops/{shop}', '');
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The merchant clicks Install in the shop's admin: Shopify sends the browser to /shopify_app_install. */
  async function installRedirect(shop: string): Promise<URL> {
    const res = await fetch(`${sandboxBase}/__sandbox/shops/${shop}/install`, { redirect: 'manual' });
    return new URL(res.headers.get('location')!);
  }
  async function install(s: Awaited<ReturnType<typeof createSeller>>, shop: string) {
    const entry = await installRedirect(shop);
    expect(entry.origin + entry.pathname).toBe(`${app.url}/shopify_app_install`);
    const started = await rest(app.url, 'GET', `/user/${s.user.id}/shopify/app-install${entry.search}`, undefined, s.token);
    expect(started.status).toBe(200);
    return { started: started.body, callback: await approveShopifyGrant(started.body.redirect) };
  }
  const authReturn = (s: Awaited<ReturnType<typeof createSeller>>, callback: URL) =>
    rest(app.url, 'POST', `/user/${s.user.id}/shopify/auth-return`, Object.fromEntries(callback.searchParams), s.token);

  it('stores the encrypted offline token with the shop domain and user, and subscribes to app/uninstalled, products/delete and orders/create, updated', async () => {
    const s = await createSeller(app);
    const { started, callback } = await install(s, 'lb-shop-one');
    const authorize = new URL(started.redirect);
    expect(authorize.pathname).toBe('/shops/lb-shop-one/admin/oauth/authorize');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${app.url}/shopify/oauth`);
    expect(authorize.searchParams.get('scope')!.split(',')).toEqual(
      expect.arrayContaining([
        'read_locations',
        'read_publications',
        'read_products',
        'read_customers',
        'read_orders',
        'read_fulfillments',
        'read_shipping',
        'read_inventory',
      ]),
    );
    expect(callback.origin + callback.pathname).toBe(`${app.url}/shopify/oauth`);

    const res = await authReturn(s, callback);
    expect(res.status).toBe(200);
    expect(res.body.settings.shopify_creds).toMatchObject({ authorized: true, needs_reauth: false, domain: 'lb-shop-one.myshopify.com' });
    expect(res.body.settings.shopify_creds.username).toBeTruthy();

    const row = await connectionRow(app, s.user.id, 'SHOPIFY');
    const token = reveal(app, row.accessToken);
    expect(token).toMatch(/^shpat_/);
    expect(await connectionRowText(app, s.user.id, 'SHOPIFY')).not.toContain(token);
    const api = createShopifyClient(app.services.clients.shopify!, 'lb-shop-one', token);
    expect((await api.shop()).myshopifyDomain).toBe('lb-shop-one.myshopify.com');
    expect((await api.webhookSubscriptions()).map((w) => [w.topic, w.uri])).toEqual([
      ['APP_UNINSTALLED', `${app.url}/api/v1/shopify_event`],
      ['PRODUCTS_DELETE', `${app.url}/api/v1/shopify_event`],
      ['ORDERS_CREATE', `${app.url}/api/v1/shopify_event`],
      ['ORDERS_UPDATED', `${app.url}/api/v1/shopify_event`],
    ]);
  });

  it('the seller can start from ListBridge with a shop domain (no Shopify signature needed there)', async () => {
    const s = await createSeller(app);
    const g = await app.graphql(
      `mutation($u: String!) { startShopifyAuthorization(userId: $u, shop: "https://lb-shop-two.myshopify.com/", onboarding: true) { __typename ... on AuthorizationStart { url state } } }`,
      { u: s.user.id },
      s.token,
    );
    const callback = await approveShopifyGrant(g.data.startShopifyAuthorization.url);
    const done = await app.graphql(
      `mutation($u: String!, $q: String!) { connectShopify(userId: $u, query: $q) { __typename ... on ConnectionReturn { flow user { linkedPlatforms { shopify { domain authorized needsReauth } } } } } }`,
      { u: s.user.id, q: callback.search },
      s.token,
    );
    expect(done.data.connectShopify).toEqual({
      __typename: 'ConnectionReturn',
      flow: 'onboarding',
      user: { linkedPlatforms: { shopify: { domain: 'lb-shop-two.myshopify.com', authorized: true, needsReauth: false } } },
    });
  });

  it('install without a shop is "No shop provided"; a bad or missing HMAC is refused', async () => {
    const s = await createSeller(app);
    const none = await rest(app.url, 'GET', `/user/${s.user.id}/shopify/app-install?hmac=abc&timestamp=1`, undefined, s.token);
    expect([none.status, none.body.message]).toEqual([400, 'No shop provided']);
    const entry = await installRedirect('lb-shop-three');
    const bad = new URLSearchParams(entry.search);
    bad.set('shop', 'someone-else.myshopify.com');
    const forged = await rest(app.url, 'GET', `/user/${s.user.id}/shopify/app-install?${bad}`, undefined, s.token);
    expect([forged.status, forged.body.code, forged.body.message]).toEqual([400, 'SHOPIFY_BAD_HMAC', 'There was a problem with your app install request']);
    const unsigned = await rest(app.url, 'GET', `/user/${s.user.id}/shopify/app-install?shop=lb-shop-three.myshopify.com`, undefined, s.token);
    expect([unsigned.status, unsigned.body.code]).toEqual([400, 'SHOPIFY_BAD_HMAC']);
    expect(await app.services.prisma.oAuthState.count({ where: { userId: s.user.id } })).toBe(0);
  });

  it("refuses a wrong state (not issued, another seller's, reused) and a tampered return", async () => {
    const a = await createSeller(app);
    const b = await createSeller(app);
    const { started, callback } = await install(a, 'lb-shop-four');

    // A grant carrying a state we never issued comes back correctly signed by Shopify, and is still refused.
    const forgedUrl = new URL(started.redirect);
    forgedUrl.searchParams.set('state', 'f'.repeat(48));
    const forgedReturn = await authReturn(a, await approveShopifyGrant(forgedUrl.toString()));
    expect([forgedReturn.status, forgedReturn.body.code]).toEqual([400, 'INVALID_STATE']);

    const tampered = new URL(callback);
    tampered.searchParams.set('code', 'abc');
    expect((await authReturn(a, tampered)).body.code).toBe('SHOPIFY_BAD_HMAC');
    expect((await authReturn(b, callback)).body.code).toBe('INVALID_STATE');
    expect((await authReturn(a, callback)).status).toBe(200);
    expect((await authReturn(a, callback)).body.code).toBe('INVALID_STATE');
  });

  describe('app/uninstalled webhook', () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      const web = express();
      web.post('/api/v1/shopify_event', ...shopifyWebhookHandlers(app.services));
      server = await new Promise<Server>((r) => {
        const s = web.listen(0, '127.0.0.1', () => r(s));
      });
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/shopify_event`;
    });
    afterAll(() => new Promise<void>((r) => server?.close(() => r())));

    const send = (body: string, hmac: string) =>
      fetch(url, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'app/uninstalled',
          'x-shopify-shop-domain': 'lb-shop-five.myshopify.com',
          'x-shopify-webhook-id': `wh-${Math.random()}`,
          'x-shopify-hmac-sha256': hmac,
        },
      });

    it('401 on a bad signature; a signed one marks the connection for reauthorisation', async () => {
      const s = await createSeller(app);
      const { callback } = await install(s, 'lb-shop-five');
      await authReturn(s, callback);
      const body = JSON.stringify({ id: 1, domain: 'lb-shop-five.myshopify.com' });
      expect((await send(body, 'bm90LXRoZS1obWFj')).status).toBe(401);
      expect((await connectionRow(app, s.user.id, 'SHOPIFY')).status).toBe('AUTHORIZED');
      const good = createHmac('sha256', app.services.clients.shopify!.apiSecret).update(body).digest('base64');
      expect((await send(body, good)).status).toBe(200);
      expect((await connectionRow(app, s.user.id, 'SHOPIFY')).status).toBe('NEEDS_REAUTH');
      const user = await rest(app.url, 'GET', `/user/${s.user.id}/user`, undefined, s.token);
      expect(user.body.settings.shopify_creds).toMatchObject({ authorized: false, needs_reauth: true, domain: 'lb-shop-five.myshopify.com' });
    });
  });
});
