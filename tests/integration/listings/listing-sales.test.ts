// Units sold per listing (the Sales column, filter and sort of the Listings pages, REST num_sales and
// sold): recorded with each new sale in its transaction, once per order, per channel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveSales, type SaleInput } from '../../../server/modules/sales/sales.service.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';

const order = (orderId: string, lines: [string, number][], cancelled = false): SaleInput => ({
  orderId,
  paymentStatus: 'PENDING',
  currency: 'USD',
  totalCents: 1000,
  buyerName: 'A Buyer',
  shipTo: null,
  shippingService: null,
  orderedAt: new Date('2026-11-20T10:00:00Z'),
  modifiedAt: new Date('2026-11-20T10:00:00Z'),
  cancelled,
  lines: lines.map(([sku, quantity], i) => ({ lineId: `${orderId}-${i}`, sku, title: sku, quantity, priceCents: 500 })),
});

const PAGE = `query($sales: ListingSalesFilter, $sort: String) {
  shopifyListings(userId: "-", sales: $sales, sort: $sort) { totalCount edges { node { salesCount item { sellerSku } } } }
}`;

describe('sales per listing', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;

  beforeAll(async () => {
    app = await startTestApp({ WORKER: 'off' });
    seller = await createSeller(app);
    const ids = await insertItems(app.services, seller.user.id, 3, 'SOLD');
    await insertListings(app.services, [
      ...ids.map((itemId) => ({ userId: seller.user.id, itemId, channel: 'SHOPIFY' as const, status: 'LISTED' as const })),
      { userId: seller.user.id, itemId: ids[0]!, channel: 'EBAY', status: 'LISTED', externalId: '110000000001' },
    ]);
  });
  afterAll(async () => {
    await app?.close();
  });

  const page = async (variables: Record<string, unknown>) =>
    (await app.graphql(PAGE, variables, seller.token)).data.shopifyListings.edges.map((e: any) => [e.node.item.sellerSku, e.node.salesCount]);

  it('counts the units of each new sale once, on its own channel, and not for a cancelled order', async () => {
    const userId = seller.user.id;
    await saveSales(app.services, userId, 'SHOPIFY', [
      order('S-1', [
        ['SOLD-0', 2],
        ['SOLD-1', 1],
      ]),
    ]);
    // The same order again (a re-poll or a redelivered webhook) adds nothing.
    await saveSales(app.services, userId, 'SHOPIFY', [
      order('S-1', [
        ['SOLD-0', 2],
        ['SOLD-1', 1],
      ]),
    ]);
    await saveSales(app.services, userId, 'SHOPIFY', [order('S-2', [['SOLD-0', 1]]), order('S-3', [['SOLD-2', 4]], true)]);
    await saveSales(app.services, userId, 'EBAY', [order('E-1', [['SOLD-0', 5]])]);

    expect(await page({ sort: 'sku' })).toEqual([
      ['SOLD-0', 3],
      ['SOLD-1', 1],
      ['SOLD-2', 0],
    ]);
    const ebay = await rest(app.url, 'GET', `/user/${userId}/ebay-listings`, undefined, seller.token);
    expect(ebay.body.documents.map((d: any) => d.num_sales)).toEqual([5]);
  });

  it('filters Sold / Unsold and sorts by sales, in GraphQL and REST', async () => {
    expect(await page({ sales: 'sold', sort: '-sales' })).toEqual([
      ['SOLD-0', 3],
      ['SOLD-1', 1],
    ]);
    expect(await page({ sales: 'unsold' })).toEqual([['SOLD-2', 0]]);
    const unsold = await rest(app.url, 'GET', `/user/${seller.user.id}/shopify-listings?soldStatus=Unsold`, undefined, seller.token);
    expect(unsold.body.documents.map((d: any) => [d.seller_sku, d.sold])).toEqual([['SOLD-2', 0]]);
    const sold = await rest(app.url, 'GET', `/user/${seller.user.id}/shopify-listings?soldStatus=Sold&sort=sales`, undefined, seller.token);
    expect(sold.body.documents.map((d: any) => d.sold)).toEqual([1, 3]);
  });
});
