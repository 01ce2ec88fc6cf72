import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeSandbox } from '../../../sandbox/stripe/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import {
  createStripeClient,
  isDuplicateEvent,
  STRIPE_API_VERSION,
  StripeApiError,
  verifyStripeEvent,
  type Invoice,
  type StripeClient,
  type StripeEvent,
} from '../../../server/integrations/stripe/index.ts';
import { browserPaymentMethod } from '../../helpers/stripe-browser.ts';
import { waitFor } from '../../helpers/wait.ts';

/**
 * The product's Stripe client (the official SDK, configured only with host/port/protocol from
 * STRIPE_API_URL) against the Stripe sandbox over real HTTP, and the sandbox's webhooks against
 * a real receiver that verifies them with the client's verifier.
 */
interface Received {
  path: string;
  event: StripeEvent | null;
  error: string | null;
}

let sandbox: RunningSandbox;
let stripe: StripeClient;
let receiver: http.Server;
const received: Received[] = [];
/** Events about this customer email are refused once with 500, to exercise delivery retries. */
const REFUSE_ONCE_EMAIL = 'refuse-once@example.com';
const refused = new Set<string>();
const endpointSecrets = new Map<string, string>();

async function control(path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${sandbox.url}/__sandbox/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}

async function startReceiver(): Promise<string> {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '';
      const secret = path === '/api/v1/stripe-event' ? sandbox.env.STRIPE_WEBHOOK_SECRET : endpointSecrets.get(path);
      try {
        const event = verifyStripeEvent(raw, req.headers['stripe-signature'] as string | undefined, secret ?? 'whsec_unknown');
        received.push({ path, event, error: null });
        const about = event.data.object as { email?: string };
        if (path === '/api/v1/stripe-event' && about.email === REFUSE_ONCE_EMAIL && !refused.has(event.id)) {
          refused.add(event.id);
          res.writeHead(500).end();
          return;
        }
        res.writeHead(200).end('{}');
      } catch (err) {
        received.push({ path, event: null, error: (err as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const productUrl = await startReceiver();
  sandbox = await startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl, seed: 7 });
  stripe = createStripeClient({ secretKey: sandbox.env.STRIPE_SECRET_KEY!, apiUrl: sandbox.env.STRIPE_API_URL!, maxNetworkRetries: 3 });
  await control('webhooks/retry-delays', { delays_ms: [100, 200, 400] });
});

afterAll(async () => {
  await sandbox?.close();
  await new Promise((r) => receiver?.close(r));
});

let seq = 0;
async function customerWithCard(cardNumber = '4242424242424242') {
  seq += 1;
  const customer = await stripe.createCustomer({ userId: `user-${seq}`, email: `seller${seq}@example.com`, name: 'Sam Seller' });
  // The card is entered in Stripe.js (publishable key); the server only ever holds the pm_ id.
  const pm = { id: await browserPaymentMethod(sandbox.url, cardNumber) };
  return { customer, pm };
}

async function monthlyPrice(amount: number, lookupKey: string) {
  const product = await stripe.createProduct({ name: `eBay ${lookupKey}`, planKey: lookupKey });
  return stripe.createPrice({ productId: product.id, unitAmount: amount, currency: 'usd', interval: 'month', lookupKey });
}

describe('Stripe client against the sandbox', () => {
  it('takes a customer from card to a 14-day trial that turns active with a paid invoice when the clock passes the trial end', async () => {
    const { customer, pm } = await customerWithCard();
    await stripe.saveDefaultCard(customer.id, pm.id);
    const reloaded = await stripe.retrieveCustomer(customer.id);
    expect(reloaded.deleted).toBeUndefined();
    expect((reloaded as { invoice_settings: { default_payment_method: { id: string } } }).invoice_settings.default_payment_method.id).toBe(pm.id);

    const price = await monthlyPrice(2900, 'ebay_pro_monthly');
    const sub = await stripe.createSubscription({ requestId: 'trial-1', customerId: customer.id, priceId: price.id, trialDays: 14 });
    expect(sub.status).toBe('trialing');
    expect(sub.trial_end! - sub.trial_start!).toBe(14 * 86_400);
    expect((sub.latest_invoice as Invoice).amount_due).toBe(0);

    await control('clock/advance', { days: 15 });
    const active = await stripe.retrieveSubscription(sub.id);
    expect(active.status).toBe('active');
    expect(active.current_period_start).toBe(sub.trial_end);
    const invoice = active.latest_invoice as Invoice;
    expect(invoice).toMatchObject({ status: 'paid', paid: true, amount_paid: 2900, billing_reason: 'subscription_cycle', subscription: sub.id });
    const invoices = await stripe.listInvoices({ subscriptionId: sub.id });
    expect(invoices.data.map((i) => i.amount_paid)).toEqual([2900, 0]);
  });

  it("reports a declined card (4000 0000 0000 0002) with Stripe's message, code and decline code", async () => {
    const { customer, pm } = await customerWithCard('4000000000000002');
    const err = await stripe.attachPaymentMethod(pm.id, customer.id).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StripeApiError);
    expect(err).toMatchObject({
      kind: 'card_error',
      message: 'Your card was declined.',
      code: 'card_declined',
      declineCode: 'generic_decline',
      statusCode: 402,
    });
    expect((err as StripeApiError).isCardError).toBe(true);
    const listed = await stripe.listPaymentMethods(customer.id);
    expect(listed.data).toHaveLength(0);
  });

  it.each([
    ['4000000000009995', 'card_declined', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', null, 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', null, "Your card's security code is incorrect."],
  ])('refuses test card %s with code %s', async (number, code, declineCode, message) => {
    const { customer, pm } = await customerWithCard(number);
    const err = (await stripe.saveDefaultCard(customer.id, pm.id).catch((e: unknown) => e)) as StripeApiError;
    expect({ code: err.code, declineCode: err.declineCode, message: err.message }).toEqual({ code, declineCode, message });
  });

  it('leaves a subscription incomplete when a card that attaches (…0341) fails at the first charge', async () => {
    const { customer, pm } = await customerWithCard('4000000000000341');
    await stripe.saveDefaultCard(customer.id, pm.id);
    const price = await monthlyPrice(1500, 'shopify_basic_monthly');
    const sub = await stripe.createSubscription({ requestId: 'charge-fail-1', customerId: customer.id, priceId: price.id });
    expect(sub.status).toBe('incomplete');
    expect(sub.latest_invoice).toMatchObject({ status: 'open', paid: false, attempt_count: 1 });
  });

  it('replays a create with the same Idempotency-Key and refuses the key with other parameters', async () => {
    const first = await stripe.createCustomer({ userId: 'idem-user', email: 'idem@example.com' });
    const again = await stripe.createCustomer({ userId: 'idem-user', email: 'idem@example.com' });
    expect(again.id).toBe(first.id);

    const res = await fetch(`${sandbox.url}/v1/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sandbox.env.STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'raw-key-1',
      },
      body: 'email=raw%40example.com',
    });
    const replay = await fetch(`${sandbox.url}/v1/customers`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sandbox.env.STRIPE_SECRET_KEY}`,
        'content-type': 'application/x-www-form-urlencoded',
        'idempotency-key': 'raw-key-1',
      },
      body: 'email=raw%40example.com',
    });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect((await replay.json()).id).toBe((await res.json()).id);

    const conflict = await stripe.createCustomer({ userId: 'idem-user', email: 'other@example.com' }).catch((e: unknown) => e);
    expect(conflict).toMatchObject({ kind: 'idempotency_error', statusCode: 400 });
  });

  it('cancels at period end: the subscription stays active until the period ends, then is canceled', async () => {
    const { customer, pm } = await customerWithCard();
    await stripe.saveDefaultCard(customer.id, pm.id);
    const price = await monthlyPrice(4900, 'onbuy_plus_monthly');
    const sub = await stripe.createSubscription({ requestId: 'cancel-1', customerId: customer.id, priceId: price.id });
    expect(sub.status).toBe('active');
    const cancelling = await stripe.setCancelAtPeriodEnd(sub.id, true, 'too expensive');
    expect(cancelling).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: sub.current_period_end });

    await control('clock/advance', { days: 32 });
    const ended = await stripe.retrieveSubscription(sub.id);
    expect(ended.status).toBe('canceled');
    expect(ended.ended_at).toBe(sub.current_period_end);
    const invoices = await stripe.listInvoices({ subscriptionId: sub.id });
    expect(invoices.data).toHaveLength(1);
  });

  it("applies a 50% forever coupon to the subscription's invoices", async () => {
    const { customer, pm } = await customerWithCard();
    await stripe.saveDefaultCard(customer.id, pm.id);
    const price = await monthlyPrice(10_000, 'ebay_supreme_monthly');
    const coupon = await stripe.createCoupon({ id: 'RETAIN50', name: 'Stay with us', percentOff: 50, duration: 'forever' });
    const sub = await stripe.createSubscription({ requestId: 'coupon-1', customerId: customer.id, priceId: price.id, couponId: coupon.id });
    expect(sub.discount?.coupon).toMatchObject({ id: 'RETAIN50', percent_off: 50 });
    expect(sub.latest_invoice).toMatchObject({ subtotal: 10_000, total: 5_000, amount_paid: 5_000 });
    expect((await stripe.retrieveCoupon('RETAIN50')).times_redeemed).toBe(1);
  });

  it('finds a promotion code by the code a seller types and subscribes with it', async () => {
    const { customer, pm } = await customerWithCard();
    await stripe.saveDefaultCard(customer.id, pm.id);
    const coupon = await stripe.createCoupon({ percentOff: 20, duration: 'repeating', durationInMonths: 12, name: 'First year 20%' });
    await stripe.createPromotionCode({ couponId: coupon.id, code: 'WELCOME20' });
    expect(await stripe.findPromotionCode('NOPE')).toBeNull();
    const promo = await stripe.findPromotionCode('welcome20');
    expect(promo).toMatchObject({ code: 'WELCOME20', active: true, coupon: { id: coupon.id, percent_off: 20 } });
    const price = await monthlyPrice(2000, 'shopify_pro_monthly');
    const sub = await stripe.createSubscription({ requestId: 'promo-1', customerId: customer.id, priceId: price.id, promotionCodeId: promo!.id });
    expect(sub.latest_invoice).toMatchObject({ total: 1600 });
    expect(sub.discount?.promotion_code).toBe(promo!.id);
  });

  it('retries a 500 and a 429 lock_timeout marked Stripe-Should-Retry and succeeds once, with one idempotency key', async () => {
    await control('fail-next', { count: 1, status: 500 });
    await control('fail-next', { count: 1, status: 429 });
    const customer = await stripe.createCustomer({ userId: 'retry-user', email: 'retry@example.com' });
    expect(customer.email).toBe('retry@example.com');
    const { data } = await control('requests?path=/v1/customers');
    const attempts = data.filter((r: any) => r.idempotencyKey === 'listbridge:customer:retry-user');
    expect(attempts.map((r: any) => r.status)).toEqual([500, 429, 200]);
  });

  it('gives up with a typed api_error when every retry fails', async () => {
    await control('fail-next', { count: 4, status: 503 });
    const err = await stripe.createCustomer({ userId: 'retry-fail', email: 'x@example.com' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'api_error', statusCode: 503, retryable: true });
  });

  // The sandbox answers only the pinned API version (sandbox/stripe/README.md), so the SDK pins it too.
  it('works with the bare official SDK configured only with host, port, protocol and the pinned version', async () => {
    const { hostname, port } = new URL(sandbox.url);
    const sdk = new Stripe(sandbox.env.STRIPE_SECRET_KEY!, {
      host: hostname,
      port: Number(port),
      protocol: 'http',
      apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    });
    const customer = await sdk.customers.create({ email: 'sdk@example.com' });
    const pm = await sdk.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const product = await sdk.products.create({ name: 'Plan' });
    const price = await sdk.prices.create({ product: product.id, unit_amount: 1000, currency: 'usd', recurring: { interval: 'year' } });
    const sub = await sdk.subscriptions.create({ customer: customer.id, items: [{ price: price.id }], default_payment_method: pm.id, trial_period_days: 14 });
    expect(sub.status).toBe('trialing');
    await expect(new Stripe('sk_test_wrong', { host: hostname, port: Number(port), protocol: 'http' }).customers.list()).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });
});

describe('Stripe webhooks from the sandbox', () => {
  it('delivers events to the product endpoint signed with STRIPE_WEBHOOK_SECRET, which the client verifies', async () => {
    const customer = await stripe.createCustomer({ userId: 'hook-user', email: 'hook@example.com' });
    const hit = await waitFor(async () =>
      received.find(
        (r) => r.path === '/api/v1/stripe-event' && r.event?.type === 'customer.created' && (r.event.data.object as { id: string }).id === customer.id,
      ),
    );
    expect(hit.error).toBeNull();
    expect(hit.event?.request?.idempotency_key).toBe('listbridge:customer:hook-user');
  });

  it("signs deliveries to an endpoint registered through the API with that endpoint's own secret", async () => {
    const endpoint = await stripe.createWebhookEndpoint(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/billing`, [
      'customer.subscription.created',
    ]);
    expect(endpoint.secret).toMatch(/^whsec_/);
    endpointSecrets.set('/hooks/billing', endpoint.secret!);
    const { customer } = await customerWithCard();
    const price = await monthlyPrice(900, 'onbuy_basic_monthly');
    const sub = await stripe.createSubscription({ requestId: 'hook-sub', customerId: customer.id, priceId: price.id, trialDays: 14 });
    const hit = await waitFor(async () => received.find((r) => r.path === '/hooks/billing' && (r.event?.data.object as { id?: string })?.id === sub.id));
    expect(hit.event?.type).toBe('customer.subscription.created');
    expect(received.filter((r) => r.path === '/hooks/billing' && r.event?.type !== 'customer.subscription.created')).toHaveLength(0);
    await stripe.deleteWebhookEndpoint(endpoint.id);
  });

  it('retries a delivery the receiver refused until it is accepted', async () => {
    const customer = await stripe.createCustomer({ userId: 'retry-hook', email: REFUSE_ONCE_EMAIL });
    const event = (await stripe.listEvents({ type: 'customer.created', limit: 1 })).data[0]!;
    expect((event.data.object as { id: string }).id).toBe(customer.id);
    const delivery = await waitFor(async () => {
      const { data } = await control(`deliveries?event=${event.id}`);
      return data.find((d: any) => d.url.endsWith('/api/v1/stripe-event') && d.status === 'delivered');
    });
    expect(refused.has(event.id)).toBe(true);
    expect(delivery.attempts).toBe(2);
    expect(received.filter((r) => r.event?.id === event.id)).toHaveLength(2);
  });

  it('refuses a delivery whose body or signature was tampered with', async () => {
    const event = (await stripe.listEvents({ limit: 1 })).data[0]!;
    const body = JSON.stringify(event, null, 2);
    const t = Math.floor(Date.now() / 1000);
    const good = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: sandbox.env.STRIPE_WEBHOOK_SECRET!, timestamp: t });
    expect(verifyStripeEvent(body, good, sandbox.env.STRIPE_WEBHOOK_SECRET!).id).toBe(event.id);
    expect(() => verifyStripeEvent(body.replace(event.id, 'evt_forged'), good, sandbox.env.STRIPE_WEBHOOK_SECRET!)).toThrow(StripeApiError);
    expect(() => verifyStripeEvent(body, good, 'whsec_wrong')).toThrow(/signature/i);
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: sandbox.env.STRIPE_WEBHOOK_SECRET!, timestamp: t - 301 });
    expect(() => verifyStripeEvent(body, stale, sandbox.env.STRIPE_WEBHOOK_SECRET!)).toThrow(/tolerance/i);
  });

  it('recognises a redelivered event id as a duplicate', async () => {
    const seen = new Set<string>();
    const first = received.find((r) => r.event)!.event!;
    expect(isDuplicateEvent(first, seen)).toBe(false);
    seen.add(first.id);
    expect(isDuplicateEvent({ ...first }, seen)).toBe(true);
    const other = received.find((r) => r.event && r.event.id !== first.id)!.event!;
    expect(isDuplicateEvent(other, seen)).toBe(false);
  });
});
