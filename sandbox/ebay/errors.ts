import type { Response } from 'express';

/** One entry of eBay's REST error envelope (api-notes §2.5; the `Error` schema of the Sell OpenAPI contracts). */
export interface EbayError {
  errorId: number;
  domain: string;
  subdomain?: string;
  category: 'REQUEST' | 'APPLICATION' | 'BUSINESS';
  message: string;
  longMessage?: string;
  parameters?: { name: string; value: string }[];
}

const PUBLISH_STEMS = {
  25003: 'Invalid price.',
  25004: 'Invalid quantity.',
  25007: 'Invalid Fulfillment policy.',
  25008: 'Invalid Payment policy.',
  25009: 'Invalid Return policy.',
} as const;

export function sendErrors(res: Response, status: number, errors: EbayError[]): void {
  res.status(status).json({ errors });
}

// The errors the sandbox emits, in one place so their ids and wording stay consistent.
export const ebayErrors = {
  invalidToken: (): EbayError => ({
    errorId: 1001,
    domain: 'OAuth',
    category: 'REQUEST',
    message: 'Invalid access token',
    longMessage: 'Invalid access token. Check the value of the Authorization HTTP request header.',
  }),
  insufficientScope: (): EbayError => ({
    errorId: 1100,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Access denied',
    longMessage: 'Insufficient permissions to fulfill the request.',
  }),
  tooManyRequests: (): EbayError => ({
    errorId: 2001,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Too many requests.',
    longMessage: 'The request limit has been reached for the resource.',
  }),
  notFound: (): EbayError => ({
    errorId: 2002,
    domain: 'ACCESS',
    category: 'REQUEST',
    message: 'Resource not found',
    longMessage: 'Verify the URL, resource path and HTTP method of the request.',
  }),
  invalidValue: (field: string, extra = ''): EbayError => ({
    errorId: 25709,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: `Invalid value for ${field}. ${extra}`.trim(),
    parameters: [{ name: 'fieldName', value: field }],
  }),
  userError: (detail: string, parameters: { name: string; value: string }[] = []): EbayError => ({
    errorId: 25002,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: `A user error has occurred. ${detail}`,
    parameters: [{ name: 'text1', value: detail }, ...parameters],
  }),
  skuNotFound: (sku: string): EbayError => ({
    errorId: 25702,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: `SKU ${sku} is not available in the system`,
    parameters: [{ name: 'sku', value: sku }],
  }),
  resourceNotFound: (): EbayError => ({
    errorId: 25710,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: "We didn't find the resource/entity you are requesting. Please verify the request",
  }),
  offerNotFound: (offerId: string): EbayError => ({
    errorId: 25713,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: `This Offer is not available : ${offerId}.`,
    parameters: [{ name: 'offerId', value: offerId }],
  }),
  revisionCap: (listingId: string, cap: number): EbayError => ({
    // 25019 "Cannot revise listing." (25007 is eBay's "Invalid Fulfillment policy").
    errorId: 25019,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'BUSINESS',
    message: `Cannot revise listing. This listing has been revised ${cap} times today; each listing can be revised up to ${cap} times per calendar day.`,
    longMessage: 'The revision threshold for this listing has been reached. Try again on the next calendar day.',
    parameters: [{ name: 'listingId', value: listingId }],
  }),
  /**
   * Publish-time refusals, with the ids and message stems of the Inventory API's error table
   * (25003 price, 25004 quantity, 25007/25008/25009 the three business policies).
   */
  publish: (errorId: 25003 | 25004 | 25007 | 25008 | 25009, detail: string, parameters: { name: string; value: string }[] = []): EbayError => ({
    errorId,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: `${PUBLISH_STEMS[errorId]} ${detail}`,
    parameters,
  }),
  locationExists: (key: string): EbayError => ({
    errorId: 25803,
    domain: 'API_INVENTORY',
    subdomain: 'Selling',
    category: 'REQUEST',
    message: `merchantLocationKey ${key} already exists.`,
    parameters: [{ name: 'fieldName', value: 'merchantLocationKey' }],
  }),
  orderNotFound: (orderId: string): EbayError => ({
    errorId: 32100,
    domain: 'API_FULFILLMENT',
    category: 'REQUEST',
    message: `Invalid order ID: ${orderId}`,
    parameters: [{ name: 'orderId', value: orderId }],
  }),
  fulfillmentInput: (detail: string): EbayError => ({
    errorId: 32400,
    domain: 'API_FULFILLMENT',
    category: 'REQUEST',
    message: `Invalid input: ${detail}`,
  }),
  invalidFilter: (detail: string): EbayError => ({
    errorId: 30700,
    domain: 'API_FULFILLMENT',
    category: 'REQUEST',
    message: `Invalid filter: ${detail}`,
  }),
  taxonomy: (errorId: number, message: string): EbayError => ({ errorId, domain: 'API_TAXONOMY', category: 'REQUEST', message }),
  account: (errorId: number, message: string): EbayError => ({ errorId, domain: 'API_ACCOUNT', category: 'REQUEST', message }),
  metadata: (errorId: number, message: string): EbayError => ({ errorId, domain: 'API_METADATA', category: 'REQUEST', message }),
  internal: (): EbayError => ({
    errorId: 25001,
    domain: 'API_INVENTORY',
    category: 'APPLICATION',
    message: 'A system error has occurred.',
  }),
};
