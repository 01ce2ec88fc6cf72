// eBay Marketplace Account Deletion at /api/v1/ebay/marketplace-account-deletion (api-notes §2.2):
// GET answers eBay's endpoint check, POST takes signed notifications (raw body: the signature
// covers the exact bytes).
import express, { type RequestHandler } from 'express';
import type { AppServices } from '../services.ts';
import { answerEbayChallenge } from '../channels/ebay/account-deletion.ts';
import { handleChannelWebhook } from '../modules/webhooks/inbound.ts';

export function ebayChallengeHandler(app: AppServices): RequestHandler {
  return (req, res) => {
    const outcome = answerEbayChallenge(app, req.query.challenge_code);
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
  // A deletion notification is well under 1 KB.
  return [express.raw({ type: () => true, limit: '64kb' }), handler];
}
