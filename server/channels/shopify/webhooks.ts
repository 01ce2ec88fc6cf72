// Shopify's webhooks (spec 002 §7): the base64 HMAC of the exact raw body with the app secret,
// the topic from X-Shopify-Topic (or the compliance route's path), one delivery per
// X-Shopify-Webhook-Id, and what each topic changes. Applied once by server/modules/webhooks.
import { createHash } from 'node:crypto';
import { verifyShopifyWebhook } from '../../integrations/shopify/index.ts';
import { markShopifyShopUninstalled, removeShopifyShopData, sellersOfShopifyShop } from '../../modules/connections/removal.ts';
import type { ChannelWebhooks, WebhookHeaders } from '../types.ts';

/** The mandatory compliance topics, served at POST /api/v1/gdpr/{type}/{action}. */
export const SHOPIFY_GDPR_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;
export type ShopifyGdprTopic = (typeof SHOPIFY_GDPR_TOPICS)[number];
export const isShopifyGdprTopic = (t: string): t is ShopifyGdprTopic => (SHOPIFY_GDPR_TOPICS as readonly string[]).includes(t);

const header = (h: WebhookHeaders, name: string): string | null => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
};

/** Order numbers as the GDPR topics send them (numbers or strings), kept only when they are order numbers. */
const orderNumbers = (ids: unknown) => (Array.isArray(ids) ? ids.map(String).filter((id) => /^\d+$/.test(id)) : []);

export const shopifyWebhooks: ChannelWebhooks = {
  provider: 'shopify',

  /**
   * 401 unless the HMAC verifies (Shopify requires 401); `pathTopic` is the compliance route's topic
   * (their URLs are configured per topic), else X-Shopify-Topic.
   */
  async read(deps, rawBody, headers, pathTopic) {
    const secret = deps.clients.shopify?.apiSecret;
    // Without the app secret nothing can be verified, so nothing is accepted.
    if (!secret || !verifyShopifyWebhook(rawBody, header(headers, 'x-shopify-hmac-sha256'), secret)) {
      return { ok: false, status: 401, reason: 'Invalid webhook signature' };
    }
    let payload: Record<string, unknown>;
    try {
      const parsed = JSON.parse(rawBody.toString('utf8')) as unknown;
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      payload = parsed as Record<string, unknown>;
    } catch {
      return { ok: false, status: 400, reason: 'The webhook body must be a JSON object' };
    }
    const topic = pathTopic ?? header(headers, 'x-shopify-topic') ?? '';
    if (!topic) return { ok: false, status: 400, reason: 'X-Shopify-Topic is missing' };
    const shop = String((typeof payload.shop_domain === 'string' && payload.shop_domain) || header(headers, 'x-shopify-shop-domain') || '').toLowerCase();
    // A delivery without an id (never from Shopify) is de-duplicated by its signed content instead.
    const deliveryId = header(headers, 'x-shopify-webhook-id') || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
    return { ok: true, delivery: { deliveryId, topic, account: shop || null, payload } };
  },

  /** Returns how many of our rows the topic changed. */
  async apply(tx, { topic, account, payload }, effects) {
    const shop = account ?? '';
    switch (topic) {
      case 'products/delete': {
        // Shopify sends the product's numeric id only.
        const id = typeof payload.id === 'number' || typeof payload.id === 'string' ? String(payload.id) : '';
        if (!/^\d+$/.test(id)) return 0;
        return effects.forgetListing(await sellersOfShopifyShop(tx, shop), `gid://shopify/Product/${id}`);
      }
      case 'app/uninstalled':
        return markShopifyShopUninstalled(tx, shop);
      case 'shop/redact': {
        // The shop's connections and the sellers' Shopify listings (product ids, errors) go together.
        const sellers = await removeShopifyShopData(tx, shop);
        await effects.forgetListings(sellers);
        return sellers.length;
      }
      case 'orders/create':
      case 'orders/updated': {
        // The order itself is read through the API by the seller's import (one path for polls and webhooks).
        const sellers = await sellersOfShopifyShop(tx, shop);
        await effects.importOrders(sellers);
        return sellers.length;
      }
      case 'customers/redact':
        // The buyer's name and shipping address on the orders Shopify names are erased.
        return effects.eraseBuyerData(await sellersOfShopifyShop(tx, shop), orderNumbers(payload.orders_to_redact), 'Shopify customers/redact');
      case 'customers/data_request':
        // What we hold of the buyer is the name and address on their orders; the delivery is recorded
        // (our audit trail) with how many orders hold it, for support to send to the merchant.
        return effects.ordersWithBuyerData(await sellersOfShopifyShop(tx, shop), orderNumbers(payload.orders_requested));
      default:
        // Topics we do not act on are recorded and acknowledged.
        return 0;
    }
  },
};
