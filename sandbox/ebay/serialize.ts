// eBay reads a request body into its typed model before looking at any item: a field of the wrong
// JSON type or an enum value the model does not know fails that step, and the whole request is
// refused with HTTP 400 errorId 2004 (domain ACCESS) "Invalid request", the field named in the
// `reason` parameter ("Could not serialize field [product.aspects]", as live eBay answers). Bulk
// calls are no exception: nothing is stored and no per-item answer is given. The checks mirror the
// defaults of the JSON mapper eBay's answers show: scalars are coerced where that mapper coerces
// them (a number where a string is expected, "5" where an integer is), unknown fields are ignored,
// null counts as absent.
import type { RequestHandler } from 'express';
import { sendErrors, type EbayError } from './errors.ts';
import { CONDITIONS } from './validate.ts';

export type FieldType =
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | { enum: readonly string[] }
  | { object: Record<string, FieldType> }
  | { array: FieldType }
  /** A JSON object of name → value (Product.aspects: name → array of strings). */
  | { map: FieldType };

// eBay's enumerations, as the Inventory API's type pages list them (LocaleEnum uses underscores).
const LOCALE_ENUM = [
  'en_US',
  'en_CA',
  'fr_CA',
  'en_GB',
  'en_AU',
  'en_IN',
  'de_AT',
  'fr_BE',
  'fr_FR',
  'de_DE',
  'it_IT',
  'nl_BE',
  'nl_NL',
  'es_ES',
  'de_CH',
  'fi_FI',
  'zh_HK',
  'hu_HU',
  'en_PH',
  'pl_PL',
  'pt_PT',
  'ru_RU',
  'en_SG',
  'en_IE',
  'en_MY',
];
export const MARKETPLACE_ENUM = [
  'EBAY_US',
  'EBAY_MOTORS',
  'EBAY_CA',
  'EBAY_GB',
  'EBAY_AU',
  'EBAY_AT',
  'EBAY_BE',
  'EBAY_FR',
  'EBAY_DE',
  'EBAY_IT',
  'EBAY_NL',
  'EBAY_ES',
  'EBAY_CH',
  'EBAY_TW',
  'EBAY_CZ',
  'EBAY_DK',
  'EBAY_FI',
  'EBAY_GR',
  'EBAY_HK',
  'EBAY_HU',
  'EBAY_IN',
  'EBAY_ID',
  'EBAY_IE',
  'EBAY_IL',
  'EBAY_MY',
  'EBAY_NZ',
  'EBAY_NO',
  'EBAY_PH',
  'EBAY_PL',
  'EBAY_PT',
  'EBAY_PR',
  'EBAY_RU',
  'EBAY_SG',
  'EBAY_ZA',
  'EBAY_SE',
  'EBAY_TH',
  'EBAY_VN',
  'EBAY_CN',
  'EBAY_PE',
  'EBAY_JP',
];
const CURRENCY_ENUM = `AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYR BZD CAD CDF CHF CLP CNY
COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK
JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LTL LYD MAD MDL MGA MKD MMK MNT MOP MRO MUR MVR MWK MXN MYR MZN NAD
NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLL SOS SRD STD SYP SZL THB TJS TMT
TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VEF VND VUV WST XAF XCD XOF XPF YER ZAR ZMW ZWL`.split(/\s+/);
const LENGTH_UNITS = ['INCH', 'FEET', 'CENTIMETER', 'METER'];
const WEIGHT_UNITS = ['POUND', 'KILOGRAM', 'OUNCE', 'GRAM'];
const LISTING_DURATIONS = ['GTC', 'DAYS_1', 'DAYS_3', 'DAYS_5', 'DAYS_7', 'DAYS_10', 'DAYS_21', 'DAYS_30'];

const AMOUNT: FieldType = { object: { value: 'string', currency: { enum: CURRENCY_ENUM } } };
const SHIP_TO: FieldType = { object: { quantity: 'integer' } };

/** InventoryItem (with `sku` and `locale` in bulk requests: InventoryItemWithSkuLocale). */
export const INVENTORY_ITEM: FieldType = {
  object: {
    sku: 'string',
    locale: { enum: LOCALE_ENUM },
    condition: { enum: CONDITIONS },
    conditionDescription: 'string',
    availability: { object: { shipToLocationAvailability: SHIP_TO } },
    packageWeightAndSize: {
      object: {
        dimensions: { object: { height: 'number', length: 'number', width: 'number', unit: { enum: LENGTH_UNITS } } },
        weight: { object: { value: 'number', unit: { enum: WEIGHT_UNITS } } },
        shippingIrregular: 'boolean',
      },
    },
    product: {
      object: {
        title: 'string',
        subtitle: 'string',
        description: 'string',
        brand: 'string',
        mpn: 'string',
        epid: 'string',
        imageUrls: { array: 'string' },
        videoIds: { array: 'string' },
        ean: { array: 'string' },
        upc: { array: 'string' },
        isbn: { array: 'string' },
        aspects: { map: { array: 'string' } },
      },
    },
  },
};

/** EbayOfferDetailsWithKeys (createOffer, bulkCreateOffer) and EbayOfferDetailsWithId (updateOffer). */
export const OFFER: FieldType = {
  object: {
    sku: 'string',
    marketplaceId: { enum: MARKETPLACE_ENUM },
    format: { enum: ['AUCTION', 'FIXED_PRICE'] },
    availableQuantity: 'integer',
    categoryId: 'string',
    secondaryCategoryId: 'string',
    listingDescription: 'string',
    listingDuration: { enum: LISTING_DURATIONS },
    listingStartDate: 'string',
    lotSize: 'integer',
    merchantLocationKey: 'string',
    quantityLimitPerBuyer: 'integer',
    hideBuyerDetails: 'boolean',
    includeCatalogProductDetails: 'boolean',
    storeCategoryNames: { array: 'string' },
    pricingSummary: {
      object: { price: AMOUNT, originalRetailPrice: AMOUNT, minimumAdvertisedPrice: AMOUNT, auctionStartPrice: AMOUNT, auctionReservePrice: AMOUNT },
    },
    listingPolicies: {
      object: {
        fulfillmentPolicyId: 'string',
        paymentPolicyId: 'string',
        returnPolicyId: 'string',
        eBayPlusIfEligible: 'boolean',
        bestOfferTerms: { object: { bestOfferEnabled: 'boolean', autoAcceptPrice: AMOUNT, autoDeclinePrice: AMOUNT } },
      },
    },
  },
};

const bulkOf = (item: FieldType): FieldType => ({ object: { requests: { array: item } } });

/** The request bodies eBay reads into its model, per route (path under /sell/inventory/v1). */
export const BODY_TYPES = {
  inventoryItem: INVENTORY_ITEM,
  bulkInventoryItems: bulkOf(INVENTORY_ITEM),
  offer: OFFER,
  bulkOffers: bulkOf(OFFER),
  bulkPublish: bulkOf({ object: { offerId: 'string' } }),
  bulkMigrate: bulkOf({ object: { listingId: 'string' } }),
  bulkPriceQuantity: bulkOf({
    object: {
      sku: 'string',
      shipToLocationAvailability: SHIP_TO,
      offers: { array: { object: { offerId: 'string', availableQuantity: 'integer', price: AMOUNT } } },
    },
  }),
} satisfies Record<string, FieldType>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

type Read = { ok: true; value: unknown } | { ok: false; field: string };

/**
 * Reads `value` as `type` the way eBay's mapper does: the value as eBay then holds it (scalars
 * coerced: 5 → "5" for a string, "5" → 5 for an integer), or the first field (dotted path, array
 * positions left out, a map's entries reported as the map) it could not read. null = absent.
 */
export function readAs(value: unknown, type: FieldType, path = ''): Read {
  const bad: Read = { ok: false, field: path || 'body' };
  if (value === null || value === undefined) return { ok: true, value };
  if (type === 'string') return isPlainObject(value) || Array.isArray(value) ? bad : { ok: true, value: String(value) };
  if (type === 'integer' || type === 'number') {
    const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    if (!Number.isFinite(n) || (type === 'integer' && typeof value === 'string' && !Number.isInteger(n))) return bad;
    return { ok: true, value: n };
  }
  if (type === 'boolean') {
    if (typeof value === 'boolean') return { ok: true, value };
    return value === 'true' || value === 'false' ? { ok: true, value: value === 'true' } : bad;
  }
  if ('enum' in type) return typeof value === 'string' && type.enum.includes(value) ? { ok: true, value } : bad;
  if ('array' in type) {
    if (!Array.isArray(value)) return bad;
    const out: unknown[] = [];
    for (const v of value) {
      const r = readAs(v, type.array, path);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return { ok: true, value: out };
  }
  if (!isPlainObject(value)) return bad;
  const out: Record<string, unknown> = { ...value };
  if ('map' in type) {
    for (const [k, v] of Object.entries(value)) {
      const r = readAs(v, type.map, path);
      if (!r.ok) return { ok: false, field: path };
      out[k] = r.value;
    }
    return { ok: true, value: out };
  }
  for (const [name, fieldType] of Object.entries(type.object)) {
    if (!(name in value)) continue;
    const r = readAs(value[name], fieldType, path ? `${path}.${name}` : name);
    if (!r.ok) return r;
    out[name] = r.value;
  }
  return { ok: true, value: out };
}

/** eBay's whole-request refusal of a body it could not read (errorId 2004). */
export const serializationError = (field: string): EbayError => ({
  errorId: 2004,
  domain: 'ACCESS',
  category: 'REQUEST',
  message: 'Invalid request',
  longMessage: 'The request has errors. For help, see the documentation for this API.',
  parameters: [{ name: 'reason', value: `Could not serialize field [${field}]` }],
});

/** Express middleware: the body must read as `type`, else the whole request gets eBay's 2004. */
export function readsAs<P = Record<string, string>>(type: FieldType): RequestHandler<P> {
  return (req, res, next) => {
    const read = readAs(req.body, type);
    if (!read.ok) return sendErrors(res, 400, [serializationError(read.field)]);
    req.body = read.value;
    next();
  };
}
