/**
 * What the Stripe client needs, taken from server config (STRIPE_SECRET_KEY, STRIPE_API_URL,
 * STRIPE_WEBHOOK_SECRET). The base URL is split into the SDK's host/port/protocol options, so the
 * same code reaches api.stripe.com or any Stripe-compatible base URL.
 */
export interface StripeClientConfig {
  secretKey: string;
  /** e.g. https://api.stripe.com */
  apiUrl: string;
  webhookSecret?: string;
  /** SDK retries on connection errors, 409, 5xx and `Stripe-Should-Retry: true`. Default 2. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * Pinned API version: responses keep the shapes of the contract in api-specs/stripe
 * (spec3.api-2023-08-16.yaml) whatever the account's default version is.
 */
export const STRIPE_API_VERSION = '2023-08-16';

/** Stripe tolerates 300 s between signing and verification; so do we. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function sdkConnection(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}
