// The one listings page's and the one set of listing actions' server side over real HTTP (issue 33):
// channelListings pages a seller's listings on the channel it names, with the page's filters, and
// only theirs; listingAction queues an action on the channel it names, with that channel's refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, insertListings, type ListingSeed } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { shopifySeller, type ShopifySeller } from './shopify-pages-seller.ts';

const PAGE = `query($u: String!, $channel: ListingChannel!, $filter: ChannelListingsFilter) {
  channelListings(userId: $u, channel: $channel, filter: $filter) {
    totalCount page pageSize
    edges { node { channel status item { sellerSku } } }
  }
}`;

const ACTION = `mutation($u: String!, $input: ListingActionInput!) {
  listingAction(userId: $u, input: $input) {
    __typename
    ... on ListingActionSuccess { count items { sellerSku listings { channel status } } }
    ... on Error { message }
  }
}`;

describe('one listings page and one set of listing actions (server)', () => {
  let app: TestApp;
  let owner: ShopifySeller;
  let other: Awaited<ReturnType<typeof createSeller>>;
  let items: string[];

  beforeAll(async () => {
    // The worker is off: queued pushes stay queued, so the tests see the rows they marked.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    owner = await shopifySeller(app);
    other = await createSeller(app);
    // CS-0 … CS-3 on Shopify (CS-3 refused), CS-0 and CS-4 on OnBuy, CS-5 on eBay.
    items = await insertItems(app.services, owner.user.id, 6, 'CS');
    await insertListings(app.services, [
      ...[0, 1, 2].map(
        (i): ListingSeed => ({ userId: owner.user.id, itemId: items[i]!, channel: 'SHOPIFY', status: 'LISTED', externalId: `gid://shopify/Product/${i}` }),
      ),
      { userId: owner.user.id, itemId: items[3]!, channel: 'SHOPIFY', status: 'FAILED_TO_LIST', externalId: null },
      { userId: owner.user.id, itemId: items[0]!, channel: 'ONBUY', status: 'PUBLISHED', externalId: 'OPC-0' },
      { userId: owner.user.id, itemId: items[4]!, channel: 'ONBUY', status: 'PUBLISHED', externalId: 'OPC-4' },
      { userId: owner.user.id, itemId: items[5]!, channel: 'EBAY', status: 'LISTED', externalId: '110000000005' },
    ]);
    const [theirs] = await insertItems(app.services, other.user.id, 1, 'CS');
    await insertListings(app.services, [
      { userId: other.user.id, itemId: theirs!, channel: 'SHOPIFY', status: 'LISTED', externalId: 'gid://shopify/Product/99' },
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = (channel: string, filter: Record<string, unknown> = {}, token = owner.token) => app.graphql(PAGE, { u: owner.user.id, channel, filter }, token);
  const skus = (res: any) => res.data.channelListings.edges.map((e: any) => e.node.item.sellerSku);

  it("pages the seller's listings on the channel named, and only that channel's", async () => {
    const shopify = await page('SHOPIFY');
    expect(shopify.errors).toBeUndefined();
    expect(shopify.data.channelListings).toMatchObject({ totalCount: 4, page: 1, pageSize: 25 });
    expect(skus(shopify)).toEqual(['CS-0', 'CS-1', 'CS-2', 'CS-3']);
    expect(shopify.data.channelListings.edges.map((e: any) => e.node.channel)).toEqual(['SHOPIFY', 'SHOPIFY', 'SHOPIFY', 'SHOPIFY']);
    expect(skus(await page('ONBUY'))).toEqual(['CS-0', 'CS-4']);
    expect(skus(await page('EBAY'))).toEqual(['CS-5']);
  });

  it("applies the page's filters, sort and page size", async () => {
    expect(skus(await page('SHOPIFY', { listStatus: 'unlisted' }))).toEqual(['CS-3']);
    expect(skus(await page('SHOPIFY', { listStatus: 'listed', sort: '-sku' }))).toEqual(['CS-2', 'CS-1', 'CS-0']);
    expect(skus(await page('ONBUY', { search: 'CS-4' }))).toEqual(['CS-4']);
    const bad = await page('SHOPIFY', { pageSize: 30 });
    expect(bad.errors?.[0]).toMatchObject({ message: 'filter.pageSize: pageSize must be 25, 50, 100 or 250', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("never shows another seller's listings, nor lets them read the seller's", async () => {
    const theirs = await page('SHOPIFY', {}, other.token);
    expect(theirs.data?.channelListings ?? null).toBeNull();
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('queues an action on the channel named, with its count and the items as they are now', async () => {
    const res = await app.graphql(ACTION, { u: owner.user.id, input: { channel: 'SHOPIFY', action: 'DELIST', itemIds: [items[1], items[2]] } }, owner.token);
    expect(res.data.listingAction).toMatchObject({ __typename: 'ListingActionSuccess', count: 2 });
    expect(res.data.listingAction.items.map((i: any) => i.listings.find((l: any) => l.channel === 'SHOPIFY').status)).toEqual(['DELISTING', 'DELISTING']);
    const rows = await app.services.pool.query(`SELECT status FROM listings WHERE item_id = ANY($1::uuid[]) AND channel = 'SHOPIFY'`, [[items[1], items[2]]]);
    expect(rows.rows.map((r) => r.status)).toEqual(['DELISTING', 'DELISTING']);
    // The same items' other channels are untouched.
    const onbuy = await app.services.pool.query(`SELECT status FROM listings WHERE item_id = $1 AND channel = 'ONBUY'`, [items[0]]);
    expect(onbuy.rows[0].status).toBe('PUBLISHED');
  });

  it("answers each channel's refusal when the seller has not connected it, and changes nothing", async () => {
    const ebay = await app.graphql(
      ACTION,
      { u: owner.user.id, input: { channel: 'EBAY', action: 'REVISE', itemIds: [items[5]], revision: 'PRICE_ONLY' } },
      owner.token,
    );
    expect(ebay.data.listingAction).toMatchObject({ __typename: 'EbayNotAuthorizedError' });
    // OnBuy's own alert (spec 001 §5) for a seller without an OnBuy account.
    const onbuy = await app.graphql(ACTION, { u: owner.user.id, input: { channel: 'ONBUY', action: 'DELIST', itemIds: [items[4]] } }, owner.token);
    expect(onbuy.data.listingAction).toEqual({
      __typename: 'OnbuyAccountNeededError',
      message: 'You need to reauthorize your OnBuy account before you can list on OnBuy',
    });
    const rows = await app.services.pool.query(`SELECT channel, status FROM listings WHERE item_id = ANY($1::uuid[]) ORDER BY channel`, [[items[4], items[5]]]);
    expect(rows.rows).toEqual([
      { channel: 'EBAY', status: 'LISTED' },
      { channel: 'ONBUY', status: 'PUBLISHED' },
    ]);
  });

  it("refuses another seller's items and an empty selection with a message", async () => {
    const empty = await app.graphql(ACTION, { u: owner.user.id, input: { channel: 'SHOPIFY', action: 'DELIST', itemIds: [] } }, owner.token);
    expect(empty.data.listingAction).toEqual({ __typename: 'ListingValidationError', message: 'Select at least one item' });
    const forbidden = await app.graphql(ACTION, { u: owner.user.id, input: { channel: 'SHOPIFY', action: 'DELIST', itemIds: [items[0]] } }, other.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
