import type { Request, Response } from 'express';
import { ebayErrors, sendErrors, type EbayError } from './errors.ts';
import { MARKETPLACES } from './seed.ts';
import type { Json } from './state.ts';

export const LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-CA', 'fr-CA', 'de-DE', 'de-AT', 'fr-FR', 'it-IT', 'es-ES'];
export const CONDITIONS = [
  'NEW',
  'LIKE_NEW',
  'NEW_OTHER',
  'NEW_WITH_DEFECTS',
  'CERTIFIED_REFURBISHED',
  'EXCELLENT_REFURBISHED',
  'VERY_GOOD_REFURBISHED',
  'GOOD_REFURBISHED',
  'SELLER_REFURBISHED',
  'USED_EXCELLENT',
  'USED_VERY_GOOD',
  'USED_GOOD',
  'USED_ACCEPTABLE',
  'FOR_PARTS_OR_NOT_WORKING',
  'PRE_OWNED_EXCELLENT',
  'PRE_OWNED_FAIR',
];
export const BULK_MAX = 25;

export const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Content-Language is required on inventory-item and offer create/replace (api-notes §2.2). */
export function contentLanguage(req: Request, res: Response): string | null {
  const lang = req.header('content-language');
  if (!lang || !LOCALES.includes(lang)) {
    sendErrors(res, 400, [ebayErrors.invalidValue('header Content-Language', `Supported values: ${LOCALES.join(', ')}.`)]);
    return null;
  }
  return lang;
}

/** Validates the 1..25 `requests` array of a bulk call; answers 400 itself when it is not. */
export function bulkRequests(req: Request, res: Response): Json[] | null {
  const body = req.body as unknown;
  const requests = isObj(body) ? body.requests : undefined;
  if (!Array.isArray(requests) || requests.length === 0 || requests.length > BULK_MAX || !requests.every(isObj)) {
    sendErrors(res, 400, [ebayErrors.invalidValue('requests', `The number of requests must be between 1 and ${BULK_MAX}.`)]);
    return null;
  }
  return requests as Json[];
}

export function validateSku(sku: unknown): EbayError[] {
  if (typeof sku !== 'string' || sku.length === 0 || sku.length > 50 || !/^[\x21-\x7e ]+$/.test(sku))
    return [ebayErrors.invalidValue('sku', 'A SKU is 1 to 50 printable characters.')];
  return [];
}

/** Field checks eBay makes when an inventory item is stored (the rest are checked on publish). */
export function validateInventoryItem(item: Json): EbayError[] {
  const errors: EbayError[] = [];
  if (item.condition !== undefined && !CONDITIONS.includes(item.condition as string)) errors.push(ebayErrors.invalidValue('condition'));
  const qty =
    isObj(item.availability) && isObj(item.availability.shipToLocationAvailability) ? item.availability.shipToLocationAvailability.quantity : undefined;
  if (qty !== undefined && (!Number.isInteger(qty) || (qty as number) < 0))
    errors.push(ebayErrors.invalidValue('availability.shipToLocationAvailability.quantity', 'Quantity must be a whole number of zero or more.'));
  if (item.product !== undefined) {
    if (!isObj(item.product)) return [...errors, ebayErrors.invalidValue('product')];
    const p = item.product;
    if (p.title !== undefined && (typeof p.title !== 'string' || p.title.length > 80))
      errors.push(ebayErrors.invalidValue('product.title', 'The title can be up to 80 characters.'));
    if (p.imageUrls !== undefined) {
      if (!Array.isArray(p.imageUrls) || p.imageUrls.length > 24 || p.imageUrls.some((u) => typeof u !== 'string' || !/^https:\/\//.test(u))) {
        errors.push(ebayErrors.invalidValue('product.imageUrls', 'Up to 24 image URLs, each using https.'));
      }
    }
    if (p.aspects !== undefined && (!isObj(p.aspects) || Object.values(p.aspects).some((v) => !Array.isArray(v) || v.some((x) => typeof x !== 'string')))) {
      errors.push(ebayErrors.invalidValue('product.aspects', 'Aspects map a name to an array of values.'));
    }
  }
  return errors;
}

export function validateOfferFields(offer: Json, withKeys: boolean): EbayError[] {
  const errors: EbayError[] = [];
  if (withKeys) {
    errors.push(...validateSku(offer.sku));
    if (!MARKETPLACES.includes(offer.marketplaceId as string)) errors.push(ebayErrors.invalidValue('marketplaceId'));
    if (offer.format !== 'FIXED_PRICE' && offer.format !== 'AUCTION') errors.push(ebayErrors.invalidValue('format'));
  }
  if (offer.availableQuantity !== undefined && (!Number.isInteger(offer.availableQuantity) || (offer.availableQuantity as number) < 0))
    errors.push(ebayErrors.invalidValue('availableQuantity'));
  const price = isObj(offer.pricingSummary) && isObj(offer.pricingSummary.price) ? offer.pricingSummary.price : undefined;
  if (price && !(Number(price.value) > 0)) errors.push(ebayErrors.invalidValue('pricingSummary.price.value', 'The price must be greater than 0.'));
  if (isObj(offer.listingPolicies) && offer.listingPolicies.bestOfferTerms !== undefined)
    errors.push(...bestOfferErrors(offer.listingPolicies.bestOfferTerms, price));
  return errors;
}

/**
 * listingPolicies.bestOfferTerms as the contract's BestOffer type has it: bestOfferEnabled a
 * boolean; autoAcceptPrice and autoDeclinePrice Amounts below the price, the decline below the
 * accept (both apply only with bestOfferEnabled true).
 */
function bestOfferErrors(terms: unknown, price: Json | undefined): EbayError[] {
  const at = (f: string) => `listingPolicies.bestOfferTerms${f ? `.${f}` : ''}`;
  if (!isObj(terms)) return [ebayErrors.invalidValue(at(''))];
  const errors: EbayError[] = [];
  if (terms.bestOfferEnabled !== undefined && typeof terms.bestOfferEnabled !== 'boolean')
    errors.push(ebayErrors.invalidValue(at('bestOfferEnabled'), 'bestOfferEnabled must be true or false.'));
  const amount = (key: 'autoAcceptPrice' | 'autoDeclinePrice') => {
    const a = terms[key];
    if (a === undefined) return undefined;
    if (!isObj(a) || !(Number(a.value) > 0) || typeof a.currency !== 'string') {
      errors.push(ebayErrors.invalidValue(at(key)));
      return undefined;
    }
    if (terms.bestOfferEnabled !== true) errors.push(ebayErrors.invalidValue(at(key), 'Applies only when bestOfferEnabled is true.'));
    if (price && Number(a.value) >= Number(price.value)) errors.push(ebayErrors.invalidValue(at(key), "The price must be lower than the 'Buy it Now' price."));
    return Number(a.value);
  };
  const accept = amount('autoAcceptPrice');
  const decline = amount('autoDeclinePrice');
  if (accept !== undefined && decline !== undefined && decline >= accept)
    errors.push(ebayErrors.invalidValue(at('autoDeclinePrice'), 'The auto-decline price must be lower than the auto-accept price.'));
  return errors;
}
