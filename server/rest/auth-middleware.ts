import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppServices } from '../services.ts';
import { authenticate, type AuthenticatedUser } from '../modules/accounts/accounts.service.ts';
import { NotAuthenticatedError } from '../modules/accounts/accounts.errors.ts';
import { HttpError } from './errors.ts';
import { recordImpersonation } from '../modules/admin/admin.service.ts';
import { AuditUnavailableError } from '../modules/admin/admin.errors.ts';

declare module 'express-serve-static-core' {
  interface Request {
    viewer?: AuthenticatedUser;
  }
}

export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? m[1]! : null;
}

/** 401 (with `expired: true` for an expired or revoked token) unless a valid session token is sent. */
export function requireSession(app: AppServices): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.header('authorization'));
    if (!token) return next(new HttpError(401, 'Please sign in'));
    try {
      req.viewer = await authenticate(app, token);
      next();
    } catch (err) {
      // Any refusal here is a 401; the body keeps the legacy shape of this check (no code).
      if (err instanceof NotAuthenticatedError) return next(new HttpError(401, err.message, err.expired ? { expired: true } : {}));
      next(err);
    }
  };
}

/**
 * Resolves `:userId` ('-' = the signed-in user). A seller reaches only their own id; anything
 * else is 403 without saying whether that user exists. An admin reaches any existing user.
 */
export function ownerOnly(app: AppServices): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const viewer = req.viewer!;
    const raw = String(req.params.userId ?? '');
    const userId = raw === '-' ? viewer.userId : raw;
    if (userId !== viewer.userId) {
      if (!viewer.isAdmin) return next(new HttpError(403, 'Forbidden'));
      const exists = /^[0-9a-f-]{36}$/i.test(userId) && (await app.prisma.user.count({ where: { id: userId } })) > 0;
      if (!exists) return next(new HttpError(404, 'Invalid user id'));
      // Impersonation (issues 17, 29): an admin reading or changing a seller's data is recorded with
      // both ids before the handler runs; when the record cannot be written nothing runs.
      try {
        const write = req.method !== 'GET' && req.method !== 'HEAD';
        await recordImpersonation(app, { adminId: viewer.userId, targetUserId: userId, write, what: `${req.method} ${req.originalUrl.split('?')[0]}` });
      } catch (err) {
        req.log?.error({ err, targetUserId: userId }, 'could not record an impersonation: refused');
        return next(new AuditUnavailableError());
      }
    }
    req.params.userId = userId;
    next();
  };
}

/** Wraps an async handler: its failures go to the REST error mapper (errors.ts), a body to `res.json`. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).then(
      (body) => {
        if (body !== undefined && !res.headersSent) res.json(body);
      },
      (err) => next(err),
    );
  };
}
