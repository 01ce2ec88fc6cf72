import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createSeller } from '../../factories/users.ts';
import { insertListings } from '../../factories/listings.ts';
import type { ListingStatus } from '../../../server/modules/listings/listings.statuses.ts';
import { listedStockForCover } from '../../../server/modules/inventory/stock.service.ts';

// A deterministic catalogue written straight into the table: the query does not need Amazon.
// Text values are single same-case words so JavaScript's order equals the database collation's.
interface Item {
  id: string;
  sku: string;
  asin: string;
  title: string;
  condition: string;
  itemType: 'FBA' | 'MFN';
  fba: number;
  mfn: number;
  price: number | null;
  ebay: ListingStatus | null;
  shopify: ListingStatus | null;
  onbuy: ListingStatus | null;
  hidden: boolean;
  priceLocked: boolean;
}
const N = 300;
const TITLES = ['Kettle', 'Anvil', 'Mug', 'Blender', 'Zither'];
const CONDITIONS = ['New', 'Refurbished', 'Used'];
const EBAY: (ListingStatus | null)[] = [null, 'LISTED', 'FAILED_TO_LIST', 'LISTING', 'REVISED', 'FAILED_TO_REVISE'];
const SHOPIFY: (ListingStatus | null)[] = [null, 'LISTED', 'FAILED_TO_LIST', 'UNPUBLISHED', 'LISTING', 'DELISTING', null];
const ONBUY: (ListingStatus | null)[] = [null, 'PUBLISHED', 'LISTING', 'FAILED_TO_LIST', null];
// The spec's live sets (000 §4, 002 §4, 001 §4), written out here as the oracle of the filters.
const EBAY_LIVE = ['LISTED', 'REVISED', 'REVISING', 'REVISING_IMAGE', 'FAILED_TO_REVISE', 'REVISED_PRICE'];
const SHOPIFY_LIVE = ['LISTED', 'LISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED'];
const ONBUY_LIVE = ['PUBLISHED'];

let app: TestApp;
let a: Awaited<ReturnType<typeof createSeller>>;
let b: Awaited<ReturnType<typeof createSeller>>;
let items: Item[] = [];
let otherItemId: string;

async function seed(userId: string, n: number, prefix: string): Promise<Item[]> {
  const out: Omit<Item, 'id'>[] = [];
  for (let i = 0; i < n; i++) {
    const itemType = i % 3 === 0 ? 'MFN' : 'FBA';
    out.push({
      sku: `${prefix}${String((i * 7919) % 1000).padStart(4, '0')}X${i}`,
      asin: `B0${prefix}${String((i * 104729) % 100000).padStart(7, '0')}`.slice(0, 10),
      title: TITLES[i % TITLES.length]!,
      condition: CONDITIONS[i % CONDITIONS.length]!,
      itemType,
      fba: itemType === 'FBA' ? i % 4 : 0,
      mfn: itemType === 'MFN' ? i % 5 : 0,
      price: i % 7 === 0 ? null : 100 + ((i * 37) % 500),
      ebay: EBAY[i % EBAY.length]!,
      shopify: SHOPIFY[i % SHOPIFY.length]!,
      onbuy: ONBUY[i % ONBUY.length]!,
      hidden: i % 6 === 0,
      priceLocked: i % 10 === 0,
    });
  }
  const { rows } = await app.services.pool.query(
    `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, mfn_quantity, price_cents, hidden, user_edited_details)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::int[], $10::bool[], $11::jsonb[])
     RETURNING id, seller_sku`,
    [
      userId,
      out.map((x) => x.sku),
      out.map((x) => x.asin),
      out.map((x) => x.title),
      out.map((x) => x.condition),
      out.map((x) => x.itemType),
      out.map((x) => x.fba),
      out.map((x) => x.mfn),
      out.map((x) => x.price),
      out.map((x) => x.hidden),
      out.map((x) => JSON.stringify(x.priceLocked ? { ebay_price: 999 } : {})),
    ],
  );
  const ids = new Map(rows.map((r) => [r.seller_sku, r.id]));
  const seeded = out.map((x) => ({ ...x, id: ids.get(x.sku)! }));
  await insertListings(
    app.services,
    seeded.flatMap((x) =>
      (
        [
          ['EBAY', x.ebay],
          ['SHOPIFY', x.shopify],
          ['ONBUY', x.onbuy],
        ] as const
      ).flatMap(([channel, status]) => (status ? [{ userId, itemId: x.id, channel, status }] : [])),
    ),
  );
  return seeded;
}

const list = async (query: Record<string, string | number>, token = a.token, userId = a.user.id) => {
  const qs = new URLSearchParams(Object.entries({ resultsPerPage: 250, ...query }).map(([k, v]) => [k, String(v)])).toString();
  return rest(app.url, 'GET', `/user/${userId}/fba-items?${qs}`, undefined, token);
};
const ids = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();
const expectIds = (pred: (i: Item) => boolean) =>
  items
    .filter(pred)
    .map((i) => i.id)
    .sort();

beforeAll(async () => {
  app = await startTestApp();
  a = await createSeller(app);
  b = await createSeller(app);
  items = await seed(a.user.id, N, 'A');
  otherItemId = (await seed(b.user.id, 30, 'B'))[0]!.id;
});
afterAll(async () => {
  await app?.close();
});

describe('inventory filters', () => {
  const cases: [string, Record<string, string>, (i: Item) => boolean][] = [
    ['eBay listed', { ebayStatus: 'listed' }, (i) => EBAY_LIVE.includes(i.ebay ?? '')],
    ['eBay unlisted', { ebayStatus: 'unlisted' }, (i) => !EBAY_LIVE.includes(i.ebay ?? '')],
    ['eBay unattempted', { ebayStatus: 'unattempted' }, (i) => i.ebay === null],
    ['eBay errored', { ebayStatus: 'errored' }, (i) => (i.ebay ?? '').startsWith('FAILED')],
    ['Shopify listed', { shopifyStatus: 'listed' }, (i) => SHOPIFY_LIVE.includes(i.shopify ?? '')],
    ['Shopify unlisted', { shopifyStatus: 'unlisted' }, (i) => !SHOPIFY_LIVE.includes(i.shopify ?? '')],
    ['Shopify unattempted', { shopifyStatus: 'unattempted' }, (i) => i.shopify === null],
    ['Shopify errored', { shopifyStatus: 'errored' }, (i) => (i.shopify ?? '').startsWith('FAILED')],
    ['OnBuy listed', { onbuyStatus: 'listed' }, (i) => ONBUY_LIVE.includes(i.onbuy ?? '')],
    ['OnBuy unlisted', { onbuyStatus: 'unlisted' }, (i) => !ONBUY_LIVE.includes(i.onbuy ?? '')],
    ['OnBuy unattempted', { onbuyStatus: 'unattempted' }, (i) => i.onbuy === null],
    ['OnBuy errored', { onbuyStatus: 'errored' }, (i) => i.onbuy === 'FAILED_TO_LIST'],
    ['source amazon (FBA)', { inventorySource: 'amazon' }, (i) => i.itemType === 'FBA'],
    ['source merchant (MFN)', { inventorySource: 'merchant' }, (i) => i.itemType === 'MFN'],
    ['source price_locked', { inventorySource: 'price_locked' }, (i) => i.priceLocked],
    ['archive hidden', { archiveStatus: 'hidden' }, (i) => i.hidden],
    ['archive visible', { archiveStatus: 'visible' }, (i) => !i.hidden],
    ['zero quantity hide', { zeroQuantity: 'hide' }, (i) => i.fba + i.mfn > 0],
    ['zero quantity show', { zeroQuantity: 'show' }, (i) => i.fba + i.mfn === 0],
    ['all filters at all', { ebayStatus: 'all', shopifyStatus: 'all', inventorySource: 'all', archiveStatus: 'all', zeroQuantity: 'all' }, () => true],
    [
      'combined',
      { ebayStatus: 'unlisted', inventorySource: 'amazon', archiveStatus: 'visible', zeroQuantity: 'hide' },
      (i) => !EBAY_LIVE.includes(i.ebay ?? '') && i.itemType === 'FBA' && !i.hidden && i.fba + i.mfn > 0,
    ],
  ];
  for (const [name, query, pred] of cases) {
    it(`filters ${name}`, async () => {
      const expected = expectIds(pred);
      const pages = Math.ceil(expected.length / 250);
      const docs = [];
      for (let page = 1; page <= Math.max(1, pages); page++) docs.push(...(await list({ ...query, page })).body.documents);
      expect(ids(docs)).toEqual(expected);
      expect((await list(query)).body.numPages).toBe(pages);
    });
  }

  it('gives each REST document its eBay and Shopify status as the legacy _status and _shopify_status', async () => {
    const docs = (await list({ page: 1 })).body.documents as { _id: string; _status: string | null; _shopify_status: string | null }[];
    expect(docs.length).toBe(250);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const d of docs) expect([d._status, d._shopify_status]).toEqual([byId.get(d._id)!.ebay, byId.get(d._id)!.shopify]);
    expect(docs.some((d) => d._status !== null && d._shopify_status !== null)).toBe(true);
  });

  it('rejects an unknown filter value with 400', async () => {
    expect((await list({ ebayStatus: 'sometimes' })).status).toBe(400);
  });
});

describe('inventory search', () => {
  it('matches ASIN, SKU, title and condition, case-insensitively, after trimming', async () => {
    const target = items[123]!;
    const cases: [string, (i: Item) => boolean][] = [
      [target.asin.toLowerCase(), (i) => i.asin === target.asin],
      [`  ${target.sku.toLowerCase()} `, (i) => i.sku === target.sku],
      ['zITHER', (i) => i.title === 'Zither'],
      ['refurb', (i) => i.condition === 'Refurbished'],
    ];
    for (const [search, pred] of cases) {
      const docs = (await list({ search })).body.documents;
      expect(ids(docs)).toEqual(expectIds(pred));
    }
    expect((await list({ search: '%' })).body).toEqual({ documents: [], numPages: 0 });
  });
});

describe('inventory sort', () => {
  const key: Record<string, (i: Item) => string | number | null> = {
    sku: (i) => i.sku,
    asin: (i) => i.asin,
    title: (i) => i.title,
    cond: (i) => i.condition,
    qty: (i) => i.fba + i.mfn,
    price: (i) => i.price,
  };
  const cmp = (x: string | number | null, y: string | number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x < y ? -1 : 1);
  for (const [name, get] of Object.entries(key)) {
    for (const desc of [false, true]) {
      it(`sorts by ${desc ? '-' : ''}${name} with id as the tiebreak`, async () => {
        const expected = [...items].sort((x, y) => cmp(get(x), get(y)) || (x.id < y.id ? -1 : 1));
        if (desc) expected.reverse();
        const got = [
          ...(await list({ sort: `${desc ? '-' : ''}${name}`, page: 1 })).body.documents,
          ...(await list({ sort: `${desc ? '-' : ''}${name}`, page: 2 })).body.documents,
        ];
        expect(got.map((d: { _id: string }) => d._id)).toEqual(expected.map((i) => i.id));
      });
    }
  }
  it('sorts by sku by default', async () => {
    expect((await list({ resultsPerPage: 25 })).body.documents.map((d: { seller_sku: string }) => d.seller_sku)).toEqual(
      items
        .map((i) => i.sku)
        .sort()
        .slice(0, 25),
    );
  });
});

describe('inventory pages', () => {
  for (const size of [25, 50, 100, 250]) {
    it(`pages ${size} rows at a time, with the right number of pages`, async () => {
      const first = await list({ resultsPerPage: size, page: 1 });
      expect(first.body.documents).toHaveLength(size);
      expect(first.body.numPages).toBe(Math.ceil(N / size));
      const last = await list({ resultsPerPage: size, page: Math.ceil(N / size) });
      expect(last.body.documents).toHaveLength(N - (Math.ceil(N / size) - 1) * size);
    });
  }
  it('answers a page beyond the end with no documents and the right page count', async () => {
    expect((await list({ resultsPerPage: 100, page: 9 })).body).toEqual({ documents: [], numPages: 3 });
  });
  it('rejects a page size outside 25/50/100/250', async () => {
    expect((await list({ resultsPerPage: 30 })).status).toBe(400);
  });
  it('keeps the count right after a change (the count cache follows the data)', async () => {
    const before = (await list({ archiveStatus: 'hidden', resultsPerPage: 25, page: 2 })).body.numPages;
    const visible = items.filter((i) => !i.hidden).slice(0, 30);
    const res = await rest(app.url, 'POST', `/user/${a.user.id}/fba-items/set-hidden`, { action: 'hide', listingIds: visible.map((i) => i.id) }, a.token);
    expect(res.body).toEqual({ success: true, changed: 30 });
    const hiddenNow = items.filter((i) => i.hidden).length + 30;
    expect((await list({ archiveStatus: 'hidden', resultsPerPage: 25, page: 2 })).body.numPages).toBe(Math.ceil(hiddenNow / 25));
    expect(before).toBe(Math.ceil((hiddenNow - 30) / 25));
    await rest(app.url, 'POST', `/user/${a.user.id}/fba-items/set-hidden`, { action: 'unhide', listingIds: visible.map((i) => i.id) }, a.token);
    expect((await list({ archiveStatus: 'hidden', resultsPerPage: 25, page: 2 })).body.numPages).toBe(before);
  });
  it('follows a listing status change, while a listing write that changes no count leaves the cache', async () => {
    const version = async () =>
      (await app.services.pool.query('SELECT data_version::int AS v FROM inventory_stats WHERE user_id = $1', [a.user.id])).rows[0]?.v ?? 0;
    const failed = items.find((i) => i.ebay === 'FAILED_TO_LIST')!;
    const listedBefore = expectIds((i) => EBAY_LIVE.includes(i.ebay ?? '')).length;
    const pages = async () => (await list({ ebayStatus: 'listed', resultsPerPage: 25 })).body.numPages;
    expect(await pages()).toBe(Math.ceil(listedBefore / 25)); // counted, and cached
    // What a push does before publishing: the offer id saved, an error cleared (no count moves).
    const v0 = await version();
    await app.services.pool.query(`UPDATE listings SET offer_id = 'offer-1', last_error = NULL WHERE item_id = $1 AND channel = 'EBAY'`, [failed.id]);
    expect(await version()).toBe(v0);
    // Listed now: the eBay "listed" filter counts it at once.
    await app.services.pool.query(`UPDATE listings SET status = 'LISTED' WHERE item_id = $1 AND channel = 'EBAY'`, [failed.id]);
    expect(await version()).toBeGreaterThan(v0);
    expect(await pages()).toBe(Math.ceil((listedBefore + 1) / 25));
    await app.services.pool.query(`UPDATE listings SET status = 'FAILED_TO_LIST' WHERE item_id = $1 AND channel = 'EBAY'`, [failed.id]);
    expect(await pages()).toBe(Math.ceil(listedBefore / 25));
  });
});

describe('the GraphQL inventory connection', () => {
  const Q = `query($u: String!, $page: Int, $size: Int, $sort: String, $src: InventorySourceFilter) {
    inventory(userId: $u, page: $page, pageSize: $size, sort: $sort, inventorySource: $src) {
      totalCount numPages page pageSize pageInfo { hasNextPage hasPreviousPage }
      edges { cursor node { id itemId sellerSku itemType totalQuantity channelQuantity } } } }`;
  it('returns the page, the total count and page info', async () => {
    const r = await app.graphql(Q, { u: '-', page: 2, size: 50, sort: '-qty', src: 'merchant' }, a.token);
    const merchant = items.filter((i) => i.itemType === 'MFN');
    expect(r.data.inventory).toMatchObject({
      totalCount: merchant.length,
      numPages: Math.ceil(merchant.length / 50),
      page: 2,
      pageSize: 50,
      pageInfo: { hasPreviousPage: true },
    });
    expect(r.data.inventory.edges.every((e: { node: { itemType: string } }) => e.node.itemType === 'MFN')).toBe(true);
  });
});

describe('tenant isolation', () => {
  it("never shows another seller's items, and refuses another seller's user id", async () => {
    const all = [...(await list({ page: 1 })).body.documents, ...(await list({ page: 2 })).body.documents];
    expect(all).toHaveLength(N);
    expect(all.every((d: { user_id: string }) => d.user_id === a.user.id)).toBe(true);
    expect((await list({}, a.token, b.user.id)).status).toBe(403);
    const gql = await app.graphql(`query($u: String!) { inventory(userId: $u) { totalCount } }`, { u: b.user.id }, a.token);
    expect(gql.data?.inventory ?? null).toBeNull();
    expect(gql.errors?.length).toBeGreaterThan(0);
  });

  it("answers another seller's item id as not found, through REST and node(id)", async () => {
    for (const [method, path, body] of [
      ['GET', `/user/${a.user.id}/fba-items/${otherItemId}`, undefined],
      ['PUT', `/user/${a.user.id}/fba-items/${otherItemId}`, { title: 'Mine now' }],
    ] as const) {
      const r = await rest(app.url, method, path, body, a.token);
      expect([r.status, r.body.message]).toEqual([404, 'Listing not found']);
    }
    const hide = await rest(app.url, 'POST', `/user/${a.user.id}/fba-items/set-hidden`, { action: 'hide', listingIds: [otherItemId] }, a.token);
    expect(hide.body.changed).toBe(0);
    const own = await app.graphql(`query($u: String!) { inventory(userId: $u, pageSize: 25) { edges { node { id } } } }`, { u: b.user.id }, b.token);
    const globalId = own.data.inventory.edges[0].node.id;
    const stolen = await app.graphql(`query($id: ID!) { node(id: $id) { id ... on InventoryItem { sellerSku } } }`, { id: globalId }, a.token);
    expect(stolen.data.node).toBeNull();
    const mine = await app.graphql(`query($id: ID!) { node(id: $id) { id ... on InventoryItem { sellerSku } } }`, { id: globalId }, b.token);
    expect(mine.data.node.id).toBe(globalId);
  });
});

describe('the listing view', () => {
  it('stores edits as user_edited_details without touching Amazon’s fields, and clears the price with __UNSET', async () => {
    const item = items[5]!;
    let r = await rest(
      app.url,
      'PUT',
      `/user/${a.user.id}/fba-items/${item.id}`,
      {
        user_edited_details: {
          title: 'My title',
          description: '<p>Lovely</p>',
          images: ['http://x/1.jpg', ''],
          feature_bullets: [' Tough ', ''],
          ebay_price: 2599,
        },
      },
      a.token,
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      title: item.title,
      user_edited_details: { title: 'My title', description: '<p>Lovely</p>', images: ['http://x/1.jpg'], feature_bullets: ['Tough'], ebay_price: 2599 },
    });
    r = await rest(app.url, 'PUT', `/user/${a.user.id}/fba-items/${item.id}`, { ebay_price: '__UNSET' }, a.token);
    expect(r.body.user_edited_details).toEqual({ title: 'My title', description: '<p>Lovely</p>', images: ['http://x/1.jpg'], feature_bullets: ['Tough'] });
    r = await rest(app.url, 'GET', `/user/${a.user.id}/fba-items/getByAsin/${item.asin}`, undefined, a.token);
    expect(r.body).toMatchObject({ _id: item.id, asin: item.asin, seller_sku: item.sku, pricing_info: { item_type: item.itemType, amazon_price: item.price } });
  });

  it('stores the description sanitised, through GraphQL and REST (issue 20: the rich-text editor)', async () => {
    const item = items[6]!;
    const dirty = '<p onclick="x()">Great <strong>sound</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a>';
    const g = await app.graphql(
      `mutation ($id: ID!, $d: String!) { updateInventoryItem(userId: "-", id: $id, edits: { description: $d }) {
         __typename ... on InventoryItem { edits { description } } } }`,
      { id: encodeGlobalID('InventoryItem', item.id), d: dirty },
      a.token,
    );
    expect(g.data.updateInventoryItem.edits.description).toBe('<p>Great <strong>sound</strong></p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    const r = await rest(app.url, 'PUT', `/user/${a.user.id}/fba-items/${item.id}`, { user_edited_details: { description: 'Plain & simple' } }, a.token);
    expect(r.body.user_edited_details.description).toBe('<p>Plain &amp; simple</p>');
    const wrong = await rest(app.url, 'PUT', `/user/${a.user.id}/fba-items/${item.id}`, { description: 42 }, a.token);
    expect(wrong.status).toBe(400);
  });
});

describe("the stock of listed items (the dashboard's stock cover, issue 36)", () => {
  // The oracle: live on any channel by the spec's live sets above; sellable Amazon stock.
  const listed = (i: Item) => EBAY_LIVE.includes(i.ebay ?? '') || SHOPIFY_LIVE.includes(i.shopify ?? '') || ONBUY_LIVE.includes(i.onbuy ?? '');
  const mostStockFirst = (x: Item, y: Item) => y.fba - x.fba || (x.sku < y.sku ? -1 : x.sku > y.sku ? 1 : 0);
  const skus = (xs: { sellerSku: string }[]) => xs.map((i) => i.sellerSku).sort();

  it('gives the listed ones among the sold items, and the listed items with stock that did not sell, the most first, and how many', async () => {
    const stocked = items.filter((i) => listed(i) && i.fba > 0).sort(mostStockFirst);
    expect(stocked.length).toBeGreaterThan(40);
    // Sold lately: a dozen of the top ones, a listed item without stock, an unlisted item and another seller's item.
    const soldOut = items.find((i) => listed(i) && i.fba === 0)!;
    const unlisted = items.find((i) => !listed(i))!;
    const sold = [...stocked.slice(0, 12), soldOut, unlisted];
    const rest = stocked.slice(12);
    for (let round = 0; round < 2; round++) {
      const r = await listedStockForCover(app.services, a.user.id, [...sold.map((i) => i.id), otherItemId], 10);
      expect(skus(r.sold)).toEqual([...stocked.slice(0, 12), soldOut].map((i) => i.sku).sort());
      for (const i of r.sold) expect(i.sellable).toBe(items.find((x) => x.id === i.id)!.fba);
      expect(r.unsold.map((i) => i.sellerSku)).toEqual(rest.slice(0, 10).map((i) => i.sku));
      expect(r.unsold.map((i) => i.sellable)).toEqual(rest.slice(0, 10).map((i) => i.fba));
      expect(r.unsoldTotal).toBe(rest.length);
    }
    // Fewer than a page: all of them.
    const few = await listedStockForCover(
      app.services,
      a.user.id,
      stocked.slice(5).map((i) => i.id),
      10,
    );
    expect(few.unsold.map((i) => i.sellerSku)).toEqual(stocked.slice(0, 5).map((i) => i.sku));
    expect(few.unsoldTotal).toBe(5);
  });

  it('counts an item listed since (the count follows the listings)', async () => {
    const before = (await listedStockForCover(app.services, a.user.id, [], 10)).unsoldTotal;
    const unlisted = items.find((i) => !listed(i) && i.fba > 0 && i.shopify === null)!;
    const [listingId] = await insertListings(app.services, [{ userId: a.user.id, itemId: unlisted.id, channel: 'SHOPIFY', status: 'LISTED' }]);
    expect((await listedStockForCover(app.services, a.user.id, [], 10)).unsoldTotal).toBe(before + 1);
    await app.services.pool.query('DELETE FROM listings WHERE id = $1', [listingId]);
    expect((await listedStockForCover(app.services, a.user.id, [], 10)).unsoldTotal).toBe(before);
  });
});
