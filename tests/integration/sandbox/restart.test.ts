// Issue 32, first point: stopping the product and starting it again on the same database and
// DATA_DIR continues the same marketplaces. A fresh seller connects Amazon, eBay, Shopify and
// OnBuy and saves a card, lists on eBay, Shopify and OnBuy, and gets an order on each; after the
// restart every connection still works (Amazon and eBay refresh their access tokens with the
// refresh tokens the sandboxes issued before), nothing needs reauthorising, and the listings and
// orders are still on each marketplace: importing the orders again finds nothing new.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../../server/modules/connections/connections.service.ts';
import { requestRefresh, runImport } from '../../../server/modules/inventory/import.service.ts';
import { importEbayOrders, importOnbuyOrders, importShopifyOrders } from '../../helpers/channel-orders.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { rest } from '../../helpers/rest.ts';
import { sellerWithCard, subscribe } from '../billing/billing-helpers.ts';
import { confirmAmazonConsent } from '../connections/flows.ts';
import { headphones } from '../listings/ebay-seller.ts';
import { ONBUY_KEYS } from '../listings/onbuy-seller.ts';
import { amazonControl } from '../sync/sync-seller.ts';

const UK_SELLER = 'A2LBSANDBOXUK4M';
const UK = 'A1F83G8C2ARO7P';
const ENV = { SANDBOXES: 'auto', WORKER: 'off' };

const LIST_EBAY = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } ... on Error { message } } }`;
const LIST_SHOPIFY = `mutation($ids: [ID!]!) { listOnShopify(userId: "-", input: { itemIds: $ids }) { __typename ... on ShopifyActionSuccess { count } ... on Error { message } } }`;

describe('the marketplaces after the product restarts on the same data', () => {
  let db: TestDatabase;
  let dataDir: string;
  let app: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-restart-'));
    app = await startTestApp(ENV, { db, dataDir });
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every connection working and every listing and order in place after a clean stop and start', async () => {
    const s = await sellerWithCard(app);
    const uid = s.user.id;
    expect((await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly', shopifyPlanId: 'shopify_basic_monthly' })).status).toBe(200);

    // Amazon: Seller Central consent → /spapi-auth.
    const amazonStart = await rest(app.url, 'GET', `/user/${uid}/spapi-auth/${UK}`, undefined, s.token);
    const landed = await confirmAmazonConsent(amazonStart.body.consent_url, UK_SELLER);
    const amazonDone = await rest(
      app.url,
      'POST',
      `/user/${uid}/spapi-auth`,
      {
        sellingPartnerId: landed.searchParams.get('selling_partner_id'),
        spapiOauthCode: landed.searchParams.get('spapi_oauth_code'),
        state: landed.searchParams.get('state'),
        setOnboarding: false,
      },
      s.token,
    );
    expect(amazonDone.status).toBe(200);
    // A stock change and a bigger catalogue at Amazon, made before the restart.
    const control = amazonControl(app);
    await control.setCatalogueSize(UK_SELLER, 321);
    const amazonItem = (await control.items(UK_SELLER, 0, 50)).items.find((i) => i.fulfilment === 'AFN')!;
    await control.setQuantity(UK_SELLER, amazonItem.sku, { fulfillable: 17 });
    await control.settings({ reportStepMs: 20 });

    // eBay: consent as the seller's own eBay user.
    const ebayUser = `restart_${uid.slice(0, 8)}`;
    const ebayStart = await rest(app.url, 'GET', `/user/${uid}/ebay/auth-url/3`, undefined, s.token);
    const ebayLanded = await answerEbayConsent(ebayStart.body.url, 'agree', ebayUser);
    const ebayDone = await rest(
      app.url,
      'POST',
      `/user/${uid}/ebay/submit-oauth`,
      { code: ebayLanded.searchParams.get('code'), site_id: '3', state: ebayLanded.searchParams.get('state') },
      s.token,
    );
    expect(ebayDone.status).toBe(200);

    // Shopify: the grant flow for a shop of the seller's own.
    const shop = `lb-restart-${uid.slice(0, 8)}`;
    const shopifyStart = await app.graphql(
      `mutation($u: String!, $shop: String!) { startShopifyAuthorization(userId: $u, shop: $shop, onboarding: false) { ... on AuthorizationStart { url } } }`,
      { u: uid, shop: `${shop}.myshopify.com` },
      s.token,
    );
    const callback = await approveShopifyGrant(shopifyStart.data.startShopifyAuthorization.url);
    const shopifyDone = await app.graphql(
      `mutation($u: String!, $q: String!) { connectShopify(userId: $u, query: $q) { __typename } }`,
      { u: uid, q: callback.search },
      s.token,
    );
    expect(shopifyDone.data?.connectShopify.__typename).toBe('ConnectionReturn');

    // OnBuy: the seller's API keys.
    expect((await rest(app.url, 'POST', `/user/${uid}/onbuy/save-credentials`, ONBUY_KEYS, s.token)).status).toBe(200);

    // One item listed on eBay and on Shopify through the engine; an OnBuy offer through OnBuy's API.
    const [itemId] = await headphones(app, uid, 1, { prefix: 'RS' });
    expect((await app.graphql(LIST_EBAY, { ids: [itemId] }, s.token)).data.listOnEbay.count).toBe(1);
    expect((await app.graphql(LIST_SHOPIFY, { ids: [itemId] }, s.token)).data.listOnShopify.count).toBe(1);
    await pushListings(app.services, uid, 'EBAY');
    await pushListings(app.services, uid, 'SHOPIFY');
    const listings = async () =>
      (
        await app.services.pool.query(
          `SELECT l.channel, l.status, l.external_id AS "externalId", l.offer_id AS "offerId", i.seller_sku AS sku
             FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 ORDER BY l.channel`,
          [uid],
        )
      ).rows;
    const listed = await listings();
    expect(listed.map((l) => [l.channel, l.status])).toEqual([
      ['EBAY', 'LISTED'],
      ['SHOPIFY', 'LISTED'],
    ]);
    const sku = listed[0].sku as string;
    const ebayListing = listed.find((l) => l.channel === 'EBAY')!;
    const shopifyListing = listed.find((l) => l.channel === 'SHOPIFY')!;
    const onbuySku = `${sku}-OB`;
    const onbuy = await sessionFor(app.services, uid, 'onbuy');
    expect((await onbuy.api.createListings([{ sku: onbuySku, opc: 'P8Q9R7T', condition: 'new', price: 19.99, stock: 5 }]))[0]?.ok).toBe(true);

    // A buyer orders on each marketplace; the product imports each order once.
    const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const ebayBase = app.services.clients.ebay!.apiUrl;
    const shopBase = new URL(app.services.clients.shopify!.shopUrlTemplate.replace('{shop}', shop)).origin;
    const onbuyBase = app.services.clients.onbuy!.apiUrl.replace(/\/v2$/, '');
    const ebayOrder = (await (await post(`${ebayBase}/__sandbox/orders`, { username: ebayUser, sku, price: 25 })).json()) as { orderId: string };
    const shopifyOrder = (await (await post(`${shopBase}/__sandbox/shops/${shop}/orders`, { lines: [{ sku, quantity: 1 }] })).json()) as { orderId: string };
    const onbuyOrder = (await (await post(`${onbuyBase}/__sandbox/orders`, { sku: onbuySku, quantity: 1 })).json()) as { order_id: string };
    const shopifyOrderNumber = shopifyOrder.orderId.split('/').pop()!;
    expect((await importEbayOrders(app.services, uid)).created).toBeGreaterThanOrEqual(1);
    expect((await importShopifyOrders(app.services, uid)).created).toBeGreaterThanOrEqual(1);
    expect((await importOnbuyOrders(app.services, uid)).created).toBeGreaterThanOrEqual(1);
    const sales = async () => (await app.services.pool.query(`SELECT channel, order_id FROM sales WHERE user_id = $1 ORDER BY channel, order_id`, [uid])).rows;
    const salesBefore = await sales();
    expect(salesBefore).toEqual(
      expect.arrayContaining([
        { channel: 'EBAY', order_id: ebayOrder.orderId },
        { channel: 'SHOPIFY', order_id: shopifyOrderNumber },
        { channel: 'ONBUY', order_id: onbuyOrder.order_id },
      ]),
    );
    const onbuyTokens = async () =>
      ((await (await fetch(`${onbuyBase}/__sandbox/state`)).json()) as { sellers: { consumerKey: string; tokensIssued: number }[] }).sellers.find(
        (x) => x.consumerKey === ONBUY_KEYS.consumer_key,
      )!.tokensIssued;
    const onbuyTokensBefore = await onbuyTokens();
    const { stripe_customer_id: customerId } = (await app.services.pool.query('SELECT stripe_customer_id FROM users WHERE id = $1', [uid])).rows[0];
    expect(customerId).toMatch(/^cus_/);
    const urls = { amazon: control, ebay: ebayBase, shop: shopBase, onbuy: onbuyBase, stripe: app.services.config.STRIPE_API_URL };

    // ---- stop (clean) and start again on the same database and DATA_DIR ----
    const port = new URL(app.url).port;
    await app.close();
    app = await startTestApp({ ...ENV, PORT: port }, { db, dataDir });

    // The sandboxes are where the product's stored addresses say they are.
    expect(app.services.clients.ebay!.apiUrl).toBe(urls.ebay);
    expect(new URL(app.services.clients.shopify!.shopUrlTemplate.replace('{shop}', shop)).origin).toBe(urls.shop);
    expect(app.services.clients.onbuy!.apiUrl.replace(/\/v2$/, '')).toBe(urls.onbuy);
    expect(app.services.config.STRIPE_API_URL).toBe(urls.stripe);

    // Amazon: this process has no access token yet, so the session refreshes with the stored refresh token.
    const amazon = await sessionFor(app.services, uid, 'amazon');
    expect((await amazon.api.getMarketplaceParticipations()).map((p) => p.marketplace.id)).toContain(UK);
    const after = amazonControl(app);
    const items = await after.items(UK_SELLER, 0, 50);
    expect(items.total).toBe(321);
    expect(items.items.find((i) => i.sku === amazonItem.sku)!.fba.fulfillable).toBe(17);
    // A refresh of the inventory runs to the end with the reports of the same Amazon.
    const { run } = await requestRefresh(app.services, uid);
    expect(await runImport(app.services, run.id)).toMatchObject({ status: 'DONE' });
    const imported = await app.services.pool.query(`SELECT fba_quantity FROM inventory_items WHERE user_id = $1 AND seller_sku = $2`, [uid, amazonItem.sku]);
    expect(imported.rows).toEqual([{ fba_quantity: 17 }]);

    // eBay: the stored access token is treated as expired, so the product refreshes it first.
    await app.services.pool.query(`UPDATE connections SET access_token_expires_at = now() - interval '1 minute' WHERE user_id = $1 AND kind = 'EBAY'`, [uid]);
    const ebay = await sessionFor(app.services, uid, 'ebay');
    const offers = await ebay.api.offers.listForSku(sku);
    expect(offers.map((o) => o.offerId)).toEqual([ebayListing.offerId]);
    expect((await fetch(`${urls.ebay}/itm/${ebayListing.externalId}`)).status).toBe(200);
    expect(((await ebay.api.fulfillment.getOrder(ebayOrder.orderId)) as { orderId: string }).orderId).toBe(ebayOrder.orderId);

    // Shopify: the shop still has the product and the order.
    const shopify = await sessionFor(app.services, uid, 'shopify');
    expect((await shopify.api.orders(`id:${shopifyOrderNumber}`, 1)).nodes.map((n) => String(n.id).split('/').pop())).toEqual([shopifyOrderNumber]);
    const onlineStore = (await shopify.api.publications()).find((p) => p.name === 'Online Store')!.id;
    const products = await shopify.api.productStates(`sku:"${sku}"`, onlineStore, 5);
    expect(products.map((p) => String(p.id).split('/').pop())).toEqual([String(shopifyListing.externalId).split('/').pop()]);

    // OnBuy: the token the product holds is still the one OnBuy accepts (no new token was needed).
    const onbuyAfter = await sessionFor(app.services, uid, 'onbuy');
    expect((await onbuyAfter.api.order(onbuyOrder.order_id)).order_id).toBe(onbuyOrder.order_id);
    expect(await onbuyTokens()).toBe(onbuyTokensBefore);
    const onbuyListings = (await (await fetch(`${urls.onbuy}/__sandbox/listings?sku=${encodeURIComponent(onbuySku)}`)).json()) as { results: unknown[] };
    expect(onbuyListings.results).toHaveLength(1);

    // The same orders: importing again creates no sale; no connection needs reauthorising.
    expect((await importEbayOrders(app.services, uid)).created).toBe(0);
    expect((await importShopifyOrders(app.services, uid)).created).toBe(0);
    expect((await importOnbuyOrders(app.services, uid)).created).toBe(0);
    expect(await sales()).toEqual(salesBefore);
    const statuses = (await app.services.pool.query(`SELECT kind, status FROM connections WHERE user_id = $1 ORDER BY kind::text`, [uid])).rows;
    expect(statuses).toEqual(['AMAZON', 'EBAY', 'ONBUY', 'SHOPIFY'].map((kind) => ({ kind, status: 'AUTHORIZED' })));

    // Stripe: the seller's customer is still there, and a new seller's card gets a new customer.
    const customer = await fetch(`${urls.stripe}/v1/customers/${customerId}`, {
      headers: { authorization: `Bearer ${app.services.config.STRIPE_SECRET_KEY}` },
    });
    expect(customer.status).toBe(200);
    expect(((await customer.json()) as { deleted?: boolean }).deleted).toBeUndefined();
    const next = await sellerWithCard(app);
    const nextCustomer = (await app.services.pool.query('SELECT stripe_customer_id FROM users WHERE id = $1', [next.user.id])).rows[0].stripe_customer_id;
    expect(nextCustomer).toMatch(/^cus_/);
    expect(nextCustomer).not.toBe(customerId);
  }, 120_000);
});
