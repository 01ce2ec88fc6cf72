import { refuseNulBytes } from './nul-bytes.ts';
import express, { Router } from 'express';
import type { AppServices } from '../services.ts';
import { fileTicket } from '../modules/support/support.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';

/**
 * POST /api/v1/user/{userId}/file-ticket (spec 000 §7). Mounted before the shim's 2 MB JSON parser:
 * five 2 MB screenshots as data URLs make about 14 MB of JSON, and only this path may take that much.
 * The session is checked before the body is read, so a stranger cannot make the server parse 15 MB.
 */
export function supportRoutes(app: AppServices): Router {
  const r = Router();
  r.post(
    '/user/:userId/file-ticket',
    requireSession(app),
    ownerOnly(app),
    express.json({ limit: '15mb' }),
    refuseNulBytes, // mounted before the shared parser and its NUL check (rest/index.ts)
    handle(async (req) => {
      const id = await fileTicket(app, String(req.params.userId), req.body ?? {});
      return { success: true, id };
    }),
  );
  return r;
}
