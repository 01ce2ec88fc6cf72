import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { sellerWithCard, startBillingApp, stripe } from './billing-helpers.ts';

describe('AI credits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('charges $10 per 1,000 credits through Stripe, then adds them to the balance with a ledger row', async () => {
    const s = await sellerWithCard(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/ai/buy-credits/1000`, { amount: 1000 }, s.token);
    expect(res).toEqual({ status: 200, body: { success: true, jl_ai_credits: 1000 } });
    const ledger = await app.services.prisma.aiCreditLedger.findMany({ where: { userId: s.user.id } });
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ creditsAmount: 1000, costCents: 1000 });
    const invoiceId = /\((in_\w+)\)/.exec(ledger[0]!.reason)![1]!;
    const invoice = await stripe(app).retrieveInvoice(invoiceId);
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 1000 });
    // Nothing recurs: the charge's subscription is cancelled at once.
    expect((await stripe(app).retrieveSubscription(invoice.subscription!)).status).toBe('canceled');
    expect(await app.services.prisma.subscription.count({ where: { userId: s.user.id } })).toBe(0);

    const gql = await app.graphql(
      `mutation { buyAiCredits(userId: "-", credits: 250, expectedCents: 250) { __typename ... on BillingUpdate { user { aiCreditBalance aiCreditLedger { credits costCents } } } } }`,
      {},
      s.token,
    );
    expect(gql.data.buyAiCredits.user).toEqual({
      aiCreditBalance: 1250,
      aiCreditLedger: [
        { credits: 250, costCents: 250 },
        { credits: 1000, costCents: 1000 },
      ],
    });
  });

  it('refuses amounts that are not a whole number from 1 to 30,000,000', async () => {
    const s = await sellerWithCard(app);
    for (const amount of [0, 1.5, 30_000_001, 'ten']) {
      const res = await rest(app.url, 'POST', `/user/${s.user.id}/ai/buy-credits/100`, { amount }, s.token);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'amount', message: 'Please enter a whole number of credits between 1 and 30,000,000' }]);
    }
    const gql = await app.graphql(
      `mutation { buyAiCredits(userId: "-", credits: 0) { __typename ... on ValidationError { fieldErrors { message } } } }`,
      {},
      s.token,
    );
    expect(gql.data.buyAiCredits.__typename).toBe('ValidationError');
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).aiCreditBalance).toBe(0);
  });

  it("needs a card ('Add a payment method to continue') and adds nothing when the charge is declined", async () => {
    const s = await createSeller(app);
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/ai/buy-credits/100`, { amount: 100 }, s.token);
    expect(res).toMatchObject({ status: 400, body: { message: 'Add a payment method to continue' } });

    // 4000 0000 0000 0341 attaches, then every charge is declined.
    const failing = await createSeller(app);
    const card = { payment_method_id: 'pm_card_chargeCustomerFail' }; // 4000 0000 0000 0341: attaches, every charge declined
    expect((await rest(app.url, 'POST', `/user/${failing.user.id}/stripe/update-billing`, card, failing.token)).status).toBe(200);
    const declined = await rest(app.url, 'POST', `/user/${failing.user.id}/ai/buy-credits/100`, { amount: 100 }, failing.token);
    expect(declined).toMatchObject({ status: 402, body: { code: 'CARD_DECLINED' } });
    expect(declined.body.message).toMatch(/declined/);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: failing.user.id } });
    expect(user.aiCreditBalance).toBe(0);
    expect(await app.services.prisma.aiCreditLedger.count({ where: { userId: failing.user.id } })).toBe(0);
  });

  it('gives ten free credits for the ai-credits coupon, once per seller', async () => {
    const s = await createSeller(app);
    const first = await rest(app.url, 'GET', `/user/${s.user.id}/ai/redeem-coupon/ai-credits`, undefined, s.token);
    expect(first).toEqual({ status: 200, body: { success: true, jl_ai_credits: 10 } });
    const again = await rest(app.url, 'GET', `/user/${s.user.id}/ai/redeem-coupon/ai-credits`, undefined, s.token);
    expect(again).toMatchObject({ status: 400, body: { message: 'Coupon redemption failed!', reason: 'Coupon already redeemed' } });
    const gql = await app.graphql(`mutation { redeemCoupon(userId: "-", coupon: "ai-credits") { __typename ... on Error { message } } }`, {}, s.token);
    expect(gql.data.redeemCoupon).toEqual({ __typename: 'CouponRedemptionFailedError', message: 'Coupon redemption failed!' });
    const unknown = await rest(app.url, 'GET', `/user/${s.user.id}/ai/redeem-coupon/free-money`, undefined, s.token);
    expect(unknown.status).toBe(400);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(user.aiCreditBalance).toBe(10);
    expect(
      await app.services.prisma.aiCreditLedger.findMany({ where: { userId: s.user.id }, select: { creditsAmount: true, costCents: true, reason: true } }),
    ).toEqual([{ creditsAmount: 10, costCents: 0, reason: 'Coupon ai-credits' }]);
    // Another seller still gets theirs.
    const other = await createSeller(app);
    expect((await rest(app.url, 'GET', `/user/-/ai/redeem-coupon/ai-credits`, undefined, other.token)).status).toBe(200);
  });
});
