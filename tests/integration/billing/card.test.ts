// The card on file (issue 29): card numbers never reach ListBridge. The browser enters the card in
// Stripe.js and confirms a SetupIntent made by the server (3-D Secure included); GraphQL takes the
// confirmed intent's id; the legacy REST call takes a payment-method id and refuses a card number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { browserAnswer3ds, browserConfirmSetup } from '../../helpers/stripe-browser.ts';
import { createSeller } from '../../factories/users.ts';
import { DECLINED_CARD, GOOD_CARD, GOOD_CARD_EXP_YEAR, startBillingApp, stripe, stripeControl } from './billing-helpers.ts';

const START = `mutation ($userId: String!) { startCardSetup(userId: $userId) { __typename ... on CardSetup { clientSecret } ... on Error { message } } }`;
const SAVE = `mutation ($userId: String!, $setupIntentId: String) {
  updateBillingCard(userId: $userId, setupIntentId: $setupIntentId) {
    __typename
    ... on Error { message code }
    ... on ValidationError { fieldErrors { field message } }
    ... on BillingUpdate { user { cardSummary hasCard onboardingPlans { planId } } subscriptions { plan { planId } status } }
  }
}`;
const CHOOSE = `mutation ($userId: String!, $planId: String) {
  chooseOnboardingPlan(userId: $userId, channel: EBAY, planId: $planId) { __typename ... on BillingUpdate { user { onboardingPlans { planId } } } }
}`;

describe('card on file', () => {
  let app: TestApp;
  let apiUrl: string;
  beforeAll(async () => {
    app = await startBillingApp();
    apiUrl = app.services.config.STRIPE_API_URL;
  });
  afterAll(async () => {
    await app?.close();
  });

  const setup = async (token: string) => {
    const r = await app.graphql(START, { userId: '-' }, token);
    expect(r.data.startCardSetup.__typename).toBe('CardSetup');
    return r.data.startCardSetup.clientSecret as string;
  };

  it('refuses a card number on the legacy REST call with a 400 that says why, and sends nothing to Stripe', async () => {
    const s = await createSeller(app);
    const before = (await stripeControl(app, 'requests?path=/v1/payment_methods')).data.length;
    const raw = { name: 'Sam Seller', number: '4242 4242 4242 4242', verification: '123', exp_month: '12', exp_year: '2031' };
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, raw, s.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'RAW_CARD_REFUSED' });
    expect(res.body.message).toMatch(/Card numbers are not accepted.*payment_method_id/);
    expect((await stripeControl(app, 'requests?path=/v1/payment_methods')).data.length).toBe(before);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect([user.stripeCustomerId, user.defaultPaymentMethodId]).toEqual([null, null]);
    // Neither a missing nor a malformed id reaches Stripe.
    for (const body of [{}, { payment_method_id: 'card_123' }]) {
      const bad = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, body, s.token);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toContainEqual({ field: 'payment_method_id', message: 'Please send the payment method id (pm_…) made by Stripe.js' });
    }
  });

  it("saves { payment_method_id } as the Stripe customer's default and answers true ('Updated!'); a second card replaces it", async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, GOOD_CARD, s.token);
    expect(res).toEqual({ status: 200, body: true });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.cardSummary).toBe(`Visa ending in 4242, expires 12/${GOOD_CARD_EXP_YEAR}`);
    const customer = await stripe(app).retrieveCustomer(user.stripeCustomerId!);
    expect((customer as any).invoice_settings.default_payment_method.id).toBe(user.defaultPaymentMethodId);
    const again = await rest(app.url, 'POST', `/user/-/stripe/update-billing`, { payment_method_id: 'pm_card_mastercard' }, s.token);
    expect(again.status).toBe(200);
    const after = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(after.stripeCustomerId).toBe(user.stripeCustomerId);
    expect(after.cardSummary).toMatch(/^Mastercard ending in 4444/);
    const cards = await stripe(app).listPaymentMethods(user.stripeCustomerId!);
    expect(cards.data.map((c) => c.id)).toEqual([after.defaultPaymentMethodId]);
  });

  it("reports a declined payment method with Stripe's message and keeps no card", async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, DECLINED_CARD, s.token);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      message: 'Your card was declined.',
      code: 'CARD_DECLINED',
      decline_code: 'generic_decline',
      error: 'Error updating payment info',
    });
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect([user.defaultPaymentMethodId, user.cardSummary]).toEqual([null, null]);
  });

  it('saves the card a browser confirmed through a SetupIntent; an unconfirmed or foreign intent is refused', async () => {
    const s = await createSeller(app);
    const secret = await setup(s.token);
    const id = secret.split('_secret_')[0];
    // Not confirmed yet: nothing to save.
    const early = await app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token);
    expect(early.data.updateBillingCard).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'setupIntentId', message: 'This card has not been confirmed' }],
    });
    const si = await browserConfirmSetup(apiUrl, secret, '4242424242424242');
    expect(si.status).toBe('succeeded');
    // Another seller cannot claim it.
    const other = await createSeller(app);
    const stolen = await app.graphql(SAVE, { userId: '-', setupIntentId: id }, other.token);
    expect(stolen.data.updateBillingCard.__typename).toBe('ValidationError');
    const saved = await app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token);
    expect(saved.data.updateBillingCard).toMatchObject({
      __typename: 'BillingUpdate',
      user: { hasCard: true, cardSummary: expect.stringMatching(/^Visa ending in 4242/) },
    });
  });

  it('asks for 3-D Secure on a 3DS test card and saves the card only once the cardholder completed it', async () => {
    const s = await createSeller(app);
    const secret = await setup(s.token);
    const id = secret.split('_secret_')[0];
    const si = await browserConfirmSetup(apiUrl, secret, '4000002500003155');
    expect(si).toMatchObject({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    expect((await app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token)).data.updateBillingCard.__typename).toBe('ValidationError');
    expect(await browserAnswer3ds(apiUrl, secret, 'complete')).toBe(200);
    const saved = await app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token);
    expect(saved.data.updateBillingCard.user).toMatchObject({ hasCard: true, cardSummary: expect.stringMatching(/ending in 3155/) });

    // A failed authentication leaves the intent without a card, with Stripe's reason.
    const s2 = await createSeller(app);
    const secret2 = await setup(s2.token);
    await browserConfirmSetup(apiUrl, secret2, '4000002760003184');
    await browserAnswer3ds(apiUrl, secret2, 'fail');
    const failed = await stripe(app).retrieveSetupIntent(secret2.split('_secret_')[0]!);
    expect(failed).toMatchObject({ status: 'requires_payment_method', last_setup_error: { code: 'setup_intent_authentication_failure' } });
  });

  it('starts the plans chosen in onboarding exactly once when the card is saved, even when the save is sent twice at once', async () => {
    const s = await createSeller(app, { onboardingFinished: false });
    const chosen = await app.graphql(CHOOSE, { userId: '-', planId: 'ebay_pro_monthly' }, s.token);
    expect(chosen.data.chooseOnboardingPlan.user.onboardingPlans).toEqual([{ planId: 'ebay_pro_monthly' }]);
    const secret = await setup(s.token);
    await browserConfirmSetup(apiUrl, secret, '4242424242424242');
    const id = secret.split('_secret_')[0];
    const [a, b] = await Promise.all([
      app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token),
      app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token),
    ]);
    expect([a.data.updateBillingCard.__typename, b.data.updateBillingCard.__typename]).toEqual(['BillingUpdate', 'BillingUpdate']);
    const started = [...a.data.updateBillingCard.subscriptions, ...b.data.updateBillingCard.subscriptions];
    expect(started).toEqual([{ plan: { planId: 'ebay_pro_monthly' }, status: 'trialing' }]);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    const subs = await stripe(app).listSubscriptions(user.stripeCustomerId!);
    expect(subs.data).toHaveLength(1);
    // A retry later starts nothing more: the choice was used up.
    const retry = await app.graphql(SAVE, { userId: '-', setupIntentId: id }, s.token);
    expect(retry.data.updateBillingCard).toMatchObject({ subscriptions: [], user: { onboardingPlans: [] } });
    expect((await stripe(app).listSubscriptions(user.stripeCustomerId!)).data).toHaveLength(1);
  });
});
