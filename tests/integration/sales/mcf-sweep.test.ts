// Issue 31, "MCF within budget": a sale is placed at Amazon exactly once when its notification
// (Shopify's orders/create) and its poll (the minute import) both arrive, and its tracking comes
// back through the seller's tracking sweep (one listAllFulfillmentOrders since the last sweep,
// details only for the orders Amazon finished) and reaches Shopify once. From the seller's path: a
// fresh US seller imports the demo catalogue through the Amazon sandbox, installs the app on a shop,
// subscribes, turns on automatic fulfilment and lists one FBA item; a buyer orders it in the shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../../server/jobs/enqueue.ts';
import { sessionFor } from '../../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { prepareSandboxes, type Seller } from '../../helpers/seller-path.ts';
import { shopifyFbaSeller, US_SELLER } from '../../helpers/shopify-fba-seller.ts';
import { waitFor } from '../../helpers/wait.ts';

describe('MCF: placed once, tracked by the seller’s sweep, tracking on Shopify once', () => {
  let app: TestApp;
  let seller: Seller;
  let shop: string;
  let sku: string;
  let shopifyUrl: string;
  let amazon: Awaited<ReturnType<typeof prepareSandboxes>>['amazon'];

  beforeAll(async () => {
    // The sweep follows a placed sale after SALES_TRACK_DELAY_MS (a minute in production).
    app = await startTestApp({ SANDBOXES: 'auto', SALES_TRACK_DELAY_MS: '3000' });
    let urls: Awaited<ReturnType<typeof prepareSandboxes>>['urls'];
    ({ urls, amazon } = await prepareSandboxes(app, { sizes: { [US_SELLER]: 30 } }));
    await amazon.settings({ mcfStepMs: 1000 });
    shopifyUrl = urls.shopify;
    ({ seller, shop, sku } = await shopifyFbaSeller(app, amazon, 'mcf-sweep', 'mcfsweep'));
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('the notification and the poll make one sale and one MCF order; the sweep brings the tracking back once', async () => {
    await amazon.clearRequests();
    const placed = await fetch(`${shopifyUrl}/__sandbox/shops/${shop}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ sku, quantity: 1 }] }),
    });
    expect(placed.status).toBe(201);
    const { name, orderId } = (await placed.json()) as { name: string; orderId: string };
    const orderNumber = orderId.split('/').pop()!;
    // orders/create has queued the import; the minute poll's import arrives as well.
    await enqueue(app.services.pool, 'sales__import', { userId: seller.userId, channel: 'SHOPIFY' }, { jobKey: `sales-import-poll:${seller.userId}` });

    const fulfilled = await waitFor(
      async () => {
        const r = await app.graphql(
          `query($u:String!,$q:String){ shopifySales(userId:$u, search:$q){ totalCount sales { id name status fbaId trackingNumber lastError } } }`,
          { u: seller.userId, q: name },
          seller.token,
        );
        const page = r.data?.shopifySales;
        const s = page?.sales?.find((x: { name: string }) => x.name === name);
        return s && ['FULFILLED', 'UNFULFILLABLE', 'CANCELLED', 'SKIPPED'].includes(s.status) ? { ...s, count: page.totalCount } : null;
      },
      150_000,
      1000,
    );
    expect(fulfilled).toMatchObject({ status: 'FULFILLED', lastError: null, count: 1 });
    expect(fulfilled.trackingNumber).toBeTruthy();

    // Amazon holds one MCF order for it, created by one call.
    const mcf = (await amazon.fulfillmentOrders(US_SELLER)).fulfillmentOrders.filter((o) => o.sellerFulfillmentOrderId === `LB-SHOPIFY-${orderNumber}`);
    expect(mcf).toHaveLength(1);
    const journal = await amazon.requests();
    const creates = journal.filter((j) => j.operation === 'createFulfillmentOrder' && j.status === 200);
    expect(creates).toHaveLength(1);
    // Tracking came from the sweep: at least one list call, and one detail read for the shipped order
    // after the placing (plus the look-up before creating), not a poll chain.
    const lists = journal.filter((j) => j.operation === 'listAllFulfillmentOrders');
    const details = journal.filter((j) => j.operation === 'getFulfillmentOrder');
    console.log(`MCF calls for one order: ${journal.filter((j) => /Fulfillment/.test(j.operation)).length} (${lists.length} list, ${details.length} details)`);
    expect(lists.length).toBeGreaterThanOrEqual(1);
    expect(details).toHaveLength(2);
    expect(journal.some((j) => j.status === 429)).toBe(false);

    // On Shopify the order is fulfilled, and the sale's timeline says the tracking went once.
    const shopify = await sessionFor(app.services, seller.userId, 'shopify');
    const onShopify = (await shopify.api.orders(`id:${orderNumber}`, 1)).nodes[0]!;
    expect(onShopify.displayFulfillmentStatus).toBe('FULFILLED');
    const detail = await app.graphql(
      `query($u:String!,$s:String!){ saleDetail(userId:$u, saleId:$s){ timeline { event } } }`,
      { u: seller.userId, s: fulfilled.id },
      seller.token,
    );
    const events = (detail.data?.saleDetail?.timeline ?? []).map((t: { event: string }) => t.event);
    expect(events.filter((e: string) => e === 'tracking sent')).toHaveLength(1);
    expect(events.filter((e: string) => e === 'MCF order created')).toHaveLength(1);
  }, 240_000);
});
