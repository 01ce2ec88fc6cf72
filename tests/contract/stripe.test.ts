import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeSandbox } from '../../sandbox/stripe/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { createStripeClient, STRIPE_API_VERSION, type StripeClient } from '../../server/integrations/stripe/index.ts';
import { apiSpecsDir } from '../helpers/api-specs.ts';
import { browserPaymentMethod } from '../helpers/stripe-browser.ts';

/**
 * The Stripe sandbox and the product's Stripe client checked against Stripe's official OpenAPI
 * contract (api-specs/stripe/spec3.api-2023-08-16.yaml, the version the client pins):
 *  - every request the client sends validates against its operation's parameters / form body;
 *  - every response the sandbox answers validates against the operation's response schema, with
 *    undeclared properties refused, so a renamed or invented field fails here;
 *  - every event's data.object validates against the schema of its object type.
 */
type Schema = Record<string, any>;

interface Recorded {
  method: string;
  path: string;
  params: Record<string, unknown>;
  stripeVersion: string | null;
  publishableKey?: boolean;
  status: number;
  response: any;
}

/**
 * OpenAPI 3.0 → JSON Schema for Ajv: `nullable: true` becomes "or null" (also beside anyOf, which
 * Ajv's own nullable support refuses), and object schemas listing `properties` refuse any others.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'nullable' || k.startsWith('x-') || k === 'description') continue;
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Schema).map(([p, s]) => [p, toJsonSchema(s)])) : toJsonSchema(v);
  }
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  return (node as Schema).nullable ? { anyOf: [out, { type: 'null' }] } : out;
}

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: coerce ? 'array' : false });
  addFormats(ajv);
  ajv.addFormat('unix-time', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
  ajv.addFormat('binary', true);
  return ajv;
}

/** Absolute ids: a relative `$id` would resolve against each operation schema's own id. */
const SPEC_ID = 'https://api-specs.listbridge.test/stripe/spec3.api-2023-08-16.json';

let spec: Schema;
let responses: Ajv;
let requests: Ajv;
let sandbox: RunningSandbox;
let stripe: StripeClient;
let recorded: Recorded[];
const covered = new Set<string>();

function component(name: string): ValidateFunction {
  const v = responses.getSchema(`${SPEC_ID}#/components/schemas/${name}`);
  if (!v) throw new Error(`no schema ${name}`);
  return v;
}

function errorsOf(v: ValidateFunction): string {
  return (v.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`).join('; ');
}

/** `/v1/customers/cus_123` → the spec's `/v1/customers/{customer}` operation. */
function findOperation(method: string, urlPath: string): { template: string; op: Schema } {
  const candidates = Object.keys(spec.paths).filter((t) => {
    const re = new RegExp(`^${t.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return re.test(urlPath) && spec.paths[t][method.toLowerCase()];
  });
  // Literal segments beat placeholders: /v1/invoices/upcoming over /v1/invoices/{invoice}.
  candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = candidates[0];
  if (!template) throw new Error(`${method} ${urlPath} is not an operation of the Stripe API`);
  return { template, op: spec.paths[template][method.toLowerCase()] };
}

function requestSchema(method: string, op: Schema): Schema {
  if (method === 'POST') return op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema ?? { type: 'object', additionalProperties: false };
  const query = (op.parameters ?? []).filter((p: Schema) => p.in === 'query');
  // DELETE operations document their parameters (e.g. a subscription's prorate, invoice_now) as a
  // form body; the SDK sends them in the query string, which Stripe accepts the same.
  const body = method === 'DELETE' ? (op.requestBody?.content?.['application/x-www-form-urlencoded']?.schema?.properties ?? {}) : {};
  return {
    type: 'object',
    properties: { ...Object.fromEntries(query.map((p: Schema) => [p.name, p.schema])), ...body },
    required: query.filter((p: Schema) => p.required).map((p: Schema) => p.name),
    additionalProperties: false,
  };
}

function responseSchema(op: Schema, status: number): Schema {
  const r = op.responses[String(status)] ?? op.responses.default;
  return r.content['application/json'].schema;
}

const compiled = new Map<string, ValidateFunction>();
function compile(ajv: Ajv, key: string, schema: Schema): ValidateFunction {
  let v = compiled.get(key);
  if (!v) {
    v = ajv.compile({ $id: `${SPEC_ID}/operations/${encodeURIComponent(key)}`, allOf: [rewriteRefs(toJsonSchema(schema))] });
    compiled.set(key, v);
  }
  return v;
}

/** Operation schemas point at `#/components/...` of the spec document: point them at its $id. */
function rewriteRefs(node: any): any {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${SPEC_ID}${v}` : rewriteRefs(v)]),
  );
}

async function api(method: string, urlPath: string, key = sandbox.env.STRIPE_SECRET_KEY): Promise<{ status: number; body: any }> {
  const res = await fetch(`${sandbox.url}${urlPath}`, { method, headers: { authorization: `Bearer ${key}`, 'stripe-version': STRIPE_API_VERSION } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  spec = parse(readFileSync(path.join(apiSpecsDir(), 'stripe/spec3.api-2023-08-16.yaml'), 'utf8')) as Schema;
  const doc = { $id: SPEC_ID, components: toJsonSchema(spec.components) };
  responses = makeAjv(false);
  responses.addSchema({ ...doc, components: { schemas: (doc.components as Schema).schemas } });
  requests = makeAjv(true);
  requests.addSchema({ ...doc, components: { schemas: (doc.components as Schema).schemas } });

  sandbox = await startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', seed: 42 });
  stripe = createStripeClient({ secretKey: sandbox.env.STRIPE_SECRET_KEY!, apiUrl: sandbox.env.STRIPE_API_URL!, maxNetworkRetries: 0 });
  await exerciseEveryClientCall();
  const res = await fetch(`${sandbox.url}/__sandbox/requests`);
  recorded = ((await res.json()) as { data: Recorded[] }).data;
}, 60_000);

afterAll(async () => {
  await sandbox?.close();
});

/** Every method of the client, plus the failures billing must handle. */
async function exerciseEveryClientCall(): Promise<void> {
  const year = new Date().getUTCFullYear() + 2;
  const customer = await stripe.createCustomer({ userId: 'contract-user', email: 'contract@example.com', name: 'Casey Contract', metadata: { plan: 'ebay' } });
  // Cards are entered in Stripe.js (publishable key): the client itself never sends a card number.
  const card = { id: await browserPaymentMethod(sandbox.url, '4242424242424242', { expMonth: 11, expYear: year, name: 'Casey Contract' }) };
  await stripe.saveDefaultCard(customer.id, card.id);
  await stripe.retrieveCustomer(customer.id);
  await stripe.listPaymentMethods(customer.id);
  await stripe.retrievePaymentMethod(card.id);
  const second = { id: await browserPaymentMethod(sandbox.url, '5555555555554444', { expMonth: 1, expYear: year }) };
  const si = await stripe.createSetupIntent({ customerId: customer.id, requestId: 'si-1' });
  await stripe.confirmSetupIntent(si.id, second.id);
  await stripe.retrieveSetupIntent(si.id);
  await stripe.retrieveSetupIntent(si.id, { expandPaymentMethod: true });
  await stripe.createSetupIntent({ customerId: customer.id, paymentMethodId: card.id, confirm: true });
  await stripe.detachPaymentMethod(second.id);

  const product = await stripe.createProduct({ name: 'eBay Pro', planKey: 'ebay_pro', metadata: { platform: 'ebay' } });
  const monthly = await stripe.createPrice({
    productId: product.id,
    unitAmount: 2999,
    currency: 'usd',
    interval: 'month',
    lookupKey: 'ebay_pro_monthly',
    nickname: 'eBay Pro monthly',
  });
  const yearly = await stripe.createPrice({ productId: product.id, unitAmount: 29_990, currency: 'usd', interval: 'year', lookupKey: 'ebay_pro_annual' });
  await stripe.findPriceByLookupKey('ebay_pro_monthly');
  await stripe.listPrices({ active: true, productId: product.id });

  const coupon = await stripe.createCoupon({ id: 'TENOFF', name: '$10 off', amountOff: 1000, currency: 'usd', duration: 'once', maxRedemptions: 100 });
  const repeating = await stripe.createCoupon({
    name: '20% first year',
    percentOff: 20,
    duration: 'repeating',
    durationInMonths: 12,
    redeemBy: Math.floor(Date.now() / 1000) + 86_400,
  });
  await stripe.retrieveCoupon(coupon.id);
  await stripe.createPromotionCode({
    couponId: repeating.id,
    code: 'FIRSTYEAR',
    maxRedemptions: 5,
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    firstTimeOnly: true,
  });
  const promo = await stripe.findPromotionCode('FIRSTYEAR');

  const trial = await stripe.createSubscription({
    requestId: 'sub-trial',
    customerId: customer.id,
    priceId: monthly.id,
    trialDays: 14,
    couponId: coupon.id,
    metadata: { platform: 'ebay' },
  });
  await stripe.retrieveSubscription(trial.id);
  await stripe.listSubscriptions(customer.id);
  await stripe.upcomingInvoice(customer.id, trial.id);
  const paid = await stripe.createSubscription({
    requestId: 'sub-paid',
    customerId: customer.id,
    priceId: monthly.id,
    promotionCodeId: promo?.id,
    defaultPaymentMethodId: card.id,
    paymentBehavior: 'allow_incomplete',
    quantity: 1,
  });
  await stripe.changeSubscriptionPrice(paid.id, { itemId: paid.items.data[0]!.id, priceId: yearly.id, prorationBehavior: 'always_invoice' });
  await stripe.setCancelAtPeriodEnd(paid.id, true, 'switching plans');
  await stripe.setCancelAtPeriodEnd(paid.id, false);
  await stripe.removeSubscriptionDiscount(paid.id);
  await stripe.applySubscriptionCoupon(paid.id, { couponId: coupon.id });
  await stripe.cancelSubscriptionNow(trial.id);
  const invoices = await stripe.listInvoices({ customerId: customer.id, limit: 3 });
  // A subscribe rolled back (billing/rollback.ts): marked, then ended with the unused time credited.
  const undone = await stripe.createSubscription({
    requestId: 'sub-undone',
    customerId: customer.id,
    priceId: monthly.id,
    paymentBehavior: 'error_if_incomplete',
  });
  await stripe.setSubscriptionMetadata(undone.id, { listbridge_rolled_back: 'true' });
  await stripe.cancelSubscriptionNow(undone.id, { refundUnused: true });
  await stripe.listInvoices({ subscriptionId: undone.id, status: 'open', limit: 100 });
  await stripe.listInvoices({ subscriptionId: paid.id, startingAfter: invoices.data[0]!.id });
  await stripe.retrieveInvoice(invoices.data[0]!.id);

  // An invoice left open by a card that fails at charge, paid after the card is replaced.
  const late = await stripe.createCustomer({ userId: 'contract-late', email: 'late@example.com' });
  const failing = { id: await browserPaymentMethod(sandbox.url, '4000000000000341', { expMonth: 3, expYear: year }) };
  await stripe.saveDefaultCard(late.id, failing.id);
  const incomplete = await stripe.createSubscription({ requestId: 'sub-incomplete', customerId: late.id, priceId: monthly.id });
  const good = { id: await browserPaymentMethod(sandbox.url, '4242424242424242', { expMonth: 3, expYear: year }) };
  await stripe.attachPaymentMethod(good.id, late.id);
  await stripe.payInvoice((incomplete.latest_invoice as { id: string }).id, good.id);
  await stripe.applyCustomerCoupon(late.id, repeating.id);

  const events = await stripe.listEvents({ limit: 100 });
  await stripe.retrieveEvent(events.data[0]!.id);
  const endpoint = await stripe.createWebhookEndpoint('https://listbridge.example/api/v1/stripe-event', ['invoice.paid', 'customer.subscription.updated']);
  await stripe.deleteWebhookEndpoint(endpoint.id);

  // Failures: a declined card (402), a conflicting idempotency key (400), a missing object (404).
  const declined = { id: await browserPaymentMethod(sandbox.url, '4000000000000002', { expMonth: 3, expYear: year }) };
  await stripe.attachPaymentMethod(declined.id, customer.id).catch(() => undefined);
  await stripe.createCustomer({ userId: 'contract-user', email: 'changed@example.com' }).catch(() => undefined);
  await stripe.retrieveInvoice('in_doesnotexist').catch(() => undefined);
  await stripe.deleteCustomer(late.id);
  await stripe.retrieveCustomer(late.id);
}

describe('Stripe client requests match the official contract', () => {
  it("sends every request with the pinned Stripe-Version, which is the contract's version", () => {
    expect(spec.info.version).toBe(STRIPE_API_VERSION);
    expect(recorded.length).toBeGreaterThan(40);
    // Requests made the way Stripe.js makes them (publishable key, the cards) send none.
    expect(recorded.filter((r) => !r.publishableKey && r.stripeVersion !== STRIPE_API_VERSION)).toEqual([]);
  });

  it('sends only paths and methods the Stripe API defines, with parameters its schemas accept', () => {
    const problems: string[] = [];
    for (const r of recorded) {
      const { template, op } = findOperation(r.method, r.path);
      covered.add(`${r.method} ${template}`);
      const validate = compile(requests, `req ${r.method} ${template}`, requestSchema(r.method, op));
      if (!validate(structuredClone(r.params))) problems.push(`${r.method} ${r.path} ${JSON.stringify(r.params)}: ${errorsOf(validate)}`);
    }
    expect(problems).toEqual([]);
  });

  it('covers the operations billing relies on', () => {
    for (const op of [
      'POST /v1/customers',
      'POST /v1/customers/{customer}',
      'GET /v1/customers/{customer}',
      'DELETE /v1/customers/{customer}',
      'POST /v1/payment_methods',
      'POST /v1/payment_methods/{payment_method}/attach',
      'POST /v1/payment_methods/{payment_method}/detach',
      'GET /v1/payment_methods',
      'POST /v1/setup_intents',
      'POST /v1/setup_intents/{intent}/confirm',
      'GET /v1/setup_intents/{intent}',
      'POST /v1/products',
      'POST /v1/prices',
      'GET /v1/prices',
      'POST /v1/coupons',
      'GET /v1/coupons/{coupon}',
      'POST /v1/promotion_codes',
      'GET /v1/promotion_codes',
      'POST /v1/subscriptions',
      'POST /v1/subscriptions/{subscription_exposed_id}',
      'GET /v1/subscriptions/{subscription_exposed_id}',
      'DELETE /v1/subscriptions/{subscription_exposed_id}',
      'GET /v1/subscriptions',
      'DELETE /v1/subscriptions/{subscription_exposed_id}/discount',
      'GET /v1/invoices',
      'GET /v1/invoices/{invoice}',
      'POST /v1/invoices/{invoice}/pay',
      'GET /v1/invoices/upcoming',
      'GET /v1/events',
      'GET /v1/events/{id}',
      'POST /v1/webhook_endpoints',
      'DELETE /v1/webhook_endpoints/{webhook_endpoint}',
    ]) {
      expect(covered, op).toContain(op);
    }
  });
});

describe('Stripe sandbox responses match the official contract', () => {
  it('answers every request with a body its operation documents for that status, without undeclared fields', () => {
    const problems: string[] = [];
    for (const r of recorded) {
      const { template, op } = findOperation(r.method, r.path);
      const validate = compile(responses, `res ${r.method} ${template} ${r.status}`, responseSchema(op, r.status));
      if (!validate(r.response)) problems.push(`${r.method} ${r.path} → ${r.status}: ${errorsOf(validate)}`);
    }
    expect(problems).toEqual([]);
  });

  it('produced each object billing reads, plus lists and errors', () => {
    const kinds = new Set<string>();
    const walk = (v: any) => {
      if (!v || typeof v !== 'object') return;
      if (typeof v.object === 'string') kinds.add(v.object);
      if (v.error) kinds.add(`error:${v.error.type}`);
      Object.values(v).forEach(walk);
    };
    recorded.forEach((r) => walk(r.response));
    for (const k of [
      'customer',
      'payment_method',
      'setup_intent',
      'subscription',
      'subscription_item',
      'price',
      'product',
      'coupon',
      'promotion_code',
      'discount',
      'invoice',
      'line_item',
      'event',
      'list',
      'webhook_endpoint',
      'error:card_error',
      'error:idempotency_error',
      'error:invalid_request_error',
    ]) {
      expect(kinds, k).toContain(k);
    }
    expect(recorded.map((r) => r.status)).toEqual(expect.arrayContaining([200, 400, 402, 404]));
  });

  it("shapes every event's data.object as the schema of its object type", async () => {
    const { body } = await api('GET', '/v1/events?limit=100');
    expect(body.data.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const e of body.data) {
      const obj = e.data.object;
      const v = component(obj.deleted ? `deleted_${obj.object}` : obj.object);
      if (!v(obj)) problems.push(`${e.type}: ${errorsOf(v)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers a missing or wrong API key with the documented 401 error envelope', async () => {
    for (const key of ['', 'sk_test_wrong']) {
      const { status, body } = await api('GET', '/v1/customers', key);
      expect(status).toBe(401);
      expect(component('error')(body), errorsOf(component('error'))).toBe(true);
    }
  });

  it('fails validation when a response drifts from the contract', async () => {
    const { body } = await api('GET', `/v1/customers?limit=1`);
    const customer = body.data[0];
    const validate = component('customer');
    expect(validate(customer), errorsOf(validate)).toBe(true);
    expect(validate({ ...customer, invoice_setting: customer.invoice_settings })).toBe(false);
    const { created: _created, ...withoutCreated } = customer;
    expect(validate(withoutCreated)).toBe(false);
    expect(validate({ ...customer, delinquent: 'no' })).toBe(false);
  });
});
