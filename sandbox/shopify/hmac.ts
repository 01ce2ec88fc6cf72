import { createHmac } from 'node:crypto';

/**
 * Shopify's query signature (install and OAuth redirects): drop `hmac`, sort the rest by key,
 * join as k=v with &, HMAC-SHA256 with the app secret, hex.
 */
export function signQuery(params: Record<string, string>, secret: string): string {
  const message = Object.keys(params)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Webhook signature: base64 HMAC-SHA256 of the raw body with the app secret. */
export function signWebhook(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('base64');
}

/** The `host` parameter Shopify adds: base64 of the shop's admin address. */
export const hostParam = (shop: string) => Buffer.from(`admin.shopify.com/store/${shop}`).toString('base64url');
