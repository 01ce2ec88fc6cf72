// Shopify's webhooks (spec 002 §7): POST /api/v1/shopify_event (topics we subscribe to through
// the API, e.g. app/uninstalled) and POST /api/v1/gdpr/{type}/{action} (the three mandatory
// compliance topics, whose URLs are set in the app's configuration). The HMAC covers the exact raw
// body, so these handlers read it with express.raw() before any JSON parser.
import express, { type RequestHandler, type Response } from 'express';
import type { AppServices } from '../services.ts';
import { isShopifyGdprTopic } from '../channels/shopify/webhooks.ts';
import { type ChannelWebhookOutcome, handleChannelWebhook } from '../modules/webhooks/inbound.ts';
import { HttpError } from './errors.ts';

async function answer(res: Response, outcome: ChannelWebhookOutcome) {
  if (outcome.status === 'refused') {
    await (res.locals.refused as (() => Promise<unknown>) | undefined)?.();
    return void res.status(outcome.httpStatus).json({ statusCode: outcome.httpStatus, message: outcome.reason });
  }
  res.status(200).json({ ok: true, duplicate: outcome.duplicate });
}

/** raw body → 401 on a bad signature (Shopify requires it), else 200; each delivery applied once. */
export function shopifyWebhookHandlers(app: AppServices): RequestHandler[] {
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await answer(res, await handleChannelWebhook(app, 'SHOPIFY', raw, req.headers));
    } catch (err) {
      next(err);
    }
  };
  return [express.raw({ type: () => true, limit: '2mb' }), handler];
}

/**
 * POST /gdpr/{type}/{action}: customers/data_request, customers/redact, shop/redact. Other paths
 * are 404 before anything is read. Compliance payloads are small (ids, an email, order ids).
 */
export function shopifyGdprHandlers(app: AppServices): RequestHandler[] {
  const topicOf = (params: Record<string, unknown>) => `${params.type}/${params.action}`;
  const known: RequestHandler = (req, _res, next) => next(isShopifyGdprTopic(topicOf(req.params)) ? undefined : new HttpError(404, 'Unknown GDPR topic'));
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      await answer(res, await handleChannelWebhook(app, 'SHOPIFY', raw, req.headers, topicOf(req.params)));
    } catch (err) {
      next(err);
    }
  };
  return [known, express.raw({ type: () => true, limit: '256kb' }), handler];
}
