// stripe/refresh/{key}: re-read the seller's customer and subscriptions from Stripe, for when a
// webhook was missed or support changed something in the dashboard.
import * as accounts from '../accounts/accounts.service.ts';
import type { PaymentMethod } from '../../integrations/stripe/index.ts';
import { UnknownRefreshKeyError } from './billing.errors.ts';
import { cardSummary } from './card.ts';
import { mapStripeError, requireStripe, withBillingLock, type BillingDeps } from './deps.ts';
import { ensurePlans } from './stripe-catalogue.ts';
import { saveSubscription } from './subscription-rows.ts';

export const REFRESH_KEYS = ['customer', 'subscriptions', 'all'] as const;

export async function refreshFromStripe(deps: BillingDeps, userId: string, key: string): Promise<void> {
  if (!(REFRESH_KEYS as readonly string[]).includes(key)) throw new UnknownRefreshKeyError(key);
  const stripe = requireStripe(deps);
  await withBillingLock(deps, userId, async () => {
    const user = await accounts.billingProfile(deps, userId);
    if (!user.stripeCustomerId) return; // never billed: nothing at Stripe to read
    try {
      if (key !== 'subscriptions') {
        const customer = await stripe.retrieveCustomer(user.stripeCustomerId);
        const pm = customer.deleted ? null : customer.invoice_settings.default_payment_method;
        const card = pm && typeof pm !== 'string' ? (pm as PaymentMethod) : null;
        if (customer.deleted) await accounts.clearStripeCustomer(deps, userId);
        else await accounts.setCardOnFile(deps, userId, { paymentMethodId: card?.id ?? null, summary: card ? cardSummary(card) : null });
        if (customer.deleted) return;
      }
      if (key !== 'customer') {
        await ensurePlans(deps);
        const list = await stripe.listSubscriptions(user.stripeCustomerId, 'all');
        for (const sub of list.data) await saveSubscription(deps.prisma, sub);
      }
    } catch (err) {
      throw mapStripeError(err, deps, 'refreshing');
    }
  });
}
