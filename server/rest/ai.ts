import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { recommendSpecifics } from '../modules/ai/ai.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';

/**
 * GET /api/v1/user/{userId}/ai/specifics-reccomendations/{listingId}/{categoryId} (spec 002 §7,
 * spelling kept): 'Name: value' strings, one per recommended specific. The legacy client ignores
 * 'n/a' and 'not specified'; they are already left out here, as are values outside a
 * SELECTION_ONLY list. One AI credit per call that reached the AI.
 */
export function aiRoutes(app: AppServices): Router {
  const r = Router();
  r.get(
    '/user/:userId/ai/specifics-reccomendations/:listingId/:categoryId',
    requireSession(app),
    ownerOnly(app),
    handle(async (req) => {
      const rec = await recommendSpecifics(app, String(req.params.userId), String(req.params.listingId), String(req.params.categoryId));
      return rec.specifics.map((s) => `${s.dimension}: ${s.value}`);
    }),
  );
  return r;
}
