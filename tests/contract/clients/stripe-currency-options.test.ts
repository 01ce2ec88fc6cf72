// Multi-currency prices in the Stripe sandbox, driven by Stripe's own Node SDK as the product's client
// is (issue 30: plans priced per currency). What Stripe documents for `currency_options`
// (api-specs/stripe, Price and Coupon objects; the SDK's PriceCreateParams/SubscriptionCreateParams):
//  - a price carries other currencies as `currency_options[xxx][unit_amount]`, and a coupon
//    `currency_options[xxx][amount_off]`; the field is includable: answered only when expanded;
//  - a subscription created with `currency` is in that currency and charged the option's amount;
//  - a currency the price has no option for is refused, and so is a second currency on a customer
//    ("You cannot combine currencies on a single customer");
//  - an existing price can gain currencies (prices update `currency_options`).
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_SANDBOX_KEYS, startStripeSandbox } from '../../../sandbox/stripe/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { STRIPE_API_VERSION, sdkConnection } from '../../../server/integrations/stripe/index.ts';
import { rejection } from '../../helpers/stripe-sdk.ts';

let sandbox: RunningSandbox;
let stripe: Stripe;
const p = (params: Record<string, unknown>) => params as any;

/** A customer with the 4242 test card as default. */
async function customerWithCard(email: string): Promise<Stripe.Customer> {
  const customer = await stripe.customers.create({ email });
  const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
  return stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
}

beforeAll(async () => {
  sandbox = await startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', seed: 30 });
  stripe = new Stripe(STRIPE_SANDBOX_KEYS.secret, {
    apiVersion: STRIPE_API_VERSION as Stripe.LatestApiVersion,
    ...sdkConnection(sandbox.url),
    maxNetworkRetries: 0,
  });
});
afterAll(async () => {
  await sandbox?.close();
});

describe('prices with currency_options', () => {
  let product: Stripe.Product;
  let price: Stripe.Price;
  beforeAll(async () => {
    product = await stripe.products.create({ name: 'eBay Pro' });
    price = await stripe.prices.create(
      p({ product: product.id, currency: 'usd', unit_amount: 9999, recurring: { interval: 'month' }, currency_options: { gbp: { unit_amount: 9999 } } }),
    );
  });

  it('answers currency_options only when expanded, with the price’s own currency in it', async () => {
    expect(price).not.toHaveProperty('currency_options');
    expect((await stripe.prices.retrieve(price.id)) as object).not.toHaveProperty('currency_options');
    const expanded = await stripe.prices.retrieve(price.id, { expand: ['currency_options'] });
    expect(expanded.currency_options).toMatchObject({ usd: { unit_amount: 9999 }, gbp: { unit_amount: 9999, tax_behavior: 'unspecified' } });
    const listed = await stripe.prices.list({ product: product.id, expand: ['data.currency_options'] });
    expect(listed.data[0]?.currency_options?.gbp?.unit_amount).toBe(9999);
  });

  it('lets an existing price gain a currency', async () => {
    const updated = await stripe.prices.update(price.id, p({ currency_options: { eur: { unit_amount: 9999 } }, expand: ['currency_options'] }));
    expect(Object.keys(updated.currency_options ?? {}).sort()).toEqual(['eur', 'gbp', 'usd']);
  });

  it('creates a subscription in the currency asked for and charges the option’s amount', async () => {
    const customer = await customerWithCard('uk@example.com');
    const sub = await stripe.subscriptions.create(p({ customer: customer.id, items: [{ price: price.id }], currency: 'gbp', expand: ['latest_invoice'] }));
    expect(sub.currency).toBe('gbp');
    const invoice = sub.latest_invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({ currency: 'gbp', amount_paid: 9999, status: 'paid' });
    // The customer now pays in pounds: a dollar subscription is refused as Stripe refuses it.
    const mixed = await rejection(stripe.subscriptions.create(p({ customer: customer.id, items: [{ price: price.id }], currency: 'usd' })));
    expect(mixed.message).toMatch(/^You cannot combine currencies on a single customer\./);
  });

  it('refuses a currency the price has no option for', async () => {
    const customer = await customerWithCard('ca@example.com');
    const err = await rejection(stripe.subscriptions.create(p({ customer: customer.id, items: [{ price: price.id }], currency: 'cad' })));
    expect([err.statusCode, err.param]).toEqual([400, 'currency']);
  });

  it('takes an amount-off coupon’s currency option off a pound invoice', async () => {
    const coupon = await stripe.coupons.create(p({ amount_off: 5000, currency: 'usd', duration: 'once', currency_options: { gbp: { amount_off: 5000 } } }));
    expect(coupon as object).not.toHaveProperty('currency_options');
    expect((await stripe.coupons.retrieve(coupon.id, { expand: ['currency_options'] })).currency_options).toEqual({
      usd: { amount_off: 5000 },
      gbp: { amount_off: 5000 },
    });
    // A percent-off coupon has none, and asking for them is no error.
    const percent = await stripe.coupons.create({ percent_off: 50, duration: 'forever' });
    expect((await stripe.coupons.retrieve(percent.id, { expand: ['currency_options'] })) as object).not.toHaveProperty('currency_options');
    const customer = await customerWithCard('referred@example.com');
    const sub = await stripe.subscriptions.create(
      p({ customer: customer.id, items: [{ price: price.id }], currency: 'gbp', coupon: coupon.id, expand: ['latest_invoice'] }),
    );
    // £99.99 − £50.00
    expect(sub.latest_invoice as Stripe.Invoice).toMatchObject({ currency: 'gbp', amount_paid: 4999 });
  });
});
