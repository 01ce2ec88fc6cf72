// GET /api/v1/user/{userId}/shopify/locations (spec 002 §7): the shop's locations, { locations: [{ id, name }] },
// for the Shopify Settings page's preferred location. The id is the Admin API gid that preferred_location stores.
import { Router, type Request } from 'express';
import type { AppServices } from '../services.ts';
import { shopifyLocations } from '../modules/connections/shopify-locations.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';

export function shopifyLocationRoutes(app: AppServices): Router {
  const r = Router();
  const id = (req: Request) => String(req.params.userId);
  r.get(
    '/user/:userId/shopify/locations',
    requireSession(app),
    ownerOnly(app),
    handle(async (req) => ({ locations: await shopifyLocations(app, id(req)) })),
  );
  return r;
}
