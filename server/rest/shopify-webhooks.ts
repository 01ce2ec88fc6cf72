// POST /api/v1/shopify_event: Shopify's webhooks (spec 002 §7). The HMAC covers the exact raw
// body, so this handler needs express.raw() before any JSON parser: mount it ahead of the REST
// router's express.json().
import express, { type RequestHandler } from 'express';
import type { AppServices } from '../services.ts';
import { createShopifyWebhookReceiver } from '../integrations/shopify/index.ts';
import { markShopifyUninstalled } from '../modules/connections/shopify.service.ts';

/** raw body → 401 on a bad signature (Shopify requires it), else 200; app/uninstalled marks the connection. */
export function shopifyWebhookHandlers(app: AppServices): RequestHandler[] {
  const receive = app.clients.shopify ? createShopifyWebhookReceiver({ secret: app.clients.shopify.apiSecret }) : null;
  const handler: RequestHandler = async (req, res, next) => {
    try {
      if (!receive) return void res.status(401).json({ statusCode: 401, message: 'Shopify is not configured' });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await receive(raw, req.headers);
      if (outcome.status === 401) return void res.status(401).json({ statusCode: 401, message: 'Invalid webhook signature' });
      if (!outcome.duplicate && outcome.webhook.topic === 'app/uninstalled') {
        const n = await markShopifyUninstalled(app, outcome.webhook.shop);
        req.log?.info({ shop: outcome.webhook.shop, connections: n }, 'Shopify app uninstalled: reauthorisation needed');
      }
      res.status(200).json({ ok: true });
    } catch (err) {
      next(err);
    }
  };
  return [express.raw({ type: () => true, limit: '2mb' }), handler];
}
