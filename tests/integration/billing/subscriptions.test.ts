import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller } from '../../factories/users.ts';
import { sellerWithCard, startBillingApp, stripe, stripeControl, subscribe } from './billing-helpers.ts';

const DAY = 86_400_000;

describe('plan subscriptions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses to subscribe without a card: 'Add a payment method to continue'", async () => {
    const s = await createSeller(app);
    const res = await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Add a payment method to continue', code: 'PAYMENT_METHOD_REQUIRED' });
    const gql = await app.graphql(
      `mutation { subscribeToPlans(userId: "-", ebayPlanId: "ebay_basic_monthly") { __typename ... on Error { message } } }`,
      {},
      s.token,
    );
    expect(gql.data.subscribeToPlans).toEqual({ __typename: 'PaymentMethodRequiredError', message: 'Add a payment method to continue' });
  });

  it("answers 'Please select a plan' without a plan and refuses a plan of another channel", async () => {
    const s = await sellerWithCard(app);
    expect((await subscribe(app, s, {})).body.message).toBe('Please select a plan');
    const wrong = await subscribe(app, s, { ebayPlanId: 'shopify_pro_monthly' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PLAN');
  });

  it('subscribes with a 14-day trial, one subscription per channel, mirrored in Stripe and in GraphQL', async () => {
    const s = await sellerWithCard(app);
    const before = Date.now();
    const res = await subscribe(app, s, { ebayPlanId: 'ebay_pro_monthly', shopifyPlanId: 'shopify_basic_annual' });
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toHaveLength(2);
    const rows = await app.services.prisma.subscription.findMany({ where: { userId: s.user.id }, orderBy: { channel: 'asc' } });
    expect(rows.map((r) => [r.channel, r.planId, r.status])).toEqual([
      ['ebay', 'ebay_pro_monthly', 'trialing'],
      ['shopify', 'shopify_basic_annual', 'trialing'],
    ]);
    const trialDays = (rows[0]!.trialEnd!.getTime() - before) / DAY;
    expect(trialDays).toBeGreaterThan(13.99);
    expect(trialDays).toBeLessThan(14.01);
    const sub = await stripe(app).retrieveSubscription(rows[0]!.stripeSubscriptionId);
    expect(sub.items.data[0]!.price.lookup_key).toBe('ebay_pro_monthly');
    expect(sub.items.data[0]!.price.unit_amount).toBe(9999);

    // Subscribing again on eBay changes that subscription rather than adding one.
    await subscribe(app, s, { ebayPlanId: 'ebay_pro_monthly' });
    expect(await app.services.prisma.subscription.count({ where: { userId: s.user.id, channel: 'ebay' } })).toBe(1);

    const gql = await app.graphql(
      `{ user(userId: "-") { channelBilling { channel liveListings subscription { status trialEnd plan { planId maxListings } } } } }`,
      {},
      s.token,
    );
    expect(gql.data.user.channelBilling).toEqual([
      {
        channel: 'EBAY',
        liveListings: 0,
        subscription: { status: 'trialing', trialEnd: rows[0]!.trialEnd!.toISOString(), plan: { planId: 'ebay_pro_monthly', maxListings: 500 } },
      },
      {
        channel: 'SHOPIFY',
        liveListings: 0,
        subscription: { status: 'trialing', trialEnd: rows[1]!.trialEnd!.toISOString(), plan: { planId: 'shopify_basic_annual', maxListings: 100 } },
      },
      { channel: 'ONBUY', liveListings: 0, subscription: null },
    ]);
  });

  it('gives the 20% first-year discount when the card was entered during onboarding', async () => {
    const s = await sellerWithCard(app, { onboardingFinished: false });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).onboardingDiscountEligible).toBe(true);
    await subscribe(app, s, { onbuyPlanId: 'onbuy_plus_monthly' });
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    expect(row).toMatchObject({ discountPercent: 20, discountCouponId: 'lb_onboarding_20_first_year' });
    const days = (row.discountEnd!.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(370);

    const later = await sellerWithCard(app); // card added after onboarding: no discount
    await subscribe(app, later, { onbuyPlanId: 'onbuy_plus_monthly' });
    expect((await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: later.user.id } })).discountPercent).toBeNull();
  });

  it('changes plan with proration on the same Stripe subscription', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' });
    const first = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    const res = await subscribe(app, s, { ebayPlanId: 'ebay_supreme_annual' });
    expect(res.status).toBe(200);
    const rows = await app.services.prisma.subscription.findMany({ where: { userId: s.user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ stripeSubscriptionId: first.stripeSubscriptionId, planId: 'ebay_supreme_annual' });
    const sub = await stripe(app).retrieveSubscription(first.stripeSubscriptionId);
    expect(sub.items.data[0]!.price.lookup_key).toBe('ebay_supreme_annual');
    expect(sub.items.data).toHaveLength(1);
  });

  it('cancels at period end when the 50% last-chance offer is declined', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { shopifyPlanId: 'shopify_pro_monthly' });
    const res = await rest(app.url, 'GET', `/user/${s.user.id}/stripe/unsubscribe/shopify`, undefined, s.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'trialing', cancel_at_period_end: true });
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    expect(row.cancelAtPeriodEnd).toBe(true);
    expect((await stripe(app).retrieveSubscription(row.stripeSubscriptionId)).cancel_at_period_end).toBe(true);

    // When the trial ends, Stripe ends the subscription and its webhook tells us.
    await stripeControl(app, 'clock/advance', { days: 15 });
    await waitFor(async () => (await app.services.prisma.subscription.findFirstOrThrow({ where: { id: row.id } })).status === 'canceled');
    const gql = await app.graphql(`{ user(userId: "-") { channelBilling { channel subscription { status } } } }`, {}, s.token);
    expect(gql.data.user.channelBilling.find((c: any) => c.channel === 'SHOPIFY').subscription).toBeNull();
  });

  it("keeps the subscription with a permanent 50% discount when the seller says 'I'll Stay'", async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_plus_monthly' });
    const gql = await app.graphql(
      `mutation { acceptRetentionOffer(userId: "-", channel: EBAY) { __typename ... on BillingUpdate { subscriptions { status cancelAtPeriodEnd discountPercent discountName retentionOfferAvailable } } } }`,
      {},
      s.token,
    );
    expect(gql.data.acceptRetentionOffer.subscriptions).toEqual([
      { status: 'trialing', cancelAtPeriodEnd: false, discountPercent: 50, discountName: 'Thanks for staying: 50% off', retentionOfferAvailable: false },
    ]);
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    const sub = await stripe(app).retrieveSubscription(row.stripeSubscriptionId);
    expect(sub.discount?.coupon).toMatchObject({ id: 'lb_retention_50_forever', percent_off: 50, duration: 'forever' });
    expect(row.discountEnd).toBeNull();
    // Past the trial, the first invoice is charged at half price.
    await stripeControl(app, 'clock/advance', { days: 15 });
    const invoices = await stripe(app).listInvoices({ subscriptionId: row.stripeSubscriptionId });
    // 59.99 × 50%: Stripe rounds the discount (29.995 → 30.00).
    expect(invoices.data[0]).toMatchObject({ amount_paid: 2999, status: 'paid' });
  });

  it('answers NoSubscriptionError for a channel without a plan', async () => {
    const s = await sellerWithCard(app);
    const res = await rest(app.url, 'GET', `/user/${s.user.id}/stripe/unsubscribe/onbuy`, undefined, s.token);
    expect(res).toMatchObject({ status: 404, body: { code: 'NO_SUBSCRIPTION', message: 'You have no OnBuy subscription' } });
  });

  it('re-reads the customer and subscriptions from Stripe on stripe/refresh/{key}', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' });
    await app.services.prisma.subscription.updateMany({ where: { userId: s.user.id }, data: { status: 'unknown', planId: 'ebay_pro_annual' } });
    await app.services.prisma.user.update({ where: { id: s.user.id }, data: { cardSummary: 'stale' } });
    expect((await rest(app.url, 'GET', `/user/${s.user.id}/stripe/refresh/nonsense`, undefined, s.token)).status).toBe(400);
    const res = await rest(app.url, 'GET', `/user/${s.user.id}/stripe/refresh/all`, undefined, s.token);
    expect(res.status).toBe(200);
    expect(res.body.subscriptions).toMatchObject([{ platform: 'ebay', status: 'trialing', plan: { id: 'ebay_basic_monthly' } }]);
    expect(res.body.stripe.customer.card).toMatch(/^Visa ending in 4242/);
  });

  it('disables the onboarding discount on stripe/disable-discount', async () => {
    const s = await sellerWithCard(app, { onboardingFinished: false });
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/stripe/disable-discount`, undefined, s.token)).status).toBe(200);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).onboardingDiscountEligible).toBe(false);
  });
});
