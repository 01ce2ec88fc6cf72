import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { userAlerts } from '../modules/alerts/alerts.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';

/** GET /api/v1/user/{userId}/alerts (spec 000 §7, 001 §3): the banners the seller sees, as legacy alert documents (with the fix page's link). */
export function alertRoutes(app: AppServices): Router {
  const r = Router();
  r.get(
    '/user/:userId/alerts',
    requireSession(app),
    ownerOnly(app),
    handle(async (req) => userAlerts(app, String(req.params.userId))),
  );
  return r;
}
