import { verifyShopifyWebhook } from './hmac.ts';

export interface ShopifyWebhook {
  topic: string;
  shop: string;
  webhookId: string;
  apiVersion: string | null;
  payload: unknown;
}

export type WebhookOutcome = { status: 401; reason: string } | { status: 200; duplicate: boolean; webhook: ShopifyWebhook };

/** Remembers webhook ids already handled (Shopify retries with the same X-Shopify-Webhook-Id). */
export interface SeenWebhooks {
  /** True when `id` was new and is now recorded. */
  add(id: string): boolean | Promise<boolean>;
}

export function memorySeenWebhooks(max = 10_000): SeenWebhooks {
  const seen = new Set<string>();
  return {
    add(id) {
      if (seen.has(id)) return false;
      seen.add(id);
      if (seen.size > max) seen.delete(seen.values().next().value!);
      return true;
    },
  };
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;
const header = (h: HeaderBag, name: string) => {
  if (h instanceof Headers) return h.get(name);
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? null) : (v ?? null);
};

/**
 * Framework-free webhook intake: 401 when the HMAC over the raw body is wrong (Shopify requires 401),
 * 200 for a good one, with `duplicate` set when the same delivery arrives again.
 */
export function createShopifyWebhookReceiver(opts: { secret: string; seen?: SeenWebhooks }) {
  const seen = opts.seen ?? memorySeenWebhooks();
  return async function receive(rawBody: Buffer | string, headers: HeaderBag): Promise<WebhookOutcome> {
    if (!verifyShopifyWebhook(rawBody, header(headers, 'x-shopify-hmac-sha256'), opts.secret)) return { status: 401, reason: 'invalid HMAC' };
    const webhookId = header(headers, 'x-shopify-webhook-id') ?? '';
    const topic = header(headers, 'x-shopify-topic') ?? '';
    const shop = header(headers, 'x-shopify-shop-domain') ?? '';
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
    } catch {
      return { status: 401, reason: 'body is not JSON' };
    }
    const fresh = webhookId ? await seen.add(webhookId) : true;
    return { status: 200, duplicate: !fresh, webhook: { topic, shop, webhookId, apiVersion: header(headers, 'x-shopify-api-version'), payload } };
  };
}
