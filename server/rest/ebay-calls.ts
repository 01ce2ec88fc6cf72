// The legacy `ebay/…` read-and-poke calls of spec 002 §7 that the listing screens use: thin calls
// through the seller's own eBay session (connections' sessionFor), answered with eBay's JSON as it
// is. eBay itself scopes every answer to the seller's eBay account; ownerOnly keeps the path to
// the seller's own id. The spec names paths only; the choices:
// - getItem/{itemId}: eBay's REST APIs have no GetItem by item (listing) id for sellers, so it is
//   the seller's listing with that item id, its offer and its inventory item: { itemId, sku, offer, inventoryItem }.
// - getInventoryItems: eBay's page as is ({ total, size, inventoryItems, … }), query limit (1–200, default 100) and offset.
// - reviseQuantity/{itemId} with JSON { quantity }: bulkUpdatePriceQuantity for that listing's offer
//   and SKU; answers { success, itemId, quantity } or eBay's refusal as 400 with eBay's message.
import { Router, type Request, type RequestHandler } from 'express';
import { AuditUnavailableError } from '../modules/admin/admin.errors.ts';
import { completeAudit, recordAudit } from '../modules/admin/admin.service.ts';
import type { AppServices } from '../services.ts';
import { ebayMessage } from '../channels/ebay/adapter.ts';
import { ConnectionNeedsReauthError, ConnectionNotFoundError } from '../modules/connections/connections.errors.ts';
import { sessionFor, type EbaySession } from '../modules/connections/sessions.ts';
import { ListingNotFoundError, ListingValidationError } from '../modules/listing-actions/listings.errors.ts';
import { EbayNotAuthorizedError, EbayReauthorizationNeededError } from '../channels/ebay/connection-errors.ts';
import { getListingByExternalId } from '../modules/listings/listings.service.ts';
import { EbayApiError, EbayReauthorizationNeeded } from '../integrations/ebay/index.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';

/** The seller's eBay session; the listing alerts when there is none or it was revoked. */
async function ebaySession(app: AppServices, userId: string): Promise<EbaySession> {
  try {
    return await sessionFor(app, userId, 'ebay');
  } catch (err) {
    if (err instanceof ConnectionNotFoundError) throw new EbayNotAuthorizedError();
    if (err instanceof ConnectionNeedsReauthError) throw new EbayReauthorizationNeededError();
    throw err;
  }
}

/** eBay's refusals keep their status (404 stays 404) and message; eBay's outages are a 502. */
export async function ebayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof EbayReauthorizationNeeded || err instanceof ConnectionNeedsReauthError) throw new EbayReauthorizationNeededError();
    if (err instanceof EbayApiError) {
      const status = err.status >= 400 && err.status < 500 && err.status !== 401 ? err.status : 502;
      throw new HttpError(status, ebayMessage(err.errors, err.message), { code: 'EBAY_ERROR', errors: err.errors });
    }
    throw err;
  }
}

function intParam(value: unknown, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ListingValidationError(`${name} must be an integer from ${min} to ${max}`);
  return n;
}

/**
 * An admin's call on another seller's eBay account (the debug page) is audited before it runs,
 * reads too (when it cannot be, it does not run), and completed with how it was answered.
 */
function auditAdmin(app: AppServices): RequestHandler {
  return (req, res, next) => {
    const viewer = req.viewer!;
    const userId = String(req.params.userId);
    if (!viewer.isAdmin || viewer.userId === userId) return next();
    const asked = { call: `ebay/${req.path.split('/ebay/')[1] ?? ''}`, query: req.query, body: req.body ?? null };
    recordAudit(app, { adminId: viewer.userId, targetUserId: userId, action: 'ebay_debug', after: asked }, 'started').then(
      (id) => {
        // The answer's status says whether eBay answered (2xx) or refused; its body is the admin's to read.
        res.on('finish', () => {
          const failed = res.statusCode >= 400;
          void completeAudit(app, id, failed ? 'failed' : 'done', { before: null, after: failed ? { ...asked, status: res.statusCode } : asked });
        });
        next();
      },
      (err) => {
        app.log.error({ err, targetUserId: userId }, 'could not record an admin eBay call: refused');
        next(new AuditUnavailableError());
      },
    );
  };
}

/** /api/v1/user/{userId}/ebay/{getItem,getOffers,getOffer,getInventoryItem,getInventoryItems,getOrders,reviseQuantity}. */
export function ebayCallRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app), auditAdmin(app)];
  const id = (req: Request) => String(req.params.userId);
  const param = (req: Request, name: string) => String(req.params[name]);

  /** The seller's eBay listing with that item id, or the same 404 whether it is another's or none. */
  const listingOf = async (req: Request) => {
    const listing = await getListingByExternalId(app, id(req), 'EBAY', param(req, 'itemId'));
    if (!listing?.offerId || !listing.sku) throw new ListingNotFoundError();
    return listing;
  };

  r.get(
    '/user/:userId/ebay/getItem/:itemId',
    ...scoped,
    handle(async (req) => {
      const listing = await listingOf(req);
      const { api } = await ebaySession(app, id(req));
      const [offer, inventoryItem] = await ebayCall(() => Promise.all([api.offers.get(listing.offerId!), api.inventory.getItem(listing.sku!)]));
      return { itemId: listing.externalId, sku: listing.sku, offer, inventoryItem };
    }),
  );
  r.get(
    '/user/:userId/ebay/getOffers/:sku',
    ...scoped,
    handle(async (req) => {
      const s = await ebaySession(app, id(req));
      return { offers: await ebayCall(() => s.api.offers.listForSku(param(req, 'sku'), s.marketplaceId ?? undefined)) };
    }),
  );
  r.get(
    '/user/:userId/ebay/getOffer/:offerId',
    ...scoped,
    handle(async (req) => {
      const { api } = await ebaySession(app, id(req));
      return ebayCall(() => api.offers.get(param(req, 'offerId')));
    }),
  );
  r.get(
    '/user/:userId/ebay/getInventoryItem/:sku',
    ...scoped,
    handle(async (req) => {
      const { api } = await ebaySession(app, id(req));
      return ebayCall(() => api.inventory.getItem(param(req, 'sku')));
    }),
  );
  // getOrders (query): eBay's page of the seller's orders as is; limit 1–200 (default 50), offset,
  // and created_from / modified_from (ISO dates) for eBay's creationdate / lastmodifieddate filters.
  r.get(
    '/user/:userId/ebay/getOrders',
    ...scoped,
    handle(async (req) => {
      const limit = intParam(req.query.limit, 'limit', 1, 200, 50);
      const offset = intParam(req.query.offset, 'offset', 0, 1_000_000, 0);
      const date = (name: string) => {
        const v = req.query[name];
        if (v === undefined || v === '') return undefined;
        const d = new Date(String(v));
        if (Number.isNaN(d.getTime())) throw new ListingValidationError(`${name} must be an ISO 8601 date`);
        return d;
      };
      const createdFrom = date('created_from');
      const modifiedFrom = date('modified_from');
      const { api } = await ebaySession(app, id(req));
      return ebayCall(() => api.fulfillment.getOrders({ limit, offset, ...(createdFrom ? { createdFrom } : {}), ...(modifiedFrom ? { modifiedFrom } : {}) }));
    }),
  );
  r.post(
    '/user/:userId/ebay/getInventoryItems',
    ...scoped,
    handle(async (req) => {
      const limit = intParam(req.query.limit, 'limit', 1, 200, 100);
      const offset = intParam(req.query.offset, 'offset', 0, 1_000_000, 0);
      const { api } = await ebaySession(app, id(req));
      return ebayCall(() => api.inventory.getItems({ limit, offset }));
    }),
  );
  r.post(
    '/user/:userId/ebay/reviseQuantity/:itemId',
    ...scoped,
    handle(async (req) => {
      const quantity = req.body?.quantity;
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 999_999) throw new ListingValidationError('quantity must be an integer from 0 to 999999');
      const listing = await listingOf(req);
      const { api } = await ebaySession(app, id(req));
      const [outcome] = await ebayCall(() =>
        api.inventory.bulkUpdatePriceQuantity([
          { sku: listing.sku!, shipToLocationAvailability: { quantity }, offers: [{ offerId: listing.offerId!, availableQuantity: quantity }] },
        ]),
      );
      if (!outcome?.ok) throw new HttpError(400, outcome ? ebayMessage(outcome.errors) : 'eBay did not answer', { code: 'EBAY_ERROR' });
      return { success: true, itemId: listing.externalId, quantity };
    }),
  );
  return r;
}
