// Every money value the client shows goes through formatMoney (CONVENTIONS §6: integer minor units
// everywhere else). The currency is the seller's Amazon marketplace's for items, the channel's on
// channel screens, and the seller's billing currency (User.billingCurrency) for ListBridge's own
// plans, credits and referral discount (Stripe prices carry each currency: README "Plans per currency").
import { AMAZON_MARKETPLACES } from '../../shared/channels/marketplaces.ts';

export const DEFAULT_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    // 'narrowSymbol': £, €, and $ for CAD as Amazon.ca shows it; en-US keeps one number format.
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    formatters.set(currency, f);
  }
  return f;
}

/** 1299, 'GBP' → '£12.99'; null → '—'. An unknown currency code falls back to USD. */
export function formatMoney(cents: number | null | undefined, currency: string | null | undefined = DEFAULT_CURRENCY): string {
  if (cents === null || cents === undefined) return '—';
  let f: Intl.NumberFormat;
  try {
    f = formatter(currency || DEFAULT_CURRENCY);
  } catch {
    f = formatter(DEFAULT_CURRENCY);
  }
  return f.format(cents / 100);
}

/** 1299 → '12.99': an amount for an input field, without a symbol. */
export function formatAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** '12.99', '£7' or '€ 7.5' (typed by the seller) → cents, or null when it is not a price. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/^[$£€]\s*/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/** The currency of an Amazon marketplace id (the seller's connection), USD when unknown. */
export function amazonCurrency(marketplaceId: string | null | undefined): string {
  return AMAZON_MARKETPLACES.find((m) => m.id === marketplaceId)?.currency ?? DEFAULT_CURRENCY;
}

/** 'GBP' → '£' (the symbol formatMoney shows), for an amount input's prefix. */
export function currencySymbol(currency: string): string {
  try {
    return (
      formatter(currency)
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? '$'
    );
  } catch {
    return '$';
  }
}
