// Issue 33's proof for orders: a channel that exists only in the tests (an in-memory marketplace,
// registered here and nowhere else) gets its order imported, fulfilled by Amazon's Multi-Channel
// Fulfilment (the Amazon sandbox) and its tracking uploaded, all through the product's own webhook
// handler, jobs (sales__import, sales__fulfil, sales__track run by the worker) and sales module;
// Chromium shows the sale on the generic Sales page. From a fresh US seller who imports the demo catalogue through the Amazon sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerChannel } from '../../server/channels/registry.ts';
import { sessionFor } from '../../server/modules/connections/sessions.ts';
import { handleChannelWebhook } from '../../server/modules/webhooks/inbound.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { connectAmazon, inStockItems, prepareSandboxes, type Seller, signUp, waitForImport } from '../helpers/seller-path.ts';
import { rest } from '../helpers/rest.ts';
import { waitFor } from '../helpers/wait.ts';
import { FIXTURE_CODE, FIXTURE_FEE, fixtureChannel } from './channel.ts';
import { FixtureMarketplace } from './marketplace.ts';
import { sellerPage } from './seller-page.ts';

const US_SELLER = 'A1LBSANDBOXUS7Q';
const SHOP = 'corner-shop';
const BUYER = { name: 'Pat Buyer', addressLine1: '1 Main St', city: 'Seattle', stateOrRegion: 'WA', postalCode: '98101', countryCode: 'US' };

describe('a channel registered only by the tests', () => {
  let app: TestApp;
  let seller: Seller;
  let sku: string;
  const market = new FixtureMarketplace();
  let unregister = () => {};

  beforeAll(async () => {
    // The first tracking poll 200 ms after the MCF order (the product's default is a minute).
    app = await startTestApp({ SANDBOXES: 'auto', SALES_TRACK_DELAY_MS: '200' });
    const { amazon } = await prepareSandboxes(app, { sizes: { [US_SELLER]: 30 } });
    // MCF orders move a status every 50 ms in the sandbox (Amazon: hours).
    await amazon.settings({ mcfStepMs: 50 });
    seller = await signUp(app, 'US');
    await connectAmazon(seller);
    await waitForImport(seller);
    const fba = new Set(
      (await amazon.items(US_SELLER, 0, 30)).items.filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 1 && !i.sku.includes('"')).map((i) => i.sku),
    );
    const item = (await inStockItems(seller)).find((i) => fba.has(i.sellerSku));
    if (!item) throw new Error('no FBA item in stock in the demo catalogue');
    sku = item.sellerSku;
    market.connect(SHOP, seller.userId);
    unregister = registerChannel(FIXTURE_CODE, fixtureChannel(market));
  }, 240_000);
  afterAll(async () => {
    unregister();
    await app?.close();
  });

  const saleOf = async (orderId: string) =>
    (
      await app.services.pool.query(
        `SELECT id, status, carrier, tracking_number, seller_fulfillment_order_id FROM sales WHERE user_id = $1 AND channel = $2 AND order_id = $3`,
        [seller.userId, FIXTURE_CODE, orderId],
      )
    ).rows;

  it("imports the marketplace's order on its webhook, has Amazon ship it and uploads the tracking once", async () => {
    const order = market.placeOrder(SHOP, BUYER, [{ sku, quantity: 1, unitPriceCents: 2500 }]);
    const delivery = market.webhook(SHOP, 'order.created');
    expect(await handleChannelWebhook(app.services, FIXTURE_CODE, delivery.raw, delivery.headers)).toMatchObject({
      status: 'applied',
      duplicate: false,
      changed: 1,
    });
    // The marketplace delivers it again: acknowledged, applied once.
    expect(await handleChannelWebhook(app.services, FIXTURE_CODE, delivery.raw, delivery.headers)).toMatchObject({ status: 'applied', duplicate: true });

    // The marketplace holds the shipment as soon as the upload call reaches it; the sale records
    // it once the call has answered, a moment later.
    const shipment = await waitFor(async () => market.shipment(order.id), 120_000, 250);
    await waitFor(async () => (await saleOf(order.id)).some((s) => s.status === 'FULFILLED'), 30_000, 100);
    const [sale, ...more] = await saleOf(order.id);
    expect(more).toEqual([]);
    expect(sale).toMatchObject({ status: 'FULFILLED', seller_fulfillment_order_id: `LB-${FIXTURE_CODE}-${order.id}` });
    expect(shipment).toEqual({ orderId: order.id, carrier: sale.carrier, trackingNumber: sale.tracking_number, lines: [{ lineId: 'L1', quantity: 1 }] });

    // Amazon holds the MCF order for the buyer's address and the line's SKU.
    const amazon = await sessionFor(app.services, seller.userId, 'amazon');
    const mcf = await amazon.api.getFulfillmentOrder(sale.seller_fulfillment_order_id);
    expect(mcf.fulfillmentOrder.destinationAddress).toMatchObject({ name: 'Pat Buyer', postalCode: '98101', countryCode: 'US' });
    expect(mcf.fulfillmentOrderItems.map((i) => [i.sellerSku, i.quantity])).toEqual([[sku, 1]]);

    // The seller's sale detail tells the same story, and names the marketplace's fee as not counted.
    const detail = await app.graphql(
      `query($u:String!,$id:String!){ saleDetail(userId:$u, saleId:$id){ channel status timeline { event } profit { revenueCents notCounted } } }`,
      { u: seller.userId, id: sale.id },
      seller.token,
    );
    expect(detail.data?.saleDetail).toMatchObject({
      channel: FIXTURE_CODE,
      status: 'FULFILLED',
      timeline: [{ event: 'ordered' }, { event: 'MCF order created' }, { event: 'shipped' }, { event: 'tracking sent' }],
      profit: { revenueCents: 2500, notCounted: expect.arrayContaining([FIXTURE_FEE]) },
    });
  }, 180_000);

  it('shows the sale on the generic Sales page (sales/{segment}), fulfilled, with its tracking', async () => {
    const [sale] = (
      await app.services.pool.query(`SELECT order_id, tracking_number, seller_fulfillment_order_id FROM sales WHERE user_id = $1 AND channel = $2`, [
        seller.userId,
        FIXTURE_CODE,
      ])
    ).rows;
    const { page, close } = await sellerPage(app, seller);
    try {
      await page.goto(`${app.url}/account/${seller.userId}/sales/fixture-market/`);
      await page.getByRole('heading', { name: 'Fixture Market Sales' }).waitFor();
      const row = page.getByRole('table', { name: 'Fixture Market sales' }).getByRole('row').filter({ hasText: sale.order_id });
      await row.waitFor();
      const text = await row.textContent();
      expect(text).toContain(sku);
      expect(text).toContain(`FBA ID: ${sale.seller_fulfillment_order_id}`);
      expect(text).toContain(`Tracking: ${sale.tracking_number}`);
      // Its Export Sales: the REST export at its own segment, as the spec's channels have theirs.
      expect(await page.getByRole('link', { name: 'Export Sales' }).getAttribute('href')).toBe(`/api/v1/user/${seller.userId}/fixture-market-sales/export`);
      // A segment no channel has is the not-found page.
      await page.goto(`${app.url}/account/${seller.userId}/sales/no-such-market/`);
      await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    } finally {
      await close();
    }
  }, 60_000);

  it("exports its sales over REST at {segment}-sales/export with the spec's columns, and refreshes them; another seller is refused", async () => {
    const [sale] = (
      await app.services.pool.query(`SELECT order_id, tracking_number FROM sales WHERE user_id = $1 AND channel = $2`, [seller.userId, FIXTURE_CODE])
    ).rows;
    const csv = await fetch(`${app.url}/api/v1/user/${seller.userId}/fixture-market-sales/export`, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="fixture-market_sales.csv"');
    const lines = (await csv.text()).trim().split('\n');
    // The columns of the spec's sales export (001 §7, with issue 30's money columns), one row per sale line.
    expect(lines[0]).toBe(
      'seller_sku,title,order_id,sold_at,quantity,price,order_total,currency,payment_status,fulfilment,fba_id,fulfillment_status,carrier,tracking_number,fulfilled_at,paid,channel_fee,mcf_fee,profit',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(sku);
    expect(lines[1]).toContain(sale.order_id);
    expect(lines[1]).toContain(sale.tracking_number);

    const refresh = await rest(app.url, 'POST', `/user/${seller.userId}/fixture-market-sales/refresh`, {}, seller.token);
    expect(refresh).toMatchObject({ status: 200, body: { success: true } });
    const other = await signUp(app, 'US');
    expect((await rest(app.url, 'GET', `/user/${seller.userId}/fixture-market-sales/export`, undefined, other.token)).status).toBe(403);
    // A segment no channel has is no route.
    expect((await rest(app.url, 'GET', `/user/${seller.userId}/no-such-market-sales/export`, undefined, seller.token)).status).toBe(404);
  });

  it('refuses a delivery whose signature does not verify, and imports nothing for it', async () => {
    const order = market.placeOrder(SHOP, BUYER, [{ sku, quantity: 1, unitPriceCents: 2500 }]);
    const forged = market.webhook(SHOP, 'order.created');
    forged.headers['x-fixture-signature'] = '00'.repeat(32);
    expect(await handleChannelWebhook(app.services, FIXTURE_CODE, forged.raw, forged.headers)).toEqual({
      status: 'refused',
      httpStatus: 401,
      reason: 'Invalid webhook signature',
    });
    const queued = await app.services.pool.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [
      `sales-import:${FIXTURE_CODE}:${seller.userId}`,
    ]);
    expect(queued.rows[0].n).toBe(0);
    expect(await saleOf(order.id)).toEqual([]);
  });
});
