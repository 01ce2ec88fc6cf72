// 'Choose Existing' (issue 14) against the OnBuy sandbox over real HTTP: the product search needs 3
// characters, tries the item's EAN/UPC first, searches by name or code and is cached 60 s; choosing
// a product stores onbuy_product_code and onbuy_product_url after checking the OPC with OnBuy; the
// item then lists on it and shows on the OnBuy Listings page (onbuyListings), tenants kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { OPC, onbuyItems, onbuyListingSeller } from './onbuy-listing-seller.ts';
import { onbuySeller } from './onbuy-seller.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
});

const FRENCH_PRESS_EAN = '0727015100204';
const gid = (id: string) => Buffer.from(`InventoryItem:${id}`).toString('base64');
const SEARCH = `query($u: String!, $q: String, $item: ID) { onbuyProducts(userId: $u, query: $q, itemId: $item) { __typename
  ... on Error { code message } ... on OnbuyProductsResult { query field products { opc name url productCodes brandName } } } }`;
const CHOOSE = `mutation($u: String!, $input: ChooseOnbuyProductInput!) { chooseOnbuyProduct(userId: $u, input: $input) { __typename
  ... on Error { code message } ... on ChooseOnbuyProductSuccess { product { opc } item { onbuyProductCode onbuyProductUrl } } } }`;

async function itemWithEan(userId: string, ean: string | null): Promise<string> {
  const [id] = (await onbuyItems(app, userId, [{ opc: null }])) as [string];
  await app.services.pool.query(`UPDATE inventory_items SET catalog_details = $2::jsonb WHERE id = $1`, [
    id,
    JSON.stringify({ product_details: ean ? [{ name: 'EAN', value: ean }] : [] }),
  ]);
  return id;
}

describe("OnBuy product search ('Choose Existing')", () => {
  it("needs at least 3 characters ('Type at least 3 characters to search'), through GraphQL and REST", async () => {
    const s = await onbuySeller(app);
    const g = await app.graphql(SEARCH, { u: s.user.id, q: ' ab ' }, s.token);
    expect(g.data.onbuyProducts).toEqual({
      __typename: 'OnbuySearchTooShortError',
      code: 'ONBUY_SEARCH_TOO_SHORT',
      message: 'Type at least 3 characters to search',
    });
    const r = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/products?filter[query]=ab`, undefined, s.token);
    expect([r.status, r.body.message]).toEqual([400, 'Type at least 3 characters to search']);
    // Three characters are enough.
    const ok = await app.graphql(SEARCH, { u: s.user.id, q: 'oxo' }, s.token);
    expect(ok.data.onbuyProducts.products.map((p: { opc: string }) => p.opc)).toEqual([OPC.peeler]);
  });

  it("tries the item's EAN first, then searches by name or code; a repeat within 60 s comes from the cache", async () => {
    const s = await onbuySeller(app);
    const itemId = await itemWithEan(s.user.id, FRENCH_PRESS_EAN);
    const byEan = await app.graphql(SEARCH, { u: s.user.id, item: gid(itemId) }, s.token);
    expect(byEan.data.onbuyProducts).toMatchObject({
      __typename: 'OnbuyProductsResult',
      query: FRENCH_PRESS_EAN,
      field: 'PRODUCT_CODE',
      products: [{ opc: OPC.frenchPress, productCodes: [FRENCH_PRESS_EAN], brandName: 'Bodum', url: `https://www.onbuy.com/gb/p~${OPC.frenchPress}/` }],
    });
    // Another seller cannot search by this item's code, nor through this seller's REST path.
    const other = await onbuySeller(app);
    expect((await app.graphql(SEARCH, { u: other.user.id, item: gid(itemId) }, other.token)).data.onbuyProducts.__typename).toBe('InventoryItemNotFoundError');
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/products?query=bodum`, undefined, other.token)).status).toBe(403);
    // An item without an EAN/UPC has nothing to try: no call, no results.
    const bare = await itemWithEan(s.user.id, null);
    expect((await app.graphql(SEARCH, { u: s.user.id, item: gid(bare) }, s.token)).data.onbuyProducts).toMatchObject({ query: null, products: [] });

    const byName = await rest(app.url, 'GET', `/user/${s.user.id}/onbuy/products?query=${encodeURIComponent('French Press')}`, undefined, s.token);
    expect(byName.status).toBe(200);
    // OnBuy's catalogue holds other sellers' French presses too: every hit names one, the Bodum among them.
    expect(byName.body).toMatchObject({
      field: 'name',
      results: expect.arrayContaining([expect.objectContaining({ opc: OPC.frenchPress, name: expect.stringContaining('French Press') })]),
    });
    for (const r of byName.body.results) expect(r.name).toMatch(/french press/i);
    // An OPC typed in the box finds its product when no name matches.
    const byOpc = await app.graphql(SEARCH, { u: s.user.id, q: OPC.airpods.toLowerCase() }, s.token);
    expect(byOpc.data.onbuyProducts).toMatchObject({ field: 'OPC', products: [{ opc: OPC.airpods }] });

    // The cached answer is what the next call gets; a stale one is asked again.
    await app.services.pool.query(
      `UPDATE onbuy_lookup_cache SET results = '[{"opc": "CACHED1", "name": "From the cache", "thumbnailUrl": null, "url": null, "productCodes": [], "brandName": null}]'
        WHERE user_id = $1 AND kind = 'products:name' AND query = 'french press'`,
      [s.user.id],
    );
    const again = await app.graphql(SEARCH, { u: s.user.id, q: 'FRENCH press' }, s.token);
    expect(again.data.onbuyProducts.products.map((p: { opc: string }) => p.opc)).toEqual(['CACHED1']);
    await app.services.pool.query(`UPDATE onbuy_lookup_cache SET fetched_at = now() - interval '61 seconds' WHERE user_id = $1`, [s.user.id]);
    const fresh = await app.graphql(SEARCH, { u: s.user.id, q: 'french press' }, s.token);
    expect(fresh.data.onbuyProducts.products.map((p: { opc: string }) => p.opc)).toContain(OPC.frenchPress);
    expect(fresh.data.onbuyProducts.products.map((p: { opc: string }) => p.opc)).not.toContain('CACHED1');
  });

  it("honours spec 001 §7's filter[field], filter[query] and site_id; a word that finds no name is not searched as an OPC", async () => {
    const s = await onbuySeller(app);
    const search = (query: string) => rest(app.url, 'GET', `/user/${s.user.id}/onbuy/products?${query}`, undefined, s.token);
    const byOpc = await search(`filter[field]=opc&filter[query]=${OPC.airpods}&site_id=2000`);
    expect([byOpc.status, byOpc.body.field, byOpc.body.results.map((r: { opc: string }) => r.opc)]).toEqual([200, 'opc', [OPC.airpods]]);
    // The same text asked as a name: OnBuy's products are searched by name only (no OPC fallback).
    const asName = await search(`filter[field]=name&filter[query]=${OPC.airpods}`);
    expect([asName.status, asName.body.field, asName.body.results]).toEqual([200, 'name', []]);
    const byCode = await search(`filter[field]=product_code&filter[query]=${FRENCH_PRESS_EAN}`);
    expect(byCode.body.results.map((r: { opc: string }) => r.opc)).toEqual([OPC.frenchPress]);
    // Without filter[field], a word is a name even when no product has it ("Resistance" was searched as an OPC).
    const word = await search('filter[query]=Resistancebandz');
    expect([word.status, word.body.field, word.body.results]).toEqual([200, 'name', []]);
    const gql = await app.graphql(
      `query($u: String!, $q: String) { onbuyProducts(userId: $u, query: $q, field: OPC) { ... on OnbuyProductsResult { field products { opc } } } }`,
      { u: s.user.id, q: OPC.airpods },
      s.token,
    );
    expect(gql.data.onbuyProducts).toEqual({ field: 'OPC', products: [{ opc: OPC.airpods }] });
    // Another site, or a field OnBuy does not search by, is refused before OnBuy is asked.
    expect((await search('filter[query]=bodum&site_id=2001')).status).toBe(400);
    const badField = await search('filter[field]=brand&filter[query]=bodum');
    expect([badField.status, badField.body.message]).toEqual([400, 'filter[field] must be one of name, product_code, opc']);
  });

  it('without OnBuy authorised, the search shows the reauthorise alert', async () => {
    const s = await createSeller(app);
    const g = await app.graphql(SEARCH, { u: s.user.id, q: 'bodum' }, s.token);
    expect(g.data.onbuyProducts).toMatchObject({
      __typename: 'OnbuyAccountNeededError',
      message: 'You need to reauthorize your OnBuy account before you can list on OnBuy',
    });
  });
});

describe('Choosing an OnBuy product, then the OnBuy Listings page', () => {
  it('stores the code and url, lists on it, and shows it on onbuyListings (only to its seller)', async () => {
    const s = await onbuyListingSeller(app);
    const other = await onbuyListingSeller(app);
    const itemId = await itemWithEan(s.user.id, FRENCH_PRESS_EAN);

    const unknown = await app.graphql(CHOOSE, { u: s.user.id, input: { itemId: gid(itemId), opc: 'ZZZ9999' } }, s.token);
    expect(unknown.data.chooseOnbuyProduct).toMatchObject({ __typename: 'OnbuyProductInputError', message: 'OnBuy has no product ZZZ9999' });
    // Another seller cannot set it on this item.
    const foreign = await app.graphql(CHOOSE, { u: other.user.id, input: { itemId, opc: OPC.frenchPress } }, other.token);
    expect(foreign.data.chooseOnbuyProduct.__typename).toBe('InventoryItemNotFoundError');

    const chosen = await app.graphql(CHOOSE, { u: s.user.id, input: { itemId: gid(itemId), opc: OPC.frenchPress.toLowerCase() } }, s.token);
    expect(chosen.data.chooseOnbuyProduct).toEqual({
      __typename: 'ChooseOnbuyProductSuccess',
      product: { opc: OPC.frenchPress },
      item: { onbuyProductCode: OPC.frenchPress, onbuyProductUrl: `https://www.onbuy.com/gb/p~${OPC.frenchPress}/` },
    });
    const stored = await app.services.pool.query(`SELECT user_edited_details AS e FROM inventory_items WHERE id = $1`, [itemId]);
    expect(stored.rows[0].e).toMatchObject({ onbuy_product_code: OPC.frenchPress, onbuy_product_url: `https://www.onbuy.com/gb/p~${OPC.frenchPress}/` });

    const listed = await app.graphql(
      `mutation($u: String!, $ids: [ID!]!) { listOnOnbuy(userId: $u, input: { itemIds: $ids }) { __typename ... on ListOnOnbuySuccess { count } } }`,
      { u: s.user.id, ids: [itemId] },
      s.token,
    );
    expect(listed.data.listOnOnbuy).toEqual({ __typename: 'ListOnOnbuySuccess', count: 1 });
    await pushListings(app.services, s.user.id, 'ONBUY');

    const PAGE = `query($u: String!, $status: ListingListStatusFilter, $search: String) { onbuyListings(userId: $u, listStatus: $status, search: $search) {
      totalCount edges { node { status externalId sku item { itemId onbuyProductCode } } } } }`;
    const page = await app.graphql(PAGE, { u: s.user.id }, s.token);
    expect(page.data.onbuyListings).toMatchObject({
      totalCount: 1,
      edges: [{ node: { status: 'PUBLISHED', externalId: OPC.frenchPress, item: { itemId, onbuyProductCode: OPC.frenchPress } } }],
    });
    expect((await app.graphql(PAGE, { u: s.user.id, status: 'unlisted' }, s.token)).data.onbuyListings.totalCount).toBe(0);
    expect((await app.graphql(PAGE, { u: s.user.id, search: 'no such thing' }, s.token)).data.onbuyListings.totalCount).toBe(0);
    // The other seller's page is empty, and asking for this seller's is refused.
    expect((await app.graphql(PAGE, { u: other.user.id }, other.token)).data.onbuyListings.totalCount).toBe(0);
    const peek = await app.graphql(PAGE, { u: s.user.id }, other.token);
    expect(peek.data?.onbuyListings ?? null).toBeNull();
    expect(peek.errors?.length).toBeGreaterThan(0);
  });
});
