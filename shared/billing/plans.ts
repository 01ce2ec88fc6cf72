// The plan catalogue of spec 000 §9 / 002 §9: three channels × five tiers × monthly/annual.
// Prices in cents. Seeded into the `plans` table and mirrored as Stripe products and prices.
import { CHANNELS, type ChannelSlug } from '../channels.ts';

export type Channel = ChannelSlug;
export type Recurrence = 'monthly' | 'annual';
export type Tier = 'basic' | 'plus' | 'pro' | 'supreme' | 'enterprise';

export interface Plan {
  /** Stable id, also the Stripe price lookup_key: `<channel>_<tier>_<recurrence>`. */
  id: string;
  channel: Channel;
  tier: Tier;
  recurrence: Recurrence;
  displayName: string;
  shortName: string;
  maxListings: number;
  /** Price per billing period (cents). */
  priceCents: number;
  /** What it costs per month (cents); for annual plans the yearly price / 12. */
  monthlyPriceCents: number;
  /** Saving of the annual price against twelve monthly payments, in percent (annual plans). */
  savingPercent: number | null;
  trialDays: number;
  features: string[];
  active: boolean;
  isDefault: boolean;
  confirmMessage: string;
}

export const TRIAL_DAYS = 14;
export const TIERS: Tier[] = ['basic', 'plus', 'pro', 'supreme', 'enterprise'];
const TIER_NAMES: Record<Tier, string> = { basic: 'Basic', plus: 'Plus', pro: 'Pro', supreme: 'Supreme', enterprise: 'Enterprise' };
/** A plan channel's display name, from shared/channels.ts (the one place the names are written). */
const CHANNEL_NAMES = Object.fromEntries(CHANNELS.map((c) => [c.slug, c.name])) as Record<Channel, string>;

const MAX_LISTINGS: Record<Channel, Record<Tier, number>> = {
  ebay: { basic: 100, plus: 250, pro: 500, supreme: 2500, enterprise: 250_000 },
  shopify: { basic: 100, plus: 250, pro: 500, supreme: 2500, enterprise: 2_500_000 },
  onbuy: { basic: 100, plus: 250, pro: 500, supreme: 2500, enterprise: 2_500_000 },
};

const PRICES: Record<Channel, Record<Recurrence, number[]>> = {
  ebay: { monthly: [2999, 5999, 9999, 17599, 49999], annual: [29900, 59900, 95900, 167900, 419900] },
  shopify: { monthly: [3999, 6999, 11999, 19999, 55999], annual: [39900, 69900, 119900, 199900, 559900] },
  onbuy: { monthly: [3999, 6999, 11999, 19999, 55999], annual: [39900, 69900, 119900, 199900, 559900] },
};

// The spec's annual savings for eBay (17, 17, 20, 20, 30 %); Shopify and OnBuy list none, so
// theirs are computed from the prices.
const EBAY_SAVINGS = [17, 17, 20, 20, 30];

const BASE_FEATURES = ['2 week free trial', 'Listing, revising and delisting', 'Order import and fulfilment'];
const PRO_FEATURES = ['Enhanced repricing', 'Quantity sync', 'Priority support'];

/** Features a plan gates (spec 000 §9: enhanced repricing and quantity sync from Pro upward). */
export type PlanFeature = 'quantity_sync' | 'enhanced_repricing';
const FEATURE_FROM_TIER: Record<PlanFeature, Tier> = { quantity_sync: 'pro', enhanced_repricing: 'pro' };

/** Whether the plan includes a gated feature (no plan: none). */
export function planIncludes(plan: Pick<Plan, 'tier'> | null | undefined, feature: PlanFeature): boolean {
  return !!plan && TIERS.indexOf(plan.tier) >= TIERS.indexOf(FEATURE_FROM_TIER[feature]);
}

function buildPlan(channel: Channel, tier: Tier, recurrence: Recurrence): Plan {
  const i = TIERS.indexOf(tier);
  const priceCents = PRICES[channel][recurrence][i]!;
  const monthly = PRICES[channel].monthly[i]!;
  const maxListings = MAX_LISTINGS[channel][tier];
  const savingPercent = recurrence === 'annual' ? (channel === 'ebay' ? EBAY_SAVINGS[i]! : Math.round((1 - priceCents / (monthly * 12)) * 100)) : null;
  const displayName = `${CHANNEL_NAMES[channel]} ${TIER_NAMES[tier]} (${recurrence === 'monthly' ? 'Monthly' : 'Annual'})`;
  return {
    id: `${channel}_${tier}_${recurrence}`,
    channel,
    tier,
    recurrence,
    displayName,
    shortName: TIER_NAMES[tier],
    maxListings,
    priceCents,
    monthlyPriceCents: recurrence === 'monthly' ? priceCents : Math.round(priceCents / 12),
    savingPercent,
    trialDays: TRIAL_DAYS,
    features: [`Up to ${maxListings.toLocaleString('en-US')} live listings`, ...BASE_FEATURES, ...(i >= 2 ? PRO_FEATURES : [])],
    active: true,
    isDefault: tier === 'supreme',
    confirmMessage: confirmMessageOf({ displayName, recurrence, maxListings, channel }, `$${(priceCents / 100).toFixed(2)}`),
  };
}

/**
 * What the seller confirms before subscribing, with the price as the screen shows it in the
 * seller's currency (plans are priced per currency: billing/currency.ts).
 */
export function confirmMessageOf(plan: Pick<Plan, 'displayName' | 'recurrence' | 'maxListings' | 'channel'>, price: string): string {
  return `Subscribe to ${plan.displayName} for ${price} per ${plan.recurrence === 'monthly' ? 'month' : 'year'}, with up to ${plan.maxListings.toLocaleString('en-US')} live listings on ${CHANNEL_NAMES[plan.channel]}? Your first 2 weeks are free.`;
}

export const PLANS: Plan[] = (['ebay', 'shopify', 'onbuy'] as Channel[]).flatMap((c) =>
  (['monthly', 'annual'] as Recurrence[]).flatMap((r) => TIERS.map((t) => buildPlan(c, t, r))),
);

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/**
 * Plan capacity (spec 000 §5): listing `adding` more items passes when the live listings plus
 * the new ones are at most the plan's maximum. No plan: nothing may be listed.
 */
export function hasCapacity(plan: Pick<Plan, 'maxListings'> | null | undefined, liveListings: number, adding: number): boolean {
  if (!plan) return false;
  return liveListings + adding <= plan.maxListings;
}

/**
 * Plans offered on the Account & Payment page (spec 002 §2.8): active, priced, of the chosen
 * recurrence, with room for `listings`; at most two per channel and recurrence, smallest first.
 */
export function offeredPlans(channel: Channel, recurrence: Recurrence, listings: number): Plan[] {
  return PLANS.filter((p) => p.channel === channel && p.recurrence === recurrence && p.active && p.priceCents > 0 && p.maxListings >= listings)
    .sort((a, b) => a.maxListings - b.maxListings)
    .slice(0, 2);
}

/** The listings slider starts at the chosen plan's max minus 50, capped at 2450 (0 without a plan). */
export function initialSliderValue(plan: Pick<Plan, 'maxListings'> | null | undefined): number {
  if (!plan) return 0;
  return Math.max(0, Math.min(plan.maxListings - 50, 2450));
}
