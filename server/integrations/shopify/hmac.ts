import { createHmac, timingSafeEqual } from 'node:crypto';
import { shopHandle } from './config.ts';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Hex HMAC of a query as Shopify signs install and OAuth redirects (all params but `hmac`, sorted). */
export function shopifyQueryHmac(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Checks the `hmac` of an install request or OAuth callback: signature, shop hostname and a fresh
 * timestamp (shopify-api allows 90 s). Returns the shop handle when valid, else null.
 */
export function verifyShopifyQuery(
  query: URLSearchParams | Record<string, string>,
  secret: string,
  opts: { maxAgeSeconds?: number; now?: number } = {},
): string | null {
  const params = query instanceof URLSearchParams ? Object.fromEntries(query) : { ...query };
  const given = params.hmac;
  if (!given || !params.shop || !params.timestamp) return null;
  if (!safeEqual(shopifyQueryHmac(params, secret), given)) return null;
  const age = (opts.now ?? Date.now()) / 1000 - Number(params.timestamp);
  if (!(Math.abs(age) <= (opts.maxAgeSeconds ?? 90))) return null;
  return params.shop.endsWith('.myshopify.com') ? shopHandle(params.shop) : null;
}

/** Webhook check: base64 HMAC-SHA256 of the exact raw body, compared in constant time. */
export function verifyShopifyWebhook(rawBody: Buffer | string, hmacHeader: string | undefined | null, secret: string): boolean {
  if (!hmacHeader) return false;
  const digest = createHmac('sha256', secret).update(rawBody).digest('base64');
  return safeEqual(digest, hmacHeader);
}
