import type { TransportOptions } from '../transport.ts';

/** What the eBay client needs; everything comes from config (server/integrations/env.ts), nothing else. */
export interface EbayConfig {
  /** REST base, e.g. https://api.ebay.com (the sandbox's base URL locally). */
  apiUrl: string;
  /** Identity API base: https://apiz.ebay.com for eBay (EBAY_IDENTITY_URL; the sandbox serves it on its own base). */
  identityUrl: string;
  /** Consent-page base, e.g. https://auth.ebay.com. */
  authUrl: string;
  clientId: string;
  clientSecret: string;
  /** eBay redirect name: eBay maps it to the accepted/declined URLs registered for the app. */
  ruName: string;
  verificationToken?: string;
}

/**
 * Transport knobs (timeouts, retries, back-off: server/integrations/transport.ts); defaults suit
 * production, tests shorten the delays.
 */
export interface EbayTransportOptions extends TransportOptions {
  now?: () => number;
}

type EbayEnv = {
  EBAY_API_URL: string;
  EBAY_AUTH_URL: string;
  EBAY_IDENTITY_URL?: string | undefined;
  EBAY_CLIENT_ID?: string | undefined;
  EBAY_CLIENT_SECRET?: string | undefined;
  EBAY_RU_NAME?: string | undefined;
  EBAY_VERIFICATION_TOKEN?: string | undefined;
};

/** eBay serves some APIs (Identity) on apiz.: https://api.ebay.com → https://apiz.ebay.com, also for api.sandbox.ebay.com. */
export function apizUrl(apiUrl: string): string {
  return apiUrl.replace(/^https:\/\/api\./, 'https://apiz.');
}

/** The client config from the app config, or null while eBay credentials are not set. */
export function ebayConfigFrom(env: EbayEnv): EbayConfig | null {
  if (!env.EBAY_CLIENT_ID || !env.EBAY_CLIENT_SECRET || !env.EBAY_RU_NAME) return null;
  const apiUrl = env.EBAY_API_URL.replace(/\/$/, '');
  return {
    apiUrl,
    identityUrl: (env.EBAY_IDENTITY_URL ?? apizUrl(apiUrl)).replace(/\/$/, ''),
    authUrl: env.EBAY_AUTH_URL.replace(/\/$/, ''),
    clientId: env.EBAY_CLIENT_ID,
    clientSecret: env.EBAY_CLIENT_SECRET,
    ruName: env.EBAY_RU_NAME,
    ...(env.EBAY_VERIFICATION_TOKEN ? { verificationToken: env.EBAY_VERIFICATION_TOKEN } : {}),
  };
}
