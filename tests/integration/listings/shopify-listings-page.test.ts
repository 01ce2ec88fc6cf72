// The Shopify Listings page's server side over real HTTP (spec 002 §2.2, §7): the shopifyListings
// query and REST shopify-listings with their filters, sort keys and pages, one listing, Delist by
// listing id and refresh, and tenant isolation through GraphQL, node(id) and REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { shopifySeller, type ShopifySeller } from './shopify-pages-seller.ts';

const PAGE_QUERY = `query($u: String!, $listStatus: ListingListStatusFilter, $zeroQuantity: InventoryZeroQuantityFilter, $search: String, $sort: String, $page: Int, $pageSize: Int) {
  shopifyListings(userId: $u, listStatus: $listStatus, zeroQuantity: $zeroQuantity, search: $search, sort: $sort, page: $page, pageSize: $pageSize) {
    totalCount numPages page pageSize
    edges { node { id listingId status externalId priceCents item { sellerSku totalQuantity } } }
  }
}`;

describe('Shopify Listings page (server)', () => {
  let app: TestApp;
  let owner: ShopifySeller;
  let other: Awaited<ReturnType<typeof createSeller>>;
  let listingIds: string[];
  // SP-0 … SP-29 with Shopify listings (SP-30 has none); SP-i has quantity i % 4 and price 1000 + (i * 7 % 30) * 10.
  const SIZE = 30;
  const statusOf = (i: number) => (i % 10 === 3 ? 'FAILED_TO_LIST' : i % 10 === 7 ? 'UNPUBLISHED' : 'LISTED');

  beforeAll(async () => {
    // The worker is off: queued pushes stay queued, so the tests see them.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    owner = await shopifySeller(app);
    other = await createSeller(app);
    const ids = await insertItems(app.services, owner.user.id, SIZE + 1, 'SP');
    await app.services.pool.query(
      `UPDATE inventory_items i SET title = 'Walnut Desk Organiser ' || s.n, fba_quantity = s.n % 4
         FROM (SELECT id, (ord - 1)::int AS n FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)) AS s WHERE i.id = s.id`,
      [ids],
    );
    listingIds = await insertListings(
      app.services,
      ids.slice(0, SIZE).map((itemId, i) => ({
        userId: owner.user.id,
        itemId,
        channel: 'SHOPIFY',
        status: statusOf(i),
        externalId: statusOf(i) === 'FAILED_TO_LIST' ? null : `gid://shopify/Product/${9000 + i}`,
      })),
    );
    await app.services.pool.query(
      `UPDATE listings l SET last_pushed_price_cents = 1000 + ((p.n * 7) % 30) * 10
         FROM (SELECT id, (ord - 1)::int AS n FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)) AS p WHERE l.id = p.id`,
      [listingIds],
    );
    // The other seller's own Shopify listing: never in the owner's answers, and the owner never reaches it.
    const [theirs] = await insertItems(app.services, other.user.id, 1, 'SP');
    await insertListings(app.services, [
      { userId: other.user.id, itemId: theirs!, channel: 'SHOPIFY', status: 'LISTED', externalId: 'gid://shopify/Product/1' },
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = async (vars: Record<string, unknown> = {}, who: { user: { id: string }; token: string } = owner) =>
    app.graphql(PAGE_QUERY, { u: owner.user.id, ...vars }, who.token);
  const skus = (res: any) => res.data.shopifyListings.edges.map((e: any) => e.node.item.sellerSku);
  const call = (method: 'GET' | 'POST', path: string, body?: unknown, who: { user: { id: string }; token: string } = owner) =>
    rest(app.url, method, `/user/${owner.user.id}/${path}`, body, who.token);

  it("pages the seller's Shopify listings by SKU, 25 a page, with the page count", async () => {
    const first = await page();
    expect(first.errors).toBeUndefined();
    expect(first.data.shopifyListings).toMatchObject({ totalCount: SIZE, numPages: 2, page: 1, pageSize: 25 });
    const all = [...skus(first), ...skus(await page({ page: 2 }))];
    expect(all).toEqual(Array.from({ length: SIZE }, (_, i) => `SP-${i}`).sort());
    expect(first.data.shopifyListings.edges[0].node).toMatchObject({ status: 'LISTED', externalId: 'gid://shopify/Product/9000', priceCents: 1000 });
  });

  it('filters by List Status, Zero Quantity and search', async () => {
    const listed = await page({ listStatus: 'listed', pageSize: 50 });
    // Live on Shopify: LISTED and UNPUBLISHED; FAILED_TO_LIST (SP-3, SP-13, SP-23) is 'unlisted'.
    expect(listed.data.shopifyListings.totalCount).toBe(27);
    expect(skus(await page({ listStatus: 'unlisted' }))).toEqual(['SP-13', 'SP-23', 'SP-3']);
    const zero = await page({ zeroQuantity: 'show', pageSize: 50 });
    expect(skus(zero).every((s: string) => Number(s.slice(3)) % 4 === 0)).toBe(true);
    expect(zero.data.shopifyListings.totalCount).toBe(8);
    expect((await page({ zeroQuantity: 'hide', pageSize: 50 })).data.shopifyListings.totalCount).toBe(22);
    expect(skus(await page({ search: 'organiser 17' }))).toEqual(['SP-17']);
    expect((await page({ search: 'no such thing' })).data.shopifyListings).toMatchObject({ totalCount: 0, numPages: 0, edges: [] });
  });

  it("sorts by the spec's keys, '-' descending", async () => {
    const byPrice = (await page({ sort: 'price', pageSize: 50 })).data.shopifyListings.edges.map((e: any) => e.node.priceCents);
    expect(byPrice).toEqual([...byPrice].sort((a: number, b: number) => a - b));
    expect(byPrice[0]).toBeLessThan(byPrice.at(-1));
    const byQty = (await page({ sort: '-qty', pageSize: 50 })).data.shopifyListings.edges.map((e: any) => e.node.item.totalQuantity);
    expect(byQty).toEqual([...byQty].sort((a: number, b: number) => b - a));
    expect(skus(await page({ sort: '-sku' }))[0]).toBe('SP-9');
    // ebay_item_id is the listing's channel id: the Shopify product id here.
    const byId = (await page({ sort: 'ebay_item_id', listStatus: 'listed', pageSize: 50 })).data.shopifyListings.edges.map((e: any) => e.node.externalId);
    expect(byId).toEqual([...byId].sort());
    const bad = await page({ sort: 'colour' });
    expect(bad.errors?.[0].message).toMatch(/sort/i);
  });

  it('answers REST shopify-listings with the spec row, and one listing by id', async () => {
    const res = await call('GET', 'shopify-listings?resultsPerPage=50&listStatus=listed&sort=-price&search=Organiser&soldStatus=all');
    expect(res.status).toBe(200);
    expect(res.body.numPages).toBe(1);
    expect(res.body.documents).toHaveLength(27);
    const prices = res.body.documents.map((d: any) => d.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    const doc = res.body.documents.find((d: any) => d.seller_sku === 'SP-7');
    expect(doc).toMatchObject({
      _id: listingIds[7],
      shopify_item_id: '9007',
      asin: 'B000000008',
      title: 'Walnut Desk Organiser 7',
      quantity: 3,
      price: 1000 + ((7 * 7) % 30) * 10,
      compare_at_price: null,
      published_at: null, // UNPUBLISHED
      _status: 'UNPUBLISHED',
      sold: 0,
    });
    const published = res.body.documents.find((d: any) => d.seller_sku === 'SP-0');
    expect(published.published_at).toBe(published.updated_at);
    expect(published.published_at).toBeTruthy();

    expect((await call('GET', `shopify-listings/${listingIds[7]}`)).body).toEqual(doc);
    expect(await call('GET', 'shopify-listings/not-a-uuid')).toEqual({
      status: 404,
      body: { statusCode: 404, message: 'No such Shopify listing', code: 'LISTING_NOT_FOUND' },
    });
    expect((await call('GET', 'shopify-listings?resultsPerPage=7')).status).toBe(400);
    expect((await call('GET', 'shopify-listings?listStatus=sold')).status).toBe(400);
  });

  it('delists the selected listings by listing id and queues one push; refresh queues it too', async () => {
    const pushJobs = async () =>
      (
        await app.services.pool.query(
          `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'listings__push'
              AND key = 'listings-push:' || (SELECT id FROM connections WHERE user_id = $1 AND kind = 'SHOPIFY')`,
          [owner.user.id],
        )
      ).rows[0].n as number;
    const res = await app.graphql(
      `mutation($u: String!, $ids: [String!]!) { delistShopifyListings(userId: $u, listingIds: $ids) { __typename ... on DelistShopifyListingsSuccess { count } ... on Error { message } } }`,
      { u: owner.user.id, ids: [listingIds[0], listingIds[1]] },
      owner.token,
    );
    expect(res.data.delistShopifyListings).toEqual({ __typename: 'DelistShopifyListingsSuccess', count: 2 });
    const statuses = await app.services.pool.query(
      `SELECT l.status FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, n) JOIN listings l ON l.id = u.id ORDER BY u.n`,
      [listingIds.slice(0, 3)],
    );
    expect(statuses.rows.map((r) => r.status)).toEqual(['DELISTING', 'DELISTING', 'LISTED']);
    expect(await pushJobs()).toBe(1);

    expect(await call('POST', `shopify-listings/delist/${listingIds[2]}`)).toEqual({ status: 200, body: { success: true, count: 1 } });
    // Delisting again queues nothing new.
    expect((await call('POST', `shopify-listings/delist/${listingIds[2]}`)).body.count).toBe(0);
    expect(await call('POST', 'shopify-listings/refresh')).toEqual({ status: 200, body: { success: true, queued: true } });
    expect(await pushJobs()).toBe(1); // one coalesced job per connection

    const empty = await app.graphql(
      `mutation($u: String!) { delistShopifyListings(userId: $u, listingIds: []) { __typename ... on Error { message } } }`,
      { u: owner.user.id },
      owner.token,
    );
    expect(empty.data.delistShopifyListings).toEqual({ __typename: 'ListingValidationError', message: 'Select at least one listing' });
  });

  it('keeps every seller to their own listings through GraphQL, node(id) and REST', async () => {
    const { rows } = await app.services.pool.query(`SELECT id FROM listings WHERE user_id = $1`, [other.user.id]);
    const theirs = rows[0].id as string;
    // The other seller asking for the owner's page: refused, no data.
    const foreign = await page({}, other);
    expect(foreign.data?.shopifyListings ?? null).toBeNull();
    expect(foreign.errors?.[0].message).toMatch(/not authorized/i);
    // The owner's own page never holds the other seller's listing.
    expect((await page({ pageSize: 50 })).data.shopifyListings.edges.map((e: any) => e.node.listingId)).not.toContain(theirs);
    // node(id) of another seller's listing is null.
    const nodeId = Buffer.from(`Listing:${theirs}`).toString('base64');
    const node = await app.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: nodeId }, owner.token);
    expect(node.data.node).toBeNull();
    // Delisting another seller's listing id finds nothing and changes nothing.
    const res = await app.graphql(
      `mutation($u: String!, $ids: [String!]!) { delistShopifyListings(userId: $u, listingIds: $ids) { __typename ... on DelistShopifyListingsSuccess { count } } }`,
      { u: owner.user.id, ids: [theirs] },
      owner.token,
    );
    expect(res.data.delistShopifyListings.count).toBe(0);
    expect((await call('POST', `shopify-listings/delist/${theirs}`)).status).toBe(404);
    expect((await call('GET', `shopify-listings/${theirs}`)).status).toBe(404);
    expect((await app.services.pool.query(`SELECT status FROM listings WHERE id = $1`, [theirs])).rows[0].status).toBe('LISTED');
    // REST with the owner's path and the other seller's token: 403, same body as an unknown user id.
    const forbidden = await call('GET', 'shopify-listings', undefined, other);
    const unknown = await rest(app.url, 'GET', `/user/00000000-0000-4000-8000-000000000000/shopify-listings`, undefined, other.token);
    expect(forbidden.status).toBe(403);
    expect(forbidden).toEqual(unknown);
    for (const [method, path] of [
      ['POST', `shopify-listings/delist/${listingIds[5]}`],
      ['POST', 'shopify-listings/refresh'],
      ['POST', 'shopify-listings/import'],
      ['GET', `shopify-listings/${listingIds[5]}`],
      ['GET', 'shopify/locations'],
    ] as const) {
      expect((await call(method, path, method === 'POST' ? { items: [{ seller_sku: 'SP-5', shopify_item_id: '1' }] } : undefined, other)).status).toBe(403);
    }
    expect((await app.services.pool.query(`SELECT status FROM listings WHERE id = $1`, [listingIds[5]])).rows[0].status).toBe('LISTED');
  });

  it("answers a seller without Shopify the connection's error on refresh", async () => {
    const plain = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${plain.user.id}/shopify-listings/refresh`, undefined, plain.token);
    expect(res).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        message: 'You must authorize Shopify in settings -> linked platforms before you can list items.',
        code: 'SHOPIFY_NOT_AUTHORIZED',
      },
    });
    expect((await rest(app.url, 'GET', `/user/${plain.user.id}/shopify-listings`, undefined, plain.token)).body).toEqual({ documents: [], numPages: 0 });
  });
});
