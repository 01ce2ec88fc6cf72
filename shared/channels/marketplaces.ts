// Amazon marketplaces and eBay sites (spec 000 §3). Only the active ones can be connected.

export interface AmazonMarketplace {
  key: string;
  id: string;
  name: string;
  apiDomain: string;
  spapiDomain: string;
  spapiRegion: 'na' | 'eu';
  ebaySiteId: number | null;
  domain: string;
  currency: string;
  currencySymbol: string;
  currencyName: string;
  language: string;
  countryCode: string;
  active: boolean;
}

const na = { spapiRegion: 'na' as const, spapiDomain: 'sellingpartnerapi-na.amazon.com', apiDomain: 'mws.amazonservices.com' };
const eu = { spapiRegion: 'eu' as const, spapiDomain: 'sellingpartnerapi-eu.amazon.com', apiDomain: 'mws-eu.amazonservices.com' };

export const AMAZON_MARKETPLACES: AmazonMarketplace[] = [
  {
    key: 'US',
    id: 'ATVPDKIKX0DER',
    name: 'United States',
    ...na,
    ebaySiteId: 0,
    domain: 'amazon.com',
    currency: 'USD',
    currencySymbol: '$',
    currencyName: 'US Dollar',
    language: 'en_US',
    countryCode: 'US',
    active: true,
  },
  {
    key: 'CA',
    id: 'A2EUQ1WTGCTBG2',
    name: 'Canada',
    ...na,
    ebaySiteId: 2,
    domain: 'amazon.ca',
    currency: 'CAD',
    currencySymbol: '$',
    currencyName: 'Canadian Dollar',
    language: 'en_CA',
    countryCode: 'CA',
    active: true,
  },
  {
    key: 'UK',
    id: 'A1F83G8C2ARO7P',
    name: 'United Kingdom',
    ...eu,
    ebaySiteId: 3,
    domain: 'amazon.co.uk',
    currency: 'GBP',
    currencySymbol: '£',
    currencyName: 'British Pound',
    language: 'en_GB',
    countryCode: 'GB',
    active: true,
  },
  {
    key: 'DE',
    id: 'A1PA6795UKMFR9',
    name: 'Germany',
    ...eu,
    ebaySiteId: 77,
    domain: 'amazon.de',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    language: 'de_DE',
    countryCode: 'DE',
    active: true,
  },
  {
    key: 'MX',
    id: 'A1AM78C64UM0Y8',
    name: 'Mexico',
    ...na,
    ebaySiteId: null,
    domain: 'amazon.com.mx',
    currency: 'MXN',
    currencySymbol: '$',
    currencyName: 'Mexican Peso',
    language: 'es_MX',
    countryCode: 'MX',
    active: false,
  },
  {
    key: 'ES',
    id: 'A1RKKUPIHCS9HS',
    name: 'Spain',
    ...eu,
    ebaySiteId: 186,
    domain: 'amazon.es',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    language: 'es_ES',
    countryCode: 'ES',
    active: false,
  },
  {
    key: 'FR',
    id: 'A13V1IB3VIYZZH',
    name: 'France',
    ...eu,
    ebaySiteId: 71,
    domain: 'amazon.fr',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    language: 'fr_FR',
    countryCode: 'FR',
    active: false,
  },
  {
    key: 'IT',
    id: 'APJ6JRA9NG5V4',
    name: 'Italy',
    ...eu,
    ebaySiteId: 101,
    domain: 'amazon.it',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    language: 'it_IT',
    countryCode: 'IT',
    active: false,
  },
];

export interface EbaySite {
  siteId: number;
  globalId: string;
  marketplaceEnum: string;
  language: string;
  countryCode: string;
  siteName: string;
  domain: string;
  currency: string;
  currencySymbol: string;
  currencyName: string;
  active: boolean;
  /** Shipping tier → the site's eBay shipping service code; null where not offered. */
  shipping: { Standard: string; Expedited: string; Priority: string } | null;
}

export const EBAY_SITES: EbaySite[] = [
  {
    siteId: 0,
    globalId: 'EBAY-US',
    marketplaceEnum: 'EBAY_US',
    language: 'en-US',
    countryCode: 'US',
    siteName: 'United States',
    domain: 'ebay.com',
    currency: 'USD',
    currencySymbol: '$',
    currencyName: 'US Dollar',
    active: true,
    shipping: { Standard: 'USPSGroundAdvantage', Expedited: 'USPSPriority', Priority: 'USPSPriorityMailExpress' },
  },
  {
    siteId: 2,
    globalId: 'EBAY-ENCA',
    marketplaceEnum: 'EBAY_CA',
    language: 'en-CA',
    countryCode: 'CA',
    siteName: 'Canada (English)',
    domain: 'ebay.ca',
    currency: 'CAD',
    currencySymbol: '$',
    currencyName: 'Canadian Dollar',
    active: true,
    shipping: { Standard: 'CA_PostRegularParcel', Expedited: 'CA_PostExpeditedParcel', Priority: 'CA_PostPriority' },
  },
  {
    siteId: 3,
    globalId: 'EBAY-GB',
    marketplaceEnum: 'EBAY_GB',
    language: 'en-GB',
    countryCode: 'GB',
    siteName: 'United Kingdom',
    domain: 'ebay.co.uk',
    currency: 'GBP',
    currencySymbol: '£',
    currencyName: 'British Pound',
    active: true,
    shipping: { Standard: 'UK_RoyalMailSecondClassStandard', Expedited: 'UK_RoyalMailFirstClassStandard', Priority: 'UK_RoyalMailSpecialDeliveryNextDay' },
  },
  {
    siteId: 77,
    globalId: 'EBAY-DE',
    marketplaceEnum: 'EBAY_DE',
    language: 'de-DE',
    countryCode: 'DE',
    siteName: 'Germany',
    domain: 'ebay.de',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: true,
    shipping: { Standard: 'DE_DHLPaket', Expedited: 'DE_DHLExpress', Priority: 'DE_DHLExpress' },
  },
  {
    siteId: 15,
    globalId: 'EBAY-AU',
    marketplaceEnum: 'EBAY_AU',
    language: 'en-AU',
    countryCode: 'AU',
    siteName: 'Australia',
    domain: 'ebay.com.au',
    currency: 'AUD',
    currencySymbol: '$',
    currencyName: 'Australian Dollar',
    active: false,
    shipping: null,
  },
  {
    siteId: 16,
    globalId: 'EBAY-AT',
    marketplaceEnum: 'EBAY_AT',
    language: 'de-AT',
    countryCode: 'AT',
    siteName: 'Austria',
    domain: 'ebay.at',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: false,
    shipping: null,
  },
  {
    siteId: 71,
    globalId: 'EBAY-FR',
    marketplaceEnum: 'EBAY_FR',
    language: 'fr-FR',
    countryCode: 'FR',
    siteName: 'France',
    domain: 'ebay.fr',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: false,
    shipping: null,
  },
  {
    siteId: 101,
    globalId: 'EBAY-IT',
    marketplaceEnum: 'EBAY_IT',
    language: 'it-IT',
    countryCode: 'IT',
    siteName: 'Italy',
    domain: 'ebay.it',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: false,
    shipping: null,
  },
  {
    siteId: 186,
    globalId: 'EBAY-ES',
    marketplaceEnum: 'EBAY_ES',
    language: 'es-ES',
    countryCode: 'ES',
    siteName: 'Spain',
    domain: 'ebay.es',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: false,
    shipping: null,
  },
  {
    siteId: 205,
    globalId: 'EBAY-IE',
    marketplaceEnum: 'EBAY_IE',
    language: 'en-IE',
    countryCode: 'IE',
    siteName: 'Ireland',
    domain: 'ebay.ie',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: false,
    shipping: null,
  },
  {
    siteId: 210,
    globalId: 'EBAY-FRCA',
    marketplaceEnum: 'EBAY_CA',
    language: 'fr-CA',
    countryCode: 'CA',
    siteName: 'Canada (French)',
    domain: 'cafr.ebay.ca',
    currency: 'CAD',
    currencySymbol: '$',
    currencyName: 'Canadian Dollar',
    active: false,
    shipping: null,
  },
  {
    siteId: 146,
    globalId: 'EBAY-NL',
    marketplaceEnum: 'EBAY_NL',
    language: 'nl-NL',
    countryCode: 'NL',
    siteName: 'Netherlands',
    domain: 'ebay.nl',
    currency: 'EUR',
    currencySymbol: '€',
    currencyName: 'Euro',
    active: false,
    shipping: null,
  },
];

export const findAmazonMarketplace = (idOrKey: string) => AMAZON_MARKETPLACES.find((m) => m.id === idOrKey || m.key === idOrKey);
export const findEbaySite = (siteId: number) => EBAY_SITES.find((s) => s.siteId === siteId);
/** The currency symbol of a seller's eBay site, falling back to $ (spec 000 §3). */
export const ebayCurrencySymbol = (siteId: number | null | undefined) => (siteId == null ? '$' : (findEbaySite(siteId)?.currencySymbol ?? '$'));
