import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { sellerWithCard, startBillingApp, stripe, subscribe } from './billing-helpers.ts';

describe('coupon codes (stripe/apply-coupon/{coupon})', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
    // What support would create in the Stripe dashboard for a campaign.
    const coupon = await stripe(app).createCoupon({ id: 'SPRING25', name: 'Spring 25% off', percentOff: 25, duration: 'repeating', durationInMonths: 3 });
    await stripe(app).createPromotionCode({ couponId: coupon.id, code: 'HELLO25' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("applies a promotion code to the seller's subscriptions: 'Coupon applied'", async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_pro_monthly', onbuyPlanId: 'onbuy_basic_monthly' });
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/apply-coupon/hello25`, undefined, s.token);
    expect(res).toEqual({ status: 200, body: { success: true, message: 'Coupon applied' } });
    const rows = await app.services.prisma.subscription.findMany({ where: { userId: s.user.id } });
    expect(rows.map((r) => [r.discountPercent, r.discountName])).toEqual([
      [25, 'Spring 25% off'],
      [25, 'Spring 25% off'],
    ]);
    const sub = await stripe(app).retrieveSubscription(rows[0]!.stripeSubscriptionId);
    expect(sub.discount?.coupon.id).toBe('SPRING25');
  });

  it('applies a coupon id through GraphQL', async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { shopifyPlanId: 'shopify_plus_annual' });
    const gql = await app.graphql(
      `mutation { applyCoupon(userId: "-", coupon: "SPRING25") { __typename ... on BillingUpdate { subscriptions { discountPercent } } } }`,
      {},
      s.token,
    );
    expect(gql.data.applyCoupon).toEqual({ __typename: 'BillingUpdate', subscriptions: [{ discountPercent: 25 }] });
  });

  it("refuses an unknown code, an internal coupon and a seller without subscriptions: 'Coupon not applied'", async () => {
    const s = await sellerWithCard(app);
    const none = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/apply-coupon/HELLO25`, undefined, s.token);
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'Coupon not applied', code: 'COUPON_NOT_APPLIED', reason: 'Subscribe to a plan first: coupons apply to your subscriptions.' },
    });
    await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' });
    const unknown = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/apply-coupon/NOPE`, undefined, s.token);
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Coupon not applied', reason: 'That coupon code is not valid.' } });
    const internal = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/apply-coupon/lb_retention_50_forever`, undefined, s.token);
    expect(internal).toMatchObject({ status: 400, body: { message: 'Coupon not applied' } });
    const gql = await app.graphql(
      `mutation { applyCoupon(userId: "-", coupon: "NOPE") { __typename ... on CouponNotAppliedError { message reason } } }`,
      {},
      s.token,
    );
    expect(gql.data.applyCoupon).toEqual({ __typename: 'CouponNotAppliedError', message: 'Coupon not applied', reason: 'That coupon code is not valid.' });
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    expect(row.discountPercent).toBeNull();
  });

  it("answers 'Error applying coupon' when Stripe fails", async () => {
    const s = await sellerWithCard(app);
    await subscribe(app, s, { ebayPlanId: 'ebay_basic_monthly' });
    // The subscription's webhooks make the app re-read Stripe; let them finish first, so the
    // injected failures meet the coupon call and nothing else.
    await waitFor(async () => {
      const { data } = (await (await fetch(`${app.services.config.STRIPE_API_URL}/__sandbox/deliveries`)).json()) as { data: { status: string }[] };
      return data.length > 0 && data.every((d) => d.status !== 'pending');
    });
    // The lookup and the SDK's two retries all fail.
    await fetch(`${app.services.config.STRIPE_API_URL}/__sandbox/fail-next`, { method: 'POST', body: JSON.stringify({ count: 3, status: 500 }) });
    const res = await rest(app.url, 'POST', `/user/${s.user.id}/stripe/apply-coupon/HELLO25`, undefined, s.token);
    expect(res).toMatchObject({ status: 502, body: { message: 'Error applying coupon', code: 'APPLY_COUPON_FAILED' } });
  });
});
