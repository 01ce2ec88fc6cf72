// AI credits (spec 002 §2.8, §2.9, §9): bought at $10.00 per 1,000, or ten free with a coupon.
import * as accounts from '../accounts/accounts.service.ts';
import { randomUUID } from 'node:crypto';
import { ValidationError } from '../accounts/accounts.errors.ts';
import type { Invoice } from '../../integrations/stripe/index.ts';
import { CouponRedemptionFailedError, PaymentMethodRequiredError } from './billing.errors.ts';
import { aiCreditsError, aiCreditsPriceCents } from '../../../shared/billing/card-rules.ts';
import { ensureCustomer } from './customer.ts';
import { mapStripeError, requireStripe, withBillingLock, type BillingDeps } from './deps.ts';
import { ensureAiCreditPrice } from './stripe-catalogue.ts';
import { chargeCurrency } from './currency.ts';

/**
 * Codes of /accept-coupon/{coupon} and what each gives. `ai-credits` is the one the spec names
 * (GET ai/redeem-coupon/ai-credits: ten free credits); each works once per seller.
 */
export const REDEEMABLE_COUPONS: Record<string, { credits: number }> = {
  'ai-credits': { credits: 10 },
};

export const LEDGER_PAGE = 50;

/**
 * Charges the card on file for `credits` and adds them. The Stripe integration we target has no
 * one-off charges (no PaymentIntents or invoice items), so the charge is a subscription of
 * `cents` × a one-cent price, paid at once or refused (error_if_incomplete), then cancelled
 * immediately: one paid invoice, nothing recurring. Balance and ledger change together, only
 * after Stripe took the money.
 */
export async function buyAiCredits(deps: BillingDeps, userId: string, credits: unknown, expectedCents?: number) {
  const problem = aiCreditsError(credits);
  if (problem) throw new ValidationError([{ field: 'amount', message: problem }]);
  const amount = credits as number;
  const cents = aiCreditsPriceCents(amount);
  if (expectedCents !== undefined && expectedCents !== cents) {
    throw new ValidationError([{ field: 'amount', message: `${amount} credits cost ${cents} cents, not ${expectedCents}` }]);
  }
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    const user = await accounts.billingProfile(deps, userId);
    if (!user.defaultPaymentMethodId) throw new PaymentMethodRequiredError();
    let invoiceId: string;
    try {
      const customerId = await ensureCustomer(deps, stripe, userId);
      const priceId = await ensureAiCreditPrice(stripe);
      const sub = await stripe.createSubscription({
        requestId: randomUUID(),
        customerId,
        priceId,
        // 1,000 credits are 10.00 in the seller's currency (the credit price's currency options).
        currency: await chargeCurrency(deps, stripe, userId, customerId),
        quantity: cents,
        paymentBehavior: 'error_if_incomplete',
        metadata: { listbridge_user_id: userId, purpose: 'ai_credits', credits: String(amount) },
      });
      const invoice = sub.latest_invoice as Invoice | string | null;
      invoiceId = typeof invoice === 'string' ? invoice : (invoice?.id ?? sub.id);
      await cancelCharge(deps, sub.id);
    } catch (err) {
      throw mapStripeError(err, deps, 'buying AI credits');
    }
    return deps.prisma.$transaction(async (tx) => {
      await tx.aiCreditLedger.create({
        data: { userId, creditsAmount: amount, costCents: cents, reason: `Purchased ${amount.toLocaleString('en-US')} credits (${invoiceId})` },
      });
      return accounts.addAiCredits(tx, userId, amount);
    });
  });
}

/** The charge's subscription must not renew: retried, and logged loudly if it still fails. */
async function cancelCharge(deps: BillingDeps, subscriptionId: string) {
  const stripe = requireStripe(deps);
  for (let attempt = 1; ; attempt++) {
    try {
      await stripe.cancelSubscriptionNow(subscriptionId);
      return;
    } catch (err) {
      if (attempt >= 3) {
        deps.log.error({ err, subscriptionId }, 'AI credit charge subscription could not be cancelled: cancel it in Stripe');
        return;
      }
    }
  }
}

/** /accept-coupon/{coupon}: the coupon's credits, once per seller and coupon. */
export async function redeemCoupon(deps: BillingDeps, userId: string, rawCoupon: string) {
  const coupon = rawCoupon.trim().toLowerCase();
  const offer = REDEEMABLE_COUPONS[coupon];
  if (!offer) throw new CouponRedemptionFailedError('Unknown coupon');
  try {
    return await deps.prisma.$transaction(async (tx) => {
      await tx.couponRedemption.create({ data: { userId, coupon } });
      await tx.aiCreditLedger.create({ data: { userId, creditsAmount: offer.credits, costCents: 0, reason: `Coupon ${coupon}` } });
      return accounts.addAiCredits(tx, userId, offer.credits);
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') throw new CouponRedemptionFailedError('Coupon already redeemed');
    throw err;
  }
}

/** Ledger reason of a credit spent on AI item-specifics recommendations. */
export const AI_SPECIFICS_REASON = 'AI item specifics recommendation';

/**
 * Spends one credit on an AI call that succeeded: the balance and the ledger row (with the call's
 * tokens) change in one transaction. The new balance, or null when the balance was below one
 * (a parallel call spent the last credit): then nothing is charged.
 */
export function spendAiCredit(
  deps: Pick<BillingDeps, 'prisma'>,
  userId: string,
  usage: { promptTokens: number; completionTokens: number },
  reason = AI_SPECIFICS_REASON,
): Promise<number | null> {
  return deps.prisma.$transaction((tx) => spendAiCreditIn(tx, userId, usage, reason));
}

/** spendAiCredit inside the caller's transaction (so what the credit paid for is written with it). */
export async function spendAiCreditIn(
  tx: Parameters<Parameters<BillingDeps['prisma']['$transaction']>[0]>[0],
  userId: string,
  usage: { promptTokens: number; completionTokens: number },
  reason = AI_SPECIFICS_REASON,
): Promise<number | null> {
  const balance = await accounts.spendAiCredits(tx, userId, 1);
  if (balance === null) return null;
  await tx.aiCreditLedger.create({
    data: { userId, creditsAmount: -1, promptTokens: usage.promptTokens, completionTokens: usage.completionTokens, costCents: 0, reason },
  });
  return balance;
}

/** The newest ledger rows of a seller. */
export function aiCreditLedger(deps: Pick<BillingDeps, 'prisma'>, userId: string, take = LEDGER_PAGE) {
  return deps.prisma.aiCreditLedger.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: Math.min(Math.max(take, 1), 200) });
}
