import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppServices } from '../services.ts';
import { authenticate, type AuthenticatedUser } from '../modules/accounts/accounts.service.ts';
import { NotAuthenticatedError } from '../modules/accounts/accounts.errors.ts';
import { HttpError } from './errors.ts';
import { recordImpersonation } from '../modules/admin/admin.service.ts';
import { AuditUnavailableError } from '../modules/admin/admin.errors.ts';
import { memberAccess, type MemberAccess } from '../modules/team/team.service.ts';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../modules/team/member-gate.ts';
import { channelRefusal } from '../modules/team/channel-limits.ts';
import { finishAudit, startAudit } from '../modules/audit/audit.service.ts';
import { AuditLogUnavailableError } from '../modules/audit/audit.errors.ts';
import { routeRule } from '../../shared/api/route-permissions.ts';

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
 * A team member on another seller's account (issue 35): the route's permission
 * (shared/api/route-permissions.ts, the same list as GraphQL's) or the spec's 403.
 */
function memberRefusal(req: Request, access: MemberAccess, ownLogin = false): HttpError | null {
  if (access.twoFactorMissing) return new HttpError(403, TWO_FACTOR_REQUIRED_MESSAGE, { code: 'TWO_FACTOR_REQUIRED' });
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const rule = routeRule(method, String(req.route?.path ?? ''));
  // The account's own login after a transfer of ownership: its personal routes ('deny' for others) stay its own.
  if (rule === 'open' || (rule === 'deny' && ownLogin) || (rule !== 'deny' && access.permissions.has(rule))) {
    // A Lister limited to some channels: not another channel's listing routes (the registry says whose).
    const limited = channelRefusal(access, `${method} ${String(req.route?.path ?? '')}`);
    return limited ? new HttpError(403, limited, { code: 'FORBIDDEN' }) : null;
  }
  const role = access.role.charAt(0) + access.role.slice(1).toLowerCase();
  return new HttpError(403, `Your role (${role}) does not allow this in this account.`, { code: 'FORBIDDEN' });
}

/**
 * A change (not a read) gets its audit entry BEFORE the handler runs, as GraphQL's (audit-plugin.ts):
 * when it cannot be written the change does not run (AUDIT_UNAVAILABLE, 503); when the response is
 * sent its outcome is filled in (a 4xx or 5xx is 'failed'; a request the process never answered
 * keeps 'started'). Refusals before this point (401, 403) are no change and write nothing.
 */
async function auditChange(
  app: AppServices,
  req: Request,
  res: Response,
  accountId: string,
  via: 'owner' | 'member' | 'admin',
): Promise<AuditLogUnavailableError | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const kind = `${req.method} ${String(req.route?.path ?? '')}`;
  let ids: string[];
  try {
    const body = (req.body ?? {}) as Record<string, unknown>;
    // The items the change names (the spec's fba_item_ids, or the path's item): the entry links to their sync history.
    const itemIds = [body.fba_item_ids, body.fba_item_id, req.params.itemId]
      .flat()
      .filter((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v));
    ids = await startAudit(app, [
      { accountId, actorId: req.viewer!.userId, via, ip: req.ip ?? null, kind, what: `${req.method} ${req.originalUrl.split('?')[0]}`, itemIds },
    ]);
  } catch (err) {
    req.log?.error({ err }, 'could not write the audit log: the change was refused');
    return new AuditLogUnavailableError();
  }
  const finish = (outcome: 'done' | 'failed') =>
    finishAudit(
      app,
      ids.map((id) => [id, outcome] as const),
    ).catch((err) => req.log?.error({ err }, 'could not finish the audit log entry'));
  res.once('finish', () => finish(res.statusCode >= 400 ? 'failed' : 'done'));
  return null;
}

/**
 * Resolves `:userId` ('-' = the signed-in user). A seller reaches their own id, and the accounts
 * they are a team member of within their role; anything else is 403 without saying whether that
 * user exists. An admin reaches any existing user.
 */
export function ownerOnly(app: AppServices): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const viewer = req.viewer!;
    const raw = String(req.params.userId ?? '');
    const userId = raw === '-' ? viewer.userId : raw;
    if (userId !== viewer.userId && !viewer.isAdmin) {
      const access = await memberAccess(app, userId, viewer.userId).catch((err) => next(err));
      if (access === undefined) return;
      if (!access) return next(new HttpError(403, 'Forbidden'));
      const refused = memberRefusal(req, access);
      if (refused) return next(refused);
      req.params.userId = userId;
      return next((await auditChange(app, req, res, userId, 'member')) ?? undefined);
    }
    if (userId !== viewer.userId) {
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
    if (userId === viewer.userId) {
      // Their own account, which they may have transferred (then an Admin of it: memberAccess says so).
      const own = await memberAccess(app, userId, viewer.userId).catch((err) => next(err));
      if (own === undefined) return;
      const refused = own && memberRefusal(req, own, true);
      if (refused) return next(refused);
      req.params.userId = userId;
      return next((await auditChange(app, req, res, userId, own ? 'member' : 'owner')) ?? undefined);
    }
    req.params.userId = userId;
    next((await auditChange(app, req, res, userId, 'admin')) ?? undefined);
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
