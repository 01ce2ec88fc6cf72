// The seller's plan on a channel as the channel's registry entry bills it: the live subscription
// to the channel's own plans, or the allowance the channel declares. The capacity check of the
// listing actions and continuous sync's quantity switch (Pro and above) read it here, so neither
// knows how a channel is billed.
import { currentPlan } from '../modules/billing/capacity.ts';
import type { PrismaClient } from '../db/prisma.ts';
import type { Plan } from '../../shared/billing/plans.ts';
import { channelEntry, type ChannelCode } from './registry.ts';

export type ChannelPlan = Pick<Plan, 'tier' | 'maxListings'>;

/** The seller's plan on the channel, or null (no subscription, or no such channel). */
export async function channelPlan(deps: { prisma: PrismaClient }, userId: string, channel: ChannelCode): Promise<ChannelPlan | null> {
  const billing = channelEntry(channel)?.billing;
  if (!billing) return null;
  if ('allowance' in billing) return billing.allowance;
  return currentPlan(deps.prisma, userId, billing.plans);
}
