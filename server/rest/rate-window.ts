// Express middleware over the Postgres rate limits (server/modules/system/rate-limits.ts), keyed by
// client address: they bound the work (HMAC, ECDSA, eBay key look-ups) one address can cause on the
// public webhook endpoints, across every web process.
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import { hitRateLimit, type RateLimit, rateLimitExceeded } from '../modules/system/rate-limits.ts';
import { HttpError } from './errors.ts';

const clientKey = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** 429 with Retry-After once an address has used up `limit` in this window. */
export function limitRequests(db: pg.Pool, limit: RateLimit): RequestHandler {
  return (req, res, next) => {
    hitRateLimit(db, limit, clientKey(req)).then((r) => {
      if (r.allowed) return next();
      res.setHeader('retry-after', String(r.retryAfterSeconds));
      next(new HttpError(429, 'Too many requests, please retry later'));
    }, next);
  };
}

/**
 * Refused deliveries (bad signatures) are capped much lower than good ones: a real sender never
 * fails verification, so only a stranger reaches this limit. `res.locals.refused()` counts one refusal.
 */
export function limitRefusals(db: pg.Pool, limit: RateLimit): RequestHandler {
  return (req, res, next) => {
    const key = clientKey(req);
    rateLimitExceeded(db, limit, key).then((r) => {
      if (!r.allowed) {
        res.setHeader('retry-after', String(r.retryAfterSeconds));
        return next(new HttpError(429, 'Too many refused requests, please retry later'));
      }
      res.locals.refused = () => hitRateLimit(db, limit, key);
      next();
    }, next);
  };
}
