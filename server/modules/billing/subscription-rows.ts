// Keeps `subscriptions` rows equal to what Stripe says. Used after our own Stripe calls, by the
// webhook and by stripe/refresh, so the three paths cannot disagree on the mapping.
import { userIdForStripeCustomer } from '../accounts/accounts.service.ts';
import type { Subscription as StripeSubscription } from '../../integrations/stripe/index.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import { findPlan } from '../../../shared/billing/plans.ts';
import { onPlanChanged } from './ports.ts';
import { listingChannel } from '../listings/listings.statuses.ts';

/** A subscription that still gives the seller their plan (past_due: Stripe is still retrying). */
export const LIVE_STATUSES = ['trialing', 'active', 'past_due'];

/** Metadata key on a subscription undone by an all-or-nothing subscribe (rollback.ts): it has no row. */
export const ROLLED_BACK_METADATA = 'listbridge_rolled_back';

const date = (s: number | null | undefined) => (s ? new Date(s * 1000) : null);

/**
 * Upserts the row of a plan subscription; returns null for anything that is not one of our plans
 * (e.g. the AI-credit charges), whose customer is not a ListBridge seller, or that was rolled back.
 */
export async function saveSubscription(prisma: PrismaClient, sub: StripeSubscription) {
  if (sub.metadata?.[ROLLED_BACK_METADATA] === 'true') {
    // Never the seller's: no row (a webhook arriving after the rollback must not bring it back).
    await prisma.subscription.deleteMany({ where: { stripeSubscriptionId: sub.id } });
    return null;
  }
  const price = sub.items.data[0]?.price;
  const plan = findPlan(price?.lookup_key ?? '') ?? findPlan(sub.metadata?.plan_id ?? '');
  if (!plan) return null;
  const customerId = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  // The customer id is the authority on whose subscription this is, never the metadata.
  const userId = await userIdForStripeCustomer({ prisma }, customerId);
  if (!userId) return null;
  const coupon = sub.discount?.coupon ?? null;
  const data = {
    channel: plan.channel,
    planId: plan.id,
    status: sub.status,
    trialEnd: date(sub.trial_end),
    currentPeriodEnd: date(sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    discountPercent: coupon?.percent_off != null ? Math.round(coupon.percent_off) : null,
    discountCouponId: coupon?.id ?? null,
    discountName: coupon ? (coupon.name ?? coupon.id) : null,
    discountAmountOff: coupon?.amount_off ?? null,
    discountEnd: date(sub.discount?.end),
  };
  const before = await prisma.subscription.findUnique({ where: { stripeSubscriptionId: sub.id }, select: { planId: true, status: true } });
  const row = await prisma.subscription.upsert({
    where: { stripeSubscriptionId: sub.id },
    create: { userId, stripeSubscriptionId: sub.id, ...data },
    update: data,
  });
  // Quantity sync comes and goes with the plan: the channel's listings are synced under the new one.
  if (before?.planId !== row.planId || before?.status !== row.status) await onPlanChanged(prismaSql(prisma), userId, listingChannel(plan.channel));
  return row;
}

/** Prisma as the `query` runner the listings module's SQL takes (outside a transaction). */
function prismaSql(prisma: PrismaClient): SqlRunner {
  return { query: async (sql: string, values: unknown[] = []) => ({ rows: await prisma.$queryRawUnsafe<any[]>(sql, ...values) }) };
}

/** The seller's current subscription on a channel (the newest live one), or null. */
export function liveSubscription(prisma: PrismaClient, userId: string, channel: string) {
  return prisma.subscription.findFirst({
    where: { userId, channel, status: { in: LIVE_STATUSES } },
    orderBy: { createdAt: 'desc' },
  });
}
