import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { GOOD_CARD, sellerWithCard, startBillingApp, subscribe } from './billing-helpers.ts';

describe("billing paths refuse another seller's id", () => {
  let app: TestApp;
  let victim: Awaited<ReturnType<typeof sellerWithCard>>;
  let intruder: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    app = await startBillingApp();
    victim = await sellerWithCard(app);
    await subscribe(app, victim, { ebayPlanId: 'ebay_basic_monthly' });
    intruder = await createSeller(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const calls: Array<['GET' | 'POST', string, unknown?]> = [
    ['GET', 'stripe/billing'],
    ['POST', 'stripe/update-billing', GOOD_CARD],
    ['POST', 'stripe/subscribe-to-plans', { ebayPlanId: 'ebay_pro_monthly' }],
    ['GET', 'stripe/unsubscribe/ebay'],
    ['POST', 'stripe/add-retainer-discount/ebay'],
    ['POST', 'stripe/disable-discount'],
    ['POST', 'stripe/apply-coupon/ANY'],
    ['GET', 'stripe/refresh/all'],
    ['POST', 'ai/buy-credits/100', { amount: 100 }],
    ['GET', 'ai/redeem-coupon/ai-credits'],
    ['GET', 'ai/credits'],
  ];

  it.each(calls)('%s %s → 403 with the same body for an existing and an unknown user', async (method, path, body) => {
    const other = await rest(app.url, method, `/user/${victim.user.id}/${path}`, body, intruder.token);
    const unknown = await rest(app.url, method, `/user/00000000-0000-4000-8000-000000000000/${path}`, body, intruder.token);
    expect(other.status).toBe(403);
    expect(unknown).toEqual(other);
    expect((await rest(app.url, method, `/user/${victim.user.id}/${path}`, body)).status).toBe(401);
  });

  it("left the victim's billing untouched", async () => {
    const rows = await app.services.prisma.subscription.findMany({ where: { userId: victim.user.id } });
    expect(rows.map((r) => [r.planId, r.cancelAtPeriodEnd, r.discountPercent])).toEqual([['ebay_basic_monthly', false, null]]);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { id: victim.user.id } });
    expect(user.aiCreditBalance).toBe(0);
    expect(await app.services.prisma.subscription.count({ where: { userId: intruder.user.id } })).toBe(0);
  });

  it('refuses every billing mutation and the billing fields of another seller in GraphQL', async () => {
    const v = victim.user.id;
    const mutations = [
      `updateBillingCard(userId: "${v}", paymentMethodId: "pm_card_visa")`,
      `startCardSetup(userId: "${v}")`,
      `chooseOnboardingPlan(userId: "${v}", channel: EBAY, planId: "ebay_pro_monthly")`,
      `subscribeToPlans(userId: "${v}", ebayPlanId: "ebay_pro_monthly")`,
      `cancelSubscription(userId: "${v}", channel: EBAY)`,
      `acceptRetentionOffer(userId: "${v}", channel: EBAY)`,
      `applyCoupon(userId: "${v}", coupon: "X")`,
      `disableOnboardingDiscount(userId: "${v}")`,
      `refreshBilling(userId: "${v}")`,
      `buyAiCredits(userId: "${v}", credits: 10)`,
      `redeemCoupon(userId: "${v}", coupon: "ai-credits")`,
    ];
    for (const m of mutations) {
      const res = await app.graphql(`mutation { r: ${m} { __typename } }`, {}, intruder.token);
      expect(res.data?.r ?? null, m).toBeNull();
      expect(res.errors?.[0]?.message, m).toMatch(/not authorized/i);
    }
    const q = await app.graphql(`{ user(userId: "${v}") { cardSummary channelBilling { channel } aiCreditLedger { id } } }`, {}, intruder.token);
    expect(q.data?.user ?? null).toBeNull();
    expect(q.errors?.length).toBeGreaterThan(0);
  });
});
