// The currency ListBridge charges a seller in (README "Plans per currency", issue 30): the same
// figures as the US dollar prices, in the currency of the seller's Amazon marketplace, for the
// marketplaces the spec serves (US, CA, UK, DE: 000 §9's sites): USD, CAD, GBP, EUR. Stripe carries
// them as each price's and coupon's `currency_options`; a seller of any other marketplace, or one
// without an Amazon connection yet, pays in US dollars.
import { findAmazonMarketplace } from '../../../shared/channels/marketplaces.ts';
import { linkedPlatforms } from '../connections/connections.service.ts';
import type { StripeClient } from '../../integrations/stripe/index.ts';
import type { BillingDeps } from './deps.ts';

/** Stripe's lower-case codes: the catalogue's own currency first. */
export const BILLING_CURRENCIES = ['usd', 'gbp', 'eur', 'cad'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];
export const BASE_CURRENCY: BillingCurrency = 'usd';

const isBillingCurrency = (c: string): c is BillingCurrency => (BILLING_CURRENCIES as readonly string[]).includes(c);

/** The billing currency of an Amazon marketplace id (null or unknown: US dollars). */
export function billingCurrencyOf(marketplaceId: string | null | undefined): BillingCurrency {
  const currency = (marketplaceId ? findAmazonMarketplace(marketplaceId)?.currency : undefined)?.toLowerCase() ?? BASE_CURRENCY;
  return isBillingCurrency(currency) ? currency : BASE_CURRENCY;
}

/** The seller's billing currency, from their Amazon connection's marketplace (also while it needs reauthorising). */
export async function sellerBillingCurrency(deps: Pick<BillingDeps, 'prisma'>, userId: string): Promise<BillingCurrency> {
  return billingCurrencyOf((await linkedPlatforms(deps, userId)).amazon?.marketplaceId);
}

/**
 * The other currencies of a US dollar amount: the same figure in each (eBay Pro 99.99 is $99.99,
 * £99.99, €99.99 and C$99.99), as Stripe `currency_options`.
 */
export function sameFigureElsewhere(cents: number): Record<string, number> {
  return Object.fromEntries(BILLING_CURRENCIES.filter((c) => c !== BASE_CURRENCY).map((c) => [c, cents]));
}

/**
 * The currency a new subscription of the seller is created in: the one their Stripe customer
 * already pays in (Stripe allows one per customer: a seller billed in dollars before prices per
 * currency existed stays in dollars), else their billing currency.
 */
export async function chargeCurrency(deps: Pick<BillingDeps, 'prisma'>, stripe: StripeClient, userId: string, customerId: string): Promise<string> {
  const customer = await stripe.retrieveCustomer(customerId);
  const paysIn = customer.deleted ? null : (customer.currency ?? null);
  return paysIn ?? (await sellerBillingCurrency(deps, userId));
}
