// The referral programme over real HTTP and the Stripe sandbox (spec 001 §1, 002 §2.8): a seller's
// link (referrer_alias), a sign-up through it, $50 off the referred seller's first subscription (a
// Stripe coupon), and 22% of each of their paid invoices recorded for the referrer from Stripe's
// invoice.paid webhooks, once per invoice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordReferralCommission } from '../../../server/modules/billing/billing.service.ts';
import { createSeller, GOOD_PASSWORD, uniqueEmail } from '../../factories/users.ts';
import type { TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { GOOD_CARD, startBillingApp, stripe, stripeControl, subscribe } from './billing-helpers.ts';

const REFERRAL = `query($u: String!) { user(userId: $u) { referral {
  alias link commissionPercent discountCents referredCount totalCommissionCents
  commissions { referredEmail invoiceAmountCents commissionCents currency }
} } }`;

describe('referral programme', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBillingApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
  });

  const signUp = async (ref?: string) => {
    const email = uniqueEmail('referred');
    const res = await rest(app.url, 'POST', '/auth/sign-up', { email, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD, ...(ref ? { ref } : {}) });
    expect(res.status).toBe(200);
    return { email, user: { id: res.body.userId as string }, token: res.body.jwt as string };
  };
  const referredBy = async (id: string) => (await app.services.pool.query('SELECT referred_by_id FROM users WHERE id = $1', [id])).rows[0].referred_by_id;

  it('gives each seller one referral link, made on first view', async () => {
    const r = await createSeller(app);
    const first = (await app.graphql(REFERRAL, { u: r.user.id }, r.token)).data.user.referral;
    expect(first.alias).toMatch(/^[a-z2-9]{8}$/);
    expect(first.link).toBe(`${app.services.config.publicUrl}/signup?ref=${first.alias}`);
    expect(first).toMatchObject({ commissionPercent: 22, discountCents: 5000, referredCount: 0, totalCommissionCents: 0, commissions: [] });
    expect((await app.graphql(REFERRAL, { u: '-' }, r.token)).data.user.referral.alias).toBe(first.alias);
    const other = await createSeller(app);
    expect((await app.graphql(REFERRAL, { u: other.user.id }, other.token)).data.user.referral.alias).not.toBe(first.alias);
    // Another seller cannot read it.
    expect((await app.graphql(REFERRAL, { u: r.user.id }, other.token)).data?.user ?? null).toBeNull();
  });

  it('records who referred a seller who signs up through the link; an unknown alias is no referral', async () => {
    const r = await createSeller(app);
    const { alias } = (await app.graphql(REFERRAL, { u: r.user.id }, r.token)).data.user.referral;
    const referred = await signUp(alias.toUpperCase());
    expect(await referredBy(referred.user.id)).toBe(r.user.id);
    const stray = await signUp('nosuchalias');
    expect(await referredBy(stray.user.id)).toBeNull();
    const plain = await signUp();
    expect(await referredBy(plain.user.id)).toBeNull();
    expect((await app.graphql(REFERRAL, { u: r.user.id }, r.token)).data.user.referral.referredCount).toBe(1);
  });

  it("takes $50 off the referred seller's first subscription and pays the referrer 22% of each paid invoice, once per invoice", async () => {
    const r = await createSeller(app);
    const { alias } = (await app.graphql(REFERRAL, { u: r.user.id }, r.token)).data.user.referral;
    const s = await signUp(alias);
    await app.services.pool.query('UPDATE users SET onboarding_finished = true, tos_accepted_at = now() WHERE id = $1', [s.user.id]);
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, GOOD_CARD, s.token)).status).toBe(200);
    expect((await subscribe(app, s, { ebayPlanId: 'ebay_plus_monthly' })).status).toBe(200);
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    expect(row).toMatchObject({ discountCouponId: 'lb_referral_50_off', discountAmountOff: 5000 });
    const sub = await stripe(app).retrieveSubscription(row.stripeSubscriptionId);
    expect(sub.discount?.coupon).toMatchObject({ id: 'lb_referral_50_off', amount_off: 5000, currency: 'usd', duration: 'once' });

    // Past the 14-day trial: 59.99 − 50.00 = 9.99 paid; the referrer earns 22% of it (2.20).
    await stripeControl(app, 'clock/advance', { days: 15 });
    const first = await waitFor(async () => {
      const rows = await app.services.prisma.referralCommission.findMany({ where: { referrerId: r.user.id } });
      return rows.length === 1 ? rows[0] : null;
    });
    expect(first).toMatchObject({ referredId: s.user.id, invoiceAmountCents: 999, commissionCents: 220, currency: 'usd' });
    const invoice = (await stripe(app).listInvoices({ subscriptionId: row.stripeSubscriptionId })).data.find((i) => i.id === first!.stripeInvoiceId)!;
    expect(invoice.amount_paid).toBe(999);
    // The same invoice again (a re-sent event) records nothing more.
    expect(await recordReferralCommission(app.services, invoice)).toBe(false);
    expect(await app.services.prisma.referralCommission.count({ where: { referrerId: r.user.id } })).toBe(1);

    // The next month, at full price (the coupon was used once): 22% of 59.99 = 13.20.
    await stripeControl(app, 'clock/advance', { days: 31 });
    await waitFor(async () => (await app.services.prisma.referralCommission.count({ where: { referrerId: r.user.id } })) === 2);
    const listed = (await app.graphql(REFERRAL, { u: r.user.id }, r.token)).data.user.referral;
    expect(listed.commissions).toEqual([
      { referredEmail: s.email, invoiceAmountCents: 5999, commissionCents: 1320, currency: 'usd' },
      { referredEmail: s.email, invoiceAmountCents: 999, commissionCents: 220, currency: 'usd' },
    ]);
    expect(listed.totalCommissionCents).toBe(1540);
  });

  it('gives a seller who was not referred no referral coupon, and their invoices earn nobody anything', async () => {
    const s = await createSeller(app);
    expect((await rest(app.url, 'POST', `/user/${s.user.id}/stripe/update-billing`, GOOD_CARD, s.token)).status).toBe(200);
    expect((await subscribe(app, s, { ebayPlanId: 'ebay_plus_monthly' })).status).toBe(200);
    const row = await app.services.prisma.subscription.findFirstOrThrow({ where: { userId: s.user.id } });
    expect(row.discountCouponId).toBeNull();
    const before = await app.services.prisma.referralCommission.count();
    expect(
      await recordReferralCommission(app.services, {
        id: 'in_not_referred',
        customer: (await stripe(app).retrieveSubscription(row.stripeSubscriptionId)).customer as string,
        amount_paid: 5999,
        currency: 'usd',
      }),
    ).toBe(false);
    expect(await app.services.prisma.referralCommission.count()).toBe(before);
  });
});
