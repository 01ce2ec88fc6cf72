// Plan capacity (spec 000 §5, 002 §9): every listing action asks assertCapacity first.
import type { PrismaClient } from '../../db/prisma.ts';
import { NoPlanError, PlanLimitReachedError } from './billing.errors.ts';
import { findPlan, hasCapacity, type Channel, type Plan } from './plans.ts';
import { liveSubscription } from './subscription-rows.ts';

/** eBay listing statuses counted as live (spec 000 §4). */
export const EBAY_LIVE_STATUSES = ['LISTED', 'REVISED', 'REVISING', 'REVISING_IMAGE', 'FAILED_TO_REVISE', 'REVISED_PRICE'];
/**
 * Shopify: a product exists in the shop, published or not (spec 002 §4); LISTING counts too,
 * so items being listed right now cannot be double-booked by a second request.
 */
export const SHOPIFY_LIVE_STATUSES = ['LISTED', 'LISTING', 'PUBLISHING', 'UNPUBLISHING', 'UNPUBLISHED', 'PUBLISHED'];

/**
 * Live listings of a seller on a channel, counted from the listing statuses on inventory_items.
 * OnBuy has no listing status stored anywhere yet (its listing flow is a later issue), so it has
 * no live listings to count: that issue must add its count here.
 */
export async function countLiveListings(prisma: PrismaClient, userId: string, channel: Channel): Promise<number> {
  if (channel === 'ebay') return prisma.inventoryItem.count({ where: { userId, ebayStatus: { in: EBAY_LIVE_STATUSES } } });
  if (channel === 'shopify') return prisma.inventoryItem.count({ where: { userId, shopifyStatus: { in: SHOPIFY_LIVE_STATUSES } } });
  return 0;
}

/** The plan of the seller's live subscription on a channel, or null. */
export async function currentPlan(prisma: PrismaClient, userId: string, channel: Channel): Promise<Plan | null> {
  const row = await liveSubscription(prisma, userId, channel);
  return row ? (findPlan(row.planId) ?? null) : null;
}

export interface CapacityCheck {
  userId: string;
  channel: Channel;
  /** How many listings the action would add. */
  adding: number;
  /** The caller's own count (e.g. counted inside its transaction); counted here when absent. */
  liveListings?: number;
}

/**
 * Passes when live listings + adding ≤ the plan's max listings; otherwise throws NoPlanError
 * (no live subscription on the channel) or PlanLimitReachedError. Returns what is left.
 */
export async function assertCapacity(deps: { prisma: PrismaClient }, check: CapacityCheck) {
  const plan = await currentPlan(deps.prisma, check.userId, check.channel);
  if (!plan) throw new NoPlanError(check.channel);
  const live = check.liveListings ?? (await countLiveListings(deps.prisma, check.userId, check.channel));
  if (!hasCapacity(plan, live, check.adding)) throw new PlanLimitReachedError(check.channel, plan.maxListings, live);
  return { plan, liveListings: live, remaining: plan.maxListings - live - check.adding };
}
