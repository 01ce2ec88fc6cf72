import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnbuySandbox } from '../../sandbox/onbuy/index.ts';
import { DEMO } from '../../sandbox/onbuy/seed.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { createOnbuyClient, type OnbuyClient } from '../../server/integrations/onbuy/index.ts';

/**
 * OnBuy publishes no machine-readable contract, so sandbox/onbuy/contract.schema.json pins what
 * api-notes §4 says (closed objects). The client's requests and the sandbox's answers must match it.
 */

const contract = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../sandbox/onbuy/contract.schema.json'), 'utf8')) as {
  operations: Record<string, { request?: string; requestForm?: string[]; response: string; query?: string[] }>;
};
interface Exchange {
  method: string;
  url: URL;
  requestBody: string | undefined;
  status: number;
  responseBody: unknown;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(contract, 'onbuy');
const validators = new Map<string, ValidateFunction>();
const validatorFor = (def: string) => {
  let v = validators.get(def);
  if (!v) validators.set(def, (v = ajv.compile({ $ref: `onbuy#/definitions/${def}` })));
  return v;
};

function operationOf(method: string, pathname: string): string | null {
  const rel = pathname.replace(/^\/v2/, '');
  const keys = Object.keys(contract.operations).filter((k) => {
    const [m, p] = k.split(' ');
    return m === method && new RegExp(`^${p!.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(rel);
  });
  return keys.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0] ?? null;
}

function check(x: Exchange): string[] {
  const where = `${x.method} ${x.url.pathname}`;
  const key = operationOf(x.method, x.url.pathname);
  if (!key) return [`${where}: not in the OnBuy contract`];
  const op = contract.operations[key]!;
  const problems: string[] = [];
  for (const q of op.query ?? []) if (!x.url.searchParams.has(q)) problems.push(`${where}: query ${q} missing`);
  if (op.requestForm) {
    const form = new URLSearchParams(x.requestBody ?? '');
    for (const f of op.requestForm) if (!form.get(f)) problems.push(`${where}: form field ${f} missing`);
  } else if (op.request) {
    const v = validatorFor(op.request);
    if (!v(JSON.parse(x.requestBody ?? 'null'))) problems.push(`${where} request: ${ajv.errorsText(v.errors)}`);
  } else if (x.requestBody !== undefined) problems.push(`${where}: unexpected request body`);
  const v = validatorFor(x.status >= 400 ? 'ErrorEnvelope' : op.response);
  if (!v(x.responseBody)) problems.push(`${where} ${x.status} response: ${ajv.errorsText(v.errors)}`);
  return problems;
}

function recordingFetch(log: Exchange[]): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const text = await res.clone().text();
    log.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      requestBody: typeof init?.body === 'string' ? init.body : undefined,
      status: res.status,
      responseBody: text ? JSON.parse(text) : undefined,
    });
    return res;
  };
}

describe('OnBuy contract: client requests and sandbox responses match contract.schema.json', () => {
  let sb: RunningSandbox;
  let client: OnbuyClient;
  const log: Exchange[] = [];

  beforeAll(async () => {
    sb = await startOnbuySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
    client = createOnbuyClient({ apiUrl: sb.env.ONBUY_API_URL!, consumerKey: DEMO.consumerKey, secretKey: DEMO.secretKey }, { fetch: recordingFetch(log) });
    await client.sites();
    await client.sellerEntities();
    await client.categories('Head');
    await client.brands('Son');
    await client.conditions();
    await client.searchProducts('echo');
    await client.searchProducts('0841667174051', 'product_code');
    const queued = await client.createProduct({
      uid: 'C-1',
      category_id: 1312,
      product_name: 'Studio Headphones',
      product_codes: ['5012345678917'],
      brand_name: 'Sony',
      description: 'Closed-back',
      default_image: 'https://images.example/h.jpg',
      rrp: 99,
    });
    await client
      .createProduct({
        uid: 'C-2',
        category_id: 1312,
        product_name: 'Bad',
        product_codes: ['12'],
        brand_name: 'Sony',
        description: 'x',
        default_image: 'https://images.example/b.jpg',
      })
      .catch(() => undefined);
    await client.queues([queued.queue_id]);
    await client.queue(queued.queue_id);
    await client.createListings([
      { sku: 'L-1', opc: 'Q7W8E9R', condition: 'new', price: 249, stock: 3, handling_time: 1 },
      { sku: 'L-2', opc: 'ZZZ', condition: 'new', price: 1, stock: 1 },
    ]);
    await client.listings({ sku: 'L-1' });
    await client.updateListings([
      { sku: 'L-1', price: 239, stock: 2 },
      { sku: 'L-404', stock: 1 },
    ]);
    await client.deleteListings(['L-404']);
    const orders = await client.orders({ status: 'awaiting_dispatch' });
    await client.trackingProviders();
    await client.dispatch([{ order_id: orders.results[0]!.order_id, tracking: { tracking_id: 1, number: 'RM123GB' } }]);
    await client.orders({ status: 'all', limit: 2, offset: 1 });
  });
  afterAll(() => sb?.close());

  it('covers every operation in the contract the client uses, including an error answer', () => {
    const used = new Set(log.map((x) => operationOf(x.method, x.url.pathname)));
    for (const op of [
      'POST /auth/request-token',
      'GET /sites',
      'GET /sellers/entities',
      'GET /categories',
      'GET /brand',
      'GET /conditions',
      'GET /products',
      'POST /products',
      'GET /queues',
      'GET /queues/{id}',
      'POST /listings',
      'GET /listings',
      'PUT /listings/by-sku',
      'DELETE /listings/by-sku',
      'GET /orders',
      'GET /orders/tracking-providers',
      'PUT /orders/dispatch',
    ])
      expect(used, op).toContain(op);
    expect(log.some((x) => x.status === 400)).toBe(true);
  });

  it('every request and response conforms', () => {
    expect(log.flatMap(check)).toEqual([]);
  });

  it('fails on drift: a renamed field in an answer or a missing field in a request is reported', () => {
    const listings = log.find((x) => operationOf(x.method, x.url.pathname) === 'GET /listings')!;
    const body = structuredClone(listings.responseBody) as { results: Record<string, unknown>[] };
    body.results[0]!.quantity = body.results[0]!.stock;
    delete body.results[0]!.stock;
    expect(check({ ...listings, responseBody: body }).join('\n')).toMatch(/must have required property 'stock'|must NOT have additional properties/);
    const update = log.find((x) => operationOf(x.method, x.url.pathname) === 'PUT /listings/by-sku')!;
    expect(check({ ...update, requestBody: JSON.stringify({ listings: [{ sku: 'x' }] }) }).join('\n')).toMatch(/site_id/);
    const wrongStatus = { ...update, responseBody: { success: true, results: [{ sku: 'x', ok: false }] } };
    expect(check(wrongStatus)).not.toEqual([]);
  });
});
