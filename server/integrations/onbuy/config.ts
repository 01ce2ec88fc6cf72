/** OnBuy keys are per seller (entered by the seller), the base URL comes from ONBUY_API_URL. */
export interface OnbuyConfig {
  /** Including /v2, e.g. https://api.onbuy.com/v2. */
  apiUrl: string;
  consumerKey: string;
  secretKey: string;
  siteId?: number;
}

export interface OnbuyTransportOptions {
  fetch?: typeof fetch;
  now?: () => number;
  /** Retries after HTTP 429 (allowance exceeded). */
  maxRetries?: number;
  baseDelayMs?: number;
}

export const ONBUY_SITE_UK = 2000;
