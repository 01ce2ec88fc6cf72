// The sandbox's fixed world: one registered SP-API application (ListBridge) and the demo
// seller accounts a person can pick on the consent page. Values look like Amazon's so that
// length and prefix checks in the product behave as they will against the real service.

export interface Marketplace {
  id: string;
  name: string;
  countryCode: string;
  defaultCurrencyCode: string;
  defaultLanguageCode: string;
  domainName: string;
  /** Seller Central region, decides the FBA fulfillment-channel code in reports (AMAZON_NA / AMAZON_EU). */
  region: 'NA' | 'EU';
  /** Offset and label used for report dates (Amazon prints local time with a zone abbreviation). */
  reportZone: { offsetMinutes: number; label: string };
}

export const MARKETPLACES: Record<string, Marketplace> = {
  ATVPDKIKX0DER: {
    id: 'ATVPDKIKX0DER',
    name: 'Amazon.com',
    countryCode: 'US',
    defaultCurrencyCode: 'USD',
    defaultLanguageCode: 'en_US',
    domainName: 'www.amazon.com',
    region: 'NA',
    reportZone: { offsetMinutes: -480, label: 'PST' },
  },
  A2EUQ1WTGCTBG2: {
    id: 'A2EUQ1WTGCTBG2',
    name: 'Amazon.ca',
    countryCode: 'CA',
    defaultCurrencyCode: 'CAD',
    defaultLanguageCode: 'en_CA',
    domainName: 'www.amazon.ca',
    region: 'NA',
    reportZone: { offsetMinutes: -480, label: 'PST' },
  },
  A1F83G8C2ARO7P: {
    id: 'A1F83G8C2ARO7P',
    name: 'Amazon.co.uk',
    countryCode: 'GB',
    defaultCurrencyCode: 'GBP',
    defaultLanguageCode: 'en_GB',
    domainName: 'www.amazon.co.uk',
    region: 'EU',
    reportZone: { offsetMinutes: 0, label: 'GMT' },
  },
  A1PA6795UKMFR9: {
    id: 'A1PA6795UKMFR9',
    name: 'Amazon.de',
    countryCode: 'DE',
    defaultCurrencyCode: 'EUR',
    defaultLanguageCode: 'de_DE',
    domainName: 'www.amazon.de',
    region: 'EU',
    reportZone: { offsetMinutes: 60, label: 'CET' },
  },
};

export interface DemoSeller {
  /** 1-based; part of every generated id, so sellers never share SKUs or ASINs. */
  number: number;
  sellingPartnerId: string;
  storeName: string;
  /** The first one is the seller's home marketplace (prices and reports use its currency). */
  marketplaceIds: string[];
}

export const DEMO_SELLERS: DemoSeller[] = [
  { number: 1, sellingPartnerId: 'A1LBSANDBOXUS7Q', storeName: 'Harbor Lane Goods', marketplaceIds: ['ATVPDKIKX0DER', 'A2EUQ1WTGCTBG2'] },
  { number: 2, sellingPartnerId: 'A2LBSANDBOXUK4M', storeName: 'Thistle & Pine Trading', marketplaceIds: ['A1F83G8C2ARO7P', 'A1PA6795UKMFR9'] },
];

/** The one registered application; its LWA credentials are the sandbox's demo credentials. */
export const DEMO_APP = {
  applicationId: 'amzn1.sp.solution.5e6f7a8b-0c1d-4e2f-9a3b-4c5d6e7f8a9b',
  name: 'ListBridge',
  clientId: 'amzn1.application-oa2-client.1b5d0c5e0a9f4c6e8d2f7a3b4c5d6e7f',
  clientSecret: 'amzn1.oa2-cs.v1.listbridge-sandbox-demo-secret-9f2c4e6a8b0d1f3a5c7e9b1d3f5a7c9e',
};

export const DEFAULT_CATALOGUE_SIZE = 300;
/** Generated ids reserve six digits for the item index. */
export const MAX_CATALOGUE_SIZE = 999_999;

export function sellerById(id: string): DemoSeller | undefined {
  return DEMO_SELLERS.find((s) => s.sellingPartnerId === id);
}

/** At most this many load-run sellers. */
export const MAX_LOAD_SELLERS = 50;

/**
 * The n-th (1-based) further seller account a load run adds (`POST /__sandbox/load-sellers`): ten
 * sellers connecting at once must be ten Amazon accounts, each with Amazon's limits to itself, as
 * real sellers are. A UK account each; not on the consent page (a person picks a demo seller),
 * accepted by id on the consent form.
 */
export function loadSeller(n: number): DemoSeller {
  const tag = String(n).padStart(2, '0');
  return { number: DEMO_SELLERS.length + n, sellingPartnerId: `A${tag}LBSANDBOXLT`, storeName: `Load Test Seller ${tag}`, marketplaceIds: ['A1F83G8C2ARO7P'] };
}
