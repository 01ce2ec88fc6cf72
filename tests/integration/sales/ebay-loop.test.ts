// Issue 16's loop for eBay over real HTTP: a buyer's order in the eBay sandbox becomes one sale
// (a re-poll changes nothing), its FBA line goes to Amazon MCF once even when the job runs twice,
// Amazon ships, and the carrier and tracking reach eBay once; an MFN line is skipped, a double-quote
// SKU is not sent, an order Amazon cannot fulfil says why; addresses go after the retention period.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../server/modules/connections/connections.service.ts';
import { DOUBLE_QUOTE_SKU, fulfilSale, MFN_SKIPPED, trackSale } from '../../../server/modules/sales/fulfilment.service.ts';
import { forgetOldAddresses, queueOrderImports } from '../../../server/modules/sales/sales.service.ts';
import { importEbayOrders } from '../../helpers/channel-orders.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { rest } from '../../helpers/rest.ts';
import { amazonControl, type SyncSeller, syncSeller } from '../sync/sync-seller.ts';

const US_BUYER = {
  fullName: 'Pat Buyer',
  contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
};

describe('eBay sales fulfilled by Amazon', () => {
  let app: TestApp;
  let s: SyncSeller;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
    s = await syncSeller(app, 3);
    // MCF orders move a status every 50 ms in the sandbox (Amazon: hours).
    await amazonControl(app).settings({ mcfStepMs: 50 });
    await app.services.pool.query(`UPDATE inventory_items SET item_type = 'MFN' WHERE id = $1`, [s.items[1]!.id]);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  async function buy(sku: string, extra: Record<string, unknown> = { shipTo: US_BUYER, currency: 'USD' }) {
    const res = await fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: s.ebayUser, sku, quantity: 1, price: 25, ...extra }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { orderId: string; lineItems: { lineItemId: string }[] };
  }
  const saleOf = async (orderId: string) =>
    (await app.services.pool.query(`SELECT * FROM sales WHERE user_id = $1 AND channel = 'EBAY' AND order_id = $2`, [s.user.id, orderId])).rows[0];
  const linesOf = async (saleId: string) => (await app.services.pool.query('SELECT * FROM sale_lines WHERE sale_id = $1', [saleId])).rows;
  const mcfCreates = async () => (await amazonControl(app).requests()).filter((r) => r.operation === 'createFulfillmentOrder').length;

  it('imports the order once, places one MCF order, and sends the tracking to eBay once', async () => {
    const order = await buy(s.items[0]!.sku);
    expect(await importEbayOrders(app.services, s.user.id)).toMatchObject({ created: 1 });
    expect(await importEbayOrders(app.services, s.user.id)).toMatchObject({ created: 0 });
    const sale = await saleOf(order.orderId);
    expect(sale).toMatchObject({ status: 'NEW', payment_status: 'PAID', currency: 'USD', total_cents: 2500, buyer_name: 'Pat Buyer' });
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM sales WHERE user_id = $1', [s.user.id])).rows[0].n).toBe(1);
    const [line] = await linesOf(sale.id);
    expect(line).toMatchObject({ sku: s.items[0]!.sku, item_id: s.items[0]!.id, fulfilment: 'FBA', quantity: 1, status: 'PENDING' });
    const job = await app.services.pool.query(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`, [`sale-fulfil:${sale.id}`]);
    expect(job.rows[0].n).toBe(1);

    // The seller's packing-slip comment from General settings goes on the MCF order.
    const comment = await app.graphql(
      `mutation($s: GeneralSettingsInput!) { updateGeneralSettings(userId: "-", settings: $s) { __typename } }`,
      { s: { displayableOrderComment: 'Thanks for shopping with Pat!' } },
      s.token,
    );
    expect(comment.data.updateGeneralSettings.__typename).toBe('User');
    const before = await mcfCreates();
    expect(await fulfilSale(app.services, sale.id)).toBe('MCF_REQUESTED');
    expect(await fulfilSale(app.services, sale.id)).toBe('MCF_REQUESTED');
    expect((await mcfCreates()) - before).toBe(1);
    const placed = await saleOf(order.orderId);
    expect(placed.seller_fulfillment_order_id).toBe(`LB-EBAY-${order.orderId}`);
    const amazon = await sessionFor(app.services, s.user.id, 'amazon');
    expect((await amazon.api.getFulfillmentOrder(placed.seller_fulfillment_order_id)).fulfillmentOrder.displayableOrderComment).toBe(
      'Thanks for shopping with Pat!',
    );
    expect(placed.mcf_fee_cents).toBeGreaterThan(0);
    expect((await linesOf(sale.id))[0].status).toBe('SENT');

    let status = '';
    for (let i = 0; i < 100 && status !== 'FULFILLED'; i++) {
      status = await trackSale(app.services, sale.id);
      if (status !== 'FULFILLED') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('FULFILLED');
    const done = await saleOf(order.orderId);
    expect(done.tracking_number).toBeTruthy();
    expect(done.carrier).toBeTruthy();
    expect(done.timeline.map((e: { event: string }) => e.event)).toEqual(['ordered', 'MCF order created', 'shipped', 'tracking sent']);

    const ebay = await sessionFor(app.services, s.user.id, 'ebay');
    const onEbay = (await ebay.api.fulfillment.getOrder(order.orderId)) as { fulfillmentHrefs?: string[] };
    expect(onEbay.fulfillmentHrefs).toHaveLength(1);
    // The sandbox names a shipping fulfillment by its tracking number.
    expect(decodeURIComponent(onEbay.fulfillmentHrefs![0]!.split('/').pop()!)).toBe(done.tracking_number);
    // Run again: nothing more is sent.
    expect(await trackSale(app.services, sale.id)).toBe('FULFILLED');
    expect(((await ebay.api.fulfillment.getOrder(order.orderId)) as { fulfillmentHrefs?: string[] }).fulfillmentHrefs).toHaveLength(1);
  });

  it("the minute's fan-out polls the seller's eBay orders every 15 s (eBay's 100,000 Fulfillment calls a day per application allow it for one seller)", async () => {
    await queueOrderImports(app.services);
    const { rows } = await app.services.pool.query<{ key: string; run_at: Date; queue_name: string }>(
      `SELECT key, run_at, queue_name FROM graphile_worker.jobs WHERE task_identifier = 'sales__import' AND key LIKE $1 ORDER BY run_at`,
      [`sales-import:EBAY:${s.user.id}%`],
    );
    expect(rows.map((r) => r.key)).toEqual([0, 1, 2, 3].map((k) => `sales-import:EBAY:${s.user.id}${k ? `:${k}` : ''}`));
    // One queue (one import at a time), 15 s apart.
    expect(new Set(rows.map((r) => r.queue_name)).size).toBe(1);
    const gaps = rows.slice(1).map((r, i) => (r.run_at.getTime() - rows[i]!.run_at.getTime()) / 1000);
    for (const gap of gaps) expect(gap).toBeCloseTo(15, 0);
  });

  it('skips an MFN line, does not send a double-quote SKU, and says why Amazon cannot fulfil', async () => {
    const mfn = await buy(s.items[1]!.sku);
    const quoted = 'QUOTE"SKU';
    await app.services.pool.query(`INSERT INTO inventory_items (user_id, seller_sku, asin, item_type, fba_quantity) VALUES ($1, $2, 'B0QUOTE001', 'FBA', 4)`, [
      s.user.id,
      quoted,
    ]);
    const dq = await buy(quoted);
    const abroad = await buy(s.items[2]!.sku, {}); // the sandbox's default buyer is in the UK; the seller sells on amazon.com
    await importEbayOrders(app.services, s.user.id);
    const before = await mcfCreates();

    const mfnSale = await saleOf(mfn.orderId);
    expect(await fulfilSale(app.services, mfnSale.id)).toBe('SKIPPED');
    expect((await linesOf(mfnSale.id))[0]).toMatchObject({ status: 'SKIPPED', note: MFN_SKIPPED });

    const dqSale = await saleOf(dq.orderId);
    expect(await fulfilSale(app.services, dqSale.id)).toBe('SKIPPED');
    expect((await linesOf(dqSale.id))[0]).toMatchObject({ status: 'FLAGGED', note: DOUBLE_QUOTE_SKU });

    const abroadSale = await saleOf(abroad.orderId);
    expect(await fulfilSale(app.services, abroadSale.id)).toBe('UNFULFILLABLE');
    expect((await saleOf(abroad.orderId)).last_error).toMatch(/^Amazon cannot fulfil this order: .*InvalidDestinationAddress/);
    expect((await mcfCreates()) - before).toBe(0);

    // The seller hears of it, and can try again or cancel.
    const alerts = await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token);
    const alert = alerts.body.find((a: { _type: string }) => a._type === 'fulfillment_error');
    expect(alert.message).toContain(abroad.orderId);
    expect(alert.message).toContain('InvalidDestinationAddress');
    const act = (name: string, who: { token: string } = s) =>
      app.graphql(`mutation($u: String!, $id: String!) { r: ${name}(userId: $u, saleId: $id) { ok message } }`, { u: '-', id: abroadSale.id }, who.token);
    const stranger = await createSeller(app);
    expect((await act('retrySaleFulfilment', stranger)).data.r).toEqual({ ok: false, message: 'Only an order Amazon could not fulfil can be tried again.' });
    expect((await act('retrySaleFulfilment')).data.r).toEqual({ ok: true, message: null });
    expect((await saleOf(abroad.orderId)).status).toBe('NEW');
    expect(await fulfilSale(app.services, abroadSale.id)).toBe('UNFULFILLABLE');
    expect((await act('cancelSaleFulfilment')).data.r).toEqual({ ok: true, message: null });
    expect((await saleOf(abroad.orderId)).status).toBe('CANCELLED');
    const after = await rest(app.url, 'GET', `/user/${s.user.id}/alerts`, undefined, s.token);
    expect(after.body.some((a: { _type: string }) => a._type === 'fulfillment_error')).toBe(false);
  });

  it('removes buyer names and addresses 30 days after fulfilment, and only then', async () => {
    const { rows } = await app.services.pool.query(`SELECT id FROM sales WHERE user_id = $1 AND status = 'FULFILLED'`, [s.user.id]);
    const [fulfilled] = rows;
    await app.services.pool.query(`UPDATE sales SET fulfilled_at = now() - interval '29 days' WHERE id = $1`, [fulfilled.id]);
    await forgetOldAddresses(app.services);
    expect((await app.services.pool.query('SELECT buyer_name FROM sales WHERE id = $1', [fulfilled.id])).rows[0].buyer_name).toBe('Pat Buyer');
    await app.services.pool.query(`UPDATE sales SET fulfilled_at = now() - interval '31 days' WHERE id = $1`, [fulfilled.id]);
    expect(await forgetOldAddresses(app.services)).toBeGreaterThanOrEqual(1);
    const after = (await app.services.pool.query('SELECT buyer_name, ship_to, tracking_number FROM sales WHERE id = $1', [fulfilled.id])).rows[0];
    expect(after).toMatchObject({ buyer_name: null, ship_to: null });
    expect(after.tracking_number).toBeTruthy();
    const unfulfilled = await app.services.pool.query(
      `SELECT count(*)::int AS n FROM sales WHERE user_id = $1 AND status = 'CANCELLED' AND ship_to IS NOT NULL`,
      [s.user.id],
    );
    expect(unfulfilled.rows[0].n).toBe(1);
  });

  it('shows the sales on the eBay Sales page, its REST shim and the CSV export, to their seller only', async () => {
    const q = `query($u: String!, $p: SalePaymentStatusFilter, $sort: String, $search: String) {
      ebaySales(userId: $u, paymentStatus: $p, sort: $sort, search: $search) { totalCount numPages sales { sku orderId status lineStatus lineNote fbaId trackingNumber trackingUrl priceCents currency } }
    }`;
    const all = (await app.graphql(q, { u: '-' }, s.token)).data.ebaySales;
    expect(all.totalCount).toBe(4);
    const shipped = all.sales.find((r: { status: string }) => r.status === 'FULFILLED');
    expect(shipped.fbaId).toMatch(/^LB-EBAY-/);
    expect(shipped.trackingUrl).toContain(encodeURIComponent(shipped.trackingNumber));
    expect(all.sales.find((r: { lineStatus: string }) => r.lineStatus === 'SKIPPED').lineNote).toBe(MFN_SKIPPED);
    const bySku = (await app.graphql(q, { u: '-', sort: 'seller_sku' }, s.token)).data.ebaySales.sales.map((r: { sku: string }) => r.sku);
    expect(bySku).toEqual([...bySku].sort());
    expect((await app.graphql(q, { u: '-', p: 'unpaid' }, s.token)).data.ebaySales.totalCount).toBe(0);
    expect((await app.graphql(q, { u: '-', search: shipped.orderId }, s.token)).data.ebaySales.totalCount).toBe(1);

    const list = await rest(app.url, 'GET', `/user/${s.user.id}/ebay-sales?payment_staus=Paid&sort=-_created_at`, undefined, s.token);
    expect(list.status).toBe(200);
    expect(list.body.numPages).toBe(1);
    expect(list.body.documents).toHaveLength(4);
    const doc = list.body.documents.find((d: { order_id: string }) => d.order_id === shipped.orderId);
    expect(doc).toMatchObject({ payment_staus: 'PAID', amazon_fid: shipped.fbaId, tracking_info: { tracking_number: shipped.trackingNumber } });
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/ebay-sales/get/${doc._id}`, undefined, s.token)).body.order_id).toBe(shipped.orderId);

    const csv = await fetch(`${app.url}/api/v1/user/${s.user.id}/ebay-sales/export`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ebay_sales.csv"');
    const text = await csv.text();
    // The spec's columns as before, then each line's share of its order's money (issue 30 §7).
    expect(text.split('\n')[0]).toBe(
      'seller_sku,title,order_id,sold_at,quantity,price,order_total,currency,payment_status,fulfilment,fba_id,fulfillment_status,carrier,tracking_number,fulfilled_at,paid,channel_fee,mcf_fee,profit',
    );
    expect(text).toContain(shipped.trackingNumber);
    expect(text.trim().split('\n')).toHaveLength(5);

    const other = await createSeller(app);
    expect((await app.graphql(q, { u: s.user.id }, other.token)).data?.ebaySales ?? null).toBeNull();
    expect((await app.graphql(q, { u: '-' }, other.token)).data.ebaySales.totalCount).toBe(0);
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/ebay-sales`, undefined, other.token)).status).toBe(403);
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/ebay-sales/export`, undefined, other.token)).status).toBe(403);
    expect((await rest(app.url, 'GET', `/user/${other.user.id}/ebay-sales/get/${doc._id}`, undefined, other.token)).status).toBe(404);
  });
});
