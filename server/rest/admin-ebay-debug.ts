// The admin-only `ebay/*` debug calls of spec 002 §7 (the eBay debug page's buttons that the
// seller's own screens never use) and /ebay-auth/service/{serviceName}/user/{userId}/clear-cache.
// {userId} is the seller acted on; only an admin reaches these (a seller gets 403, even with their
// own id). Each call is audited by the admin module. JSON answers as eBay sent them; the XML calls
// answer eBay's Trading XML as text/xml. The seller-facing ebay/* calls are in ebay-calls.ts.
import { type Request, type RequestHandler, Router } from 'express';
import type { AppServices } from '../services.ts';
import { adminEbayDebug, clearEbayAuthCache, type EbayDebugCall, type EbayDebugInput } from '../modules/admin/ebay-debug.ts';
import { handle, requireSession } from './auth-middleware.ts';
import { ebayCall } from './ebay-calls.ts';
import { HttpError } from './errors.ts';

/** 403 unless the session is an admin's. */
function adminOnly(): RequestHandler {
  return (req, _res, next) => next(req.viewer?.isAdmin ? undefined : new HttpError(403, 'Forbidden'));
}

export function adminEbayDebugRoutes(app: AppServices): Router {
  const r = Router();
  const guard = [requireSession(app), adminOnly()];

  const route = (method: 'get' | 'post', path: string, call: EbayDebugCall, input: (req: Request) => EbayDebugInput = () => ({})) =>
    r[method](
      `/user/:userId/ebay/${path}`,
      ...guard,
      handle(async (req, res) => {
        const answer = await ebayCall(() => adminEbayDebug(app, req.viewer!.userId, String(req.params.userId), call, input(req)));
        if (answer.format === 'xml') {
          res.type('text/xml; charset=utf-8').send(answer.body);
          return undefined;
        }
        return answer.body ?? {};
      }),
    );

  route('get', 'fetch-user-info', 'USER_INFO');
  route('get', 'get-transactions', 'TRANSACTIONS');
  route('get', 'get-rate-table', 'RATE_TABLE');
  route('get', 'get-kyc', 'KYC');
  route('get', 'get-account-xml', 'ACCOUNT_XML');
  route('get', 'get-seller-profiles', 'SELLER_PROFILES');
  route('get', 'opt-in-to-selling-policy-management', 'OPT_IN_SELLING_POLICY_MANAGEMENT');
  route('get', 'getItemsByItemGroup/:itemId', 'ITEM_GROUP', (req) => ({ itemId: String(req.params.itemId) }));
  route('get', 'getItemXml/:itemId', 'ITEM_XML', (req) => ({ itemId: String(req.params.itemId) }));
  route('post', 'reviseQuantityXml/:itemId', 'REVISE_QUANTITY_XML', (req) => ({ itemId: String(req.params.itemId), quantity: req.body?.quantity }));

  // GET and POST alike (spec 002 §7).
  for (const method of ['get', 'post'] as const) {
    r[method](
      '/ebay-auth/service/:serviceName/user/:userId/clear-cache',
      ...guard,
      handle(async (req) => ({
        success: true,
        service: String(req.params.serviceName),
        ...(await clearEbayAuthCache(app, req.viewer!.userId, String(req.params.userId), String(req.params.serviceName))),
      })),
    );
  }
  return r;
}
