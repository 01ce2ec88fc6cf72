// Issue 16's loop for Shopify over real HTTP: a customer's order in the Shopify sandbox reaches
// ListBridge as orders/create (which queues the seller's import) and becomes one sale (a re-poll
// changes nothing), Amazon ships it through MCF, and the tracking reaches Shopify once as a
// fulfilment. The Shopify Sales page and REST show it to its seller only; customers/redact erases
// the buyer's name and address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmConsentWithoutBrowser } from '../../../sandbox/amazon/control-client.ts';
import { encryptSecret } from '../../../server/crypto/secrets.ts';
import { amazonConfigFromEnv, createAmazonClient } from '../../../server/integrations/amazon/index.ts';
import { sessionFor } from '../../../server/modules/connections/connections.service.ts';
import { fulfilSale, trackSale } from '../../../server/modules/sales/fulfilment.service.ts';
import { importShopifyOrders } from '../../helpers/channel-orders.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { shopifySeller, type ShopifySeller } from '../listings/shopify-pages-seller.ts';
import { amazonControl } from '../sync/sync-seller.ts';

const UK_SELLER = 'A2LBSANDBOXUK4M';
const UK_MARKET = 'A1F83G8C2ARO7P';

describe('Shopify sales fulfilled by Amazon', () => {
  let app: TestApp;
  let seller: ShopifySeller;
  let sku: string;
  let orderNumber: string;
  let orderName: string;

  const sandbox = (path: string, body: unknown) => {
    const base = new URL(app.services.clients.shopify!.shopUrlTemplate.replace('{shop}', seller.shop)).origin;
    return fetch(`${base}/__sandbox/shops/${seller.shop}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  };
  /** The sale of the order this test placed (the sandbox shop's seeded orders of the last minutes are imported too). */
  const sales = async () =>
    (await app.services.pool.query(`SELECT * FROM sales WHERE user_id = $1 AND channel = 'SHOPIFY' AND order_id = $2`, [seller.user.id, orderNumber])).rows;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    seller = await shopifySeller(app);
    await app.services.pool.query(
      `UPDATE users SET settings = COALESCE(settings, '{}'::jsonb) || '{"shopify_settings": {"automatic_fulfillment": true, "shopify_blank_box": "required", "shopify_block_amzl": "enabled"}}'::jsonb WHERE id = $1`,
      [seller.user.id],
    );
    const amazon = createAmazonClient(amazonConfigFromEnv(app.services.config)!);
    const consent = await confirmConsentWithoutBrowser(amazon.consentUrl(`state-${seller.user.id}`), UK_SELLER);
    const tokens = await amazon.exchangeCode(consent.code, `${app.services.config.publicUrl}/spapi-auth`);
    await app.services.prisma.connection.create({
      data: {
        userId: seller.user.id,
        kind: 'AMAZON',
        accountId: UK_SELLER,
        marketplace: UK_MARKET,
        refreshToken: encryptSecret(app.services.config.encryptionKey, tokens.refreshToken),
      },
    });
    const control = amazonControl(app);
    await control.setCatalogueSize(UK_SELLER, 200);
    await control.settings({ mcfStepMs: 50 });
    const item = (await control.items(UK_SELLER, 0, 200)).items.find((i) => i.fulfilment === 'AFN' && !i.sku.includes('"'))!;
    sku = item.sku;
    await control.setQuantity(UK_SELLER, sku, { fulfillable: 5 });
    await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, item_type, fba_quantity) VALUES ($1, $2, $3, 'Skillet', 'FBA', 5)`,
      [seller.user.id, sku, item.asin],
    );
    // The product in the shop, so a customer can order it.
    const shopify = await sessionFor(app.services, seller.user.id, 'shopify');
    const set = await shopify.api.productSet({
      title: 'Skillet',
      productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
      variants: [{ optionValues: [{ optionName: 'Title', name: 'Default Title' }], sku, price: '24.50' }],
    });
    expect(set.userErrors).toEqual([]);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('orders/create queues the import; the order becomes one sale, ships with MCF, and its tracking reaches Shopify once', async () => {
    const placed = await sandbox('/orders', { lines: [{ sku, quantity: 2 }] });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { orderId: string; name: string; deliveries: { attempts: { status: number }[] }[] };
    orderNumber = order.orderId.split('/').pop()!;
    orderName = order.name;
    expect(order.deliveries.map((d) => d.attempts[0]!.status)).toEqual([200]);
    // The worker is off: the import the webhook queued waits for it (the test runs the import itself).
    const jobs = await app.services.pool.query(`SELECT key FROM graphile_worker.jobs WHERE task_identifier = 'sales__import' AND key = $1`, [
      `sales-import:SHOPIFY:${seller.user.id}`,
    ]);
    expect(jobs.rows).toHaveLength(1);

    // Shopify retries a delivery it thinks failed, with the same X-Shopify-Webhook-Id: applied once.
    const base = new URL(app.services.clients.shopify!.shopUrlTemplate.replace('{shop}', seller.shop)).origin;
    const { deliveries } = (await (await fetch(`${base}/__sandbox/webhooks/deliveries`)).json()) as {
      deliveries: { id: string; topic: string; shop: string }[];
    };
    const delivery = deliveries.filter((d) => d.topic === 'orders/create' && d.shop === seller.shop).at(-1)!;
    const again = await fetch(`${base}/__sandbox/webhooks/deliveries/${delivery.id}/redeliver`, { method: 'POST' });
    expect(((await again.json()) as { attempts: { status: number }[] }).attempts.at(-1)!.status).toBe(200);
    const seen = await app.services.pool.query(`SELECT count(*)::int AS n FROM inbound_webhooks WHERE provider = 'shopify' AND delivery_id = $1`, [
      delivery.id,
    ]);
    expect(seen.rows[0].n).toBe(1);

    const first = await importShopifyOrders(app.services, seller.user.id);
    expect(first.created).toBeGreaterThanOrEqual(1);
    expect(await importShopifyOrders(app.services, seller.user.id)).toMatchObject({ created: 0 });
    const all = await app.services.pool.query(`SELECT count(*)::int AS n FROM sales WHERE user_id = $1 AND channel = 'SHOPIFY'`, [seller.user.id]);
    expect(all.rows[0].n).toBe(first.created);
    const [sale] = await sales();
    expect(sale).toMatchObject({ order_id: orderNumber, order_name: order.name, status: 'NEW', payment_status: 'PAID', total_cents: expect.any(Number) });
    expect(sale.buyer_name).toBe('Sandbox Buyer');
    expect(sale.ship_to).toMatchObject({ addressLine1: '1 Test Street', postalCode: 'EC1A 1BB' });

    expect(await fulfilSale(app.services, sale.id)).toBe('MCF_REQUESTED');
    // The seller's blank box and AMZL block went with the MCF order (and the surcharge is noted).
    const amazon = await sessionFor(app.services, seller.user.id, 'amazon');
    const mcf = await amazon.api.getFulfillmentOrder(`LB-SHOPIFY-${orderNumber}`);
    expect((mcf.fulfillmentOrder as { featureConstraints?: unknown }).featureConstraints).toEqual([
      { featureName: 'BLANK_BOX', featureFulfillmentPolicy: 'Required' },
      { featureName: 'BLOCK_AMZL', featureFulfillmentPolicy: 'Required' },
    ]);
    expect(JSON.stringify((await sales())[0].timeline)).toContain('Amazon Logistics blocked: 5% surcharge');
    let status = '';
    for (let i = 0; i < 100 && status !== 'FULFILLED'; i++) {
      status = await trackSale(app.services, sale.id);
      if (status !== 'FULFILLED') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('FULFILLED');
    const shipped = (await sales())[0];
    const shopify = await sessionFor(app.services, seller.user.id, 'shopify');
    const onShopify = (await shopify.api.orders(`id:${orderNumber}`, 1)).nodes[0]!;
    expect(onShopify.displayFulfillmentStatus).toBe('FULFILLED');
    // A re-run finds nothing left to ship and sends nothing more.
    await app.services.pool.query(`UPDATE sales SET status = 'MCF_REQUESTED' WHERE id = $1`, [sale.id]);
    expect(await trackSale(app.services, sale.id)).toBe('FULFILLED');
    expect(shipped.tracking_number).toBeTruthy();
    expect(shipped.carrier).not.toMatch(/^AMZN/);
  });

  it('shows the order on the Shopify Sales page, REST and the CSV export, to its seller only', async () => {
    const q = `query($u: String!, $search: String, $sort: String) { shopifySales(userId: $u, search: $search, sort: $sort) {
      totalCount sales { id orderId name orderUrl status financialStatus totalCents fbaId trackingNumber products { sku quantity fulfilment } } } }`;
    const page = (await app.graphql(q, { u: '-', search: orderName }, seller.token)).data.shopifySales;
    expect(page.totalCount).toBe(1);
    expect(page.sales[0]).toMatchObject({
      orderId: orderNumber,
      status: 'FULFILLED',
      financialStatus: 'PAID',
      products: [{ sku, quantity: 2, fulfilment: 'FBA' }],
    });
    expect(page.sales[0].name).toMatch(/^#10/);
    expect(page.sales[0].orderUrl).toBe(`https://${seller.shop}.myshopify.com/admin/orders/${orderNumber}`);
    expect(page.sales[0].fbaId).toMatch(/^LB-SHOPIFY-/);
    expect((await app.graphql(q, { u: '-', search: 'no-such-order' }, seller.token)).data.shopifySales.totalCount).toBe(0);
    const byTotal = (await app.graphql(q, { u: '-', sort: '-total_price_usd' }, seller.token)).data.shopifySales.sales.map(
      (x: { totalCents: number }) => x.totalCents,
    );
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));

    const list = await rest(
      app.url,
      'GET',
      `/user/${seller.user.id}/shopify-sales?financialStatus=paid&search=${encodeURIComponent(orderName)}`,
      undefined,
      seller.token,
    );
    expect(list.status).toBe(200);
    expect(list.body.documents[0]).toMatchObject({
      order_id: orderNumber,
      financial_status: 'paid',
      total_quantity: 2,
      products: [{ sku, quantity: 2, amazon_product_type: 'FBA', mfn_fulfilled: false }],
    });
    const one = await rest(app.url, 'GET', `/user/${seller.user.id}/shopify-sales/get/${page.sales[0].id}`, undefined, seller.token);
    expect(one.body.tracking_info.tracking_number).toBe(page.sales[0].trackingNumber);
    const csv = await fetch(`${app.url}/api/v1/user/${seller.user.id}/shopify-sales/export`, { headers: { authorization: `Bearer ${seller.token}` } });
    expect(csv.headers.get('content-disposition')).toContain('shopify_sales.csv');
    expect(await csv.text()).toContain(orderNumber);

    // The sale's detail: its timeline and its profit (the MCF fee from the preview; the fee Shopify reports on
    // the Shopify Payments payment, at its published GB Basic online rate of 2% + 25p).
    const DETAIL = `query($u: String!, $id: String!) { saleDetail(userId: $u, saleId: $id) { name timeline { event detail } profit { revenueCents channelFeeCents mcfFeeCents profitCents notCounted } } }`;
    const detail = (await app.graphql(DETAIL, { u: '-', id: page.sales[0].id }, seller.token)).data.saleDetail;
    // (The first test ran the tracking twice on purpose: its second pass is recorded too.)
    expect(detail.timeline.map((e: { event: string }) => e.event).slice(0, 4)).toEqual(['ordered', 'MCF order created', 'shipped', 'tracking sent']);
    expect(detail.profit.mcfFeeCents).toBeGreaterThan(0);
    expect(detail.profit).toMatchObject({
      revenueCents: page.sales[0].totalCents,
      channelFeeCents: Math.round(page.sales[0].totalCents * 0.02 + 25),
      notCounted: ['the cost of the goods'],
    });
    expect(detail.profit.profitCents).toBe(detail.profit.revenueCents - detail.profit.channelFeeCents - detail.profit.mcfFeeCents);

    const other = await createSeller(app);
    expect((await app.graphql(DETAIL, { u: '-', id: page.sales[0].id }, other.token)).data.saleDetail).toBeNull();
    expect((await app.graphql(q, { u: seller.user.id }, other.token)).data?.shopifySales ?? null).toBeNull();
    expect((await app.graphql(q, { u: '-' }, other.token)).data.shopifySales.totalCount).toBe(0);
    expect((await app.graphql(q, { u: '-', search: orderName }, other.token)).data.shopifySales.totalCount).toBe(0);
    expect((await rest(app.url, 'GET', `/user/${seller.user.id}/shopify-sales`, undefined, other.token)).status).toBe(403);
    expect((await rest(app.url, 'GET', `/user/${seller.user.id}/shopify-sales/get/${page.sales[0].id}`, undefined, other.token)).status).toBe(403);
  });

  it("customers/data_request is recorded; customers/redact erases the buyer's name and address, keeping the sale", async () => {
    const request = await sandbox('/webhooks/trigger', { topic: 'customers/data_request' });
    expect(((await request.json()) as { deliveries: { attempts: { status: number }[] }[] }).deliveries.map((d) => d.attempts[0]!.status)).toEqual([200]);
    expect((await sales())[0].buyer_name).toBe('Sandbox Buyer');

    const redact = await sandbox('/webhooks/trigger', { topic: 'customers/redact' });
    expect(((await redact.json()) as { deliveries: { attempts: { status: number }[] }[] }).deliveries.map((d) => d.attempts[0]!.status)).toEqual([200]);
    await waitFor(async () => (await sales())[0].buyer_name === null);
    const [sale] = await sales();
    expect(sale).toMatchObject({ buyer_name: null, ship_to: null, status: 'FULFILLED', order_id: orderNumber });
    expect(sale.timeline.map((e: { event: string }) => e.event)).toContain('buyer data erased');
  });
});
