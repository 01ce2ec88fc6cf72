import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnbuySandbox } from '../../../sandbox/onbuy/index.ts';
import { DEMO, SECOND_SELLER } from '../../../sandbox/onbuy/seed.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { createOnbuyClient, OnbuyApiError, type OnbuyConfig } from '../../../server/integrations/onbuy/index.ts';

function countingFetch() {
  const calls: string[] = [];
  const f: typeof fetch = (input, init) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  };
  return { calls, fetch: f };
}

describe('OnBuy client against the OnBuy sandbox', () => {
  let sb: RunningSandbox;
  let demo: OnbuyConfig;
  const control = (path: string, body: unknown = {}, method = 'POST') =>
    fetch(`${sb.url}/__sandbox/${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then((r) => r.json());

  beforeAll(async () => {
    sb = await startOnbuySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
    demo = { apiUrl: sb.env.ONBUY_API_URL!, consumerKey: DEMO.consumerKey, secretKey: DEMO.secretKey };
  });
  afterAll(() => sb?.close());

  it('exposes the API under /v2 like the real host', () => {
    expect(sb.env.ONBUY_API_URL).toBe(`${sb.url}/v2`);
  });

  it('requests one token and reuses it until it nears its 15-minute expiry', async () => {
    const wire = countingFetch();
    const client = createOnbuyClient(demo, { fetch: wire.fetch });
    await client.sites();
    await client.conditions();
    expect(wire.calls.filter((c) => c.endsWith('/auth/request-token'))).toHaveLength(1);
    const later = createOnbuyClient(demo, { fetch: wire.fetch, now: () => Date.now() + 14.5 * 60_000 });
    await later.sites();
    await later.sites();
    expect(wire.calls.filter((c) => c.endsWith('/auth/request-token'))).toHaveLength(3);
  });

  it('keeps one active token per seller: a new token makes the old one fail with 401 badToken', async () => {
    const a = createOnbuyClient(demo);
    const b = createOnbuyClient(demo);
    const tokenA = await a.tokens.get();
    await b.tokens.get();
    const raw = await fetch(`${demo.apiUrl}/sites`, { headers: { authorization: tokenA } });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({ success: false, error: { errorCode: 'badToken', message: 'The access token provided is invalid or has expired' } });
    // The client recovers by renewing once (which in turn logs out `b`).
    expect((await a.sites()).results[0]!.site_id).toBe(2000);
    expect(await a.tokens.get()).not.toBe(tokenA);
  });

  it('renews a token that expired on the server side and retries the call', async () => {
    const wire = countingFetch();
    const client = createOnbuyClient(demo, { fetch: wire.fetch });
    await client.sites();
    await control('clock/advance', { seconds: 16 * 60 });
    expect((await client.conditions()).results.map((c) => c.condition_id)).toContain('new');
    expect(wire.calls).toEqual(['POST /v2/auth/request-token', 'GET /v2/sites', 'GET /v2/conditions', 'POST /v2/auth/request-token', 'GET /v2/conditions']);
  });

  it('refuses a "Bearer" token and wrong keys with OnBuy\'s error envelope', async () => {
    const token = await createOnbuyClient(demo).tokens.get();
    expect((await fetch(`${demo.apiUrl}/sites`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    const err = await createOnbuyClient({ ...demo, secretKey: 'nope' })
      .sites()
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OnbuyApiError);
    expect(err).toMatchObject({ status: 401, errorCode: 'invalidCredentials', message: 'The consumer key or secret key is incorrect' });
  });

  it('reports per-item failures of listing writes that OnBuy answers with HTTP 200', async () => {
    const wire = countingFetch();
    const client = createOnbuyClient(demo, { fetch: wire.fetch });
    const created = await client.createListings([
      { sku: 'OB-1', opc: 'P8Q9R7T', condition: 'new', price: 29.99, stock: 4 },
      { sku: 'OB-2', opc: 'NOPE000', condition: 'new', price: 10, stock: 1 },
      { sku: 'OB-3', opc: 'X1C2V3B', condition: 'poor', price: 5, stock: 1 },
    ]);
    expect(created).toEqual([
      { key: 'OB-1', ok: true, opc: 'P8Q9R7T' },
      { key: 'OB-2', ok: false, error: 'OPC NOPE000 does not exist' },
      { key: 'OB-3', ok: false, error: 'Condition poor is not available in this category' },
    ]);
    const updated = await client.updateListings([
      { sku: 'OB-1', price: 27.5, stock: 2 },
      { sku: 'GHOST', stock: 3 },
      { sku: 'OB-1', price: -1 },
    ]);
    expect(updated.map((u) => [u.key, u.ok, u.error])).toEqual([
      ['OB-1', true, undefined],
      ['GHOST', false, 'SKU does not exist'],
      ['OB-1', false, 'price must be greater than 0'],
    ]);
    const listing = (await client.listings({ sku: 'OB-1' })).results[0]!;
    expect([listing.price, listing.stock]).toEqual([27.5, 2]);
    const deleted = await client.deleteListings(['OB-1', 'GHOST']);
    expect(deleted.map((d) => d.ok)).toEqual([true, false]);
    expect(wire.calls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);
  });

  it('queues product creation: pending until processed, then success with an OPC or failed with a reason', async () => {
    const client = createOnbuyClient(demo);
    const ok = await client.createProduct({
      uid: 'SKU-NEW-1',
      category_id: 2140,
      product_name: 'Garlic Press',
      product_codes: ['5012345678900'],
      brand_name: 'OXO',
      description: 'Presses garlic',
      default_image: 'https://images.example/press.jpg',
    });
    const dup = await client.createProduct({
      uid: 'SKU-DUP',
      category_id: 1345,
      product_name: 'Echo again',
      product_codes: ['0841667174051'],
      brand_name: 'Amazon',
      description: 'x',
      default_image: 'https://images.example/e.jpg',
    });
    expect((await client.queue(ok.queue_id)).status).toBe('pending');
    await control('clock/advance', { seconds: 31 });
    const done = await client.queues([ok.queue_id, dup.queue_id]);
    const byUid = Object.fromEntries(done.results.map((q) => [q.uid, q]));
    expect(byUid['SKU-NEW-1']).toMatchObject({ status: 'success', opc: expect.stringMatching(/^S\d{6}$/) });
    expect(byUid['SKU-DUP']).toMatchObject({ status: 'failed', opc: null, error_message: expect.stringContaining('already exists') });
    const found = await client.searchProducts('Garlic');
    expect(found.results.map((p) => p.opc)).toEqual([byUid['SKU-NEW-1']!.opc]);
    const invalid = await client
      .createProduct({
        uid: 'bad',
        category_id: 2140,
        product_name: 'x',
        product_codes: ['123'],
        brand_name: 'OXO',
        description: 'x',
        default_image: 'https://i/x.jpg',
      })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, errorCode: 'validationError' });
  });

  it('lists awaiting orders, flips previously_exported on read, and dispatches with tracking', async () => {
    const client = createOnbuyClient({ ...demo, consumerKey: SECOND_SELLER.consumerKey, secretKey: SECOND_SELLER.secretKey });
    const fresh = await client.orders({ status: 'awaiting_dispatch', previouslyExported: false });
    expect(fresh.metadata.total_rows).toBe(3);
    expect(fresh.results.every((o) => o.previously_exported === false)).toBe(true);
    expect((await client.orders({ status: 'awaiting_dispatch', previouslyExported: false })).metadata.total_rows).toBe(0);
    const [royalMail] = (await client.trackingProviders()).results;
    const out = await client.dispatch([
      { order_id: fresh.results[0]!.order_id, tracking: { tracking_id: royalMail!.tracking_id, number: 'RM987654321GB' } },
      { order_id: 'T-NOT-MINE', tracking: { tracking_id: 1, number: 'X' } },
    ]);
    expect(out).toEqual([
      { key: fresh.results[0]!.order_id, ok: true },
      { key: 'T-NOT-MINE', ok: false, error: 'Order does not exist' },
    ]);
    const dispatched = await client.orders({ status: 'dispatched' });
    const mine = dispatched.results.find((o) => o.order_id === fresh.results[0]!.order_id)!;
    expect(mine.tracking).toMatchObject({ supplier_name: 'Royal Mail', number: 'RM987654321GB' });
  });

  it('backs off on 429 and then succeeds', async () => {
    const wire = countingFetch();
    const client = createOnbuyClient(demo, { fetch: wire.fetch, baseDelayMs: 10 });
    await client.tokens.get();
    await control('knobs', { throttleNext: 2 }, 'PUT');
    expect((await client.sites()).results).toHaveLength(1);
    expect(wire.calls.filter((c) => c === 'GET /v2/sites')).toHaveLength(3);
  });
});
