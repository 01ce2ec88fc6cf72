// Issue 32: "did it but answered an error" (the sandbox applies the write, then answers 500) on every
// channel write that has no idempotency key: eBay's offer create and publish, Shopify's productSet,
// OnBuy's listing create, and Amazon's createFulfillmentOrder (keyed by our own order id). The job
// fails and runs again; looking before creating, it lists each item once and orders each sale once.
// The seller's path (tests/helpers/seller-path.ts): sign-up, Amazon and its import, eBay, Shopify
// and OnBuy, a card and plans, one bulk list per channel, and a buyer's order on eBay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import {
  type Channel,
  connectAmazon,
  connectEbay,
  connectOnbuy,
  connectShopify,
  type InStockItem,
  inStockItems,
  listAll,
  listingStates,
  ONBUY_KEYS,
  outcomeTable,
  prepareSandboxes,
  type Seller,
  SITES,
  sandboxUrls,
  signUp,
  subscribe,
  uniqueHandle,
  waitForImport,
} from '../../helpers/seller-path.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';

let app: TestApp;
let s: Seller;
let urls: Awaited<ReturnType<typeof sandboxUrls>>;
let items: InStockItem[];
let all: InStockItem[];
const ebayUser = uniqueHandle('applied_err').replace(/-/g, '_');
const shop = uniqueHandle('applied-err');

const getJson = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.json();
};
/** Puts one sandbox's fault rules; returns a reader of how often each fired. */
async function faults(base: string, rules: unknown[]) {
  const res = await fetch(`${base}/__sandbox/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
  expect(res.status).toBe(200);
  return async () => ((await getJson(`${base}/__sandbox/faults`)) as { stats: { injected: { applied_error: number } } }).stats.injected.applied_error;
}
const counts = (values: string[]) => {
  const m = new Map<string, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
};

beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto', SALES_TRACK_DELAY_MS: '500', ONBUY_QUEUE_POLL_FIRST_MS: '1000' });
  await prepareSandboxes(app, { sizes: { A1LBSANDBOXUS7Q: 30 }, onbuyQueueSeconds: 1 });
  urls = await sandboxUrls(app);
  s = await signUp(app, 'US');
  await connectAmazon(s);
  await waitForImport(s);
  await connectEbay(s, ebayUser);
  await connectShopify(s, shop);
  await connectOnbuy(s, ONBUY_KEYS[0]);
  await subscribe(s, ['EBAY', 'SHOPIFY', 'ONBUY']);
  all = await inStockItems(s);
  items = all.slice(0, 6);
}, 300_000);
afterAll(async () => {
  await app?.close();
});

/** Lists the items on the channel and checks every item is live with the channel's id, or held back with a reason. */
async function listAndSettle(channel: Channel) {
  const outcome = await listAll(s, channel, items, 150_000);
  const table = outcomeTable(`applied_error ${channel}`, outcome);
  expect(outcome.settled, table).toBe(true);
  expect(outcome.unexplained.size, table).toBe(0);
  expect(outcome.live, table).toBeGreaterThan(0);
  return outcome;
}

describe('"did it but answered an error" on each channel write', () => {
  it('eBay offer create and publish: each SKU has one offer and one listing', async () => {
    const fired = await faults(urls.ebay, [
      { fault: 'applied_error', op: 'bulkCreateOffer', count: 1 },
      { fault: 'applied_error', op: 'createOffer', count: 1 },
      { fault: 'applied_error', op: 'bulkPublishOffer', count: 1 },
      { fault: 'applied_error', op: 'publishOffer', count: 1 },
    ]);
    const outcome = await listAndSettle('EBAY');
    expect(await fired()).toBeGreaterThanOrEqual(2);
    const state = (await getJson(`${urls.ebay}/__sandbox/users/${ebayUser}/listings`)) as {
      offers: { sku: string; marketplaceId: string; status: string; listingId: string | null }[];
    };
    const skus = new Set(items.map((i) => i.sellerSku));
    const offers = state.offers.filter((o) => skus.has(o.sku));
    expect([...counts(offers.map((o) => `${o.sku} ${o.marketplaceId}`)).values()].every((n) => n === 1)).toBe(true);
    expect(offers.filter((o) => o.status === 'PUBLISHED' && o.listingId)).toHaveLength(outcome.live);
  }, 240_000);

  it('Shopify productSet: each SKU is one product', async () => {
    const fired = await faults(urls.shopify, [{ fault: 'applied_error', op: 'productSet', count: 2 }]);
    const outcome = await listAndSettle('SHOPIFY');
    expect(await fired()).toBe(2);
    const state = (await getJson(`${urls.shopify}/__sandbox/shops/${shop}/products`)) as { products: { variants: { sku: string }[] }[] };
    const skus = new Set(items.map((i) => i.sellerSku));
    const perSku = counts(state.products.flatMap((p) => p.variants.map((v) => v.sku)).filter((k) => skus.has(k)));
    expect(perSku.size).toBe(outcome.live);
    expect([...perSku.values()].every((n) => n === 1)).toBe(true);
  }, 240_000);

  it('OnBuy listing create: each SKU is one listing, live', async () => {
    const fired = await faults(urls.onbuy, [
      { fault: 'applied_error', op: 'createListings', count: 1 },
      { fault: 'applied_error', op: 'createProductListings', count: 1 },
    ]);
    const outcome = await listAndSettle('ONBUY');
    expect(await fired()).toBeGreaterThanOrEqual(1);
    const state = (await getJson(`${urls.onbuy}/__sandbox/listings?consumerKey=${ONBUY_KEYS[0].consumer_key}`)) as { results: { sku: string }[] };
    const skus = new Set(items.map((i) => i.sellerSku));
    const perSku = counts(state.results.map((l) => l.sku).filter((k) => skus.has(k)));
    expect([...perSku.values()].every((n) => n === 1)).toBe(true);
    expect(perSku.size).toBeGreaterThanOrEqual(outcome.live);
  }, 240_000);

  it('OnBuy product create (no idempotency key), answered an error after queueing it or failed before: one product per item, listed', async () => {
    // Items OnBuy's catalogue lacks get a product made from Amazon's data (POST products, one per uid).
    const fired = await faults(urls.onbuy, [
      { fault: 'applied_error', op: 'createProducts', count: 1 },
      { fault: 'error', op: 'createProducts', count: 1, status: 503 },
    ]);
    const more = all.slice(6, 16);
    const r = await s.app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ listOnOnbuy(userId:$u, input:{itemIds:$ids}){ __typename ... on Error { message } } }`,
      { u: s.userId, ids: more.map((i) => i.id) },
      s.token,
    );
    expect(r.data?.listOnOnbuy?.__typename).not.toMatch(/Error/);
    const skus = new Set(more.map((i) => i.sellerSku));
    // Every row ends live or held back with a reason, none left waiting on a queue entry that does not exist.
    const states = await waitFor(
      async () => {
        const m = [...(await listingStates(s, 'ONBUY')).values()].filter((l) => skus.has(l.sellerSku));
        return m.length === skus.size && m.every((l) => l.status && !l.inProgress) ? m : null;
      },
      120_000,
      1000,
    );
    expect(await fired()).toBe(2);
    const queues = (await getJson(`${urls.onbuy}/__sandbox/queues`)) as { queues: { uid: string }[] };
    const perUid = counts(queues.queues.map((q) => q.uid));
    const itemIds = new Set(more.map((i) => i.itemId));
    const created = [...perUid].filter(([uid]) => itemIds.has(uid));
    expect(created.length).toBeGreaterThanOrEqual(2);
    expect(created.every(([, n]) => n === 1)).toBe(true);
    expect(states.filter((l) => l.live).length).toBeGreaterThan(0);
  }, 240_000);

  it("MCF createFulfillmentOrder: an eBay order is one MCF order under ListBridge's own id", async () => {
    // A buyer orders a live eBay listing of an FBA item.
    const amazon = amazonSandboxControl(urls.amazon);
    const fba = new Set(
      (await amazon.items(SITES.US.sellerId, 0, 1000)).items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 2).map((i) => i.sku),
    );
    const state = (await getJson(`${urls.ebay}/__sandbox/users/${ebayUser}/listings`)) as { offers: { sku: string; status: string }[] };
    const sku = state.offers.find((o) => o.status === 'PUBLISHED' && fba.has(o.sku))?.sku;
    expect(sku).toBeDefined();
    const fired = await faults(urls.amazon, [{ fault: 'applied_error', op: 'createFulfillmentOrder', count: 1 }]);
    const order = await fetch(`${urls.ebay}/__sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: ebayUser,
        sku,
        quantity: 1,
        price: 25,
        currency: 'USD',
        shipTo: {
          fullName: 'Pat Buyer',
          contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
        },
      }),
    });
    expect(order.status).toBeLessThan(300);
    const { orderId } = (await order.json()) as { orderId: string };
    // The sales import runs every minute; the eBay Sales page's Refresh asks for it now.
    expect((await rest(app.url, 'POST', `/user/${s.userId}/ebay-sales/refresh`, undefined, s.token)).status).toBe(200);
    const sold = await waitFor(
      async () => {
        const r = await s.app.graphql(`query($u:String!){ ebaySales(userId:$u){ sales { orderId fbaId fbaStatus } } }`, { u: s.userId }, s.token);
        const mine = r.data?.ebaySales?.sales?.find((n: { orderId: string; fbaId: string | null }) => n.orderId === orderId && n.fbaId);
        return mine ?? null;
      },
      120_000,
      1000,
    );
    expect(await fired()).toBe(1);
    expect(sold.fbaId).toBe(`LB-EBAY-${orderId}`);
    // A few seconds more: nothing else is ordered for it.
    await new Promise((r) => setTimeout(r, 5000));
    const mcf = (await amazon.fulfillmentOrders(SITES.US.sellerId)).fulfillmentOrders.filter((o) => o.displayableOrderId === orderId);
    expect(mcf.map((o) => o.sellerFulfillmentOrderId)).toEqual([`LB-EBAY-${orderId}`]);
  }, 240_000);
});
