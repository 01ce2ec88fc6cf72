import { randomBytes } from 'node:crypto';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { sendError } from './errors.ts';
import type { OnbuySandboxState, Seller } from './state.ts';

export const sellerOf = (res: Response) => res.locals.seller as Seller;

/** POST /v2/auth/request-token: consumer_key + secret_key (form or JSON) → raw token for 15 minutes. */
export function authRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.post('/v2/auth/request-token', express.urlencoded({ extended: false }), express.json(), (req, res) => {
    const b = (req.body ?? {}) as Record<string, unknown>;
    const seller = state.sellers.find((s) => s.consumerKey === b.consumer_key && s.secretKey === b.secret_key);
    if (!seller) return sendError(res, 401, 'invalidCredentials', 'The consumer key or secret key is incorrect');
    // A new token replaces the previous one: whoever still holds it gets 401 badToken.
    const expiresAt = state.clock.now() + state.knobs.tokenTtlSeconds * 1000;
    seller.activeToken = { token: randomBytes(32).toString('hex'), expiresAt };
    seller.tokensIssued++;
    res.json({ access_token: seller.activeToken.token, expires_at: Math.floor(expiresAt / 1000) });
  });
  return r;
}

/** Raw token in Authorization (no "Bearer"); expired or replaced tokens get 401 badToken. */
export function requireToken(state: OnbuySandboxState) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (state.knobs.throttleNext > 0) {
      state.knobs.throttleNext--;
      return sendError(res, 429, 'tooManyRequests', 'You have exceeded your API allowance; try again later');
    }
    const token = req.header('authorization')?.trim() ?? '';
    const seller = state.sellers.find((s) => s.activeToken?.token === token);
    if (!token || !seller || seller.activeToken!.expiresAt <= state.clock.now()) {
      state.badTokenRefusals++;
      return sendError(res, 401, 'badToken', 'The access token provided is invalid or has expired');
    }
    res.locals.seller = seller;
    next();
  };
}

/** `site_id` is required almost everywhere; only 2000 (UK) exists. */
export function requireSite(req: Request, res: Response): boolean {
  const raw = req.query.site_id ?? (req.body as Record<string, unknown> | undefined)?.site_id;
  if (raw === undefined || raw === null || raw === '') {
    sendError(res, 400, 'missingParameter', 'site_id is required');
    return false;
  }
  if (Number(raw) !== 2000) {
    sendError(res, 400, 'invalidParameter', `site_id ${String(raw)} does not exist`);
    return false;
  }
  return true;
}
