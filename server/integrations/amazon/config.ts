import type { TransportOptions } from '../transport.ts';

/** Everything the Amazon client needs: base URLs and the app's LWA credentials, nothing else. */
export interface AmazonConfig {
  /** SP-API region host, e.g. https://sellingpartnerapi-na.amazon.com */
  spapiUrl: string;
  /** Login with Amazon host (token endpoint at /auth/o2/token), e.g. https://api.amazon.com */
  lwaUrl: string;
  /** Seller Central host that shows the consent page, e.g. https://sellercentral.amazon.com */
  sellerCentralUrl: string;
  clientId: string;
  clientSecret: string;
  /** SP-API application id (amzn1.sp.solution.…), named in the consent URL. */
  applicationId: string;
  /** At most this many retries of one call (429 QuotaExceeded; network failures and 5xx of idempotent calls); default 3. */
  maxRetries?: number;
  /** Upper bound of a single wait computed from x-amzn-RateLimit-Limit (default 60 s, the slowest documented refill). */
  maxBackoffMs?: number;
  /** Timeouts and retry limits of the HTTP transport (server/integrations/transport.ts). */
  transport?: TransportOptions;
}

/** The AMAZON_* settings of server/integrations/env.ts (or a sandbox's `env`). */
export type AmazonEnv = Partial<
  Record<
    'AMAZON_SPAPI_URL' | 'AMAZON_LWA_URL' | 'AMAZON_SELLER_CENTRAL_URL' | 'AMAZON_LWA_CLIENT_ID' | 'AMAZON_LWA_CLIENT_SECRET' | 'AMAZON_SPAPI_APP_ID',
    string | undefined
  >
>;

/** Reads the client's config from the product's settings; null when any URL or credential is unset. */
export function amazonConfigFromEnv(env: AmazonEnv): AmazonConfig | null {
  const { AMAZON_SPAPI_URL: spapiUrl, AMAZON_LWA_URL: lwaUrl, AMAZON_SELLER_CENTRAL_URL: sellerCentralUrl } = env;
  const { AMAZON_LWA_CLIENT_ID: clientId, AMAZON_LWA_CLIENT_SECRET: clientSecret, AMAZON_SPAPI_APP_ID: applicationId } = env;
  if (!spapiUrl || !lwaUrl || !sellerCentralUrl || !clientId || !clientSecret || !applicationId) return null;
  const trim = (u: string) => u.replace(/\/+$/, '');
  return { spapiUrl: trim(spapiUrl), lwaUrl: trim(lwaUrl), sellerCentralUrl: trim(sellerCentralUrl), clientId, clientSecret, applicationId };
}
