// Issue 33's proof for listings: the channel that exists only in the tests (./channel.ts, an
// in-memory marketplace registered here and nowhere else) gets the seller's items listed through the
// product's listing action and push job (the real engine), and continuous sync sends it only what
// changed on Amazon (a quantity and a price, as a difference) through the inventory import and the
// sync job; the seller connects it through its own REST connect call (the legacy user JSON then
// carries its fixture_creds); GraphQL names it by its code, and Chromium shows its card on Linked
// Platforms and its listings on the generic listings page (the columns it declares) and delists from
// its bulk bar. From a fresh US seller who imports
// the demo catalogue through the Amazon sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerChannel } from '../../server/channels/registry.ts';
import { listItems } from '../../server/modules/listing-actions/actions.service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { chooseFromMenu } from '../helpers/browser.ts';
import { connectAmazon, inStockItems, prepareSandboxes, type Seller, signUp, waitForEnrichment, waitForImport } from '../helpers/seller-path.ts';
import { rest } from '../helpers/rest.ts';
import { waitFor } from '../helpers/wait.ts';
import { FIXTURE_CODE, fixtureChannel } from './channel.ts';
import { FixtureMarketplace } from './marketplace.ts';
import { sellerPage } from './seller-page.ts';

const US_SELLER = 'A1LBSANDBOXUS7Q';
const SHOP = 'listing-shop';

describe('a channel registered only by the tests lists and syncs', () => {
  let app: TestApp;
  let seller: Seller;
  let amazon: Awaited<ReturnType<typeof prepareSandboxes>>['amazon'];
  let items: { id: string; itemId: string; sellerSku: string }[];
  const market = new FixtureMarketplace();
  let unregister = () => {};

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    ({ amazon } = await prepareSandboxes(app, { sizes: { [US_SELLER]: 30 } }));
    seller = await signUp(app, 'US');
    await connectAmazon(seller);
    await waitForImport(seller);
    await waitForEnrichment(seller);
    const afn = new Set(
      (await amazon.items(US_SELLER, 0, 30)).items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 2 && !i.sku.includes('"')).map((i) => i.sku),
    );
    items = (await inStockItems(seller)).filter((i) => afn.has(i.sellerSku)).slice(0, 2);
    if (items.length < 2) throw new Error('fewer than two FBA items in stock in the demo catalogue');
    unregister = registerChannel(FIXTURE_CODE, fixtureChannel(market));
  }, 300_000);
  afterAll(async () => {
    unregister();
    await app?.close();
  });

  const listingRows = async () =>
    (
      await app.services.pool.query(
        `SELECT l.item_id, l.status, l.external_id, i.seller_sku FROM listings l JOIN inventory_items i ON i.id = l.item_id
          WHERE l.user_id = $1 AND l.channel = $2 ORDER BY i.seller_sku`,
        [seller.userId, FIXTURE_CODE],
      )
    ).rows;
  const amazonItem = async (sku: string) => (await amazon.items(US_SELLER, 0, 30)).items.find((i) => i.sku === sku)!;

  it('refuses to list before the seller connected the marketplace, naming it, and marks nothing', async () => {
    await expect(listItems(app.services, { userId: seller.userId, channel: FIXTURE_CODE, itemIds: items.map((i) => i.itemId) })).rejects.toThrow(
      'Connect your Fixture Market account first',
    );
    expect(await listingRows()).toEqual([]);
  });

  it("lists the seller's items on the marketplace through the listing action and the push job", async () => {
    // The marketplace's authorisation through the channel's own REST connect call (its registry entry's connectRoutes).
    const bad = await rest(app.url, 'POST', `/user/${seller.userId}/fixture-market/connect`, { shop: 'Not A Shop!' }, seller.token);
    expect(bad.status).toBe(400);
    expect(market.shopOf(seller.userId)).toBeNull();
    const connected = await rest(app.url, 'POST', `/user/${seller.userId}/fixture-market/connect`, { shop: SHOP }, seller.token);
    expect(connected.status).toBe(200);
    // The legacy user JSON carries the channel's creds as its entry words them, beside Amazon's.
    expect(connected.body.settings.fixture_creds).toEqual({ shop: SHOP, authorized: true });
    expect(connected.body.settings.sp_creds).toMatchObject({ selling_partner_id: US_SELLER });
    const result = await listItems(app.services, { userId: seller.userId, channel: FIXTURE_CODE, itemIds: items.map((i) => i.itemId) });
    expect(result.count).toBe(2);
    const rows = await waitFor(async () => {
      const r = await listingRows();
      return r.length === 2 && r.every((x) => x.status === 'LISTED') ? r : null;
    }, 120_000);
    for (const row of rows) {
      const a = await amazonItem(row.seller_sku);
      // The marketplace holds the listing with Amazon's stock and price (the channel's pricing is Amazon's price).
      expect(market.listing(SHOP, row.seller_sku)).toMatchObject({
        id: row.external_id,
        quantity: a.fba.fulfillable + (a.mfnQuantity ?? 0),
        priceCents: a.priceCents,
      });
    }
    // A second request for the same items marks nothing: they are live already.
    expect((await listItems(app.services, { userId: seller.userId, channel: FIXTURE_CODE, itemIds: items.map((i) => i.itemId) })).count).toBe(0);
  }, 180_000);

  it("sends only what changed on Amazon: one item's new quantity and price, the other untouched", async () => {
    const [changed, same] = [items[0]!.sellerSku, items[1]!.sellerSku];
    const before = { ...market.listing(SHOP, same)! };
    const was = market.listing(SHOP, changed)!;
    const quantity = was.quantity === 1 ? 2 : 1;
    const priceCents = was.priceCents + 101;
    await amazon.setQuantity(US_SELLER, changed, { fulfillable: quantity });
    await amazon.setPrice(US_SELLER, changed, priceCents);
    market.calls.length = 0;

    // The seller refreshes the inventory: the import reads Amazon, the change feed marks the listing and the sync job pushes.
    const refresh = await app.graphql(`mutation($u:String!){ refreshInventory(userId:$u){ __typename } }`, { u: seller.userId }, seller.token);
    expect(refresh.errors).toBeUndefined();
    await waitFor(async () => {
      const l = market.listing(SHOP, changed)!;
      return l.quantity === quantity && l.priceCents === priceCents ? l : null;
    }, 180_000);

    expect(market.listing(SHOP, same)).toEqual(before);
    expect(market.calls.flatMap((c) => c.skus)).not.toContain(same);
    expect(market.calls.map((c) => c.call).sort()).toEqual(['setPrices', 'setQuantities']);
    // The sync records what it sent once the marketplace has answered: the marketplace holds the
    // change a moment before the history does.
    const history = await waitFor(async () => {
      const r = await app.services.pool.query(
        `SELECT field, new_value FROM listing_changes c JOIN inventory_items i ON i.id = c.item_id
          WHERE c.user_id = $1 AND c.channel = $2 AND i.seller_sku = $3 ORDER BY field`,
        [seller.userId, FIXTURE_CODE, changed],
      );
      return r.rows.length >= 2 ? r : null;
    }, 30_000);
    expect(history.rows).toEqual([
      { field: 'PRICE', new_value: priceCents },
      { field: 'QUANTITY', new_value: quantity },
    ]);
  }, 240_000);
  it('is named by its code in GraphQL: the channels query shows what it declares; a code no channel has is refused, changing nothing', async () => {
    const channels = await app.graphql(`{ channels { code name segment listingColumns bulkActions hasSales } }`, {}, seller.token);
    expect(channels.errors).toBeUndefined();
    // The spec's channels at their routes' segments (listings/ebay, …), then the one registered here.
    expect(channels.data?.channels.map((c: { code: string; segment: string }) => [c.code, c.segment])).toEqual([
      ['EBAY', 'ebay'],
      ['SHOPIFY', 'shopify'],
      ['ONBUY', 'onbuy'],
      [FIXTURE_CODE, 'fixture-market'],
    ]);
    expect(channels.data?.channels[3]).toEqual({
      code: FIXTURE_CODE,
      name: 'Fixture Market',
      segment: 'fixture-market',
      listingColumns: ['QUANTITY', 'PRICE', 'STATUS'],
      bulkActions: ['DELIST'],
      hasSales: true,
    });

    const page = `query($u:String!,$c:String){ channelListings(userId:$u, channelCode:$c){ totalCount } }`;
    expect((await app.graphql(page, { u: seller.userId, c: FIXTURE_CODE }, seller.token)).data?.channelListings.totalCount).toBe(2);
    const unknown = await app.graphql(page, { u: seller.userId, c: 'NOPE' }, seller.token);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'No channel has the code "NOPE"', extensions: { code: 'BAD_USER_INPUT' } });
    const both = await app.graphql(
      `query($u:String!){ channelListings(userId:$u, channel: EBAY, channelCode:"${FIXTURE_CODE}"){ totalCount } }`,
      { u: seller.userId },
      seller.token,
    );
    expect(both.errors?.[0]?.message).toBe('Name the channel once: channel or channelCode, not both');

    // The inventory and its sync panel of a seller with listings there keep answering: lists typed with the spec's enum leave the channel out.
    const inventory = await app.graphql(
      `query($u:String!){ syncHealth(userId:$u){ channel } inventory(userId:$u, first: 50){ edges { node { listings { channel status } } } } }`,
      { u: seller.userId },
      seller.token,
    );
    expect(inventory.errors).toBeUndefined();
    expect(inventory.data?.syncHealth).toEqual([]);

    const before = await listingRows();
    const action = await app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ listingAction(userId:$u, input:{channelCode:"NOPE", action: DELIST, itemIds:$ids}){ __typename } }`,
      { u: seller.userId, ids: items.map((i) => i.itemId) },
      seller.token,
    );
    expect(action.errors?.[0]?.message).toBe('No channel has the code "NOPE"');
    expect(await listingRows()).toEqual(before);
  });

  it('shows its card on Linked Platforms, its listings on the generic listings page with the columns it declares, delists one from its bulk bar, its status panel on the item view and chip on the inventory, and has a Sales menu entry', async () => {
    const { page, close } = await sellerPage(app, seller);
    try {
      // Its card on Linked Platforms, after the spec's four: what its registry entry declares.
      await page.goto(`${app.url}/account/${seller.userId}/settings/linked-platforms`);
      await page.getByRole('heading', { name: 'Linked Platforms' }).waitFor();
      await page.getByText('Fixture Market is authorized.').waitFor();
      await page.getByText(`Shop: ${SHOP}`).waitFor();

      await page.goto(`${app.url}/account/${seller.userId}/listings/fixture-market/`);
      await page.getByRole('heading', { name: 'Fixture Market Listings' }).waitFor();
      const table = page.getByRole('table', { name: 'Fixture Market listings' });
      await page.getByText('1–2 of 2 listings').waitFor();
      const headers = (await table.getByRole('columnheader').allTextContents()).join(' | ');
      expect(headers).toContain('Qty');
      expect(headers).toContain('Price');
      expect(headers).toContain('Status');
      expect(headers).not.toContain('Sales');
      for (const i of items) {
        const row = table.getByRole('row').filter({ hasText: i.sellerSku });
        // The marketplace's listing id, and the status in words.
        expect(await row.textContent()).toContain(market.listing(SHOP, i.sellerSku)!.id);
        expect(await row.getByTestId('listing-status').textContent()).toBe('Listed');
      }

      const [gone, kept] = [items[0]!.sellerSku, items[1]!.sellerSku];
      await page.getByRole('checkbox', { name: `Select ${gone}`, exact: true }).check({ force: true });
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Delist' }).click();
      await page.getByText('Queued 1 Fixture Market listings for delisting').first().waitFor();
      await waitFor(async () => (market.listing(SHOP, gone) ? null : true), 60_000, 100);
      expect(market.listing(SHOP, kept)).toBeDefined();

      // The item view's status panel of the channel, from its name alone: the kept listing with the
      // marketplace's id and its Delist; the delisted item 'Not Listed' with 'List on Fixture Market'.
      const keptItem = items.find((i) => i.sellerSku === kept)!;
      await page.goto(`${app.url}/account/${seller.userId}/amazon-inventory/${keptItem.itemId}`);
      const panel = page.getByRole('region', { name: 'Fixture Market Status' });
      await panel.getByText(market.listing(SHOP, kept)!.id, { exact: true }).waitFor();
      await panel.getByText('Listed', { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Delist from Fixture Market' }).waitFor();
      const goneItem = items.find((i) => i.sellerSku === gone)!;
      await page.goto(`${app.url}/account/${seller.userId}/amazon-inventory/${goneItem.itemId}`);
      await panel.getByText('Not Listed').waitFor();
      await panel.getByRole('button', { name: 'List on Fixture Market' }).waitFor();

      // The inventory's status chips: one for the channel after the spec's three.
      await page.goto(`${app.url}/account/${seller.userId}/amazon-inventory?search=${encodeURIComponent(kept)}`);
      await page.getByLabel('Fixture Market: Listed').first().waitFor();
      await page.getByLabel('eBay: Not Listed').first().waitFor();

      // The Sales menu lists the channel from the registry too: its (empty) Sales page.
      await chooseFromMenu(
        page,
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sales' }),
        'Fixture Market',
        /\/sales\/fixture-market\//,
      );
      await page.getByRole('heading', { name: 'Fixture Market Sales' }).waitFor();
      await page.getByText('No Sales Found').waitFor();
    } finally {
      await close();
    }
  }, 90_000);
});
