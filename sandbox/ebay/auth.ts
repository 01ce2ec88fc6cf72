import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ebayErrors, sendErrors } from './errors.ts';
import type { EbaySandboxState, EbayUser } from './state.ts';

export const SCOPE_BASE = 'https://api.ebay.com/oauth/api_scope';
export const SCOPES = {
  base: SCOPE_BASE,
  inventory: `${SCOPE_BASE}/sell.inventory`,
  account: `${SCOPE_BASE}/sell.account`,
  fulfillment: `${SCOPE_BASE}/sell.fulfillment`,
  identity: `${SCOPE_BASE}/commerce.identity.readonly`,
};

/** Scopes eBay grants to a user token (authorization-code grant); consent refuses anything else. */
export const KNOWN_USER_SCOPES = new Set(
  [
    '',
    '/sell.marketing.readonly',
    '/sell.marketing',
    '/sell.inventory.readonly',
    '/sell.inventory',
    '/sell.account.readonly',
    '/sell.account',
    '/sell.fulfillment.readonly',
    '/sell.fulfillment',
    '/sell.analytics.readonly',
    '/sell.finances',
    '/sell.payment.dispute',
    '/commerce.identity.readonly',
    '/sell.reputation',
    '/sell.reputation.readonly',
    '/commerce.notification.subscription',
    '/commerce.notification.subscription.readonly',
    '/sell.stores',
    '/sell.stores.readonly',
  ].map((s) => `${SCOPE_BASE}${s}`),
);

/** The authenticated seller of a request (set by `requireUserToken`). */
export function userOf(res: Response): EbayUser {
  return res.locals.user as EbayUser;
}

/**
 * Injected throttling: eBay answers an exhausted quota with 429 errorId 2001 and documents no
 * per-second headers; `/__sandbox/throttle` arms the next N calls, optionally with Retry-After.
 */
export function throttle(state: EbaySandboxState): RequestHandler {
  return (_req, res, next) => {
    if (state.knobs.throttleNext > 0) {
      state.knobs.throttleNext--;
      if (state.knobs.retryAfterSeconds !== null) res.setHeader('Retry-After', String(state.knobs.retryAfterSeconds));
      return sendErrors(res, 429, [ebayErrors.tooManyRequests()]);
    }
    next();
  };
}

function bearerToken(req: Request): string | null {
  const h = req.header('authorization');
  const m = h ? /^Bearer\s+(.+)$/i.exec(h.trim()) : null;
  return m ? m[1]! : null;
}

/** User access token with `scope` (or, when `allowAppToken`, an application token too). */
export function requireToken(state: EbaySandboxState, scope: string, allowAppToken = false): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const rec = token ? state.accessTokens.get(token) : undefined;
    if (!rec || rec.expiresAt <= state.clock.now()) return sendErrors(res, 401, [ebayErrors.invalidToken()]);
    if (rec.userId === null && !allowAppToken) return sendErrors(res, 403, [ebayErrors.insufficientScope()]);
    // A scope's ".readonly" variant is enough for reads.
    const ok = rec.scopes.some((s) => s === scope || (req.method === 'GET' && s === `${scope}.readonly`)) || (scope === SCOPE_BASE && rec.scopes.length > 0);
    if (!ok) return sendErrors(res, 403, [ebayErrors.insufficientScope()]);
    if (rec.userId) res.locals.user = state.users.get(rec.userId);
    next();
  };
}
