// A fixed-window counter per key (client address), in process memory. For the public webhook
// endpoints, which strangers can call: it bounds the work (HMAC, ECDSA, eBay key look-ups) one
// address can cause. Per process on purpose: a shared counter would cost a database write per
// request, which is the load this exists to avoid.
import type { Request, RequestHandler } from 'express';
import { HttpError } from './errors.ts';

export interface RateWindow {
  /** Counts one event for `key`; false when the key is over its limit in this window. */
  hit(key: string): boolean;
  /** True when `key` is already over its limit (counts nothing). */
  exceeded(key: string): boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds(): number;
}

export function rateWindow(opts: { limit: number; windowMs: number; maxKeys?: number; now?: () => number }): RateWindow {
  const now = opts.now ?? Date.now;
  const maxKeys = opts.maxKeys ?? 50_000;
  let windowStart = now();
  let counts = new Map<string, number>();
  const roll = () => {
    const t = now();
    if (t - windowStart >= opts.windowMs) {
      windowStart = t - ((t - windowStart) % opts.windowMs);
      counts = new Map();
    }
  };
  return {
    hit(key) {
      roll();
      const n = (counts.get(key) ?? 0) + 1;
      // Many distinct addresses in one window: stop tracking new ones rather than grow without end;
      // they still meet the signature check.
      if (counts.has(key) || counts.size < maxKeys) counts.set(key, n);
      return n <= opts.limit;
    },
    exceeded(key) {
      roll();
      return (counts.get(key) ?? 0) >= opts.limit;
    },
    retryAfterSeconds() {
      return Math.max(1, Math.ceil((windowStart + opts.windowMs - now()) / 1000));
    },
  };
}

const clientKey = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** 429 with Retry-After once an address has used up `w` in this window. */
export function limitRequests(w: RateWindow): RequestHandler {
  return (req, res, next) => {
    if (w.hit(clientKey(req))) return next();
    res.setHeader('retry-after', String(w.retryAfterSeconds()));
    next(new HttpError(429, 'Too many requests, please retry later'));
  };
}

/**
 * Refused deliveries (bad signatures) are capped much lower than good ones: a real sender never
 * fails verification, so only a stranger reaches this limit. `req.refused()` counts one refusal.
 */
export function limitRefusals(w: RateWindow): RequestHandler {
  return (req, res, next) => {
    const key = clientKey(req);
    if (w.exceeded(key)) {
      res.setHeader('retry-after', String(w.retryAfterSeconds()));
      return next(new HttpError(429, 'Too many refused requests, please retry later'));
    }
    res.locals.refused = () => w.hit(key);
    next();
  };
}
