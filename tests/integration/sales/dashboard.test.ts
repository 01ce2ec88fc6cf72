// Issue 36: the dashboard's figures come from daily rollups the sales import keeps. For a UK seller
// with sales on eBay, Shopify and OnBuy made through the seller's path (no rows written by the
// test), the dashboard's figures equal a scan of the seller's sales (the Sales pages), each sale
// counted exactly once however often the orders are imported again, and an order the channel
// cancels leaves them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleFigures } from '../../../server/modules/sales/sale-figures.ts';
import { importOrders } from '../../../server/modules/sales/sales.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { inStockItems, ONBUY_KEYS, prepareSandboxes, sandboxUrls } from '../../helpers/seller-path.ts';
import { type SellerWithSales, sellerWithSales } from '../../helpers/seller-with-sales.ts';
import { waitFor } from '../../helpers/wait.ts';

const CHANNELS = ['EBAY', 'SHOPIFY', 'ONBUY'] as const;

const PAGE = `query($u:String!,$c:SaleChannel!){
  sales(userId:$u, channel:$c, pageSize:250){
    sales { id orderId status products { sku quantity } figures { currency totalCents channelFeeCents channelFeeBasis mcfFeeCents profitCents } }
  }
}`;

const FIGURES = 'currency orders units revenueCents channelFeeCents mcfFeeCents costCents offsiteFeeCents profitCents marginPercent feesUnknown';
const DASHBOARD = `query($u:String!,$p:DashboardPeriodKind!,$c:String,$from:String,$to:String){
  dashboard(userId:$u, period:$p, channel:$c, from:$from, to:$to){
    __typename
    ... on DashboardInputError { message code }
    ... on QueryDashboardSuccess { data {
      period { from to days }
      sellerCurrency
      figures { currency current { ${FIGURES} } previous { orders } }
      series { currency days { day figures { orders revenueCents profitCents } } }
      channels { channel figures { ${FIGURES} } }
      topByUnits { sellerSku units currency }
      topByProfit { sellerSku profitCents }
    } }
  }
}`;

interface Sale {
  id: string;
  orderId: string;
  status: string;
  products: { sku: string; quantity: number }[];
  figures: Omit<SaleFigures, 'notCounted'>;
}

interface Fig {
  currency: string;
  orders: number;
  units: number;
  revenueCents: number;
  channelFeeCents: number;
  mcfFeeCents: number;
  costCents: number;
  offsiteFeeCents: number;
  profitCents: number;
  marginPercent: number | null;
  feesUnknown: number;
}

describe('dashboard: the rollups of the sales imported from the sandboxes', () => {
  let app: TestApp;
  let s: SellerWithSales;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', ONBUY_QUEUE_POLL_FIRST_MS: '1000' });
    await prepareSandboxes(app, { sizes: { A2LBSANDBOXUK4M: 24 }, onbuyQueueSeconds: 1 });
    s = await sellerWithSales(app, 'UK', ONBUY_KEYS[0]);
    // The MCF order (and its fee) comes right after the import: the money settles then.
    for (const c of CHANNELS) {
      await waitFor(async () => (await scan(c)).every((x) => x.status !== 'NEW'), 60_000, 500);
    }
  }, 300_000);
  afterAll(() => app?.close());

  async function scan(channel: string): Promise<Sale[]> {
    const r = await app.graphql(PAGE, { u: s.userId, c: channel }, s.token);
    expect(r.errors).toBeUndefined();
    return r.data.sales.sales;
  }

  async function dashboard(vars: { p: string; c?: string | null; from?: string; to?: string }) {
    const r = await app.graphql(DASHBOARD, { u: s.userId, c: null, ...vars }, s.token);
    expect(r.errors).toBeUndefined();
    return r.data.dashboard;
  }

  /** The figures a scan of the sales gives, by the definitions (no cost basis or offsite fee set: none taken off). */
  function addUp(sales: Sale[]) {
    const counted = sales.filter((x) => x.status !== 'CANCELLED');
    const revenue = counted.reduce((n, x) => n + x.figures.totalCents, 0);
    const fees = counted.reduce((n, x) => n + (x.figures.channelFeeCents ?? 0), 0);
    const mcf = counted.reduce((n, x) => n + (x.figures.mcfFeeCents ?? 0), 0);
    return {
      orders: counted.length,
      units: counted.reduce((n, x) => n + x.products.reduce((m, p) => m + p.quantity, 0), 0),
      revenueCents: revenue,
      channelFeeCents: fees,
      mcfFeeCents: mcf,
      profitCents: revenue - fees - mcf,
      feesUnknown: counted.filter((x) => x.figures.channelFeeCents === null).length,
    };
  }

  it("stores each sale's fee with what it rests on: OnBuy's and Shopify's reported, eBay's published rate", async () => {
    const [ebay, shopify, onbuy] = await Promise.all(CHANNELS.map(scan));
    for (const x of onbuy!) expect(x.figures.channelFeeBasis).toMatch(/^reported by OnBuy/);
    for (const x of onbuy!) expect(x.figures.channelFeeCents).toBeGreaterThan(0);
    // The eBay sandbox's orders carry no totalMarketplaceFee: the published rate, named (this seller set no eBay fee country).
    for (const x of ebay!) expect(x.figures.channelFeeBasis).toMatch(/^eBay's published fees \(/);
    // The seller's Shopify order was paid through Shopify Payments: the fees on its payment, as Shopify reports them.
    for (const x of shopify!) expect(x.figures.channelFeeBasis).toMatch(/^reported by Shopify \(/);
    for (const x of shopify!) expect(x.figures.channelFeeCents).toBeGreaterThan(0);
  });

  it("gives the figures of a scan of the sales, per channel and in all, in the seller's currency", async () => {
    const sales = (await Promise.all(CHANNELS.map(scan))).flat();
    const d = (await dashboard({ p: 'LAST_7_DAYS' })).data;
    expect(d.sellerCurrency).toBe('GBP');
    expect(d.figures.map((f: { currency: string }) => f.currency)).toEqual(['GBP']);
    const all = d.figures[0].current as Fig;
    expect(all).toMatchObject({ ...addUp(sales), costCents: 0, offsiteFeeCents: 0 });
    expect(all.orders).toBe(3);
    expect(all.marginPercent).toBe(Math.round((all.profitCents / all.revenueCents) * 1000) / 10);
    // Channels side by side, each its own scan.
    for (const c of CHANNELS) {
      const side = d.channels.find((x: { channel: string }) => x.channel === c);
      expect(side.figures[0], c).toMatchObject(addUp(await scan(c)));
    }
    // The series holds every day of the period and adds up to the period.
    const days = d.series[0].days as { figures: { orders: number; revenueCents: number } }[];
    expect(days).toHaveLength(7);
    expect(days.reduce((n, x) => n + x.figures.revenueCents, 0)).toBe(all.revenueCents);
    // The sold items are the top items by units (one item may have sold on several channels), their units those of the period.
    const top = d.topByUnits as { sellerSku: string; units: number }[];
    expect(top.map((i) => i.sellerSku).sort()).toEqual([...new Set(Object.values(s.sold))].sort());
    expect(top.reduce((n, i) => n + i.units, 0)).toBe(all.units);
    // One channel.
    const onbuy = (await dashboard({ p: 'LAST_7_DAYS', c: 'ONBUY' })).data;
    expect(onbuy.figures[0].current).toMatchObject(addUp(await scan('ONBUY')));
    expect(onbuy.channels.map((x: { channel: string }) => x.channel)).toEqual(['ONBUY']);
  });

  it('counts each sale exactly once however often the orders are imported again', async () => {
    const before = (await dashboard({ p: 'LAST_30_DAYS' })).data.figures[0].current;
    for (const c of CHANNELS) await importOrders(app.services, s.userId, c);
    for (const c of CHANNELS) await importOrders(app.services, s.userId, c);
    expect((await dashboard({ p: 'LAST_30_DAYS' })).data.figures[0].current).toEqual(before);
  });

  it('leaves out an order the channel cancelled', async () => {
    const [onbuySale] = await scan('ONBUY');
    const before = (await dashboard({ p: 'LAST_7_DAYS' })).data.figures[0].current as Fig;
    const urls = await sandboxUrls(app);
    const res = await fetch(`${urls.onbuy}/__sandbox/orders/${onbuySale!.orderId}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ consumerKey: ONBUY_KEYS[0].consumer_key }),
    });
    expect(res.status).toBe(200);
    await importOrders(app.services, s.userId, 'ONBUY');
    const after = (await dashboard({ p: 'LAST_7_DAYS' })).data.figures[0].current as Fig;
    expect(after.orders).toBe(before.orders - 1);
    expect(after.revenueCents).toBe(before.revenueCents - onbuySale!.figures.totalCents);
    expect(after.profitCents).toBe(before.profitCents - onbuySale!.figures.profitCents);
    const onbuyOnly = (await dashboard({ p: 'LAST_7_DAYS', c: 'ONBUY' })).data;
    expect(onbuyOnly.figures).toEqual([]);
    // Still equal to a scan of the sales (the cancelled order is no longer counted there either).
    expect(after).toMatchObject(addUp((await Promise.all(CHANNELS.map(scan))).flat().filter((x) => x.id !== onbuySale!.id)));
  });

  it('answers a partner token with SALES_READ the same figures, and refuses one without it', async () => {
    const token = async (scopes: string) => {
      const created = await app.graphql(
        `mutation { createAccessToken(input: { name: "dash ${scopes}", scopes: [${scopes}] }) { __typename ... on AccessTokenCreated { token } } }`,
        {},
        s.token,
      );
      return created.data.createAccessToken.token as string;
    };
    const ask = async (bearer: string) => {
      const res = await fetch(`${app.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${bearer}` },
        body: JSON.stringify({ query: DASHBOARD, variables: { u: s.userId, p: 'LAST_7_DAYS', c: null } }),
      });
      return { status: res.status, body: (await res.json()) as { data?: { dashboard: unknown }; errors?: unknown[] } };
    };
    const seller = await dashboard({ p: 'LAST_7_DAYS' });
    const partner = await ask(await token('SALES_READ'));
    expect(partner.body.errors).toBeUndefined();
    expect(partner.body.data!.dashboard).toEqual(seller);
    const refused = await ask(await token('INVENTORY_READ'));
    expect(refused.body.data?.dashboard ?? null).toBeNull();
    expect(refused.body.errors?.length).toBeGreaterThan(0);
  });

  it('refuses a period or channel it cannot show, with a clear message', async () => {
    expect(await dashboard({ p: 'CUSTOM', from: '2026-11-10', to: '2026-11-01' })).toEqual({
      __typename: 'DashboardInputError',
      code: 'VALIDATION',
      message: 'The period must end on or after the day it starts.',
    });
    expect(await dashboard({ p: 'LAST_7_DAYS', c: 'NOWHERE' })).toEqual({
      __typename: 'DashboardInputError',
      code: 'VALIDATION',
      message: 'There are no sales on that channel.',
    });
  });

  it("lists stock cover of the listed items; the sold items are not among the unsold, and another seller's token sees nothing of it", async () => {
    const r = await app.graphql(
      `query($u:String!){ stockCover(userId:$u){ runningOut { sellerSku coverDays } unsold { sellerSku sellable } unsoldTotal inboundUrl } }`,
      { u: s.userId },
      s.token,
    );
    expect(r.errors).toBeUndefined();
    const cover = r.data.stockCover;
    expect(cover.inboundUrl).toBe('https://sellercentral.amazon.co.uk/fba/sendtoamazon');
    for (const sku of [s.sold.EBAY, s.sold.SHOPIFY]) expect(cover.unsold.map((i: { sellerSku: string }) => i.sellerSku)).not.toContain(sku);
    for (const i of cover.unsold) expect(i.sellable).toBeGreaterThan(0);
    expect(cover.unsoldTotal).toBeGreaterThanOrEqual(cover.unsold.length);
  });

  // Last: the figures above assume no cost basis set.
  it('takes the cost per unit the seller set on an item off the profit of its later sales, not the earlier ones', async () => {
    const sku = s.sold.SHOPIFY;
    const item = (await inStockItems(s)).find((i) => i.sellerSku === sku)!;
    const before = (await dashboard({ p: 'LAST_7_DAYS' })).data.figures[0].current as Fig;
    const set = await app.graphql(
      `mutation($u:String!,$id:ID!){ updateInventoryItem(userId:$u, id:$id, edits:{ costBasis: 450 }){ __typename ... on InventoryItem { edits { costBasisCents } } } }`,
      { u: s.userId, id: item.id },
      s.token,
    );
    expect(set.data.updateInventoryItem).toEqual({ __typename: 'InventoryItem', edits: { costBasisCents: 450 } });
    // Setting it does not reach back into the sales already made.
    expect((await dashboard({ p: 'LAST_7_DAYS' })).data.figures[0].current).toEqual(before);

    const urls = await sandboxUrls(app);
    const res = await fetch(`${new URL(urls.shopify).origin}/__sandbox/shops/${s.shop}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ sku, quantity: 2 }] }),
    });
    expect(res.ok).toBe(true);
    await importOrders(app.services, s.userId, 'SHOPIFY');
    const sale = await waitFor(async () => (await scan('SHOPIFY')).find((x) => x.products.some((p) => p.sku === sku && p.quantity === 2)) ?? null, 30_000, 500);
    const after = (await dashboard({ p: 'LAST_7_DAYS' })).data.figures[0].current as Fig;
    // Two units at 4.50: 9.00 of cost, taken off this sale's profit only (its MCF fee may still be on its way: read both from now).
    expect(after.costCents).toBe(before.costCents + 900);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.revenueCents).toBe(before.revenueCents + sale.figures.totalCents);
    expect(after.profitCents).toBe(after.revenueCents - after.channelFeeCents - after.mcfFeeCents - after.costCents - after.offsiteFeeCents);
  });
});
