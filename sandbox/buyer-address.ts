/**
 * The buyer's shipping address the order controls of the channel sandboxes take (Shopify, eBay and
 * OnBuy `POST …/orders {shippingAddress?}`), in one shape; each sandbox writes it in its own API's
 * shape. Without one, the buyer lives in the shop's or seller's country (`defaultBuyerAddress`).
 */
export interface BuyerAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  provinceCode: string | null;
  zip: string;
  countryCode: string;
  phone: string | null;
  company: string | null;
}

export const COUNTRY_NAMES: Record<string, string> = {
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  DE: 'Germany',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  IE: 'Ireland',
  AU: 'Australia',
};

const DEFAULTS: Record<string, Omit<BuyerAddress, 'firstName' | 'lastName' | 'company'>> = {
  GB: {
    address1: '1 Test Street',
    address2: null,
    city: 'London',
    province: 'England',
    provinceCode: 'ENG',
    zip: 'EC1A 1BB',
    countryCode: 'GB',
    phone: '+44 7700 900123',
  },
  US: {
    address1: '410 Terry Ave N',
    address2: null,
    city: 'Seattle',
    province: 'Washington',
    provinceCode: 'WA',
    zip: '98109',
    countryCode: 'US',
    phone: '+1 206 555 0100',
  },
  CA: {
    address1: '1 Front St W',
    address2: null,
    city: 'Toronto',
    province: 'Ontario',
    provinceCode: 'ON',
    zip: 'M5J 2X5',
    countryCode: 'CA',
    phone: '+1 416 555 0100',
  },
  DE: {
    address1: 'Teststraße 1',
    address2: null,
    city: 'Berlin',
    province: null,
    provinceCode: null,
    zip: '10115',
    countryCode: 'DE',
    phone: '+49 30 1234567',
  },
};

/** A buyer at a plausible address in `countryCode` (the UK's for a country without one). */
export function defaultBuyerAddress(
  countryCode: string,
  name: { firstName: string; lastName: string } = { firstName: 'Sandbox', lastName: 'Buyer' },
): BuyerAddress {
  return { ...name, company: null, ...(DEFAULTS[countryCode] ?? DEFAULTS.GB!) };
}

/**
 * `body.shippingAddress` as a BuyerAddress (fields left out come from the default buyer of
 * `fallbackCountry`, or of the address's own country), or an error text for a 400.
 */
export function buyerAddressFrom(input: unknown, fallbackCountry: string): BuyerAddress | { error: string } {
  if (input === undefined || input === null) return defaultBuyerAddress(fallbackCountry);
  if (typeof input !== 'object' || Array.isArray(input)) return { error: 'shippingAddress must be an object' };
  const a = input as Record<string, unknown>;
  for (const [k, v] of Object.entries(a)) if (v !== null && typeof v !== 'string') return { error: `shippingAddress.${k} must be a string` };
  const country = typeof a.countryCode === 'string' ? a.countryCode.toUpperCase() : fallbackCountry;
  if (!/^[A-Z]{2}$/.test(country)) return { error: 'shippingAddress.countryCode must be an ISO 3166-1 alpha-2 code' };
  const base = defaultBuyerAddress(country);
  const pick = (k: keyof BuyerAddress) => (k in a ? ((a[k] as string | null) ?? null) : base[k]);
  return {
    firstName: pick('firstName') ?? base.firstName,
    lastName: pick('lastName') ?? base.lastName,
    address1: pick('address1') ?? base.address1,
    address2: pick('address2'),
    city: pick('city') ?? base.city,
    province: pick('province'),
    provinceCode: pick('provinceCode'),
    zip: pick('zip') ?? base.zip,
    countryCode: country,
    phone: pick('phone'),
    company: pick('company'),
  };
}

export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;
