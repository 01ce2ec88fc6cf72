// Issue 37 point 7: a US seller's Shopify shop trades in the US, so its buyers live there and the
// order's MCF order is placed on Amazon US (a UK buyer made Amazon refuse it with
// InvalidDestinationAddress). From the seller's path only: a fresh US seller signs up, imports the
// demo catalogue through the Amazon sandbox, installs the app on a shop, subscribes, turns on
// automatic fulfilment and lists one FBA item on Shopify; a buyer orders it in the shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { prepareSandboxes, type Seller } from '../../helpers/seller-path.ts';
import { shopifyFbaSeller, US_SELLER } from '../../helpers/shopify-fba-seller.ts';
import { waitFor } from '../../helpers/wait.ts';

describe('a US seller’s Shopify order reaches Amazon MCF', () => {
  let app: TestApp;
  let seller: Seller;
  let shop: string;
  let sku: string;
  let shopifyUrl: string;
  /** The order the buyer paid through Shopify Payments (the sandbox's default gateway). */
  let paidOrder: string;

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    const { urls, amazon } = await prepareSandboxes(app, { sizes: { [US_SELLER]: 30 } });
    shopifyUrl = urls.shopify;
    ({ seller, shop, sku } = await shopifyFbaSeller(app, amazon, 'us-buyers'));
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  it('the buyer lives in the shop’s country, and the sale is sent to Amazon MCF without an address refusal', async () => {
    const placed = await fetch(`${shopifyUrl}/__sandbox/shops/${shop}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ sku, quantity: 1 }] }),
    });
    expect(placed.status).toBe(201);
    const { name, orderId } = (await placed.json()) as { name: string; orderId: string };
    paidOrder = orderId.split('/').pop()!;

    // orders/create queues the seller's import; the paid sale queues its fulfilment.
    const sale = await waitFor(
      async () => {
        const r = await app.graphql(
          `query($u:String!,$q:String){ shopifySales(userId:$u, search:$q){ sales { name status fbaId lastError currency } } }`,
          { u: seller.userId, q: name },
          seller.token,
        );
        const s = r.data?.shopifySales?.sales?.find((x: { name: string }) => x.name === name);
        return s && (s.fbaId || s.lastError || ['UNFULFILLABLE', 'CANCELLED', 'SKIPPED'].includes(s.status)) ? s : null;
      },
      90_000,
      250,
    );
    expect(sale.lastError).toBeNull();
    expect(sale).toMatchObject({ status: expect.stringMatching(/^(MCF_REQUESTED|FULFILLED)$/), fbaId: expect.any(String), currency: 'USD' });
  }, 120_000);

  // Issue 36: the fee a sale stores is the one Shopify reports on the order's payments; an order paid
  // through another gateway carries none, so its fee stays unknown rather than guessed.
  it('keeps the fee Shopify reports on a Shopify Payments order, and none for an order paid another way', async () => {
    const placed = await fetch(`${shopifyUrl}/__sandbox/shops/${shop}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lines: [{ sku, quantity: 1 }], gateway: 'manual' }),
    });
    expect(placed.status).toBe(201);
    const manualOrder = ((await placed.json()) as { orderId: string }).orderId.split('/').pop()!;
    type Sale = { orderId: string; figures: { totalCents: number; channelFeeCents: number | null; channelFeeBasis: string | null } };
    const sales = await waitFor(
      async () => {
        const r = await app.graphql(
          `query($u:String!){ sales(userId:$u, channel:SHOPIFY, pageSize:250){ sales { orderId figures { totalCents channelFeeCents channelFeeBasis } } } }`,
          { u: seller.userId },
          seller.token,
        );
        const all: Sale[] = r.data?.sales?.sales ?? [];
        const paid = all.find((x) => x.orderId === paidOrder);
        const manual = all.find((x) => x.orderId === manualOrder);
        return paid && manual ? { paid, manual } : null;
      },
      90_000,
      250,
    );
    // Shopify Payments' published US Basic online rate, 2.9% + 30¢, on what the buyer paid.
    expect(sales.paid.figures.channelFeeBasis).toMatch(/^reported by Shopify \(/);
    expect(sales.paid.figures.channelFeeCents).toBe(Math.round(sales.paid.figures.totalCents * 0.029 + 30));
    expect([sales.manual.figures.channelFeeCents, sales.manual.figures.channelFeeBasis]).toEqual([null, null]);
  }, 120_000);
});
