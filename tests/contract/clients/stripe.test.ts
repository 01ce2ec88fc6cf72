// The Stripe sandbox driven by Stripe's own Node SDK (`stripe` 23.1, issue 37), configured with
// host/port/protocol as its README allows: every call the product makes to Stripe, checked with the
// SDK's own parsing and error classes — so an answer real Stripe would not give fails here. Also
// issue 37's Stripe points: raw card numbers from a server are refused (1), only the pinned API
// version is answered (4), `/v1/tokens` exists (8); and the SetupIntent flow Stripe.js drives
// (3-D Secure `requires_action`, declines).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_SANDBOX_KEYS, startStripeSandbox } from '../../../sandbox/stripe/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { STRIPE_API_VERSION, sdkConnection } from '../../../server/integrations/stripe/index.ts';
import { rejection } from '../../helpers/stripe-sdk.ts';

let sandbox: RunningSandbox;
let stripe: Stripe;
let browser: Stripe; // what Stripe.js holds: the publishable key
// Parameters of the pinned version (2023-08-16) that the SDK's newest-version types no longer list.
const p = (params: Record<string, unknown>) => params as any;
const year = new Date().getUTCFullYear() + 3;
const RAW_CARD = { number: '4242424242424242', exp_month: 12, exp_year: year, cvc: '123' };

function sdk(key: string, apiVersion: string = STRIPE_API_VERSION): Stripe {
  return new Stripe(key, { apiVersion: apiVersion as Stripe.LatestApiVersion, ...sdkConnection(sandbox.url), maxNetworkRetries: 0 });
}

beforeAll(async () => {
  sandbox = await startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', seed: 37 });
  stripe = sdk(STRIPE_SANDBOX_KEYS.secret);
  browser = sdk(STRIPE_SANDBOX_KEYS.publishable);
});
afterAll(async () => {
  await sandbox?.close();
});

describe('issue 37 (1): card numbers sent with the secret key', () => {
  // Stripe answers 402 with type invalid_request_error; SDK 23 picks its class by status (StripeCardError).
  it('are refused as Stripe refuses them: 402 invalid_request_error, the unsafe-card-numbers message', async () => {
    for (const call of [() => stripe.paymentMethods.create({ type: 'card', card: RAW_CARD }), () => stripe.tokens.create(p({ card: RAW_CARD }))]) {
      const err = await rejection(call());
      expect(err).toBeInstanceOf(Stripe.errors.StripeCardError);
      expect([err.statusCode, err.rawType, err.code]).toEqual([402, 'invalid_request_error', undefined]);
      expect(err.message).toMatch(/^Sending credit card numbers directly to the Stripe API is generally unsafe\. We suggest you use test tokens/);
    }
  });

  it('are accepted from Stripe.js (publishable key), and test ids stand in for them on the server', async () => {
    const pm = await browser.paymentMethods.create({ type: 'card', card: RAW_CARD, billing_details: { name: 'Sam Seller' } });
    expect(pm).toMatchObject({ object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242', exp_year: year } });
    const fromToken = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_mastercard' } });
    expect(fromToken.card?.last4).toBe('4444');
    // The publishable key can do no more than Stripe.js needs.
    const err = await rejection(browser.customers.create({ email: 'x@example.com' }));
    expect(err).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});

describe('issue 37 (8): /v1/tokens', () => {
  it('creates a card token from the browser, retrieves it with the secret key, and uses it once', async () => {
    const token = await browser.tokens.create(p({ card: { ...RAW_CARD, number: '5555555555554444' } }));
    expect(token).toMatchObject({ object: 'token', type: 'card', used: false, card: { object: 'card', brand: 'MasterCard', last4: '4444' } });
    expect((await stripe.tokens.retrieve(token.id)).id).toBe(token.id);
    const pm = await stripe.paymentMethods.create({ type: 'card', card: { token: token.id } });
    expect(pm.card?.last4).toBe('4444');
    const again = await rejection(stripe.paymentMethods.create({ type: 'card', card: { token: token.id } }));
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(again.code).toBe('token_already_used');
    const missing = await rejection(stripe.tokens.retrieve('tok_doesnotexist'));
    expect([missing.type, missing.statusCode, missing.code]).toEqual(['StripeInvalidRequestError', 404, 'resource_missing']);
  });
});

describe('issue 37 (4): Stripe-Version', () => {
  it('answers the pinned version, and refuses another rather than answering it with the pinned shapes', async () => {
    const customer = await stripe.customers.create({ email: 'version@example.com' });
    expect(customer.lastResponse.apiVersion).toBe(STRIPE_API_VERSION);
    // The SDK's own default (its newest version) gets a clear refusal, not 2023-08-16 objects.
    const newest = await rejection(sdk(STRIPE_SANDBOX_KEYS.secret, '2026-10-28.endive').subscriptions.list());
    expect(newest).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(newest.message).toContain(`answers API version ${STRIPE_API_VERSION} only`);
    const invalid = await rejection(sdk(STRIPE_SANDBOX_KEYS.secret, 'banana').customers.list());
    expect([invalid.type, invalid.message]).toEqual(['StripeInvalidRequestError', 'Invalid Stripe API version: banana']);
  });
});

describe('every call the product makes, through the SDK', () => {
  it('customers, payment methods and SetupIntents (incl. 3-D Secure and declines)', async () => {
    const customer = await stripe.customers.create(
      { email: 'sdk@example.com', name: 'Sam Seller', metadata: { listbridge_user_id: 'u1' } },
      { idempotencyKey: 'customer:u1' },
    );
    const replay = await stripe.customers.create(
      { email: 'sdk@example.com', name: 'Sam Seller', metadata: { listbridge_user_id: 'u1' } },
      { idempotencyKey: 'customer:u1' },
    );
    expect(replay.id).toBe(customer.id);
    const conflict = await rejection(stripe.customers.create({ email: 'other@example.com' }, { idempotencyKey: 'customer:u1' }));
    expect(conflict).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);

    // The browser confirms a SetupIntent made for the customer; the server reads it back.
    const si = await stripe.setupIntents.create(p({ customer: customer.id, usage: 'off_session', payment_method_types: ['card'] }));
    expect(si).toMatchObject({ object: 'setup_intent', status: 'requires_payment_method', client_secret: expect.stringMatching(/^seti_.+_secret_/) });
    const confirmed = await stripe.setupIntents.confirm(si.id, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    const read = await stripe.setupIntents.retrieve(si.id, { expand: ['payment_method'] });
    const pm = read.payment_method as Stripe.PaymentMethod;
    expect(pm).toMatchObject({ object: 'payment_method', customer: customer.id, card: { last4: '4242' } });
    expect((await stripe.paymentMethods.retrieve(pm.id)).id).toBe(pm.id);
    await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
    const withCard = (await stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] })) as Stripe.Customer;
    expect((withCard.invoice_settings.default_payment_method as Stripe.PaymentMethod).id).toBe(pm.id);

    // 3-D Secure test cards: the intent waits for the cardholder.
    for (const id of ['pm_card_authenticationRequiredOnSetup', 'pm_card_threeDSecure2Required', 'pm_card_authenticationRequired']) {
      const threeDS = await stripe.setupIntents.create({ customer: customer.id, payment_method: id, confirm: true });
      expect(threeDS.status).toBe('requires_action');
      expect(threeDS.next_action?.type).toBe('use_stripe_sdk');
    }

    // Declines: StripeCardError with Stripe's codes, from attach and from a SetupIntent.
    const declined = await rejection(stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: customer.id }));
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect([declined.statusCode, declined.code, declined.decline_code, declined.message]).toEqual([
      402,
      'card_declined',
      'generic_decline',
      'Your card was declined.',
    ]);
    const insufficient = await rejection(
      stripe.setupIntents.create({ customer: customer.id, payment_method: 'pm_card_chargeDeclinedInsufficientFunds', confirm: true }),
    );
    expect(insufficient).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(insufficient.decline_code).toBe('insufficient_funds');
    expect((insufficient.raw as { setup_intent?: { status: string } }).setup_intent?.status).toBe('requires_payment_method');

    const second = await stripe.paymentMethods.attach('pm_card_mastercard', { customer: customer.id }, { idempotencyKey: 'attach:mc' });
    const list = await stripe.paymentMethods.list(p({ customer: customer.id, type: 'card', limit: 100 }));
    expect(list.object).toBe('list');
    expect(list.data.map((m) => m.id)).toEqual(expect.arrayContaining([pm.id, second.id]));
    expect((await stripe.paymentMethods.detach(second.id)).customer).toBeNull();
    const missing = await rejection(stripe.paymentMethods.retrieve('pm_doesnotexist'));
    expect([missing.type, missing.statusCode, missing.code]).toEqual(['StripeInvalidRequestError', 404, 'resource_missing']);
  });

  it('catalogue, coupons, subscriptions, invoices, events and webhook endpoints', async () => {
    const customer = await stripe.customers.create({ email: 'subs@example.com' });
    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: (await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id })).id },
    });
    const product = await stripe.products.create({ name: 'eBay Pro' }, { idempotencyKey: 'product:ebay_pro' });
    const price = await stripe.prices.create({
      product: product.id,
      unit_amount: 2999,
      currency: 'usd',
      recurring: { interval: 'month' },
      lookup_key: 'sdk_ebay_pro_monthly',
    });
    const annual = await stripe.prices.create({ product: product.id, unit_amount: 29990, currency: 'usd', recurring: { interval: 'year' } });
    const found = await stripe.prices.list({ lookup_keys: ['sdk_ebay_pro_monthly'], active: true, expand: ['data.product'] });
    expect(found.data.map((x) => [x.id, (x.product as Stripe.Product).name])).toEqual([[price.id, 'eBay Pro']]);
    expect((await stripe.prices.list({ product: product.id, limit: 100 })).data).toHaveLength(2);

    const coupon = await stripe.coupons.create({ id: 'sdk_20_off', percent_off: 20, duration: 'repeating', duration_in_months: 12, name: '20% off' });
    expect((await stripe.coupons.retrieve(coupon.id)).percent_off).toBe(20);
    const promo = await stripe.promotionCodes.create(p({ coupon: coupon.id, code: 'SDKTWENTY' }));
    expect((await stripe.promotionCodes.list({ code: 'sdktwenty', active: true, limit: 1 })).data.map((x) => x.id)).toEqual([promo.id]);

    const sub = await stripe.subscriptions.create(
      p({
        customer: customer.id,
        items: [{ price: price.id }],
        trial_period_days: 14,
        coupon: coupon.id,
        payment_behavior: 'allow_incomplete',
        expand: ['latest_invoice'],
      }),
      { idempotencyKey: 'subscription:sdk-1' },
    );
    expect(sub).toMatchObject({ object: 'subscription', status: 'trialing', discount: { coupon: { id: coupon.id } } });
    expect(sub.items.data[0]?.price.id).toBe(price.id);
    const changed = await stripe.subscriptions.update(sub.id, {
      items: [{ id: sub.items.data[0]!.id, price: annual.id }],
      proration_behavior: 'create_prorations',
    });
    expect(changed.items.data[0]?.price.id).toBe(annual.id);
    const upcoming = (await stripe.rawRequest('GET', `/v1/invoices/upcoming?customer=${customer.id}&subscription=${sub.id}`)) as unknown as { object: string };
    expect(upcoming.object).toBe('invoice');
    expect((await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true })).cancel_at_period_end).toBe(true);
    await stripe.subscriptions.update(sub.id, { metadata: { listbridge_rolled_back: 'false' } });
    expect((await stripe.subscriptions.deleteDiscount(sub.id)).deleted).toBe(true);
    expect((await stripe.subscriptions.retrieve(sub.id, { expand: ['latest_invoice'] })).id).toBe(sub.id);
    expect((await stripe.subscriptions.list(p({ customer: customer.id, status: 'all', limit: 100 }))).data.map((s) => s.id)).toEqual([sub.id]);

    // An invoice paid now: a subscription without a trial.
    const paid = await stripe.subscriptions.create(p({ customer: customer.id, items: [{ price: price.id }], payment_behavior: 'error_if_incomplete' }));
    const invoices = await stripe.invoices.list({ subscription: paid.id, limit: 10 });
    expect(invoices.data[0]).toMatchObject({ object: 'invoice', status: 'paid' });
    expect((await stripe.invoices.retrieve(invoices.data[0]!.id)).id).toBe(invoices.data[0]!.id);
    const alreadyPaid = await rejection(stripe.invoices.pay(invoices.data[0]!.id));
    expect(alreadyPaid).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((await stripe.subscriptions.cancel(paid.id, p({ prorate: true, invoice_now: true }))).status).toBe('canceled');

    const events = await stripe.events.list({ limit: 100 });
    expect(events.data.length).toBeGreaterThan(0);
    expect((await stripe.events.retrieve(events.data[0]!.id)).id).toBe(events.data[0]!.id);
    const endpoint = await stripe.webhookEndpoints.create(
      p({ url: 'https://listbridge.example/api/v1/stripe-event', enabled_events: ['invoice.paid'], api_version: STRIPE_API_VERSION }),
    );
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await stripe.webhookEndpoints.del(endpoint.id)).deleted).toBe(true);
    expect((await stripe.customers.del(customer.id)).deleted).toBe(true);
  });

  it('throttling and outages reach the SDK as its rate-limit and API errors', async () => {
    await fetch(`${sandbox.url}/__sandbox/fail-next`, { method: 'POST', body: JSON.stringify({ count: 1, status: 429 }) });
    const limited = await rejection(stripe.customers.list());
    expect(limited).toBeInstanceOf(Stripe.errors.StripeRateLimitError);
    expect(limited.code).toBe('lock_timeout');
    await fetch(`${sandbox.url}/__sandbox/fail-next`, { method: 'POST', body: JSON.stringify({ count: 1, status: 500 }) });
    expect(await rejection(stripe.customers.list())).toBeInstanceOf(Stripe.errors.StripeAPIError);
  });
});
