import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { checkHealth } from '../modules/system/system.service.ts';

/** GET /api/v1/health: 200 when every part answers, 503 naming the part that does not. */
export function healthRoutes(app: AppServices): Router {
  const r = Router();
  r.get('/health', async (_req, res) => {
    const health = await checkHealth(app);
    const body = { ...health, integrations: app.integrations };
    if (health.status === 'ok') {
      res.json(body);
    } else {
      const failing = (['db', 'worker'] as const).filter((k) => health[k] === 'down');
      res.status(503).json({ ...body, message: `Unavailable: ${failing.join(', ')}` });
    }
  });
  return r;
}
