// eBay's notification endpoints (api-notes §2.2): Marketplace Account Deletion at
// /api/v1/ebay/marketplace-account-deletion (registered in eBay's portal) and the Notification API
// destination /api/v1/ebay/notifications (ORDER_CONFIRMATION). GET answers eBay's endpoint check
// for that URL, POST takes signed notifications of any topic (raw body: the signature covers the
// exact bytes).
import express, { type RequestHandler } from 'express';
import type { AppServices } from '../services.ts';
import { answerEbayChallenge } from '../channels/ebay/account-deletion.ts';
import { handleChannelWebhook } from '../modules/webhooks/inbound.ts';

/** `path`: our path eBay registered (with the public URL, it is hashed into the answer). */
export function ebayChallengeHandler(app: AppServices, path?: string): RequestHandler {
  return (req, res) => {
    const outcome = answerEbayChallenge(app, req.query.challenge_code, path);
    if (outcome.status !== 200) return void res.status(outcome.status).json({ statusCode: outcome.status, message: outcome.reason });
    res.status(200).json({ challengeResponse: outcome.challengeResponse });
  };
}

/** 204 once applied (or already applied), 412 when the signature does not verify. */
export function ebayNotificationHandlers(app: AppServices): RequestHandler[] {
  const handler: RequestHandler = async (req, res, next) => {
    try {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const outcome = await handleChannelWebhook(app, 'EBAY', raw, req.headers);
      if (outcome.status === 'applied') return void res.status(204).end();
      if (outcome.httpStatus === 412) await (res.locals.refused as (() => Promise<unknown>) | undefined)?.();
      res.status(outcome.httpStatus).json({ statusCode: outcome.httpStatus, message: outcome.reason });
    } catch (err) {
      next(err);
    }
  };
  // A notification (deletion, order confirmation) is well under 1 KB.
  return [express.raw({ type: () => true, limit: '64kb' }), handler];
}
