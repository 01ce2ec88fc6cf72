// The Shopify sandbox's order payments (OrderTransaction) through the product's own orders query:
// an order paid through Shopify Payments carries the fee Shopify publishes for a Basic shop's online
// card payments (GB: 2% + 25p; US: 2.9% + 30¢), one paid another way carries none; both survive a restart.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopifySandbox } from '../../../sandbox/shopify/index.ts';
import { approveShopifyGrant } from '../../../sandbox/shopify/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildShopifyAuthorizeUrl,
  createShopifyClient,
  exchangeShopifyCode,
  shopifyConfigFrom,
  type ShopifyOrder,
} from '../../../server/integrations/shopify/index.ts';

describe('Shopify sandbox: the fees on an order’s payments', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-shopify-fees-'));
  const product = http.createServer((_req, res) => res.end());
  let productUrl = '';
  let sb: RunningSandbox;
  const tokens = new Map<string, string>();

  const start = async () => {
    sb = await startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl, dataDir });
  };
  const control = (p: string, body: unknown, method = 'POST') =>
    fetch(`${sb.url}/__sandbox/${p}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const client = async (shop: string) => {
    const cfg = shopifyConfigFrom(sb.env as never)!;
    if (!tokens.has(shop)) {
      const callback = await approveShopifyGrant(buildShopifyAuthorizeUrl(cfg, shop, { state: `nonce-${shop}`, redirectUri: `${productUrl}/callback` }));
      tokens.set(shop, (await exchangeShopifyCode(cfg, shop, callback.searchParams.get('code')!)).accessToken);
    }
    return createShopifyClient(cfg, shop, tokens.get(shop)!);
  };
  const order = async (shop: string, id: string): Promise<ShopifyOrder> => (await (await client(shop)).orders(`id:${id}`, 1)).nodes[0]!;
  const place = async (shop: string, body: Record<string, unknown>) => {
    const r = await control(`shops/${shop}/orders`, { lines: [{ sku: 'SG-AV-001', quantity: 2 }], ...body });
    expect(r.status).toBe(201);
    return String(((await r.json()) as { orderId: string }).orderId.split('/').pop());
  };
  const cents = (amount: string) => Math.round(Number(amount) * 100);
  /** Shopify's published Basic online rate (percent + flat cents) applied to the order's total, in cents. */
  const published = (o: ShopifyOrder, percent: number, flatCents: number) => Math.round((cents(o.totalPriceSet.shopMoney.amount) * percent) / 100 + flatCents);
  /** The fees of an order's payments, each in cents with its currency (Decimal amounts come as "1.3", not "1.30"). */
  const fees = (o: ShopifyOrder) => o.transactions.map((t) => t.fees.map((f) => [cents(f.amount.amount), f.amount.currencyCode]));

  let gbPaid = '';
  let gbManual = '';
  let usPaid = '';

  beforeAll(async () => {
    await new Promise<void>((r) => product.listen(0, '127.0.0.1', () => r()));
    productUrl = `http://127.0.0.1:${(product.address() as { port: number }).port}`;
    await start();
    gbPaid = await place('fee-shop', {});
    gbManual = await place('fee-shop', { gateway: 'manual' });
    expect((await control('shops/fee-shop-us', { country: 'US' }, 'PUT')).status).toBe(200);
    usPaid = await place('fee-shop-us', {});
  });
  afterAll(async () => {
    await sb?.close();
    product.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives an order paid through Shopify Payments one successful SALE carrying the published rate's fee, in the shop's currency", async () => {
    const gb = await order('fee-shop', gbPaid);
    expect(gb.transactions).toMatchObject([{ kind: 'SALE', status: 'SUCCESS', gateway: 'shopify_payments' }]);
    expect(fees(gb)).toEqual([[[published(gb, 2, 25), 'GBP']]]);
    const us = await order('fee-shop-us', usPaid);
    expect(fees(us)).toEqual([[[published(us, 2.9, 30), 'USD']]]);
  });

  it('gives an order paid another way a payment without fees, and refuses a gateway that is no handle', async () => {
    expect((await order('fee-shop', gbManual)).transactions).toEqual([{ kind: 'SALE', status: 'SUCCESS', gateway: 'manual', fees: [] }]);
    const before = (await (await client('fee-shop')).orders('', 6)).nodes.length;
    const bad = await control('shops/fee-shop/orders', { gateway: 'Shopify Payments!' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/^gateway must be/);
    expect((await (await client('fee-shop')).orders('', 6)).nodes.length).toBe(before);
  });

  it('keeps the payments and their fees across a restart', async () => {
    const before = [await order('fee-shop', gbPaid), await order('fee-shop', gbManual)].map((o) => o.transactions);
    await sb.close();
    await start();
    expect([await order('fee-shop', gbPaid), await order('fee-shop', gbManual)].map((o) => o.transactions)).toEqual(before);
  });
});
