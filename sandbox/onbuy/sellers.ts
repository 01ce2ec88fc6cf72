import express, { type Router } from 'express';
import { requireToken, sellerOf } from './auth.ts';
import { SITE_UK } from './seed.ts';
import type { OnbuySandboxState } from './state.ts';

/** `GET /v2/sellers/entities`: the trading entities of the seller behind the token (one each here). */
export function sellerRoutes(state: OnbuySandboxState): Router {
  const r = express.Router();
  r.get('/v2/sellers/entities', requireToken(state), (_req, res) => {
    const seller = sellerOf(res);
    const results = [
      { entity_id: seller.sellerId * 10 + 1, seller_id: seller.sellerId, name: `${seller.name} Ltd`, trading_name: seller.name, site_id: SITE_UK },
    ];
    res.json({ results, metadata: { limit: 50, offset: 0, total_rows: results.length } });
  });
  return r;
}
