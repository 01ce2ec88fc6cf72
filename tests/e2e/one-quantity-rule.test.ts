// Issue 29 "One quantity rule": the quantity the Quantity & Sync card shows, the GraphQL and REST
// fields and the quantity eBay receives are one figure. From the seller's path (tests/helpers/
// seller-path.ts: a fresh UK seller imports the demo catalogue through the Amazon sandbox, connects
// eBay, subscribes, lists one item; nothing written to the database by the test), the seller sets
// the item's quantity buffer and, in the eBay settings, an eBay quantity buffer and a maximum
// quantity (preferred_list_quantity_buffer, preferred_list_quantity: 001 §3).
//
// Expected figures come from the rule as the spec and README write it, not from the code: channel
// quantity = Amazon FBA + MFN − the buffer (000 §9), less the seller's eBay buffer, never below 0,
// at most the cap (README "Continuous sync"). With Amazon 12 (FBA only), item buffer 2, eBay buffer 3
// and cap 10: 12 − 2 − 3 = 7 (under the cap). Lowering the cap to 4: 4.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import {
  connectAmazon,
  connectEbay,
  inStockItems,
  listAll,
  prepareSandboxes,
  printOutcome,
  type Seller,
  signUp,
  SITES,
  subscribe,
  uniqueHandle,
  waitForEnrichment,
  waitForImport,
} from '../helpers/seller-path.ts';
import { waitFor } from '../helpers/wait.ts';

const SELLER = SITES.UK.sellerId;
const AMAZON_QUANTITY = 12;

describe('one quantity rule: the card, GraphQL, REST and eBay agree', () => {
  let app: TestApp;
  let browser: Browser;
  let s: Seller;
  let sku: string;
  let itemId: string;
  let nodeId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    const { amazon } = await prepareSandboxes(app, { sizes: { [SELLER]: 40 } });
    // One FBA-only item at a known Amazon quantity, as Amazon reports it at the first import.
    const afn = (await amazon.items(SELLER, 0, 40)).items.find((i) => i.fulfilment === 'AFN' && i.mfnQuantity === 0 && !i.sku.includes('"'));
    if (!afn) throw new Error('the demo catalogue has no FBA-only item');
    sku = afn.sku;
    await amazon.setQuantity(SELLER, sku, { fulfillable: AMAZON_QUANTITY });

    s = await signUp(app, 'UK', 'qtyrule');
    // The terms page every new seller passes before the screens (the seller's own click, as the sign-up flow asks).
    const accepted = await app.graphql(`mutation($u:String!){ acceptTerms(userId:$u){ userId } }`, { u: s.userId }, s.token);
    if (!accepted.data?.acceptTerms) throw new Error(`acceptTerms: ${JSON.stringify(accepted.errors)}`);
    await connectAmazon(s);
    await waitForImport(s);
    // The seller leaves onboarding, so the inventory's screens are theirs.
    const finished = await app.graphql(`mutation($u:String!){ finishOnboarding(userId:$u){ userId } }`, { u: s.userId }, s.token);
    if (!finished.data?.finishOnboarding) throw new Error(`finishOnboarding: ${JSON.stringify(finished.errors)}`);
    await connectEbay(s, uniqueHandle('qtyrule'));
    await subscribe(s, ['EBAY']);
    await waitForEnrichment(s);
    const item = (await inStockItems(s)).find((i) => i.sellerSku === sku);
    if (!item) throw new Error(`${sku} was not imported in stock`);
    itemId = item.itemId;
    nodeId = item.id;
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>) => {
    const r = await app.graphql(query, variables, s.token);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };
  const saveEbaySettings = async (settings: Record<string, unknown>) => {
    const d = await gql(`mutation($s: EbaySettingsInput!){ updateEbaySettings(userId: "-", settings: $s){ __typename ... on Error { message } } }`, {
      s: settings,
    });
    expect(d.updateEbaySettings.__typename).toBe('User');
  };

  /** What eBay holds for the SKU (the offer's available quantity), read from the eBay sandbox over HTTP. */
  const ebayQuantity = async () => {
    const { api } = await sessionFor(app.services, s.userId, 'ebay');
    return (await api.offers.listForSku(sku))[0]?.availableQuantity;
  };
  const graphqlQuantities = async () => {
    const d = await gql(
      `query($id: ID!){ node(id: $id){ ... on InventoryItem { channelQuantity(channel: EBAY) channelQuantities { channel quantity } ebayListing { lastPushedQuantity } } } }`,
      { id: nodeId },
    );
    return d.node;
  };
  const restDocument = async () => {
    const r = await rest(app.url, 'GET', `/user/${s.userId}/fba-items/${itemId}`, undefined, s.token);
    expect(r.status).toBe(200);
    return r.body;
  };
  /** The listing view's Quantity & Sync card, and the inventory screen's row of the item, as the seller sees them. */
  const cardSays = async (expected: RegExp, inventoryLine: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      await signInWithToken(context, s.token);
      const page = await context.newPage();
      await page.goto(`${app.url}/account/${s.userId}/amazon-inventory/${itemId}`);
      const line = page.getByRole('region', { name: 'Quantity and sync' }).getByRole('list', { name: 'Channel quantities' }).getByRole('listitem');
      // A failing run says what the card showed instead.
      await line
        .filter({ hasText: expected })
        .waitFor({ timeout: 30_000 })
        .catch(async (err) => {
          const shown = await page.evaluate(() => document.body.textContent).catch(() => '');
          throw new Error(`${err.message}\nThe page (${page.url()}) showed: ${shown}`);
        });
      const text = (await line.first().textContent()) ?? '';
      // The inventory screen's row says the same under the item's total.
      await page.goto(`${app.url}/account/${s.userId}/amazon-inventory/`);
      await page.getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...').fill(sku);
      await page.getByRole('row').filter({ hasText: sku }).getByText(inventoryLine).waitFor({ timeout: 30_000 });
      return text;
    } finally {
      await context.close();
    }
  };

  /** Every place agrees on `expected`: eBay's offer, GraphQL, REST and the card. */
  async function allAgree(expected: number, working: string) {
    await waitFor(async () => (await ebayQuantity()) === expected, 60_000, 500).catch(async () => {
      throw new Error(`eBay holds ${await ebayQuantity()}, expected ${expected}`);
    });
    const g = await graphqlQuantities();
    expect(g.channelQuantity).toBe(expected);
    expect(g.channelQuantities.find((q: { channel: string }) => q.channel === 'EBAY').quantity).toBe(expected);
    expect(g.ebayListing.lastPushedQuantity).toBe(expected);
    const doc = await restDocument();
    expect(doc.channel_quantity).toBe(expected);
    expect(doc.channel_quantities.ebay).toBe(expected);
    const text = await cardSays(new RegExp(`eBay:\\s*gets ${expected} .*last sent ${expected}\\b`), `buffer 2 → ${expected}`);
    expect(text).toContain(`gets ${expected} (${working})`);
  }

  it('shows and pushes FBA + MFN − item buffer − eBay buffer, at most the cap', async () => {
    const buffer = await gql(`mutation($u: String!, $ids: [ID!]!){ setQuantityBuffer(userId: $u, ids: $ids, quantityBuffer: "2"){ __typename } }`, {
      u: s.userId,
      ids: [nodeId],
    });
    expect(buffer.setQuantityBuffer.__typename).toBe('SetQuantityBufferSuccess');
    await saveEbaySettings({ preferredListQuantityBuffer: 3, preferredListQuantity: 10 });

    const outcome = await listAll(s, 'EBAY', [{ id: nodeId, itemId, sellerSku: sku }]);
    printOutcome('eBay listing', outcome);
    expect(outcome.live).toBe(1);
    // 12 − 2 − 3 = 7, under the cap of 10.
    await allAgree(7, 'Amazon 12 − buffer 2 − eBay buffer 3, at most 10');

    // Shopify and OnBuy have no buffer or cap of their own in the spec: 12 − 2 = 10.
    const g = await graphqlQuantities();
    expect(g.channelQuantities.filter((q: { channel: string }) => q.channel !== 'EBAY').map((q: { quantity: number }) => q.quantity)).toEqual([10, 10]);
    expect((await restDocument()).channel_quantities).toEqual({ ebay: 7, shopify: 10, onbuy: 10 });
  });

  it('a lower cap reaches eBay and every screen alike', async () => {
    await saveEbaySettings({ preferredListQuantityBuffer: 3, preferredListQuantity: 4 });
    // 12 − 2 − 3 = 7, at most 4.
    await allAgree(4, 'Amazon 12 − buffer 2 − eBay buffer 3, at most 4');
  });
});
