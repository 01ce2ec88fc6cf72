// Plan subscriptions: subscribe / change plan, cancel at period end, the last-chance 50% offer.
// One subscription per seller and channel; its row follows Stripe (subscription-rows.ts).
import * as accounts from '../accounts/accounts.service.ts';
import { randomUUID } from 'node:crypto';
import type { Subscription as StripeSubscription } from '../../integrations/stripe/index.ts';
import { InvalidPlanError, NoSubscriptionError, PaymentMethodRequiredError, PlanNotSelectedError } from './billing.errors.ts';
import { ensureCustomer } from './customer.ts';
import { mapStripeError, requireStripe, withBillingLock, type BillingDeps } from './deps.ts';
import { findPlan, type Channel, type Plan } from '../../../shared/billing/plans.ts';
import { ensureInternalCoupon, INTERNAL_COUPONS, planPriceId } from './stripe-catalogue.ts';
import { Rollback } from './rollback.ts';
import { chargeCurrency } from './currency.ts';
import { liveSubscription, saveSubscription } from './subscription-rows.ts';

export const CHANNELS: Channel[] = ['ebay', 'shopify', 'onbuy'];
export type PlanPicks = Partial<Record<'ebayPlanId' | 'shopifyPlanId' | 'onbuyPlanId', string | null | undefined>>;

/** The plans named in a subscribe-to-plans payload, each checked against its channel. */
export function pickedPlans(picks: PlanPicks): Plan[] {
  const plans: Plan[] = [];
  for (const channel of CHANNELS) {
    const id = picks[`${channel}PlanId`];
    if (!id) continue;
    const plan = findPlan(id);
    if (!plan || plan.channel !== channel || !plan.active) throw new InvalidPlanError(id);
    plans.push(plan);
  }
  if (plans.length === 0) throw new PlanNotSelectedError();
  return plans;
}

/**
 * Subscribes the seller to each picked plan (stripe/subscribe-to-plans), all or nothing. A channel
 * with a live subscription changes plan (Stripe prorates) and stops a pending cancellation;
 * otherwise a new subscription starts, with the 14-day trial when it is the seller's first on that
 * channel, and the onboarding 20% first-year coupon when the card was entered during onboarding
 * (or, on a referred seller's first subscription ever, the referral programme's $50 off).
 * When one step fails (e.g. the card is declined for a channel without a trial), the steps already
 * made are undone (rollback.ts) and the error is answered: no half-made subscriptions.
 */
export async function subscribeToPlans(deps: BillingDeps, userId: string, picks: PlanPicks) {
  const plans = pickedPlans(picks);
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    const user = await accounts.billingProfile(deps, userId);
    if (!user.defaultPaymentMethodId) throw new PaymentMethodRequiredError();
    const undo = new Rollback(deps, stripe, userId);
    const subs: StripeSubscription[] = [];
    try {
      const customerId = await ensureCustomer(deps, stripe, userId);
      // The seller's currency (their Amazon marketplace's: the prices' currency options).
      const currency = await chargeCurrency(deps, stripe, userId, customerId);
      // A seller who signed up through a referral link gets $50 off their first subscription ever
      // (one coupon per subscription: it takes the onboarding 20% coupon's place there).
      let referralDue = (await accounts.referrerOf(deps, userId)) !== null && (await deps.prisma.subscription.count({ where: { userId } })) === 0;
      // Everything that can be checked is checked before the first change at Stripe.
      const steps = [];
      for (const plan of plans) {
        const priceId = await planPriceId(deps, plan.id);
        if (!priceId) throw new InvalidPlanError(plan.id);
        const current = await liveSubscription(deps.prisma, userId, plan.channel);
        const first = !current && (await deps.prisma.subscription.count({ where: { userId, channel: plan.channel } })) === 0;
        steps.push({ plan, priceId, current, first });
      }
      // New subscriptions without a trial are charged at once: they go last, so a decline has the
      // least to undo (and the charge of an earlier one is credited back when undone).
      steps.sort((a, b) => Number(!a.current && !a.first) - Number(!b.current && !b.first));
      for (const { plan, priceId, current, first } of steps) {
        let sub: StripeSubscription;
        if (current) {
          sub = await stripe.retrieveSubscription(current.stripeSubscriptionId);
          const item = sub.items.data[0]!;
          if (item.price.id !== priceId) {
            sub = await stripe.changeSubscriptionPrice(sub.id, { itemId: item.id, priceId, prorationBehavior: 'create_prorations' });
            undo.priceChanged(sub.id, item.id, item.price.id);
          }
          if (sub.cancel_at_period_end) {
            sub = await stripe.setCancelAtPeriodEnd(sub.id, false);
            undo.cancellationStopped(sub.id);
          }
        } else {
          const referral = referralDue && first;
          if (referral) referralDue = false;
          const couponId = referral
            ? await ensureInternalCoupon(stripe, 'referral')
            : first && user.onboardingDiscountEligible
              ? await ensureInternalCoupon(stripe, 'onboarding')
              : undefined;
          sub = await stripe.createSubscription({
            // A fresh key per attempt: a declined first try must not be replayed after a card change.
            requestId: randomUUID(),
            customerId,
            priceId,
            currency,
            trialDays: first ? plan.trialDays : undefined,
            couponId,
            // Without a trial the first invoice is charged now; a decline must leave nothing behind.
            paymentBehavior: first ? 'allow_incomplete' : 'error_if_incomplete',
            metadata: { listbridge_user_id: userId, channel: plan.channel, plan_id: plan.id },
          });
          undo.created(sub.id);
        }
        subs.push(sub);
      }
    } catch (err) {
      await undo.run();
      throw mapStripeError(err, deps, 'subscribing');
    }
    const rows = [];
    for (const sub of subs) rows.push(await saveSubscription(deps.prisma, sub));
    return rows.filter((r) => r !== null);
  });
}

async function requireLive(deps: BillingDeps, userId: string, channel: string) {
  const row = CHANNELS.includes(channel as Channel) ? await liveSubscription(deps.prisma, userId, channel) : null;
  if (!row) throw new NoSubscriptionError(channel);
  return row;
}

/** The seller declined the last-chance offer: the plan ends with the period already paid (or the trial). */
export async function cancelSubscription(deps: BillingDeps, userId: string, channel: string) {
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    const row = await requireLive(deps, userId, channel);
    try {
      return (await saveSubscription(deps.prisma, await stripe.setCancelAtPeriodEnd(row.stripeSubscriptionId, true)))!;
    } catch (err) {
      throw mapStripeError(err, deps, 'cancelling');
    }
  });
}

/** 'I'll Stay': the permanent 50% coupon on that subscription, and any pending cancellation undone. */
export async function acceptRetentionOffer(deps: BillingDeps, userId: string, channel: string) {
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    const row = await requireLive(deps, userId, channel);
    try {
      let sub = await stripe.retrieveSubscription(row.stripeSubscriptionId);
      const couponId = await ensureInternalCoupon(stripe, 'retention');
      if (sub.discount?.coupon.id !== couponId) sub = await stripe.applySubscriptionCoupon(sub.id, { couponId });
      if (sub.cancel_at_period_end) sub = await stripe.setCancelAtPeriodEnd(sub.id, false);
      return (await saveSubscription(deps.prisma, sub))!;
    } catch (err) {
      throw mapStripeError(err, deps, 'applying the retention offer');
    }
  });
}

/** The offer is made once per subscription: not again while its 50% coupon is on. */
export function retentionOfferAvailable(row: { discountCouponId: string | null }): boolean {
  return row.discountCouponId !== INTERNAL_COUPONS.retention.id;
}

/** stripe/disable-discount: the seller gives up the onboarding first-year discount. */
export async function disableOnboardingDiscount(deps: BillingDeps, userId: string) {
  return accounts.setOnboardingDiscountEligible(deps, userId, false);
}
