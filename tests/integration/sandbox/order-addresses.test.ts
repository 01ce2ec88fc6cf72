// Issue 37 point 7: the channel sandboxes' order controls take the same optional buyer address
// (sandbox/buyer-address.ts), each written in its API's own shape; without one, eBay's and OnBuy's
// buyers stay in the UK (OnBuy sells on OnBuy UK only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { startOnbuySandbox } from '../../../sandbox/onbuy/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';

const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  address1: '410 Terry Ave N',
  city: 'Seattle',
  province: 'Washington',
  provinceCode: 'WA',
  zip: '98109',
  countryCode: 'US',
  phone: '+1 206 555 0100',
};
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('sandbox order controls take a shipping address', () => {
  let ebay: RunningSandbox;
  let onbuy: RunningSandbox;
  beforeAll(async () => {
    const opts = { host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9' };
    [ebay, onbuy] = await Promise.all([startEbaySandbox(opts), startOnbuySandbox(opts)]);
  });
  afterAll(async () => {
    await Promise.all([ebay?.close(), onbuy?.close()]);
  });

  it("eBay: the address becomes the order's shipTo; without one the buyer is in the UK; a bad one is a 400", async () => {
    const res = await post(`${ebay.url}/__sandbox/orders`, { sku: 'SKU-1', shippingAddress: ADDRESS });
    expect(res.status).toBe(201);
    const order = (await res.json()) as { fulfillmentStartInstructions: { shippingStep: { shipTo: unknown } }[] };
    expect(order.fulfillmentStartInstructions[0]!.shippingStep.shipTo).toEqual({
      fullName: 'Ana Ruiz',
      contactAddress: { addressLine1: '410 Terry Ave N', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98109', countryCode: 'US' },
      primaryPhone: { phoneNumber: '+1 206 555 0100' },
    });
    const plain = (await (await post(`${ebay.url}/__sandbox/orders`, { sku: 'SKU-1' })).json()) as typeof order;
    expect(plain.fulfillmentStartInstructions[0]!.shippingStep.shipTo).toMatchObject({ contactAddress: { countryCode: 'GB' } });
    expect((await post(`${ebay.url}/__sandbox/orders`, { sku: 'SKU-1', shippingAddress: { countryCode: 'USA' } })).status).toBe(400);
  });

  it("OnBuy: the address becomes the order's delivery_address", async () => {
    const base = onbuy.url.replace(/\/$/, '');
    const api = base.endsWith('/v2') ? base : `${base}/v2`;
    const root = api.replace(/\/v2$/, '');
    const tokenRes = await post(`${api}/auth/request-token`, {
      consumer_key: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e',
      secret_key: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0',
    });
    const { access_token } = (await tokenRes.json()) as { access_token: string };
    const products = (await (await fetch(`${api}/products?site_id=2000&limit=1`, { headers: { authorization: access_token } })).json()) as {
      results: { opc: string }[];
    };
    const opc = products.results[0]!.opc;
    const listed = await post(
      `${api}/listings`,
      { site_id: 2000, listings: [{ opc, sku: 'ADDR-1', price: 12.5, stock: 5, condition: 'new', handling_time: 2, delivery_weight: 1 }] },
      { authorization: access_token },
    );
    expect(listed.status).toBe(200);
    const res = await post(`${root}/__sandbox/orders`, { sku: 'ADDR-1', shippingAddress: ADDRESS });
    expect(res.status).toBe(201);
    const order = (await res.json()) as { delivery_address: unknown };
    expect(order.delivery_address).toEqual({
      name: 'Ana Ruiz',
      line_1: '410 Terry Ave N',
      line_2: '',
      line_3: '',
      town: 'Seattle',
      county: 'Washington',
      postcode: '98109',
      country: 'United States',
      country_code: 'US',
    });
  });
});
