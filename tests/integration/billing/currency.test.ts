// Issue 30 point 6, plans per currency (README "Plans per currency"): a seller pays ListBridge's own
// prices in their Amazon marketplace's currency, the same figures as the US dollar ones (000 §9's
// table: eBay Pro 99.99 a month; AI credits 10.00 per 1,000, README). From the seller's path: a
// fresh UK seller connects Amazon UK through the Amazon sandbox, enters the 4242 card and subscribes
// to eBay Pro; Stripe (the sandbox, read over HTTP through the product's Stripe client) holds a
// subscription in GBP charged 99.99 at the trial's end, and the AI credits are charged in GBP. A US
// seller's stay in dollars.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '../../../server/integrations/stripe/index.ts';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { connectAmazon, prepareSandboxes, type Seller, signUp, type Site } from '../../helpers/seller-path.ts';
import { GOOD_CARD, startBillingApp, stripe } from './billing-helpers.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startBillingApp();
  await prepareSandboxes(app);
});
afterAll(async () => {
  await app?.close();
});

async function sellerOf(site: Site): Promise<Seller> {
  const s = await signUp(app, site, `cur-${site}`);
  await connectAmazon(s);
  const card = await rest(app.url, 'POST', `/user/${s.userId}/stripe/update-billing`, GOOD_CARD, s.token);
  expect(card.status).toBe(200);
  return s;
}

async function subscribeTo(s: Seller, planId: string) {
  const res = await rest(app.url, 'POST', `/user/${s.userId}/stripe/subscribe-to-plans`, { ebayPlanId: planId }, s.token);
  expect(res.status).toBe(200);
  const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.userId, channel: 'ebay' } });
  return stripe(app).retrieveSubscription(row.stripeSubscriptionId);
}

const billingCurrency = async (s: Seller) =>
  (await app.graphql(`query($u:String!){ user(userId:$u){ billingCurrency } }`, { u: s.userId }, s.token)).data?.user?.billingCurrency;

describe('plans and credits in the seller’s currency', () => {
  it('subscribes a UK seller in pounds, at the plan’s figure', async () => {
    const s = await sellerOf('UK');
    expect(await billingCurrency(s)).toBe('GBP');
    const sub = await subscribeTo(s, 'ebay_pro_monthly');
    expect(sub.currency).toBe('gbp');
    expect(sub.items.data[0]!.price.lookup_key).toBe('ebay_pro_monthly');
    // The trial's first invoice is free; the price the subscription renews at is £99.99.
    const price = await stripe(app).findPriceByLookupKey('ebay_pro_monthly');
    expect(price?.currency_options?.gbp?.unit_amount).toBe(9999);
    expect((sub.latest_invoice as Invoice).currency).toBe('gbp');

    // AI credits: 1,000 for £10.00, charged in pounds.
    const bought = await rest(app.url, 'POST', `/user/${s.userId}/ai/buy-credits/1000`, { amount: 1000 }, s.token);
    expect(bought.status).toBe(200);
    const customer = (await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.userId } })).stripeCustomerId!;
    const invoices = await stripe(app).listInvoices({ customerId: customer });
    const credits = invoices.data.find((i) => i.amount_paid === 1000);
    expect(credits?.currency).toBe('gbp');
  });

  it('keeps a US seller in dollars', async () => {
    const s = await sellerOf('US');
    expect(await billingCurrency(s)).toBe('USD');
    const sub = await subscribeTo(s, 'ebay_basic_monthly');
    expect(sub.currency).toBe('usd');
  });
});
