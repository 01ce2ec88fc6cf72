import { type Request, Router } from 'express';
import type { AppServices } from '../services.ts';
import { ownerOnly, requireSession } from './auth-middleware.ts';

/**
 * A seller's REST routes (/user/{userId}/…): the router, the middleware every such route takes (a
 * session, and the path's user being one the caller may act for), and the path's user id.
 */
export function sellerRoutes(app: AppServices) {
  return { r: Router(), scoped: [requireSession(app), ownerOnly(app)], id: (req: Request) => String(req.params.userId) };
}
