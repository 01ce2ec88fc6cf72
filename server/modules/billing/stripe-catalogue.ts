// The plan catalogue mirrored into Stripe (one product per channel and tier, one price per
// recurrence, found by lookup_key = plan id) and into the `plans` table, plus the internal
// coupons and the AI-credit price. Each price and amount-off coupon is in US dollars with the same
// figure in GBP, EUR and CAD as Stripe `currency_options` (currency.ts); prices and coupons made
// before that gain the missing currencies. Idempotent: run at start, and again lazily by the first
// billing call of a process (memoised per Stripe client), so nothing depends on the order.
import type { StripeClient, Price } from '../../integrations/stripe/index.ts';
import { StripeApiError } from '../../integrations/stripe/index.ts';
import { PLANS, type Plan } from '../../../shared/billing/plans.ts';
import type { BillingDeps } from './deps.ts';
import { BASE_CURRENCY, sameFigureElsewhere } from './currency.ts';

/** Coupons ListBridge applies itself; sellers cannot type their ids (prefix `lb_`). */
export const INTERNAL_COUPONS = {
  retention: { id: 'lb_retention_50_forever', name: 'Thanks for staying: 50% off', percentOff: 50, duration: 'forever' as const },
  onboarding: {
    id: 'lb_onboarding_20_first_year',
    name: 'Welcome: 20% off your first year',
    percentOff: 20,
    duration: 'repeating' as const,
    durationInMonths: 12,
  },
  // 002 §2.8: $50 off per sign-up through the referral link, on the first subscription's first paid
  // invoice; £50, €50 or C$50 for a seller billed in those (currency_options).
  referral: {
    id: 'lb_referral_50_off',
    name: 'Referral discount on your first subscription',
    amountOff: 5000,
    currency: BASE_CURRENCY,
    currencyOptions: sameFigureElsewhere(5000),
    duration: 'once' as const,
  },
};
export type InternalCoupon = keyof typeof INTERNAL_COUPONS;
export const isInternalCoupon = (id: string) => id.toLowerCase().startsWith('lb_');

/** AI credits are charged as quantity × this one-cent price (see ai-credits.ts for why). */
export const AI_CREDIT_PRICE_KEY = 'lb_ai_credit_cent';

const memo = new WeakMap<object, Map<string, Promise<unknown>>>();
/** Runs `fn` once per Stripe client and key; a failure is forgotten so the next call retries. */
function once<T>(owner: object, key: string, fn: () => Promise<T>): Promise<T> {
  let m = memo.get(owner);
  if (!m) memo.set(owner, (m = new Map()));
  let p = m.get(key) as Promise<T> | undefined;
  if (!p) {
    p = fn();
    m.set(key, p);
    p.catch(() => m!.delete(key));
  }
  return p;
}

/** A price made before the catalogue had other currencies gains them (the same figure in each). */
async function withAllCurrencies(stripe: StripeClient, price: Price, cents: number): Promise<Price> {
  const wanted = sameFigureElsewhere(cents);
  const missing = Object.fromEntries(Object.entries(wanted).filter(([c]) => !price.currency_options?.[c]));
  return Object.keys(missing).length ? stripe.addPriceCurrencies(price.id, missing) : price;
}

async function ensurePlanPrices(stripe: StripeClient, monthly: Plan, annual: Plan): Promise<Map<string, string>> {
  const found = new Map<string, Price>();
  for (const plan of [monthly, annual]) {
    const price = await stripe.findPriceByLookupKey(plan.id);
    if (price) found.set(plan.id, await withAllCurrencies(stripe, price, plan.priceCents));
  }
  // Reuse the sibling's product when one price already exists (idempotency keys last only 24 h).
  const existing = [...found.values()][0];
  let productId = existing ? (typeof existing.product === 'string' ? existing.product : existing.product.id) : null;
  const ids = new Map<string, string>();
  for (const plan of [monthly, annual]) {
    const have = found.get(plan.id);
    if (have) {
      ids.set(plan.id, have.id);
      continue;
    }
    productId ??= (
      await stripe.createProduct({
        name: `ListBridge ${monthly.displayName.replace(/ \(.*\)$/, '')}`,
        planKey: `${plan.channel}_${plan.tier}`,
        metadata: { channel: plan.channel, tier: plan.tier },
      })
    ).id;
    const price = await stripe.createPrice({
      productId,
      unitAmount: plan.priceCents,
      currency: BASE_CURRENCY,
      currencyOptions: sameFigureElsewhere(plan.priceCents),
      interval: plan.recurrence === 'monthly' ? 'month' : 'year',
      lookupKey: plan.id,
      nickname: plan.displayName,
      metadata: { plan_id: plan.id, channel: plan.channel },
    });
    ids.set(plan.id, price.id);
  }
  return ids;
}

/** Writes the catalogue into `plans` (with Stripe price ids when Stripe is configured). */
export async function syncPlans(deps: BillingDeps): Promise<void> {
  const stripe = deps.clients.stripe;
  const priceIds = new Map<string, string>();
  if (stripe) {
    const pairs = PLANS.filter((p) => p.recurrence === 'monthly').map(
      (m) => [m, PLANS.find((a) => a.channel === m.channel && a.tier === m.tier && a.recurrence === 'annual')!] as const,
    );
    const maps = await Promise.all(pairs.map(([m, a]) => ensurePlanPrices(stripe, m, a)));
    for (const m of maps) for (const [k, v] of m) priceIds.set(k, v);
  }
  await deps.prisma.$transaction([
    ...PLANS.map((p) => {
      const data = {
        channel: p.channel,
        tier: p.tier,
        recurrence: p.recurrence,
        displayName: p.displayName,
        maxListings: p.maxListings,
        priceCents: p.priceCents,
        monthlyPriceCents: p.monthlyPriceCents,
        trialDays: p.trialDays,
        active: p.active,
        isDefault: p.isDefault,
        ...(priceIds.has(p.id) ? { stripePriceId: priceIds.get(p.id)! } : {}),
      };
      return deps.prisma.plan.upsert({ where: { id: p.id }, create: { id: p.id, ...data }, update: data });
    }),
    // Rows no longer in the catalogue are legacy plans: kept for old subscriptions, never offered.
    deps.prisma.plan.updateMany({ where: { id: { notIn: PLANS.map((p) => p.id) } }, data: { active: false } }),
  ]);
}

/** syncPlans once per process and Stripe client; every billing path that needs prices awaits it. */
export function ensurePlans(deps: BillingDeps): Promise<void> {
  return once(deps.clients.stripe ?? deps.prisma, 'plans', () => syncPlans(deps));
}

/** The Stripe price id of a plan (after ensurePlans). */
export async function planPriceId(deps: BillingDeps, planId: string): Promise<string | null> {
  await ensurePlans(deps);
  const row = await deps.prisma.plan.findUnique({ where: { id: planId }, select: { stripePriceId: true } });
  return row?.stripePriceId ?? null;
}

export function ensureInternalCoupon(stripe: StripeClient, which: InternalCoupon): Promise<string> {
  const c = INTERNAL_COUPONS[which];
  return once(stripe, `coupon:${c.id}`, async () => {
    try {
      const have = await stripe.retrieveCoupon(c.id);
      const wanted = 'currencyOptions' in c ? c.currencyOptions : {};
      const missing = Object.fromEntries(Object.entries(wanted).filter(([cur]) => !have.currency_options?.[cur]));
      if (Object.keys(missing).length) await stripe.addCouponCurrencies(c.id, missing);
      return have.id;
    } catch (err) {
      if (!(err instanceof StripeApiError && err.code === 'resource_missing')) throw err;
      return (await stripe.createCoupon({ ...c })).id;
    }
  });
}

export function ensureAiCreditPrice(stripe: StripeClient): Promise<string> {
  return once(stripe, AI_CREDIT_PRICE_KEY, async () => {
    const have = await stripe.findPriceByLookupKey(AI_CREDIT_PRICE_KEY);
    if (have) return (await withAllCurrencies(stripe, have, 1)).id;
    const product = await stripe.createProduct({ name: 'ListBridge AI credits', planKey: AI_CREDIT_PRICE_KEY });
    const price = await stripe.createPrice({
      productId: product.id,
      unitAmount: 1,
      currency: BASE_CURRENCY,
      currencyOptions: sameFigureElsewhere(1),
      interval: 'month',
      lookupKey: AI_CREDIT_PRICE_KEY,
      nickname: 'AI credits (1 cent each)',
    });
    return price.id;
  });
}
