// The billing columns of `users` (Stripe customer, card on file, onboarding discount, AI credit
// balance). Accounts owns the table; billing reads and writes these only through the functions
// here, so a change to the users table stays in this module.
import type { Prisma, PrismaClient } from '../../db/prisma.ts';

type Deps = { prisma: PrismaClient };
type Tx = Prisma.TransactionClient | PrismaClient;

/** What billing needs to know of a seller; throws when the user does not exist. */
export function billingProfile(deps: Deps, userId: string) {
  return deps.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      fullName: true,
      onboardingFinished: true,
      stripeCustomerId: true,
      defaultPaymentMethodId: true,
      cardSummary: true,
      onboardingDiscountEligible: true,
      aiCreditBalance: true,
    },
  });
}

export type OnboardingPlans = Partial<Record<'ebayPlanId' | 'shopifyPlanId' | 'onbuyPlanId', string>>;

/** Plans the seller chose in onboarding that are waiting for a card (issue 30). */
export async function onboardingPlans(deps: Deps, userId: string): Promise<OnboardingPlans> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { onboardingPlans: true } });
  const raw = (user.onboardingPlans ?? {}) as Record<string, unknown>;
  const out: OnboardingPlans = {};
  for (const key of ['ebayPlanId', 'shopifyPlanId', 'onbuyPlanId'] as const) if (typeof raw[key] === 'string') out[key] = raw[key];
  return out;
}

/** Sets (or with null removes) the plan waiting for a card for one channel. */
export async function setOnboardingPlan(deps: Deps, userId: string, key: keyof OnboardingPlans, planId: string | null): Promise<OnboardingPlans> {
  const next = { ...(await onboardingPlans(deps, userId)) };
  if (planId) next[key] = planId;
  else delete next[key];
  await deps.prisma.user.update({ where: { id: userId }, data: { onboardingPlans: next } });
  return next;
}

export async function clearOnboardingPlans(deps: Deps, userId: string): Promise<void> {
  await deps.prisma.user.update({ where: { id: userId }, data: { onboardingPlans: {} } });
}

/** Remembers the seller's Stripe customer (created by billing on first need). */
export async function setStripeCustomer(deps: Deps, userId: string, customerId: string): Promise<void> {
  await deps.prisma.user.update({ where: { id: userId }, data: { stripeCustomerId: customerId } });
}

/** The customer was deleted at Stripe: forget it and the card that went with it. */
export async function clearStripeCustomer(deps: Deps, userId: string): Promise<void> {
  await deps.prisma.user.update({ where: { id: userId }, data: { stripeCustomerId: null, defaultPaymentMethodId: null, cardSummary: null } });
}

/** The card on file (Stripe payment method id and what the seller sees of it); null clears it. */
export function setCardOnFile(
  deps: Deps,
  userId: string,
  card: { paymentMethodId: string | null; summary: string | null; onboardingDiscountEligible?: boolean },
) {
  return deps.prisma.user.update({
    where: { id: userId },
    data: {
      defaultPaymentMethodId: card.paymentMethodId,
      cardSummary: card.summary,
      ...(card.onboardingDiscountEligible === undefined ? {} : { onboardingDiscountEligible: card.onboardingDiscountEligible }),
    },
  });
}

export function setOnboardingDiscountEligible(deps: Deps, userId: string, eligible: boolean) {
  return deps.prisma.user.update({ where: { id: userId }, data: { onboardingDiscountEligible: eligible } });
}

/** The seller whose Stripe customer this is (the authority on whose a subscription is), or null. */
export async function userIdForStripeCustomer(deps: Deps, customerId: string): Promise<string | null> {
  const user = await deps.prisma.user.findUnique({ where: { stripeCustomerId: customerId }, select: { id: true } });
  return user?.id ?? null;
}

/** Adds (or with a negative amount spends) AI credits; pass billing's transaction so the ledger row and the balance change together. */
export function addAiCredits(tx: Tx, userId: string, amount: number) {
  return tx.user.update({ where: { id: userId }, data: { aiCreditBalance: { increment: amount } } });
}

/**
 * Takes `amount` credits if the balance holds them, in one conditional UPDATE (a concurrent spend
 * waits for the row and re-checks it, so the balance never goes below zero). The new balance, or
 * null when the balance was too low and nothing was taken.
 */
export async function spendAiCredits(tx: Tx, userId: string, amount: number): Promise<number | null> {
  const rows = await tx.$queryRaw<{ balance: number }[]>`
    UPDATE users SET ai_credit_balance = ai_credit_balance - ${amount}
     WHERE id = ${userId}::uuid AND ai_credit_balance >= ${amount}
     RETURNING ai_credit_balance AS balance`;
  return rows[0]?.balance ?? null;
}
