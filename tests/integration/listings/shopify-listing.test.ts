// The listing engine's Shopify adapter against the Shopify sandbox over real HTTP: list, the
// seller's visibility and pricing settings, publish and unpublish, delist, 'Cancel Unposted', a
// product deleted in the shop, throttling waited out, forged webhooks, and tenant isolation.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { encryptSecret } from '../../../server/crypto/secrets.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { insertItems } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { shopifySeller, type ShopifySeller } from './shopify-pages-seller.ts';

const ACTION = (name: string) => `mutation($ids: [ID!]!) { ${name}(userId: "-", input: { itemIds: $ids }) {
  __typename ... on ShopifyActionSuccess { count items { itemId shopifyListing { status } } } ... on Error { message code } } }`;

describe('listing on Shopify through the engine', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The worker is off: each test runs the push itself.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const act = async (s: { token: string }, name: string, ids: string[]) => (await app.graphql(ACTION(name), { ids }, s.token)).data[name];
  const push = (s: ShopifySeller) => pushListings(app.services, s.user.id, 'SHOPIFY');
  const rows = async (userId: string) =>
    (
      await app.services.pool.query(
        `SELECT l.item_id AS "itemId", i.seller_sku AS sku, l.status, l.external_id AS "productId", l.variant_id AS "variantId",
                l.inventory_item_id AS "inventoryItemId", l.last_error AS "lastError", l.last_pushed_price_cents AS price, l.last_pushed_quantity AS qty
           FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 AND l.channel = 'SHOPIFY' ORDER BY i.seller_sku`,
        [userId],
      )
    ).rows;
  /** Items with an Amazon price of 20.00 + i and i + 1 units in stock at Amazon. */
  async function items(userId: string, n: number, prefix: string): Promise<string[]> {
    const ids = await insertItems(app.services, userId, n, prefix);
    await app.services.pool.query(
      `UPDATE inventory_items i SET title = 'Oak Serving Board ' || s.n, price_cents = 2000 + s.n * 100, fba_quantity = s.n + 1
         FROM (SELECT id, (ord - 1)::int AS n FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)) AS s WHERE i.id = s.id`,
      [ids],
    );
    return ids;
  }
  const shopApi = async (s: ShopifySeller) => (await sessionFor(app.services, s.user.id, 'shopify')).api;
  const onlineStore = async (s: ShopifySeller) => (await (await shopApi(s)).publications()).find((p) => p.name === 'Online Store')!.id;
  const products = async (s: ShopifySeller, skus: string[]) =>
    (await shopApi(s)).productStates(skus.map((k) => `sku:"${k}"`).join(' OR '), await onlineStore(s), skus.length);
  const sandbox = (s: ShopifySeller, path: string, init: RequestInit = {}) => {
    const base = app.services.clients.shopify!.shopUrlTemplate.replace('{shop}', s.shop);
    return fetch(`${new URL(base).origin}/__sandbox/shops/${s.shop}${path}`, { ...init, headers: { 'content-type': 'application/json' } });
  };
  const setSettings = (userId: string, patch: Record<string, unknown>) =>
    app.services.pool.query(`UPDATE users SET settings = jsonb_strip_nulls(COALESCE(settings, '{}'::jsonb) || $2::jsonb) WHERE id = $1`, [
      userId,
      JSON.stringify(patch),
    ]);

  it('lists 30 items as published products with SKU, price by the formula, compare-at price and stock, once', async () => {
    const s = await shopifySeller(app);
    await setSettings(s.user.id, {
      shopify_pricing_formulas: { radioGroupShopifyPricing: 'percent', shopifyPercentMargin: 10, radioGroupComparePricing: 'fixed', compareFixedMargin: 5 },
    });
    const ids = await items(s.user.id, 30, 'OAK');
    const listed = await act(s, 'listOnShopify', ids);
    expect(listed.__typename).toBe('ShopifyActionSuccess');
    expect(listed.count).toBe(30);
    expect(listed.items.every((i: any) => i.shopifyListing.status === 'LISTING')).toBe(true);

    await push(s);
    const mine = await rows(s.user.id);
    expect(mine.map((r) => r.status)).toEqual(Array(30).fill('LISTED'));
    expect(mine.every((r) => r.productId?.startsWith('gid://shopify/Product/') && r.variantId && r.inventoryItemId)).toBe(true);
    const shop = await products(
      s,
      mine.map((r) => r.sku),
    );
    expect(shop).toHaveLength(30);
    const first = shop.find((p) => p.variants.nodes[0]!.sku === 'OAK-0')!;
    // 20.00 + 10% = 22.00 (compare-at 20.00 + 5 = 25.00 is not returned by this query, the price is).
    expect(first.variants.nodes[0]!.price).toBe('22.00');
    expect(first.variants.nodes[0]!.inventoryQuantity).toBe(1);
    expect(first.publishedOnPublication).toBe(true);
    expect(mine.find((r) => r.sku === 'OAK-0')).toMatchObject({ price: 2200, qty: 1 });
    // Listing again names only items not already on Shopify: nothing is queued, nothing created twice.
    expect((await act(s, 'listOnShopify', ids)).count).toBe(0);
    await push(s);
    expect(await products(s, ['OAK-0'])).toHaveLength(1);
  });

  it("creates unpublished products when the seller's setting says so; publish and unpublish change the Online Store", async () => {
    const s = await shopifySeller(app);
    await setSettings(s.user.id, { shopify_settings: { default_product_import_state: 'unpublished' } });
    const [a, b] = await items(s.user.id, 2, 'PUB');
    await act(s, 'listOnShopify', [a!, b!]);
    await push(s);
    expect((await rows(s.user.id)).map((r) => r.status)).toEqual(['UNPUBLISHED', 'UNPUBLISHED']);
    expect((await products(s, ['PUB-0'])).map((p) => p.publishedOnPublication)).toEqual([false]);

    // Unpublish names only published products; publish only unpublished ones.
    expect((await act(s, 'unpublishFromShopify', [a!])).count).toBe(0);
    const published = await act(s, 'publishOnShopify', [a!]);
    expect(published.count).toBe(1);
    expect(published.items[0].shopifyListing.status).toBe('PUBLISHING');
    await push(s);
    expect((await rows(s.user.id)).map((r) => r.status)).toEqual(['LISTED', 'UNPUBLISHED']);
    expect((await products(s, ['PUB-0']))[0]!.publishedOnPublication).toBe(true);

    expect((await act(s, 'unpublishFromShopify', [a!])).count).toBe(1);
    await push(s);
    expect((await rows(s.user.id))[0]!.status).toBe('UNPUBLISHED');
    expect((await products(s, ['PUB-0']))[0]!.publishedOnPublication).toBe(false);
  });

  it('delists: the product is deleted from the shop and the item is not listed any more', async () => {
    const s = await shopifySeller(app);
    const ids = await items(s.user.id, 3, 'DEL');
    await act(s, 'listOnShopify', ids);
    await push(s);
    const delisted = await act(s, 'delistFromShopify', [ids[0]!, ids[1]!]);
    expect(delisted.count).toBe(2);
    await push(s);
    expect((await rows(s.user.id)).map((r) => r.sku)).toEqual(['DEL-2']);
    expect((await products(s, ['DEL-0', 'DEL-1', 'DEL-2'])).map((p) => p.variants.nodes[0]!.sku)).toEqual(['DEL-2']);
  });

  it("'Cancel Unposted' puts back only items still waiting to be listed", async () => {
    const s = await shopifySeller(app);
    const [done, waiting] = await items(s.user.id, 2, 'RST');
    await act(s, 'listOnShopify', [done!]);
    await push(s);
    await act(s, 'listOnShopify', [waiting!]);
    const reset = await act(s, 'resetShopify', [done!, waiting!]);
    expect(reset.count).toBe(1);
    expect((await rows(s.user.id)).map((r) => [r.sku, r.status])).toEqual([['RST-0', 'LISTED']]);
    // Nothing is left to push: the waiting item never reaches the shop.
    await push(s);
    expect(await products(s, ['RST-1'])).toHaveLength(0);
  });

  it('a product deleted in the shop settles its listing as not listed (products/delete webhook)', async () => {
    const s = await shopifySeller(app);
    const ids = await items(s.user.id, 2, 'GONE');
    await act(s, 'listOnShopify', ids);
    await push(s);
    const [row] = await rows(s.user.id);
    const numeric = row.productId.split('/').pop();
    const res = await sandbox(s, `/products/${numeric}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    const { deliveries } = await res.json();
    expect(deliveries.map((d: any) => d.topic)).toEqual(['products/delete']);
    await waitFor(async () => (await rows(s.user.id)).length === 1);
    expect((await rows(s.user.id)).map((r) => r.sku)).toEqual(['GONE-1']);
  });

  it('waits out an empty cost bucket instead of failing', async () => {
    const s = await shopifySeller(app);
    // An empty bucket: the first calls have to wait for it to refill.
    expect(
      (await sandbox(s, '/throttle', { method: 'PUT', body: JSON.stringify({ maximumAvailable: 1000, restoreRate: 250, currentlyAvailable: 0 }) })).status,
    ).toBe(200);
    const ids = await items(s.user.id, 4, 'THR');
    await act(s, 'listOnShopify', ids);
    await push(s);
    expect((await rows(s.user.id)).map((r) => r.status)).toEqual(['LISTED', 'LISTED', 'LISTED', 'LISTED']);
    await sandbox(s, '/throttle', { method: 'PUT', body: JSON.stringify({ maximumAvailable: 1000, restoreRate: 50, currentlyAvailable: 1000 }) });
  });

  it("an item Shopify refuses fails with Shopify's message while the others list", async () => {
    const s = await shopifySeller(app);
    const ids = await items(s.user.id, 3, 'BAR');
    // A barcode longer than Shopify takes.
    await app.services.pool.query(`UPDATE inventory_items SET catalog_details = $2::jsonb WHERE id = $1`, [
      ids[1],
      JSON.stringify({ product_details: [{ name: 'EAN', value: '4'.repeat(300) }] }),
    ]);
    await act(s, 'listOnShopify', ids);
    await push(s);
    const mine = await rows(s.user.id);
    expect(mine.map((r) => r.status)).toEqual(['LISTED', 'FAILED_TO_LIST', 'LISTED']);
    expect(mine[1]!.lastError).toBe('Barcode is too long (maximum is 255 characters)');
  });

  it('a forged products/delete gets 401 and changes nothing', async () => {
    const s = await shopifySeller(app);
    const ids = await items(s.user.id, 1, 'FORGE');
    await act(s, 'listOnShopify', ids);
    await push(s);
    const [row] = await rows(s.user.id);
    const body = JSON.stringify({ id: Number(row.productId.split('/').pop()) });
    const send = (hmac: string) =>
      fetch(`${app.url}/api/v1/shopify_event`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'products/delete',
          'x-shopify-shop-domain': `${s.shop}.myshopify.com`,
          'x-shopify-webhook-id': `forged-${s.shop}`,
          'x-shopify-hmac-sha256': hmac,
        },
      });
    expect((await send(createHmac('sha256', 'not-the-secret').update(body).digest('base64'))).status).toBe(401);
    expect(await rows(s.user.id)).toHaveLength(1);
    // The same body signed with the app's secret is applied.
    expect((await send(createHmac('sha256', app.services.clients.shopify!.apiSecret).update(body).digest('base64'))).status).toBe(200);
    expect(await rows(s.user.id)).toHaveLength(0);
  });

  it("refuses without Shopify authorised or over the plan, with the spec's messages, queuing nothing", async () => {
    const stranger = await createSeller(app);
    const [id] = await insertItems(app.services, stranger.user.id, 1, 'NA');
    const refused = await act(stranger, 'listOnShopify', [id!]);
    expect(refused).toMatchObject({
      __typename: 'ShopifyNotAuthorizedError',
      message: 'You must authorize Shopify in settings -> linked platforms before you can list items.',
    });

    const noPlan = await shopifySeller(app, null);
    const [item] = await items(noPlan.user.id, 1, 'NOPLAN');
    const quota = await act(noPlan, 'listOnShopify', [item!]);
    expect(quota.message).toBe(
      'You do not have enough Shopify listings available to list these items. You can upgrade your plan in Settings -> Account & Payment.',
    );
    expect(await rows(noPlan.user.id)).toHaveLength(0);
  });

  it('a token the shop no longer accepts (401) stops the push, keeps the rows and marks the connection for reauthorisation', async () => {
    const s = await shopifySeller(app);
    const ids = await items(s.user.id, 2, 'GONE');
    await act(s, 'listOnShopify', ids);
    // The shop forgot the token without telling us (no app/uninstalled webhook reached ListBridge).
    await app.services.pool.query(`UPDATE connections SET access_token = $2 WHERE user_id = $1 AND kind = 'SHOPIFY'`, [
      s.user.id,
      encryptSecret(app.services.config.encryptionKey, 'shpat_revoked_elsewhere'),
    ]);
    const result = await push(s);
    expect(result.stoppedForReauth).toBe(true);
    expect((await rows(s.user.id)).map((r) => r.status)).toEqual(['LISTING', 'LISTING']);
    const { rows: conn } = await app.services.pool.query(`SELECT status FROM connections WHERE user_id = $1 AND kind = 'SHOPIFY'`, [s.user.id]);
    expect(conn[0].status).toBe('NEEDS_REAUTH');
  });

  it("never lets a seller act on or read another seller's Shopify listings (GraphQL, node(id), REST)", async () => {
    const owner = await shopifySeller(app);
    const intruder = await shopifySeller(app);
    const ids = await items(owner.user.id, 1, 'MINE');
    await act(owner, 'listOnShopify', ids);
    await push(owner);
    for (const name of ['delistFromShopify', 'unpublishFromShopify', 'resetShopify', 'listOnShopify']) expect((await act(intruder, name, ids)).count).toBe(0);
    const { rows: listing } = await app.services.pool.query(`SELECT id FROM listings WHERE user_id = $1`, [owner.user.id]);
    const node = await app.graphql(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: Buffer.from(`Listing:${listing[0].id}`).toString('base64') },
      intruder.token,
    );
    expect(node.data.node).toBeNull();
    for (const path of ['list-to-shopify', 'delist-from-shopify', 'publish-to-shopify', 'unpublish-from-shopify', 'reset-shopify']) {
      const res = await rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/${path}`, { fba_item_id: ids[0] }, intruder.token);
      expect(res.status).toBe(403);
    }
    expect((await rows(owner.user.id)).map((r) => r.status)).toEqual(['LISTED']);
    // The owner's own REST call works.
    const own = await rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/unpublish-from-shopify`, { fba_item_id: ids[0] }, owner.token);
    expect(own.status).toBe(200);
    expect(own.body.count).toBe(1);
  });
});
