import type { TransportOptions } from '../transport.ts';

/** OnBuy keys are per seller (entered by the seller), the base URL comes from ONBUY_API_URL. */
export interface OnbuyConfig {
  /** Including /v2, e.g. https://api.onbuy.com/v2. */
  apiUrl: string;
  consumerKey: string;
  secretKey: string;
  siteId?: number;
}

/** Timeouts, retries and back-off (server/integrations/transport.ts), and the clock. */
export interface OnbuyTransportOptions extends TransportOptions {
  now?: () => number;
}

export const ONBUY_SITE_UK = 2000;
