import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../sandbox/ebay/testing.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  buildEbayConsentUrl,
  createEbayAppClient,
  createEbayClient,
  ebayChallengeResponse,
  ebayConfigFrom,
  EbayApiError,
  EbayUserSession,
  EBAY_CONSENT_SCOPES,
  EBAY_SELLER_SCOPES,
  exchangeEbayCode,
  type EbayConfig,
  type EbayInventoryItemWithSku,
} from '../../../server/integrations/ebay/index.ts';

/** Real fetch that counts what went over the wire (no mocking: every call reaches the sandbox). */
function countingFetch() {
  const calls: string[] = [];
  const f: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  };
  return { calls, fetch: f };
}

const control = (sb: RunningSandbox, path: string, body: unknown, method = 'POST') =>
  fetch(`${sb.url}/__sandbox/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

const item = (sku: string, extra: Partial<EbayInventoryItemWithSku> = {}): EbayInventoryItemWithSku => ({
  sku,
  condition: 'NEW',
  product: { title: `LEGO Classic box ${sku}`, description: 'Bricks', imageUrls: ['https://images.example/lego.jpg'], aspects: { Brand: ['LEGO'] } },
  availability: { shipToLocationAvailability: { quantity: 5 } },
  ...extra,
});

describe('eBay client against the eBay sandbox', () => {
  let sb: RunningSandbox;
  let cfg: EbayConfig;

  async function connect(username = 'demo_seller', opts: Parameters<typeof createEbayClient>[2] = {}) {
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'st-1' }), 'agree', username);
    const session = new EbayUserSession(cfg, await exchangeEbayCode(cfg, redirect.searchParams.get('code')!));
    return { session, client: createEbayClient(cfg, session, { baseDelayMs: 20, ...opts }) };
  }

  beforeAll(async () => {
    sb = await startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9/product' });
    cfg = ebayConfigFrom(sb.env as never)!;
  });
  afterAll(() => sb?.close());

  it('passes state through consent and exchanges the code once for 2-hour user tokens', async () => {
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'nonce+ZWJheS5jby51aw==' }));
    expect(redirect.pathname).toBe('/product/ebay/oauth/accepted');
    expect(redirect.searchParams.get('state')).toBe('nonce+ZWJheS5jby51aw==');
    expect(Number(redirect.searchParams.get('expires_in'))).toBeGreaterThan(200);
    const before = Date.now();
    const tokens = await exchangeEbayCode(cfg, redirect.searchParams.get('code')!);
    expect(tokens.accessTokenExpiresAt - before).toBeGreaterThanOrEqual(7_199_000);
    expect(tokens.refreshTokenExpiresAt - before).toBeGreaterThan(365 * 86_400_000);
    const again = await exchangeEbayCode(cfg, redirect.searchParams.get('code')!).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(EbayApiError);
    expect((again as EbayApiError).oauthError).toBe('invalid_grant');
  });

  it('sends a declined consent to the rejected URL with the state', async () => {
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'no-thanks' }), 'decline');
    expect(redirect.pathname).toBe('/product/ebay/oauth/rejected');
    expect(redirect.searchParams.get('state')).toBe('no-thanks');
    expect(redirect.searchParams.has('code')).toBe(false);
  });

  it('asks for the 15 selling scopes and the notification subscription scope; the granted token carries them and refreshes with them; an unknown scope is refused', async () => {
    const url = new URL(buildEbayConsentUrl(cfg, { state: 'scopes' }));
    const asked = url.searchParams.get('scope')!.split(' ');
    expect(asked).toEqual(EBAY_CONSENT_SCOPES);
    expect(EBAY_SELLER_SCOPES).toHaveLength(15);
    expect(asked).toEqual([...EBAY_SELLER_SCOPES, 'https://api.ebay.com/oauth/api_scope/commerce.notification.subscription']);
    for (const s of [
      'sell.inventory',
      'sell.account',
      'sell.fulfillment',
      'sell.marketing',
      'sell.analytics.readonly',
      'sell.finances',
      'commerce.identity.readonly',
    ])
      expect(asked).toContain(`https://api.ebay.com/oauth/api_scope/${s}`);
    const { session, client } = await connect();
    expect(session.tokens.scopes).toEqual(EBAY_CONSENT_SCOPES);
    await session.refresh(); // the sandbox refuses a refresh that asks for more than was granted
    expect((await client.identity.getUser()).username).toBe('demo_seller');
    const page = await fetch(buildEbayConsentUrl(cfg, { state: 'x', scopes: [...EBAY_SELLER_SCOPES, 'https://api.ebay.com/oauth/api_scope/sell.everything'] }));
    expect(page.status).toBe(400);
  });

  it('refreshes an expired access token on "Invalid access token" and retries the call', async () => {
    const wire = countingFetch();
    const { session, client } = await connect('demo_seller', { fetch: wire.fetch });
    const first = session.tokens.accessToken;
    await client.inventory.createOrReplaceItem('REFRESH-RETRY-1', item('REFRESH-RETRY-1'));
    const before = await client.inventory.getItems({ limit: 200 });
    await control(sb, 'clock/advance', { seconds: 7201 });
    wire.calls.length = 0;
    const page = await client.inventory.getItems({ limit: 200 });
    // Refused once with the expired token, then retried with the new one: the seller's real page.
    expect(wire.calls.filter((c) => c === 'GET /sell/inventory/v1/inventory_item')).toHaveLength(2);
    expect(page).toEqual(before);
    expect(page.inventoryItems.map((i) => i.sku)).toContain('REFRESH-RETRY-1');
    expect(session.tokens.accessToken).not.toBe(first);
  });

  it('refreshes ahead of expiry by its own clock, without a refused call', async () => {
    const redirect = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 's' }));
    const tokens = await exchangeEbayCode(cfg, redirect.searchParams.get('code')!);
    const wire = countingFetch();
    const session = new EbayUserSession(cfg, tokens, { now: () => Date.now() + 7100_000, fetch: wire.fetch });
    const client = createEbayClient(cfg, session, { fetch: wire.fetch });
    await client.inventory.getItems();
    expect(wire.calls).toEqual(['POST /identity/v1/oauth2/token', 'GET /sell/inventory/v1/inventory_item']);
  });

  it('backs off on 429 errorId 2001 and then succeeds', async () => {
    const wire = countingFetch();
    const { client } = await connect('demo_seller', { fetch: wire.fetch });
    await control(sb, 'throttle', { count: 2 });
    const started = Date.now();
    const page = await client.inventory.getItems();
    expect(page.inventoryItems).toBeInstanceOf(Array);
    expect(wire.calls.filter((c) => c === 'GET /sell/inventory/v1/inventory_item')).toHaveLength(3);
    // Two back-offs of 20 and 40 ms with equal jitter: at least half of each step.
    expect(Date.now() - started).toBeGreaterThanOrEqual((20 + 40) / 2);
  });

  it('gives up after its retries with eBay 2001 kept in a typed EbayApiError', async () => {
    const { client } = await connect('demo_seller', { maxRetries: 1 });
    await control(sb, 'throttle', { count: 5, retryAfterSeconds: 0 });
    const err = await client.inventory.getItems().catch((e: unknown) => e);
    await control(sb, 'throttle', { count: 0 });
    expect(err).toBeInstanceOf(EbayApiError);
    expect((err as EbayApiError).status).toBe(429);
    expect((err as EbayApiError).errorId).toBe(2001);
    expect((err as EbayApiError).message).toBe('Too many requests.');
  });

  it('sends bulk item writes 25 at a time, reports each item of a 207 answer and isolates an item eBay cannot read', async () => {
    const wire = countingFetch();
    const { client } = await connect('bulk_seller', { fetch: wire.fetch });
    const items = Array.from({ length: 30 }, (_, i) => item(`BULK-${i}`));
    // A condition outside eBay's enum makes eBay refuse the whole request (400 errorId 2004); a
    // negative quantity is read fine and refused for its item alone (207, 25709).
    items[3] = item('BULK-3', { condition: 'BRAND_NEW_ISH' });
    items[27] = item('BULK-27', { availability: { shipToLocationAvailability: { quantity: -1 } } });
    const out = await client.inventory.bulkCreateOrReplaceItems(items);
    // The first 25 are refused whole, then halved until BULK-3 stands alone (25, 13, 7, 4, 2, 2, 1, 1, 3, 6, 12); the last 5 go in one call.
    expect(wire.calls.filter((c) => c.endsWith('/bulk_create_or_replace_inventory_item'))).toHaveLength(12);
    expect(out.map((o) => o.key)).toEqual(items.map((i) => i.sku));
    expect(out.filter((o) => !o.ok).map((o) => [o.key, o.errors[0]?.errorId])).toEqual([
      ['BULK-3', 2004],
      ['BULK-27', 25709],
    ]);
    expect(out.find((o) => o.key === 'BULK-3')!.errors[0]!.parameters).toEqual([{ name: 'reason', value: 'Could not serialize field [requests.condition]' }]);
    expect((await client.inventory.getItems({ limit: 200 })).total).toBe(28);
  });

  it('publishes offers in bulk with per-offer failures, withdraws, and enforces the daily revision cap', async () => {
    const { client } = await connect('publisher');
    await client.inventory.createLocation('WH-1', { location: { address: { postalCode: 'M1 1AA', country: 'GB' } }, name: 'Warehouse' });
    await client.inventory.bulkCreateOrReplaceItems([
      item('PUB-1'),
      item('PUB-2', { product: { title: 'No photos', description: 'x', aspects: { Brand: ['LEGO'] } } }),
    ]);
    const [fp] = await client.account.getFulfillmentPolicies('EBAY_GB');
    const [pp] = await client.account.getPaymentPolicies('EBAY_GB');
    const [rp] = await client.account.getReturnPolicies('EBAY_GB');
    const offer = (sku: string) => ({
      sku,
      marketplaceId: 'EBAY_GB',
      format: 'FIXED_PRICE' as const,
      categoryId: '183446',
      merchantLocationKey: 'WH-1',
      pricingSummary: { price: { value: '19.99', currency: 'GBP' } },
      listingPolicies: {
        fulfillmentPolicyId: String(fp!.fulfillmentPolicyId),
        paymentPolicyId: String(pp!.paymentPolicyId),
        returnPolicyId: String(rp!.returnPolicyId),
      },
    });
    const created = await client.offers.bulkCreate([offer('PUB-1'), offer('PUB-2'), offer('MISSING')]);
    expect(created.map((c) => c.ok)).toEqual([true, true, false]);
    expect(created[2]!.errors[0]!.errorId).toBe(25702);
    const ids = created.filter((c) => c.ok).map((c) => c.result!.offerId);
    const published = await client.offers.bulkPublish(ids);
    expect(published[0]).toMatchObject({ ok: true, statusCode: 200 });
    expect(published[0]!.result!.listingId).toMatch(/^\d{12}$/);
    expect(published[1]).toMatchObject({ ok: false, statusCode: 400 });
    expect(published[1]!.errors.map((e) => e.message)).toContain('A user error has occurred. At least 1 photo is required.');

    await control(sb, 'revision-cap', { perDay: 2 }, 'PUT');
    const revise = () =>
      client.inventory.bulkUpdatePriceQuantity([{ sku: 'PUB-1', offers: [{ offerId: ids[0]!, price: { value: '18.50', currency: 'GBP' } }] }]);
    expect((await revise())[0]!.ok).toBe(true);
    expect((await revise())[0]!.ok).toBe(true);
    const capped = (await revise())[0]!;
    await control(sb, 'revision-cap', { perDay: 250 }, 'PUT');
    expect(capped).toMatchObject({ ok: false, statusCode: 400 });
    expect(capped.errors[0]!.errorId).toBe(25019);
    expect((await client.offers.get(ids[0]!)).pricingSummary?.price?.value).toBe('18.50');

    const listingId = await client.offers.withdraw(ids[0]!);
    expect(listingId).toBe(published[0]!.result!.listingId);
    expect((await client.offers.get(ids[0]!)).status).toBe('UNPUBLISHED');
  });

  it('filters orders by fulfilment status and creation date and uploads tracking (201 + Location)', async () => {
    const { client } = await connect('orders_seller');
    const open = await client.fulfillment.getOrders({ fulfillmentStatus: 'NOT_STARTED|IN_PROGRESS' });
    expect(open.total).toBe(5);
    expect(open.orders.every((o) => o.orderFulfillmentStatus !== 'FULFILLED')).toBe(true);
    const recent = await client.fulfillment.getOrders({ createdFrom: new Date(Date.now() - 5 * 86_400_000) });
    expect(recent.orders.length).toBeGreaterThan(0);
    expect(recent.orders.every((o) => Date.parse(o.creationDate) >= Date.now() - 5 * 86_400_000)).toBe(true);
    const order = open.orders[0]!;
    const id = await client.fulfillment.createShippingFulfillment(order.orderId, {
      lineItems: [{ lineItemId: order.lineItems[0]!.lineItemId, quantity: order.lineItems[0]!.quantity }],
      shippingCarrierCode: 'Royal Mail',
      trackingNumber: 'RM123456785GB',
      shippedDate: new Date().toISOString(),
    });
    expect(id).toBe('RM123456785GB');
    expect((await client.fulfillment.getOrder(order.orderId)).orderFulfillmentStatus).toBe('FULFILLED');
    const missing = await client.fulfillment.getOrder('99-99999-99999').catch((e: unknown) => e);
    expect(missing).toMatchObject({ status: 404, message: 'Invalid order ID: 99-99999-99999' });
  });

  it('suggests categories and lists item aspects with an application token', async () => {
    const app = createEbayAppClient(cfg);
    const { categoryTreeId } = await app.taxonomy.getDefaultCategoryTreeId('EBAY_GB');
    expect(categoryTreeId).toBe('3');
    const suggestions = await app.taxonomy.getCategorySuggestions(categoryTreeId, 'iphone 14 case');
    expect(suggestions.map((s) => s.category.categoryName)).toContain('Mobile Phone Cases & Covers');
    expect(await app.taxonomy.getCategorySuggestions(categoryTreeId, 'zzzqqq')).toEqual([]);
    const aspects = await app.taxonomy.getItemAspectsForCategory(categoryTreeId, '9355');
    expect(aspects.find((a) => a.localizedAspectName === 'Brand')?.aspectConstraint.aspectRequired).toBe(true);
  });

  it('verifies its account-deletion endpoint with the challenge hash and delivers a signed notification', async () => {
    const app = createEbayAppClient(cfg);
    const received: { verified: unknown; tamperedVerified: unknown }[] = [];
    const server = http.createServer(async (req, res) => {
      const url = new URL(req.url!, 'http://x');
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebay/deletion`;
      if (req.method === 'GET') {
        res.setHeader('content-type', 'application/json');
        return res.end(JSON.stringify({ challengeResponse: ebayChallengeResponse(url.searchParams.get('challenge_code')!, cfg.verificationToken!, endpoint) }));
      }
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const raw = Buffer.concat(chunks);
      const sig = req.headers['x-ebay-signature'] as string;
      received.push({
        verified: await app.verifyNotification(raw, sig),
        tamperedVerified: await app.verifyNotification(Buffer.from(raw.toString().replace('demo_seller', 'someone_else')), sig),
      });
      res.statusCode = 204;
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebay/deletion`;
      const result = await control(sb, 'account-deletion', { endpoint });
      expect(result.challenge).toEqual({ status: 200, ok: true });
      expect(result.notification.status).toBe(204);
      expect(received).toHaveLength(1);
      expect(received[0]!.verified).toMatchObject({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: { data: { username: 'demo_seller' } } });
      expect(received[0]!.tamperedVerified).toBeNull();
    } finally {
      server.close();
    }
  });
});
