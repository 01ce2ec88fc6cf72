// What each Shopify webhook topic does to our data, applied once per X-Shopify-Webhook-Id.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '../../db/prisma.ts';
import type { Logger } from '../../logger.ts';
import { verifyShopifyWebhook } from '../../integrations/shopify/index.ts';
import { markShopifyShopUninstalled, removeShopifyShopData, sellersOfShopifyShop } from '../connections/removal.ts';
import { forgetChannelListings, forgetShopifyProduct } from '../listings/listings.service.ts';
import { queueShopifyOrderImport, redactShopifyOrders, shopifyOrdersWithPersonalData } from '../sales/sales.service.ts';
import { applyOnce, type WebhookTx } from './webhooks.service.ts';

/** The mandatory compliance topics, served at POST /api/v1/gdpr/{type}/{action}. */
export const SHOPIFY_GDPR_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;
export type ShopifyGdprTopic = (typeof SHOPIFY_GDPR_TOPICS)[number];
export const isShopifyGdprTopic = (t: string): t is ShopifyGdprTopic => (SHOPIFY_GDPR_TOPICS as readonly string[]).includes(t);

type Deps = { prisma: PrismaClient; log: Logger; clients: { shopify: { apiSecret: string } | null } };
type Headers = Record<string, string | string[] | undefined>;

export type ShopifyWebhookOutcome =
  | { status: 401; reason: string }
  | { status: 400; reason: string }
  | { status: 200; duplicate: boolean; topic: string; shop: string; changed: number };

const header = (h: Headers, name: string): string | null => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v) ?? null;
};

/**
 * One Shopify delivery: 401 unless the base64 HMAC of the exact raw body verifies (Shopify requires
 * 401), then the topic applied once. `topic` is the path's topic for the GDPR routes (their URL is
 * configured per topic), else X-Shopify-Topic.
 */
export async function handleShopifyWebhook(deps: Deps, rawBody: Buffer, headers: Headers, pathTopic?: ShopifyGdprTopic): Promise<ShopifyWebhookOutcome> {
  const secret = deps.clients.shopify?.apiSecret;
  // Without the app secret nothing can be verified, so nothing is accepted.
  if (!secret || !verifyShopifyWebhook(rawBody, header(headers, 'x-shopify-hmac-sha256'), secret)) return { status: 401, reason: 'Invalid webhook signature' };
  let payload: Record<string, unknown>;
  try {
    const parsed = JSON.parse(rawBody.toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    payload = parsed as Record<string, unknown>;
  } catch {
    return { status: 400, reason: 'The webhook body must be a JSON object' };
  }
  const topic = pathTopic ?? header(headers, 'x-shopify-topic') ?? '';
  if (!topic) return { status: 400, reason: 'X-Shopify-Topic is missing' };
  const shop = String((typeof payload.shop_domain === 'string' && payload.shop_domain) || header(headers, 'x-shopify-shop-domain') || '').toLowerCase();
  // A delivery without an id (never from Shopify) is de-duplicated by its signed content instead.
  const deliveryId = header(headers, 'x-shopify-webhook-id') || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;

  const outcome = await applyOnce(deps, { provider: 'shopify', deliveryId, topic, account: shop || null }, (tx) => applyTopic(tx, topic, shop, payload));
  if (outcome.status === 'duplicate') return { status: 200, duplicate: true, topic, shop, changed: 0 };
  deps.log.info({ topic, shop, deliveryId, changed: outcome.result }, 'Shopify webhook applied');
  return { status: 200, duplicate: false, topic, shop, changed: outcome.result };
}

/** Returns how many of our rows the topic changed. */
async function applyTopic(tx: WebhookTx, topic: string, shop: string, payload: Record<string, unknown>): Promise<number> {
  switch (topic) {
    case 'products/delete': {
      // Shopify sends the product's numeric id only.
      const id = typeof payload.id === 'number' || typeof payload.id === 'string' ? String(payload.id) : '';
      if (!/^\d+$/.test(id)) return 0;
      return forgetShopifyProduct(tx, await sellersOfShopifyShop(tx, shop), `gid://shopify/Product/${id}`);
    }
    case 'app/uninstalled':
      return markShopifyShopUninstalled(tx, shop);
    case 'shop/redact': {
      // The shop's connections and the sellers' Shopify listings (product ids, errors) go together.
      const sellers = await removeShopifyShopData(tx, shop);
      await forgetChannelListings(tx, sellers, 'SHOPIFY');
      return sellers.length;
    }
    case 'orders/create':
    case 'orders/updated': {
      // The order itself is read through the API by the seller's import (one path for polls and webhooks).
      const sellers = await sellersOfShopifyShop(tx, shop);
      await queueShopifyOrderImport(tx, sellers);
      return sellers.length;
    }
    case 'customers/redact':
      // The buyer's name and shipping address on the orders Shopify names are erased.
      return redactShopifyOrders(tx, await sellersOfShopifyShop(tx, shop), Array.isArray(payload.orders_to_redact) ? payload.orders_to_redact : []);
    case 'customers/data_request':
      // What we hold of the buyer is the name and address on their orders; the delivery is recorded
      // (our audit trail) with how many orders hold it, for support to send to the merchant.
      return shopifyOrdersWithPersonalData(tx, await sellersOfShopifyShop(tx, shop), Array.isArray(payload.orders_requested) ? payload.orders_requested : []);
    default:
      // Topics we subscribe to later (orders/create …) are recorded and acknowledged.
      return 0;
  }
}
