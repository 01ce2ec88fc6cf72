import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppServices } from '../services.ts';
import { authenticate, type AuthenticatedUser } from '../modules/accounts/accounts.service.ts';
import { AccountsError } from '../modules/accounts/accounts.errors.ts';
import { HttpError } from './errors.ts';

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
      if (err instanceof AccountsError) {
        const expired = (err as { expired?: boolean }).expired === true;
        return next(new HttpError(401, err.message, expired ? { expired: true } : {}));
      }
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
    }
    req.params.userId = userId;
    next();
  };
}

/** Maps the accounts module's expected failures to the REST error convention. */
export function accountsErrorToHttp(err: unknown): unknown {
  if (err instanceof AccountsError) {
    const extra: Record<string, unknown> = {};
    if ('fieldErrors' in err) extra.errors = (err as { fieldErrors: unknown }).fieldErrors;
    if ('expired' in err && (err as { expired: boolean }).expired) extra.expired = true;
    extra.code = err.code;
    return new HttpError(err.status, err.message, extra);
  }
  return err;
}

/** Wraps an async handler: its expected failures become JSON errors, the rest a 500. */
export function handle(fn: (req: Request, res: Response) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res).then(
      (body) => {
        if (body !== undefined && !res.headersSent) res.json(body);
      },
      (err) => next(accountsErrorToHttp(err)),
    );
  };
}
