// Issue 30 §7: one definition of each sale figure. Sale #1005 showed £20.99 on the Shopify Sales page
// and 17.00 in its export, and profit was only inside each Details dialog. For a UK seller with sales
// on eBay, Shopify and OnBuy made through the seller's path (no rows written by the test), the Sales
// page (GraphQL `sales`), its totals, the sale's detail, the CSV export and the REST documents give
// the same price, total, fees, profit and currency, and a period narrows the page, totals and export.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { ONBUY_KEYS, prepareSandboxes } from '../../helpers/seller-path.ts';
import { type SellerWithSales, sellerWithSales } from '../../helpers/seller-with-sales.ts';
import { waitFor } from '../../helpers/wait.ts';

const CHANNELS = [
  { id: 'EBAY', slug: 'ebay' },
  { id: 'SHOPIFY', slug: 'shopify' },
  { id: 'ONBUY', slug: 'onbuy' },
] as const;

const FIGURES = 'figures { currency totalCents channelFeeCents mcfFeeCents profitCents notCounted }';
const PAGE = `query($u:String!,$c:SaleChannel!,$from:DateTime,$to:DateTime){
  sales(userId:$u, channel:$c, soldFrom:$from, soldTo:$to, pageSize:250){
    totalCount
    sales { id orderId name status soldAt products { sku quantity priceCents } ${FIGURES} }
    totals { currency sales totalCents channelFeeCents mcfFeeCents profitCents notCounted }
  }
}`;

interface Figures {
  currency: string;
  totalCents: number;
  channelFeeCents: number | null;
  mcfFeeCents: number | null;
  profitCents: number;
  notCounted: string[];
}
interface PageSale {
  id: string;
  orderId: string;
  name: string;
  status: string;
  soldAt: string;
  products: { sku: string; quantity: number; priceCents: number }[];
  figures: Figures;
}

/** '17.00' → 1700 (the export's money is in major units). */
const cents = (v: string | undefined) => (v === undefined || v === '' ? null : Math.round(Number(v) * 100));

describe('sale figures: the Sales page, its totals, the detail, the export and the REST API agree', () => {
  let app: TestApp;
  let s: SellerWithSales;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto', ONBUY_QUEUE_POLL_FIRST_MS: '1000' });
    await prepareSandboxes(app, { sizes: { A2LBSANDBOXUK4M: 24 }, onbuyQueueSeconds: 1 });
    s = await sellerWithSales(app, 'UK', ONBUY_KEYS[0]);
    // The MCF order (and its fee) comes right after the import: the money settles then.
    for (const c of CHANNELS) {
      await waitFor(
        async () => {
          const r = await app.graphql(PAGE, { u: s.userId, c: c.id }, s.token);
          return (r.data?.sales?.sales as PageSale[] | undefined)?.every((x) => x.status !== 'NEW') ?? false;
        },
        60_000,
        500,
      );
    }
  }, 300_000);
  afterAll(() => app?.close());

  async function page(channel: string, period: { from?: string; to?: string } = {}) {
    const r = await app.graphql(PAGE, { u: s.userId, c: channel, from: period.from ?? null, to: period.to ?? null }, s.token);
    expect(r.errors).toBeUndefined();
    return r.data.sales as {
      totalCount: number;
      sales: PageSale[];
      totals: (Omit<Figures, 'channelFeeCents' | 'mcfFeeCents'> & { sales: number; channelFeeCents: number; mcfFeeCents: number })[];
    };
  }

  async function exportRows(slug: string, query = '') {
    const res = await fetch(`${app.url}/api/v1/user/${s.userId}/${slug}-sales/export${query}`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status, slug).toBe(200);
    return parse(await res.text(), { columns: true }) as Record<string, string>[];
  }

  for (const c of CHANNELS) {
    it(`${c.slug}: every order's figures are the same on the page, in its detail and in the export, and the totals add them up`, async () => {
      const p = await page(c.id);
      expect(p.sales.length).toBeGreaterThan(0);
      const rows = await exportRows(c.slug);
      for (const sale of p.sales) {
        const f = sale.figures;
        // The definitions: the profit is the total less the known fees, all in the order's currency (a UK seller: pounds).
        expect(f.currency).toBe('GBP');
        expect(f.profitCents).toBe(f.totalCents - (f.channelFeeCents ?? 0) - (f.mcfFeeCents ?? 0));
        // Issue 36: eBay's fee is its published rate (the sandbox's orders carry no totalMarketplaceFee),
        // OnBuy reports its sales fee in every order, Shopify the fees on the order's Shopify Payments payment.
        expect(f.channelFeeCents).not.toBeNull();
        expect(f.notCounted).toContain('the cost of the goods');

        const detail = await app.graphql(
          `query($u:String!,$id:String!){ saleDetail(userId:$u, saleId:$id){ currency profit { revenueCents channelFeeCents mcfFeeCents profitCents notCounted } } }`,
          { u: s.userId, id: sale.id },
          s.token,
        );
        expect(detail.data.saleDetail.profit).toEqual({
          revenueCents: f.totalCents,
          channelFeeCents: f.channelFeeCents,
          mcfFeeCents: f.mcfFeeCents,
          profitCents: f.profitCents,
          notCounted: f.notCounted,
        });

        // The export: a row per line, each with the order's total and the line's own price; the lines'
        // shares of the order's money add up to the order's figures.
        const lines = rows.filter((r) => r.order_id === sale.orderId);
        expect(lines.map((l) => l.seller_sku).sort()).toEqual(sale.products.map((x) => x.sku).sort());
        for (const l of lines) {
          expect(cents(l.order_total)).toBe(f.totalCents);
          expect(l.currency).toBe(f.currency);
          expect(cents(l.price)).toBe(sale.products.find((x) => x.sku === l.seller_sku)!.priceCents);
        }
        const sum = (k: string) => lines.reduce((n, l) => n + (cents(l[k]) ?? 0), 0);
        expect(sum('paid')).toBe(f.totalCents);
        expect(sum('channel_fee')).toBe(f.channelFeeCents ?? 0);
        expect(sum('mcf_fee')).toBe(f.mcfFeeCents ?? 0);
        expect(sum('profit')).toBe(f.profitCents);
        if (f.channelFeeCents === null) expect(lines.every((l) => l.channel_fee === '')).toBe(true);
      }

      // Totals of the filtered period: every sale the filters match, in one currency here.
      const add = (k: 'totalCents' | 'profitCents') => p.sales.reduce((n, x) => n + x.figures[k], 0);
      expect(p.totals).toHaveLength(1);
      expect(p.totals[0]).toMatchObject({ currency: 'GBP', sales: p.totalCount, totalCents: add('totalCents'), profitCents: add('profitCents') });
      expect(rows.reduce((n, r) => n + (cents(r.profit) ?? 0), 0)).toBe(p.totals[0]!.profitCents);
    }, 120_000);
  }

  it("gives the REST documents the page's figures: eBay's paid amount per line, Shopify's and OnBuy's order totals", async () => {
    const ebay = await page('EBAY');
    const ebayDocs = await rest(app.url, 'GET', `/user/${s.userId}/ebay-sales`, undefined, s.token);
    expect(ebayDocs.status).toBe(200);
    for (const d of ebayDocs.body.documents) {
      const sale = ebay.sales.find((x) => x.orderId === d.order_id)!;
      expect(d.paid_amount).toBe(sale.products.find((x) => x.sku === d.seller_sku)!.priceCents);
      // Spec 001 §3's document, its fields in order (byte-compatible with the per-channel routes it replaced).
      expect(Object.keys(d)).toEqual([
        '_id',
        'seller_sku',
        'fba_item_id',
        'title',
        'order_id',
        'transaction_id',
        '_created_at',
        'fulfilled_at',
        'quantity',
        'paid_amount',
        'payment_staus',
        'amazon_fid',
        'tracking_info',
      ]);
      const one = await rest(app.url, 'GET', `/user/${s.userId}/ebay-sales/get/${d._id}`, undefined, s.token);
      expect(one.body).toEqual(d);
    }
    const shopify = await page('SHOPIFY');
    const shopifyDocs = await rest(app.url, 'GET', `/user/${s.userId}/shopify-sales`, undefined, s.token);
    for (const d of shopifyDocs.body.documents) {
      const sale = shopify.sales.find((x) => x.orderId === d.order_id)!;
      expect(d.total_price).toBe(sale.figures.totalCents);
      expect(d.name).toBe(sale.name);
      expect(Object.keys(d)).toEqual([
        '_id',
        'name',
        'products',
        'order_id',
        '_created_at',
        'fulfilled_at',
        'total_quantity',
        'total_price',
        'financial_status',
        'amazon_fid',
        'tracking_info',
      ]);
    }
    const onbuy = await page('ONBUY');
    const onbuyDocs = await rest(app.url, 'GET', `/user/${s.userId}/onbuy-sales`, undefined, s.token);
    expect(onbuyDocs.body.documents.map((d: { price_total: number }) => d.price_total).sort()).toEqual(onbuy.sales.map((x) => x.figures.totalCents).sort());
  });

  it('narrows the page, its totals and the export to the chosen period', async () => {
    const p = await page('SHOPIFY');
    const first = p.sales.map((x) => x.soldAt).sort()[0]!;
    const before = await page('SHOPIFY', { to: first });
    expect(before.sales).toEqual([]);
    expect(before.totals).toEqual([]);
    const since = await page('SHOPIFY', { from: first });
    expect(since.totalCount).toBe(p.totalCount);
    expect(await exportRows('shopify', `?to=${encodeURIComponent(first)}`)).toEqual([]);
    expect((await exportRows('shopify', `?from=${encodeURIComponent(first)}`)).length).toBeGreaterThan(0);
    const bad = await fetch(`${app.url}/api/v1/user/${s.userId}/shopify-sales/export?from=yesterday`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-disposition')).toBeNull();
  });
});
