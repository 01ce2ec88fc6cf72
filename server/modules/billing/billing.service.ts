// Billing for GraphQL, REST and jobs: plans, the card on file, subscriptions per channel,
// coupons, AI credits and plan capacity. Every function takes the seller's id and touches only
// that seller's rows; the pieces live in the files re-exported here.
import { countLiveListings } from './capacity.ts';
import type { BillingDeps } from './deps.ts';
import { findPlan, offeredPlans, PLANS, type Channel, type Plan, type Recurrence } from '../../../shared/billing/plans.ts';
import { CHANNELS, retentionOfferAvailable } from './subscriptions.ts';
import { LIVE_STATUSES, liveSubscription } from './subscription-rows.ts';

export { saveCard, startCardSetup, legacyCardSource, publishableKey, type CardSource } from './card.ts';
export { subscribeToPlans, cancelSubscription, acceptRetentionOffer, disableOnboardingDiscount, CHANNELS } from './subscriptions.ts';
export { applyCoupon } from './coupons.ts';
export { refreshFromStripe } from './refresh.ts';
export { buyAiCredits, redeemCoupon, aiCreditLedger, spendAiCredit, spendAiCreditIn, AI_SPECIFICS_REASON } from './ai-credits.ts';
export { assertCapacity, countLiveListings, currentPlan } from './capacity.ts';
export { handleStripeEvent } from './stripe-events.ts';
export { commissionOn, recordReferralCommission, referralCommissions, REFERRAL_COMMISSION_PERCENT, REFERRAL_DISCOUNT_CENTS } from './referral-commissions.ts';
export { syncPlans, ensurePlans } from './stripe-catalogue.ts';
export type { BillingDeps } from './deps.ts';

/** Plans for the picker: offered ones (spec 002 §2.8) when `listings` is given, else all active. */
export function listPlans(filter: { channel?: Channel | null; recurrence?: Recurrence | null; listings?: number | null }): Plan[] {
  if (filter.channel && filter.recurrence && filter.listings != null) return offeredPlans(filter.channel, filter.recurrence, filter.listings);
  return PLANS.filter((p) => p.active && (!filter.channel || p.channel === filter.channel) && (!filter.recurrence || p.recurrence === filter.recurrence));
}

export type SubscriptionRow = NonNullable<Awaited<ReturnType<typeof liveSubscription>>>;

export interface ChannelBilling {
  channel: Channel;
  liveListings: number;
  subscription: (SubscriptionRow & { plan: Plan; retentionOfferAvailable: boolean }) | null;
}

export function withPlan(row: SubscriptionRow) {
  return { ...row, plan: findPlan(row.planId)!, retentionOfferAvailable: retentionOfferAvailable(row) };
}

/** Per channel: live listings and the live subscription with its plan (the usage gauges). */
export async function channelBilling(deps: Pick<BillingDeps, 'prisma'>, userId: string): Promise<ChannelBilling[]> {
  return Promise.all(
    CHANNELS.map(async (channel) => {
      const [row, liveListings] = await Promise.all([liveSubscription(deps.prisma, userId, channel), countLiveListings(deps.prisma, userId, channel)]);
      return { channel, liveListings, subscription: row && findPlan(row.planId) ? withPlan(row) : null };
    }),
  );
}

/** The live plans of a page of sellers (the admin users list's Plan column). */
export async function livePlansByUsers(
  deps: Pick<BillingDeps, 'prisma'>,
  userIds: readonly string[],
): Promise<Map<string, { channel: string; planId: string; displayName: string; status: string }[]>> {
  const rows = await deps.prisma.subscription.findMany({
    where: { userId: { in: [...userIds] }, status: { in: LIVE_STATUSES } },
    select: { userId: true, channel: true, planId: true, status: true },
    orderBy: { channel: 'asc' },
  });
  const out = new Map<string, { channel: string; planId: string; displayName: string; status: string }[]>();
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    list.push({ channel: r.channel, planId: r.planId, displayName: findPlan(r.planId)?.displayName ?? r.planId, status: r.status });
    out.set(r.userId, list);
  }
  return out;
}

/** A seller's live subscriptions (trialing, active, past due): channel, status and end of trial (the banners). */
export function liveSubscriptionsOf(deps: Pick<BillingDeps, 'prisma'>, userId: string) {
  return deps.prisma.subscription.findMany({ where: { userId, status: { in: LIVE_STATUSES } }, select: { channel: true, status: true, trialEnd: true } });
}

/** Every subscription row of a seller, newest first (the admin user page's Stripe section). */
export function subscriptionsOf(deps: Pick<BillingDeps, 'prisma'>, userId: string) {
  return deps.prisma.subscription.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
}
