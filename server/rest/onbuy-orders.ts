// GET /api/v1/user/{userId}/onbuy/orders (spec 002 §7: returns results[]): the seller's orders as
// OnBuy has them now, read directly (the OnBuy Sales page and onbuy-sales read the imported sales).
import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { sessionFor } from '../modules/connections/connections.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';

const STATUSES = ['awaiting_dispatch', 'dispatched', 'complete', 'cancelled', 'refunded', 'all'] as const;

export function onbuyOrderRoutes(app: AppServices): Router {
  const r = Router();
  r.get(
    '/user/:userId/onbuy/orders',
    requireSession(app),
    ownerOnly(app),
    handle(async (req) => {
      const q = req.query as Record<string, string | undefined>;
      const status = (STATUSES as readonly string[]).includes(q.status ?? '') ? (q.status as (typeof STATUSES)[number]) : 'all';
      const onbuy = await sessionFor(app, String(req.params.userId), 'onbuy');
      const page = await onbuy.api.orders({ status, limit: Math.min(100, Number(q.limit ?? 50) || 50), offset: Math.max(0, Number(q.offset ?? 0) || 0) });
      return { results: page.results, metadata: page.metadata };
    }),
  );
  return r;
}
