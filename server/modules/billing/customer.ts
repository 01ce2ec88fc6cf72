// The seller's Stripe customer: card entry (card.ts), subscribing (subscriptions.ts) and AI credits
// (ai-credits.ts) all need one first.
import * as accounts from '../accounts/accounts.service.ts';
import type { StripeClient } from '../../integrations/stripe/index.ts';
import type { BillingDeps } from './deps.ts';

/** The seller's Stripe customer, created on first need (idempotent on the user id at Stripe). */
export async function ensureCustomer(deps: BillingDeps, stripe: StripeClient, userId: string): Promise<string> {
  const user = await accounts.billingProfile(deps, userId);
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.createCustomer({ userId, email: user.email, name: user.fullName ?? undefined });
  await accounts.setStripeCustomer(deps, userId, customer.id);
  return customer.id;
}
