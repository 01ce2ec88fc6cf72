// Issue 31, "merchant-fulfilled stock and prices": a seller's own quantity and Amazon price changed
// in Seller Central reach eBay through the worker's poll (Listings Items API searchListingsItems,
// lastUpdatedAfter), not the six-hourly import and without a manual refresh. "Amazon changes
// sooner": an FBA change seen through getInventorySummaries' startDateTime is pushed by a poll that
// follows the last one by seconds (INVENTORY_CHANGES_POLL_MS), not by the next minute's cron.
// From the seller's path (tests/helpers/seller-path.ts: a fresh UK seller imports the demo
// catalogue through the Amazon sandbox, connects eBay, subscribes, lists one merchant-fulfilled
// item; nothing written to the database by the test). The issue's own case: 80 → 33 units and
// £12.00 → £13.99. The seller's pricing formula is 1 × the Amazon price (+ 0), so eBay's price is
// the Amazon price itself (README "Continuous sync": the channel's pricing from the Amazon price).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
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
} from '../../helpers/seller-path.ts';
import { waitFor } from '../../helpers/wait.ts';

const SELLER = SITES.UK.sellerId;

describe('acceptance: Seller Central changes reach eBay through the minute poll', () => {
  let app: TestApp;
  let s: Seller;
  let sku: string;
  let fbaSku: string;
  let amazon: Awaited<ReturnType<typeof prepareSandboxes>>['amazon'];

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    ({ amazon } = await prepareSandboxes(app, { sizes: { [SELLER]: 40 } }));
    const mfn = (await amazon.items(SELLER, 0, 40)).items.find((i) => i.fulfilment === 'MFN' && i.mfnQuantity > 0 && !i.sku.includes('"'));
    if (!mfn) throw new Error('the demo catalogue has no merchant-fulfilled item in stock');
    sku = mfn.sku;
    const afn = (await amazon.items(SELLER, 0, 40)).items.find(
      (i) => i.fulfilment === 'AFN' && i.mfnQuantity === 0 && i.fba.fulfillable > 0 && !i.sku.includes('"'),
    );
    if (!afn) throw new Error('the demo catalogue has no FBA item in stock');
    fbaSku = afn.sku;
    // What Seller Central shows before the first import.
    await amazon.setQuantity(SELLER, sku, { mfn: 80 });
    await amazon.setPrice(SELLER, sku, 1200);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function ebayOffer(of = sku) {
    const { api } = await sessionFor(app.services, s.userId, 'ebay');
    const [offer] = await api.offers.listForSku(of);
    return { quantity: offer?.availableQuantity, price: offer?.pricingSummary?.price?.value };
  }

  it('an MFN quantity and a price changed on Amazon are on eBay within the next polls', async () => {
    s = await signUp(app, 'UK', 'sellercentral');
    await connectAmazon(s);
    await waitForImport(s);
    await connectEbay(s, uniqueHandle('sc'));
    await subscribe(s, ['EBAY']);
    const formula = await rest(
      app.url,
      'POST',
      `/user/${s.userId}/settings`,
      { pricing_option: 'formula', pricing_formula: { item_multiplier: 1, fba_ship_multiplier: 0, constant_add: 0 } },
      s.token,
    );
    expect(formula.status).toBe(200);
    await waitForEnrichment(s);
    const picked = (await inStockItems(s)).filter((i) => i.sellerSku === sku || i.sellerSku === fbaSku);
    expect(picked.length).toBe(2);
    const outcome = await listAll(s, 'EBAY', picked);
    printOutcome('eBay listing', outcome);
    expect(outcome.live).toBe(2);
    await waitFor(async () => (await ebayOffer()).quantity === 80, 30_000, 500);
    expect(await ebayOffer()).toEqual({ quantity: 80, price: '12.00' });

    // The seller changes both in Seller Central; nobody refreshes anything.
    await amazon.setQuantity(SELLER, sku, { mfn: 33 });
    await amazon.setPrice(SELLER, sku, 1399);
    const t0 = Date.now();
    // The minute cron polls, the sync's debounce follows: two minutes is ample on a loaded machine.
    await waitFor(
      async () => {
        const o = await ebayOffer();
        return o.quantity === 33 && o.price === '13.99';
      },
      180_000,
      1_000,
    );
    console.log(`Seller Central change on eBay ${((Date.now() - t0) / 1000).toFixed(1)} s after it was made`);
    expect(await ebayOffer()).toEqual({ quantity: 33, price: '13.99' });
  }, 600_000);

  it('an FBA change seen through startDateTime is pushed by the follow-up poll, not the minute cron', async () => {
    await amazon.clearRequests();
    await amazon.setQuantity(SELLER, fbaSku, { fulfillable: 4 });
    await waitFor(async () => (await ebayOffer(fbaSku)).quantity === 4, 180_000, 500);
    expect((await ebayOffer(fbaSku)).quantity).toBe(4);
    // The polls the seller's token made since: the minute cron alone polls once a minute; the
    // follow-up polls run a few seconds apart. Each poll asks from the previous poll's start (less
    // the overlap), so the steps between their startDateTimes are the steps between polls.
    const polls = async () => (await amazon.requests()).filter((r) => r.operation === 'getInventorySummaries' && r.query.startDateTime);
    expect((await polls()).some((r) => JSON.stringify(r.response).includes(fbaSku))).toBe(true);
    await waitFor(async () => (await polls()).length >= 3, 55_000, 500);
    const starts = (await polls()).map((r) => Date.parse(r.query.startDateTime![0]!));
    const steps = starts.slice(1).map((t, i) => t - starts[i]!);
    console.log(`${starts.length} startDateTime polls; steps ${steps.map((g) => (g / 1000).toFixed(1)).join(', ')} s`);
    expect(starts.length).toBeGreaterThanOrEqual(3);
    expect(steps.every((g) => g < 60_000)).toBe(true);
  }, 300_000);
});
