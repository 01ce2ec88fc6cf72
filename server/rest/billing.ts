import express, { Router, type Request } from 'express';
import type { AppServices } from '../services.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import * as billing from '../modules/billing/billing.service.ts';
import { StripeApiError } from '../integrations/stripe/index.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';

type Row = Awaited<ReturnType<typeof billing.channelBilling>>[number]['subscription'];

/** The subscription as the legacy client reads it (spec 002 §3: items.data[0].price, discount.coupon). */
function legacySubscription(s: NonNullable<Row>) {
  const epoch = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);
  return {
    id: s.id,
    platform: s.channel,
    status: s.status,
    plan: { id: s.plan.id, nickname: s.plan.displayName },
    items: {
      data: [{ price: { lookup_key: s.plan.id, unit_amount: s.plan.priceCents, recurring: { interval: s.plan.recurrence === 'monthly' ? 'month' : 'year' } } }],
    },
    discount: s.discountCouponId
      ? { coupon: { id: s.discountCouponId, name: s.discountName, percent_off: s.discountPercent, amount_off: s.discountAmountOff }, end: epoch(s.discountEnd) }
      : null,
    trial_end: epoch(s.trialEnd),
    current_period_end: epoch(s.currentPeriodEnd),
    cancel_at_period_end: s.cancelAtPeriodEnd,
  };
}

/**
 * /api/v1/user/{userId}/stripe/*, ai/buy-credits, ai/redeem-coupon, and the Stripe webhook.
 * Mounted before the shared JSON parser: the webhook needs the exact bytes Stripe signed.
 */
export function billingRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app), express.json({ limit: '100kb' })];
  const id = (req: Request) => String(req.params.userId);
  const overview = async (userId: string) => {
    const [user, channels] = await Promise.all([accounts.billingProfile(app, userId), billing.channelBilling(app, userId)]);
    return {
      stripe: { customer: { id: user.stripeCustomerId, default_source: user.defaultPaymentMethodId, card: user.cardSummary } },
      onboarding_discount: user.onboardingDiscountEligible,
      jl_ai_credits: user.aiCreditBalance,
      subscriptions: channels.flatMap((c) => (c.subscription ? [legacySubscription(c.subscription)] : [])),
      stats: Object.fromEntries(channels.map((c) => [`active_${c.channel}_listings`, c.liveListings])),
    };
  };

  r.post(
    '/stripe-event',
    express.raw({ type: () => true, limit: '1mb' }),
    handle(async (req) => {
      try {
        return await billing.handleStripeEvent(app, req.body as Buffer, req.header('stripe-signature'));
      } catch (err) {
        if (err instanceof StripeApiError && err.code === 'signature_verification_failed') throw new HttpError(400, 'Invalid Stripe signature');
        throw err;
      }
    }),
  );

  r.get(
    '/user/:userId/stripe/billing',
    ...scoped,
    handle(async (req) => overview(id(req))),
  );
  // Legacy answer: `true` → 'Updated!'; an error → 'Error updating payment info' (Stripe's decline message in `message`).
  // Takes `{ "payment_method_id": "pm_…" }` made by Stripe.js; a card number is refused (400 RAW_CARD_REFUSED).
  r.post(
    '/user/:userId/stripe/update-billing',
    ...scoped,
    handle(async (req) => {
      const b = (req.body ?? {}) as Record<string, unknown>;
      await billing.saveCard(app, id(req), billing.legacyCardSource(b));
      return true;
    }),
  );
  r.post(
    '/user/:userId/stripe/subscribe-to-plans',
    ...scoped,
    handle(async (req) => {
      const b = req.body ?? {};
      const rows = await billing.subscribeToPlans(app, id(req), { ebayPlanId: b.ebayPlanId, shopifyPlanId: b.shopifyPlanId, onbuyPlanId: b.onbuyPlanId });
      return { success: true, subscriptions: rows.map((row) => legacySubscription(billing.withPlan(row))) };
    }),
  );
  r.get(
    '/user/:userId/stripe/unsubscribe/:platform',
    ...scoped,
    handle(async (req) => legacySubscription(billing.withPlan(await billing.cancelSubscription(app, id(req), String(req.params.platform))))),
  );
  r.post(
    '/user/:userId/stripe/add-retainer-discount/:platform',
    ...scoped,
    handle(async (req) => legacySubscription(billing.withPlan(await billing.acceptRetentionOffer(app, id(req), String(req.params.platform))))),
  );
  r.post(
    '/user/:userId/stripe/disable-discount',
    ...scoped,
    handle(async (req) => {
      await billing.disableOnboardingDiscount(app, id(req));
      return { success: true };
    }),
  );
  r.post(
    '/user/:userId/stripe/apply-coupon/:coupon',
    ...scoped,
    handle(async (req) => {
      await billing.applyCoupon(app, id(req), String(req.params.coupon));
      return { success: true, message: 'Coupon applied' };
    }),
  );
  r.get(
    '/user/:userId/stripe/refresh/:key',
    ...scoped,
    handle(async (req) => {
      await billing.refreshFromStripe(app, id(req), String(req.params.key));
      return overview(id(req));
    }),
  );
  // The path carries the price the seller was shown (cents), the body the credits (`amount`).
  r.post(
    '/user/:userId/ai/buy-credits/:cents',
    ...scoped,
    handle(async (req) => {
      const cents = Number(req.params.cents);
      const amount = req.body?.amount ?? cents;
      const user = await billing.buyAiCredits(
        app,
        id(req),
        typeof amount === 'string' && /^\d+$/.test(amount) ? Number(amount) : amount,
        Number.isInteger(cents) ? cents : undefined,
      );
      return { success: true, jl_ai_credits: user.aiCreditBalance };
    }),
  );
  r.get(
    '/user/:userId/ai/redeem-coupon/:coupon',
    ...scoped,
    handle(async (req) => {
      const user = await billing.redeemCoupon(app, id(req), String(req.params.coupon));
      return { success: true, jl_ai_credits: user.aiCreditBalance };
    }),
  );
  r.get(
    '/user/:userId/ai/credits',
    ...scoped,
    handle(async (req) => {
      const [user, ledger] = await Promise.all([accounts.billingProfile(app, id(req)), billing.aiCreditLedger(app, id(req))]);
      return {
        jl_ai_credits: user.aiCreditBalance,
        ledger: ledger.map((l) => ({
          _id: l.id,
          _created_at: l.createdAt,
          user_id: l.userId,
          prompt_tokens: l.promptTokens,
          completion_tokens: l.completionTokens,
          listing_credits_amount: l.creditsAmount,
          cost_cents: l.costCents,
          reason: l.reason,
        })),
      };
    }),
  );
  return r;
}
