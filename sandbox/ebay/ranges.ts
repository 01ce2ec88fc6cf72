import { ebayErrors, type EbayError } from './errors.ts';
import { currencyOf } from './seed.ts';
import { isObj } from './validate.ts';

/**
 * The price and quantity a live fixed-price listing may have in the sandbox: eBay's 0.99 minimum
 * Buy It Now price, and upper bounds (eBay publishes none per API) high enough for any real seller.
 */
export const PRICE_MIN = 0.99;
export const PRICE_MAX = 99_999_999;
export const QUANTITY_MAX = 999_999;

/** Price problems of a listing about to go live (publish) or be revised (price/quantity update). */
export function priceErrors(price: unknown, marketplaceId: string): EbayError[] {
  if (!isObj(price) || price.value === undefined || price.value === '')
    return [ebayErrors.publish(25003, 'The price is missing.', [{ name: 'fieldName', value: 'pricingSummary.price' }])];
  const value = Number(price.value);
  const currency = currencyOf(marketplaceId);
  if (price.currency !== currency) return [ebayErrors.invalidValue('pricingSummary.price.currency', `The currency of ${marketplaceId} is ${currency}.`)];
  if (!Number.isFinite(value) || value < PRICE_MIN || value > PRICE_MAX)
    return [
      ebayErrors.publish(25003, `The price must be between ${PRICE_MIN.toFixed(2)} and ${PRICE_MAX.toFixed(2)} ${currency}.`, [
        { name: 'price', value: String(price.value) },
      ]),
    ];
  return [];
}

export function quantityErrors(quantity: unknown): EbayError[] {
  const q = Number(quantity);
  if (!Number.isInteger(q) || q < 1 || q > QUANTITY_MAX)
    return [ebayErrors.publish(25004, `The available quantity must be between 1 and ${QUANTITY_MAX}.`, [{ name: 'quantity', value: String(quantity) }])];
  return [];
}
