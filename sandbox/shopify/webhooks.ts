import { randomUUID } from 'node:crypto';
import { signWebhook } from './hmac.ts';
import { SUBSET_VERSION } from './schema/selection.ts';
import type { ShopifySandboxState, ShopRecord, WebhookDelivery } from './state.ts';

export const COMPLIANCE_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'];
/**
 * ListBridge's compliance endpoints, one per topic as the app's configuration lists them:
 * POST <productUrl>/api/v1/gdpr/{type}/{action} (spec 002 §7).
 */
export const defaultComplianceUrls = (productUrl: string): Record<string, string> =>
  Object.fromEntries(COMPLIANCE_TOPICS.map((t) => [t, `${productUrl}/api/v1/gdpr/${t}`]));
export const enumOfTopic = (topic: string) => topic.toUpperCase().replace(/\//g, '_');

async function attempt(state: ShopifySandboxState, d: WebhookDelivery, eventId: string): Promise<WebhookDelivery> {
  const at = new Date(state.clock.now()).toISOString();
  try {
    const res = await fetch(d.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': d.topic,
        'x-shopify-hmac-sha256': signWebhook(d.body, state.app.apiSecret),
        'x-shopify-shop-domain': `${d.shop}.myshopify.com`,
        'x-shopify-api-version': SUBSET_VERSION,
        'x-shopify-webhook-id': d.id,
        'x-shopify-triggered-at': at,
        'x-shopify-event-id': eventId,
      },
      body: d.body,
      signal: AbortSignal.timeout(5000), // Shopify gives an endpoint 5 s to answer
    });
    await res.arrayBuffer().catch(() => undefined);
    d.attempts.push({ at, status: res.status });
  } catch (err) {
    d.attempts.push({ at, status: null, error: (err as Error).message });
  }
  return d;
}

/**
 * Sends `topic` to every subscription of the shop (compliance topics go to the app's compliance URLs,
 * as they are configured in the app, not through the API). One attempt each; a retry with the same
 * X-Shopify-Webhook-Id is available through `/__sandbox/webhooks/deliveries/:id/redeliver`.
 */
export async function fireTopic(state: ShopifySandboxState, shop: ShopRecord, topic: string, payload: unknown): Promise<WebhookDelivery[]> {
  const urls = COMPLIANCE_TOPICS.includes(topic)
    ? [state.app.complianceUrls[topic]!]
    : shop.webhooks.filter((w) => w.topic === enumOfTopic(topic)).map((w) => w.callbackUrl);
  const body = JSON.stringify(payload);
  const eventId = randomUUID();
  const out: WebhookDelivery[] = [];
  for (const url of urls) {
    const d: WebhookDelivery = { id: randomUUID(), topic, shop: shop.handle, url, body, attempts: [] };
    state.deliveries.push(d);
    out.push(await attempt(state, d, eventId));
  }
  return out;
}

export function redeliver(state: ShopifySandboxState, d: WebhookDelivery): Promise<WebhookDelivery> {
  return attempt(state, d, randomUUID());
}
