// Issue 31, "merchant-fulfilled stock and prices": a seller's own quantity and Amazon price changed
// in Seller Central reach eBay through the worker's minute poll (Listings Items API
// searchListingsItems, lastUpdatedAfter), not the six-hourly import and without a manual refresh.
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
  let amazon: Awaited<ReturnType<typeof prepareSandboxes>>['amazon'];

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    ({ amazon } = await prepareSandboxes(app, { sizes: { [SELLER]: 40 } }));
    const mfn = (await amazon.items(SELLER, 0, 40)).items.find((i) => i.fulfilment === 'MFN' && i.mfnQuantity > 0 && !i.sku.includes('"'));
    if (!mfn) throw new Error('the demo catalogue has no merchant-fulfilled item in stock');
    sku = mfn.sku;
    // What Seller Central shows before the first import.
    await amazon.setQuantity(SELLER, sku, { mfn: 80 });
    await amazon.setPrice(SELLER, sku, 1200);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function ebayOffer() {
    const { api } = await sessionFor(app.services, s.userId, 'ebay');
    const [offer] = await api.offers.listForSku(sku);
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
    const item = (await inStockItems(s)).find((i) => i.sellerSku === sku);
    expect(item).toBeDefined();
    const outcome = await listAll(s, 'EBAY', [item!]);
    printOutcome('eBay listing', outcome);
    expect(outcome.live).toBe(1);
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
    console.log(`Seller Central change on eBay ${((Date.now() - t0) / 1000).toFixed(1)} s after it was made (the minute poll bounds it)`);
    expect(await ebayOffer()).toEqual({ quantity: 33, price: '13.99' });
  }, 600_000);
});
