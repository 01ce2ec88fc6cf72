// The public webhook endpoints of Shopify and eBay (Stripe's is with billing): anyone can call them, so
// each is rate-limited per client address and size-limited, and refusals are capped lower still.
import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { EBAY_ACCOUNT_DELETION_PATH } from '../channels/ebay/account-deletion.ts';
import { EBAY_NOTIFICATIONS_PATH } from '../channels/ebay/order-notifications.ts';
import { ebayChallengeHandler, ebayNotificationHandlers } from './ebay-account-deletion.ts';
import { limitRefusals, limitRequests } from './rate-window.ts';
import { shopifyGdprHandlers, shopifyWebhookHandlers } from './shopify-webhooks.ts';

const MINUTE = 60_000;
const EBAY_PATH = EBAY_ACCOUNT_DELETION_PATH.slice('/api/v1'.length);
const EBAY_NOTIFICATIONS = EBAY_NOTIFICATIONS_PATH.slice('/api/v1'.length);

/** Mounted under /api/v1 before the JSON parser (the signatures cover the raw bodies). */
export function webhookRoutes(app: AppServices): Router {
  const r = Router();
  // Generous for real senders (eBay sends a deletion for every eBay account closed, ours or not);
  // strangers sending forgeries are cut off after a few.
  const requests = limitRequests(app.pool, { bucket: 'webhook-requests', limit: 1200, windowMs: MINUTE });
  const refusals = limitRefusals(app.pool, { bucket: 'webhook-refusals', limit: 20, windowMs: MINUTE });
  const guard = [requests, refusals];
  r.post('/shopify_event', ...guard, ...shopifyWebhookHandlers(app));
  r.post('/gdpr/:type/:action', ...guard, ...shopifyGdprHandlers(app));
  r.get(EBAY_PATH, requests, ebayChallengeHandler(app));
  r.post(EBAY_PATH, ...guard, ...ebayNotificationHandlers(app));
  // The app's Notification API destination (ORDER_CONFIRMATION): eBay checks it when it is created.
  r.get(EBAY_NOTIFICATIONS, requests, ebayChallengeHandler(app, EBAY_NOTIFICATIONS_PATH));
  r.post(EBAY_NOTIFICATIONS, ...guard, ...ebayNotificationHandlers(app));
  return r;
}
