// Plan capacity (spec 000 §5, 002 §9): every listing action asks assertCapacity first.
import type { PrismaClient } from '../../db/prisma.ts';
import { NoPlanError, PlanLimitReachedError } from './billing.errors.ts';
import { findPlan, hasCapacity, type Channel, type Plan } from '../../../shared/billing/plans.ts';
import { liveSubscription } from './subscription-rows.ts';
import { liveCount } from '../listings/listings.service.ts';
import { listingChannel } from '../listings/listings.statuses.ts';

/**
 * Live listings of a seller on a channel. The live rule belongs to the listings module
 * (listings.statuses.ts); this keeps billing's name and signature for its callers.
 */
export async function countLiveListings(prisma: Pick<PrismaClient, 'listing'>, userId: string, channel: Channel): Promise<number> {
  return liveCount(prisma, userId, listingChannel(channel));
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
