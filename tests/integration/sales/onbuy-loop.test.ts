// Issue 16's loop for OnBuy over real HTTP: a buyer's order in the OnBuy sandbox becomes one sale
// (a re-poll changes nothing), Amazon (a UK seller: OnBuy's buyers are in the UK) ships it through
// MCF, and the tracking reaches OnBuy once as a dispatch with OnBuy's tracking provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmConsentWithoutBrowser } from '../../../sandbox/amazon/control-client.ts';
import { encryptSecret } from '../../../server/crypto/secrets.ts';
import { amazonConfigFromEnv, createAmazonClient } from '../../../server/integrations/amazon/index.ts';
import { sessionFor } from '../../../server/modules/connections/connections.service.ts';
import { fulfilSale, trackSale } from '../../../server/modules/sales/fulfilment.service.ts';
import { importOnbuyOrders } from '../../helpers/channel-orders.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { rest } from '../../helpers/rest.ts';
import { onbuySeller } from '../listings/onbuy-seller.ts';
import { amazonControl } from '../sync/sync-seller.ts';

const UK_SELLER = 'A2LBSANDBOXUK4M';
const UK_MARKET = 'A1F83G8C2ARO7P';

describe('OnBuy sales fulfilled by Amazon', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof onbuySeller>>;
  let sku: string;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    seller = await onbuySeller(app);
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
    // The seller's offer on an OnBuy product, made through OnBuy's API, so a buyer can order it.
    const onbuy = await sessionFor(app.services, seller.user.id, 'onbuy');
    const [listed] = await onbuy.api.createListings([{ sku, opc: 'P8Q9R7T', condition: 'new', price: 19.99, stock: 5 }]);
    expect(listed?.ok).toBe(true);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('imports the order once, ships it with MCF, and dispatches it on OnBuy once with the tracking', async () => {
    const base = app.services.clients.onbuy!.apiUrl.replace(/\/v2$/, '');
    const placed = await fetch(`${base}/__sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku, quantity: 1 }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { order_id: string };

    expect(await importOnbuyOrders(app.services, seller.user.id)).toMatchObject({ created: 1 });
    expect(await importOnbuyOrders(app.services, seller.user.id)).toMatchObject({ created: 0 });
    const { rows } = await app.services.pool.query(`SELECT * FROM sales WHERE user_id = $1 AND channel = 'ONBUY'`, [seller.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ order_id: order.order_id, status: 'NEW', payment_status: 'PAID', currency: 'GBP', total_cents: 1999 });

    expect(await fulfilSale(app.services, rows[0].id)).toBe('MCF_REQUESTED');
    let status = '';
    for (let i = 0; i < 100 && status !== 'FULFILLED'; i++) {
      status = await trackSale(app.services, rows[0].id);
      if (status !== 'FULFILLED') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('FULFILLED');
    const sale = (await app.services.pool.query('SELECT carrier, tracking_number FROM sales WHERE id = $1', [rows[0].id])).rows[0];
    const onbuy = await sessionFor(app.services, seller.user.id, 'onbuy');
    const onOnbuy = await onbuy.api.order(order.order_id);
    expect(onOnbuy.status).toBe('Dispatched');
    expect(onOnbuy.tracking?.number).toBe(sale.tracking_number);
    // A re-run finds it dispatched and sends nothing (OnBuy would refuse a second dispatch).
    expect(await trackSale(app.services, rows[0].id)).toBe('FULFILLED');
  });

  it('shows the order on the OnBuy Sales page and OnBuy’s own orders through REST, to their seller only', async () => {
    const q = `query($u: String!, $search: String) { onbuySales(userId: $u, search: $search) { totalCount sales { orderId status currency totalCents fbaId trackingNumber trackingUrl products { name sku quantity } } } }`;
    const page = (await app.graphql(q, { u: '-' }, seller.token)).data.onbuySales;
    expect(page.totalCount).toBe(1);
    expect(page.sales[0]).toMatchObject({ status: 'FULFILLED', currency: 'GBP', totalCents: 1999, products: [{ sku, quantity: 1 }] });
    expect(page.sales[0].fbaId).toMatch(/^LB-ONBUY-/);
    expect((await app.graphql(q, { u: '-', search: 'no-such-order' }, seller.token)).data.onbuySales.totalCount).toBe(0);
    const direct = await rest(app.url, 'GET', `/user/${seller.user.id}/onbuy/orders?status=dispatched`, undefined, seller.token);
    expect(direct.status).toBe(200);
    expect(direct.body.results.map((o: { order_id: string }) => o.order_id)).toContain(page.sales[0].orderId);

    const other = await createSeller(app);
    expect((await app.graphql(q, { u: seller.user.id }, other.token)).data?.onbuySales ?? null).toBeNull();
    expect((await app.graphql(q, { u: '-' }, other.token)).data.onbuySales.totalCount).toBe(0);
    expect((await rest(app.url, 'GET', `/user/${seller.user.id}/onbuy/orders`, undefined, other.token)).status).toBe(403);
  });
});
