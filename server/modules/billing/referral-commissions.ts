// The referral programme's billing side (spec 001 §1, 002 §2.8; 001 §9 / 002 §9: 22% commission,
// $50 off): the referrer earns 22% of each paid invoice of a seller who signed up through their
// link, recorded from Stripe's invoice.paid events once per invoice (a repeated or re-sent event
// adds nothing: the invoice id is unique), and listed on the referrer's Account & Payment page.
import * as accounts from '../accounts/accounts.service.ts';
import type { Invoice } from '../../integrations/stripe/index.ts';
import type { BillingDeps } from './deps.ts';

export const REFERRAL_COMMISSION_PERCENT = 22;
/** The referred seller's discount on their first subscription, in cents (USD). */
export const REFERRAL_DISCOUNT_CENTS = 5000;

/** 22% of an amount in minor units, rounded to the nearest unit (half up). */
export function commissionOn(amountCents: number): number {
  return Math.round((amountCents * REFERRAL_COMMISSION_PERCENT) / 100);
}

/**
 * Records the commission of a paid invoice, if its customer was referred and something was paid.
 * Answers whether a new row was written (false for a repeat, a zero invoice or no referrer).
 */
export async function recordReferralCommission(
  deps: Pick<BillingDeps, 'prisma' | 'log'>,
  invoice: Pick<Invoice, 'id' | 'customer' | 'amount_paid' | 'currency'>,
): Promise<boolean> {
  if (!invoice.id || !invoice.customer || !(invoice.amount_paid > 0)) return false;
  const referredId = await accounts.userIdForStripeCustomer(deps, invoice.customer);
  if (!referredId) return false;
  const referrerId = await accounts.referrerOf(deps, referredId);
  if (!referrerId) return false;
  const { count } = await deps.prisma.referralCommission.createMany({
    data: [
      {
        referrerId,
        referredId,
        stripeInvoiceId: invoice.id,
        invoiceAmountCents: invoice.amount_paid,
        commissionCents: commissionOn(invoice.amount_paid),
        currency: invoice.currency,
      },
    ],
    skipDuplicates: true,
  });
  if (count) deps.log.info({ referrerId, referredId, invoiceId: invoice.id }, 'referral commission recorded');
  return count === 1;
}

/** The referrer's commissions, newest first, with the referred seller's e-mail. */
export async function referralCommissions(deps: Pick<BillingDeps, 'prisma'>, referrerId: string) {
  const [rows, referred] = await Promise.all([
    deps.prisma.referralCommission.findMany({ where: { referrerId }, orderBy: { createdAt: 'desc' }, take: 500 }),
    accounts.referredSellers(deps, referrerId),
  ]);
  const emails = new Map(referred.map((r) => [r.id, r.email]));
  return rows.map((r) => ({ ...r, referredEmail: emails.get(r.referredId) ?? null }));
}
