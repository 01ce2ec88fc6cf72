// What Shopify Payments charges on an online card payment, as Shopify publishes it for the Basic plan
// (the sandbox's shops are all on Basic: `shop.plan`) in each country a sandbox shop can trade from.
// A payment through another gateway carries no fees on the order: that provider bills the merchant itself.
import type { ShopRecord, TransactionRecord } from './state.ts';

export const SHOPIFY_PAYMENTS = 'shopify_payments';

/** Basic plan, online, per country: a percentage of the payment plus a flat fee in the shop's currency. */
export const SHOPIFY_PAYMENTS_ONLINE_RATES: Record<string, { percent: number; flat: string; rateName: string; flatFeeName: string }> = {
  GB: { percent: 2, flat: '0.25', rateName: 'Basic online card rate (2% + 25p)', flatFeeName: 'Online transaction fee' },
  US: { percent: 2.9, flat: '0.30', rateName: 'Basic online card rate (2.9% + 30¢)', flatFeeName: 'Online transaction fee' },
  CA: { percent: 2.9, flat: '0.30', rateName: 'Basic online card rate (2.9% + 30¢)', flatFeeName: 'Online transaction fee' },
  DE: { percent: 2.1, flat: '0.25', rateName: 'Basic online card rate (2.1% + €0.25)', flatFeeName: 'Online transaction fee' },
};

/** The payment of an order of `amount` (a Money string) through `gateway`: one successful SALE, as an online checkout that captures at once makes. */
export function salePayment(shop: ShopRecord, gateway: string, amount: string, at: string): TransactionRecord {
  const rates = SHOPIFY_PAYMENTS_ONLINE_RATES[shop.country ?? 'GB'] ?? SHOPIFY_PAYMENTS_ONLINE_RATES.GB!;
  const fee = Math.round(Number(amount) * rates.percent + Number(rates.flat) * 100) / 100;
  return {
    id: shop.nextId('OrderTransaction'),
    kind: 'SALE',
    status: 'SUCCESS',
    gateway,
    amount,
    processedAt: at,
    fees:
      gateway === SHOPIFY_PAYMENTS
        ? [
            {
              id: shop.nextId('TransactionFee'),
              type: 'payment',
              amount: fee.toFixed(2),
              flatFee: rates.flat,
              flatFeeName: rates.flatFeeName,
              rate: (rates.percent / 100).toFixed(4),
              rateName: rates.rateName,
              // Card processing is a financial service: Shopify charges no VAT/sales tax on it.
              taxAmount: '0.00',
            },
          ]
        : [],
  };
}
