// The seller's Stripe customer and card on file (spec 002 §2.8 payment form). Card numbers never
// reach this server (issue 29): the browser enters the card in Stripe.js and confirms a SetupIntent
// made here (3-D Secure included); the server only sees `seti_…` and `pm_…` ids.
import * as accounts from '../accounts/accounts.service.ts';
import { ValidationError } from '../accounts/accounts.errors.ts';
import type { PaymentMethod } from '../../integrations/stripe/index.ts';
import { BillingUnavailableError, RawCardRefusedError } from './billing.errors.ts';
import { mapStripeError, requireStripe, withBillingLock, type BillingDeps } from './deps.ts';
import type { StripeClient } from '../../integrations/stripe/index.ts';
import { saveSubscription } from './subscription-rows.ts';
import { subscribeToPlans } from './subscriptions.ts';
import { ensureCustomer } from './customer.ts';

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

/** Browser-side settings for card entry: the publishable key (Stripe.js's URL is config, see integrations/stripe/browser.ts). */
export function publishableKey(deps: BillingDeps): string | null {
  return deps.clients.stripe && deps.config.STRIPE_PUBLISHABLE_KEY ? deps.config.STRIPE_PUBLISHABLE_KEY : null;
}

/**
 * Starts a card change: a SetupIntent on the seller's customer for off-session charges, whose
 * client secret the browser confirms with Stripe.js (Stripe asks for 3-D Secure there if the bank
 * wants it). Nothing is saved here until the confirmed intent comes back (saveCard).
 */
export async function startCardSetup(deps: BillingDeps, userId: string): Promise<{ clientSecret: string }> {
  const stripe = requireStripe(deps);
  return withBillingLock(deps, userId, async () => {
    try {
      const customerId = await ensureCustomer(deps, stripe, userId);
      const si = await stripe.createSetupIntent({ customerId });
      if (!si.client_secret) throw new BillingUnavailableError();
      return { clientSecret: si.client_secret };
    } catch (err) {
      throw mapStripeError(err, deps, 'starting a card setup');
    }
  });
}

/** What a card change names: a SetupIntent confirmed in the browser, or (legacy REST) a PaymentMethod id. */
export type CardSource = { setupIntentId: string } | { paymentMethodId: string };

const SETUP_INTENT_ID = /^seti_[A-Za-z0-9]{8,64}$/;
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{4,64}$/;

/** The legacy REST body's card fields: their presence means a raw card was sent, which is refused. */
const RAW_CARD_FIELDS = ['number', 'verification', 'cvc', 'card_number'];

/** `stripe/update-billing`'s body → a CardSource; a card number is refused before anything else. */
export function legacyCardSource(body: Record<string, unknown>): CardSource {
  if (RAW_CARD_FIELDS.some((f) => body[f] !== undefined && body[f] !== null && body[f] !== '')) throw new RawCardRefusedError();
  const id = body.payment_method_id;
  if (typeof id !== 'string' || !id)
    throw new ValidationError([{ field: 'payment_method_id', message: 'Please send the payment method id (pm_…) made by Stripe.js' }]);
  return { paymentMethodId: id };
}

/**
 * Makes the confirmed card the customer's default (for invoices) and the card on file; a card
 * entered before onboarding is finished earns the 20% first-year discount. Then the plans chosen
 * in onboarding start — once: a second save (double submit, retry) finds none waiting.
 */
export async function saveCard(deps: BillingDeps, userId: string, source: CardSource) {
  const stripe = requireStripe(deps);
  if ('setupIntentId' in source && !SETUP_INTENT_ID.test(source.setupIntentId)) {
    throw new ValidationError([{ field: 'setupIntentId', message: 'Unknown card setup' }]);
  }
  if ('paymentMethodId' in source && !PAYMENT_METHOD_ID.test(source.paymentMethodId)) {
    throw new ValidationError([{ field: 'payment_method_id', message: 'Please send the payment method id (pm_…) made by Stripe.js' }]);
  }
  const saved = await withBillingLock(deps, userId, async () => {
    const user = await accounts.billingProfile(deps, userId);
    let pm: PaymentMethod;
    let customerId: string;
    try {
      customerId = await ensureCustomer(deps, stripe, userId);
      if ('setupIntentId' in source) {
        const si = await stripe.retrieveSetupIntent(source.setupIntentId, { expandPaymentMethod: true });
        if (si.customer !== customerId || si.status !== 'succeeded' || !si.payment_method || typeof si.payment_method === 'string') {
          throw new ValidationError([{ field: 'setupIntentId', message: 'This card has not been confirmed' }]);
        }
        pm = si.payment_method;
        await stripe.updateCustomer(customerId, { defaultPaymentMethodId: pm.id });
      } else {
        // Stripe checks the card when it is attached: a decline keeps Stripe's message.
        pm = await stripe.saveDefaultCard(customerId, source.paymentMethodId);
      }
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
  return { user: saved, subscriptions: await startOnboardingPlans(deps, userId) };
}

/**
 * The plans chosen in onboarding, started now that a card is on file. One run per seller at a time
 * (its own lock: subscribeToPlans takes the billing lock), and the choice is cleared once they
 * started, so a second save or a retry subscribes nothing twice; a failure keeps them for a retry.
 */
async function startOnboardingPlans(deps: BillingDeps, userId: string) {
  return withBillingLock(
    deps,
    userId,
    async () => {
      const picks = await accounts.onboardingPlans(deps, userId);
      if (Object.keys(picks).length === 0) return [];
      const rows = await subscribeToPlans(deps, userId, picks);
      await accounts.clearOnboardingPlans(deps, userId);
      return rows;
    },
    'onboarding-plans',
  );
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
