import { Router } from 'express';
import type { AppServices } from '../services.ts';
import { ownerOnly, requireSession } from './auth-middleware.ts';
import { csvDownload } from './csv-download.ts';
import { activityCsv } from '../modules/audit/audit.service.ts';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** /api/v1/user/{userId}/activity.csv: the Activity page's export (issue 35), with its filters (memberId, kind, from, to). */
export function activityRoutes(app: AppServices): Router {
  const r = Router();
  r.get(
    '/user/:userId/activity.csv',
    requireSession(app),
    ownerOnly(app),
    csvDownload('activity.csv', async (req, res) => {
      const q = req.query;
      res.end(await activityCsv(app, String(req.params.userId), { memberId: str(q.memberId), kind: str(q.kind), from: str(q.from), to: str(q.to) }));
    }),
  );
  return r;
}
