// Import Shopify Listings over real HTTP (spec 002 §2.13, §5, §7): the seller's items matched by SKU
// become LISTED Shopify listings of the file's products; bad lines are reported by line number while
// the others go through; a re-import changes nothing; a file that would exceed the plan imports nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { shopifySeller, type ShopifySeller } from './shopify-pages-seller.ts';

const IMPORT = `mutation($u: String!, $csv: String!) {
  importShopifyListings(userId: $u, csv: $csv) {
    __typename
    ... on ImportShopifyListingsSuccess { imported unchanged problems { line sellerSku message } }
    ... on PlanLimitReachedError { message maxListings liveListings }
    ... on Error { message }
  }
}`;

describe('Import Shopify Listings', () => {
  let app: TestApp;
  let seller: ShopifySeller;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    seller = await shopifySeller(app);
    await insertItems(app.services, seller.user.id, 4, 'IM');
  });
  afterAll(async () => {
    await app?.close();
  });

  const run = async (csv: string, who: { user: { id: string }; token: string } = seller) =>
    (await app.graphql(IMPORT, { u: who.user.id, csv }, who.token)).data?.importShopifyListings;
  const rows = async (userId = seller.user.id) =>
    (
      await app.services.pool.query(
        `SELECT sku, status, external_id AS "externalId", variant_id AS "variantId", connection_id IS NOT NULL AS connected, updated_at AS "updatedAt"
           FROM listings WHERE user_id = $1 AND channel = 'SHOPIFY' ORDER BY sku`,
        [userId],
      )
    ).rows;

  it('creates LISTED listings with the product ids for known SKUs and reports the other lines by number', async () => {
    const csv = ['IM-0,8100000001', '', 'IM-1, gid://shopify/Product/8100000002', 'NOPE-9,8100000009', 'IM-2', 'IM-0,8100000003', 'IM-3,8100000001'].join('\n');
    expect(await run(csv)).toEqual({
      __typename: 'ImportShopifyListingsSuccess',
      imported: 2,
      unchanged: 0,
      problems: [
        { line: 4, sellerSku: 'NOPE-9', message: 'No item with this SKU in your Amazon inventory' },
        { line: 5, sellerSku: 'IM-2', message: 'Expected 2 values (SKU, Shopify item id), found 1' },
        { line: 6, sellerSku: 'IM-0', message: 'This SKU is already on line 1' },
        { line: 7, sellerSku: 'IM-3', message: 'Shopify item 8100000001 is already on line 1' },
      ],
    });
    expect((await rows()).map(({ updatedAt, ...r }) => r)).toEqual([
      { sku: 'IM-0', status: 'LISTED', externalId: 'gid://shopify/Product/8100000001', variantId: null, connected: true },
      { sku: 'IM-1', status: 'LISTED', externalId: 'gid://shopify/Product/8100000002', variantId: null, connected: true },
    ]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await rows();
    const again = await run('IM-0,8100000001\nIM-1,gid://shopify/Product/8100000002');
    expect(again).toEqual({ __typename: 'ImportShopifyListingsSuccess', imported: 0, unchanged: 2, problems: [] });
    expect(await rows()).toEqual(before);
  });

  it('refuses a product already listed for another SKU and a listing busy on Shopify', async () => {
    await app.services.pool.query(`UPDATE listings SET status = 'DELISTING' WHERE user_id = $1 AND sku = 'IM-1'`, [seller.user.id]);
    const res = await run('IM-2,8100000001\nIM-1,8100000055');
    expect(res.problems).toEqual([
      { line: 1, sellerSku: 'IM-2', message: 'Shopify item 8100000001 is already listed for SKU IM-0' },
      { line: 2, sellerSku: 'IM-1', message: "The item's Shopify listing is busy (DELISTING); try again when it is done" },
    ]);
    expect(res.imported).toBe(0);
    await app.services.pool.query(`UPDATE listings SET status = 'LISTED' WHERE user_id = $1 AND sku = 'IM-1'`, [seller.user.id]);
  });

  it('points an item at a new product, dropping the old variant ids', async () => {
    await app.services.pool.query(`UPDATE listings SET variant_id = 'gid://shopify/ProductVariant/1' WHERE user_id = $1 AND sku = 'IM-1'`, [seller.user.id]);
    expect((await run('IM-1,8100000077')).imported).toBe(1);
    const row = (await rows()).find((r) => r.sku === 'IM-1');
    expect(row).toMatchObject({ externalId: 'gid://shopify/Product/8100000077', variantId: null, status: 'LISTED' });
  });

  it("imports nothing and says so in the spec's words when the plan has no room", async () => {
    // Basic is 100 listings; 98 live ones are seeded next to the two imported above.
    const more = await insertItems(app.services, seller.user.id, 98, 'FILL');
    await insertListings(
      app.services,
      more.map((itemId, i) => ({ userId: seller.user.id, itemId, channel: 'SHOPIFY', status: 'LISTED', externalId: `gid://shopify/Product/7${i}` })),
    );
    const before = await rows();
    expect(await run('IM-2,8100000010\nIM-3,8100000011')).toEqual({
      __typename: 'PlanLimitReachedError',
      message: 'You have reached the maximum number of Shopify listings allowed. Please delete some listings or upgrade your account.',
      maxListings: 100,
      liveListings: 100,
    });
    expect(await rows()).toEqual(before);
    // A file that only re-states existing listings takes no new slot.
    expect((await run('IM-0,8100000001')).unchanged).toBe(1);
  });

  it('imports through REST items[] and answers the quota as 402', async () => {
    const other = await shopifySeller(app);
    await insertItems(app.services, other.user.id, 2, 'RS');
    const call = (body: unknown) => rest(app.url, 'POST', `/user/${other.user.id}/shopify-listings/import`, body, other.token);
    expect(
      await call({
        items: [
          { seller_sku: 'RS-0', shopify_item_id: 555 },
          { seller_sku: 'RS-1', shopify_item_id: 'x' },
        ],
      }),
    ).toEqual({
      status: 200,
      body: {
        success: true,
        imported: 1,
        unchanged: 0,
        problems: [{ line: 2, seller_sku: 'RS-1', message: "'x' is not a Shopify item id (a number such as 8123456789)" }],
      },
    });
    expect((await rows(other.user.id)).map((r) => [r.sku, r.externalId])).toEqual([['RS-0', 'gid://shopify/Product/555']]);
    const bad = await call({ items: [] });
    expect(bad).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'items must be a non-empty list of { seller_sku, shopify_item_id }', code: 'VALIDATION' },
    });

    // The second seller's import left the first seller's listings as they were.
    expect((await rows()).length).toBe(100);
    const noPlan = await shopifySeller(app, null);
    await insertItems(app.services, noPlan.user.id, 1, 'NP');
    const refused = await rest(
      app.url,
      'POST',
      `/user/${noPlan.user.id}/shopify-listings/import`,
      { items: [{ seller_sku: 'NP-0', shopify_item_id: '9' }] },
      noPlan.token,
    );
    expect(refused.status).toBe(402);
    expect(refused.body.message).toBe('You have reached the maximum number of Shopify listings allowed. Please delete some listings or upgrade your account.');
    expect(await rows(noPlan.user.id)).toEqual([]);
  });

  it('refuses an empty file', async () => {
    expect(await run(' \n \n')).toEqual({ __typename: 'ListingValidationError', message: 'The file has no rows' });
  });
});
