import express, { type Router } from 'express';
import { SCOPES, requireToken, userOf } from './auth.ts';
import type { EbaySandboxState } from './state.ts';

/**
 * Identity API `GET /commerce/identity/v1/user/` (eBay serves it on apiz.; the sandbox on its one
 * base URL, handed to the product as EBAY_IDENTITY_URL). With the default scope an individual
 * account shows only public data: ids, user name, account type, status.
 */
export function identityRoutes(state: EbaySandboxState): Router {
  const r = express.Router();
  r.get('/commerce/identity/v1/user/', requireToken(state, SCOPES.identity), (_req, res) => {
    const user = userOf(res);
    res.json({ userId: user.userId, username: user.username, accountType: 'INDIVIDUAL', registrationMarketplaceId: 'EBAY_GB', status: 'CONFIRMED' });
  });
  return r;
}
