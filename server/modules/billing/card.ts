// The seller's Stripe customer and card on file (spec 002 §2.8 payment form, §5 card rules).
import * as accounts from '../accounts/accounts.service.ts';
import { ValidationError } from '../accounts/accounts.errors.ts';
import type { PaymentMethod } from '../../integrations/stripe/index.ts';
import { validateCard, type CardInput } from './card-rules.ts';
import { mapStripeError, requireStripe, withBillingLock, type BillingDeps } from './deps.ts';
import type { StripeClient } from '../../integrations/stripe/index.ts';
import { saveSubscription } from './subscription-rows.ts';

/** The seller's Stripe customer, created on first need (idempotent on the user id at Stripe). */
export async function ensureCustomer(deps: BillingDeps, stripe: StripeClient, userId: string): Promise<string> {
  const user = await accounts.billingProfile(deps, userId);
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.createCustomer({ userId, email: user.email, name: user.fullName ?? undefined });
  await accounts.setStripeCustomer(deps, userId, customer.id);
  return customer.id;
}

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** What the seller sees of their card, e.g. "Visa ending in 4242, expires 12/2030". */
export function cardSummary(pm: Pick<PaymentMethod, 'card'>): string | null {
  if (!pm.card) return null;
  const brand = BRAND_NAMES[pm.card.brand] ?? pm.card.brand;
  return `${brand} ending in ${pm.card.last4}, expires ${String(pm.card.exp_month).padStart(2, '0')}/${pm.card.exp_year}`;
}

/** Field names of the GraphQL input → the legacy REST payload's (name, number, verification, exp_month, exp_year). */
export const LEGACY_CARD_FIELDS: Record<string, string> = { name: 'name', number: 'number', cvc: 'verification', expMonth: 'exp_month', expYear: 'exp_year' };

/**
 * Checks the card with the spec's rules, then creates the payment method at Stripe, attaches it
 * (Stripe checks the card here: a decline keeps Stripe's message) and makes it the default.
 * A card entered before onboarding is finished earns the 20% first-year discount.
 */
export async function updateCard(deps: BillingDeps, userId: string, card: CardInput, fieldNames: Record<string, string> = {}) {
  const errors = validateCard(card);
  if (Object.keys(errors).length) {
    throw new ValidationError(Object.entries(errors).map(([field, message]) => ({ field: fieldNames[field] ?? field, message })));
  }
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    const user = await accounts.billingProfile(deps, userId);
    let pm: PaymentMethod;
    let customerId: string;
    try {
      customerId = await ensureCustomer(deps, stripe, userId);
      const year = Number(card.expYear);
      pm = await stripe.createCardPaymentMethod({
        number: card.number.replace(/[\s-]/g, ''),
        expMonth: Number(card.expMonth),
        expYear: year < 100 ? 2000 + year : year,
        cvc: card.cvc.trim(),
        name: card.name.trim(),
      });
      await stripe.saveDefaultCard(customerId, pm.id);
    } catch (err) {
      throw mapStripeError(err, deps, 'saving a card');
    }
    if (user.defaultPaymentMethodId && user.defaultPaymentMethodId !== pm.id) {
      // The old card is no longer used; failing to detach it must not undo the new one.
      await stripe.detachPaymentMethod(user.defaultPaymentMethodId).catch((err) => deps.log.warn({ err }, 'could not detach the previous card'));
    }
    const saved = await accounts.setCardOnFile(deps, userId, {
      paymentMethodId: pm.id,
      summary: cardSummary(pm),
      ...(user.onboardingFinished ? {} : { onboardingDiscountEligible: true }),
    });
    try {
      await payOpenInvoices(deps, stripe, customerId, pm.id);
    } catch (err) {
      // The new card stays on file; the seller sees why the overdue invoice was not paid.
      throw mapStripeError(err, deps, 'paying an open invoice with the new card');
    }
    return saved;
  });
}

/**
 * A card change is the seller's answer to a failed payment: the open invoices of past-due (or
 * incomplete) subscriptions are paid with the new card now, rather than at Stripe's next retry,
 * and their rows follow (active again).
 */
async function payOpenInvoices(deps: BillingDeps, stripe: StripeClient, customerId: string, paymentMethodId: string) {
  const subs = await stripe.listSubscriptions(customerId, 'all');
  for (const sub of subs.data.filter((s) => s.status === 'past_due' || s.status === 'incomplete')) {
    const open = await stripe.listInvoices({ subscriptionId: sub.id, status: 'open', limit: 100 });
    // Oldest first: Stripe revives the subscription when its latest invoice is paid.
    for (const invoice of [...open.data].sort((a, b) => a.created - b.created)) await stripe.payInvoice(invoice.id, paymentMethodId);
    await saveSubscription(deps.prisma, await stripe.retrieveSubscription(sub.id));
  }
}
