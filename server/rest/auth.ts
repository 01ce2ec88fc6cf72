import { Router } from 'express';
import type { AppServices } from '../services.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import { bearerToken, handle } from './auth-middleware.ts';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Legacy session shape: type, dateCreated, email, isAdmin, jwt, userId (spec 000 §3, §7). */
function sessionJson(s: accounts.SignInResult) {
  return { type: s.type, dateCreated: s.dateCreated, email: s.email, isAdmin: s.isAdmin, jwt: s.jwt, userId: s.userId };
}

/** POST /api/v1/auth/...: sign-in, sign-up, forgot/check/reset password, the 2FA step. */
export function authRoutes(app: AppServices): Router {
  const r = Router();
  r.post(
    '/auth/sign-in',
    handle(async (req) => sessionJson(await accounts.signIn(app, { email: str(req.body?.email), password: str(req.body?.password) }, req.ip ?? ''))),
  );
  r.post(
    '/auth/sign-up',
    handle(async (req) =>
      sessionJson(
        await accounts.signUp(app, {
          email: str(req.body?.email),
          password: str(req.body?.password),
          passwordConfirmation: str(req.body?.passwordConfirmation),
          // The referral alias of /signup?ref={alias} (002 §2.8).
          ref: str(req.body?.ref),
        }),
      ),
    ),
  );
  r.post(
    '/auth/forgot-password',
    handle(async (req) => {
      await accounts.requestPasswordReset(app, str(req.body?.email), req.ip ?? '');
      return { success: true };
    }),
  );
  r.post(
    '/auth/check-token',
    handle(async (req) => ({ valid: await accounts.checkResetToken(app, str(req.body?.email), str(req.body?.token)) })),
  );
  r.post(
    '/auth/reset-password',
    handle(async (req) => {
      await accounts.resetPassword(app, {
        email: str(req.body?.email),
        token: str(req.body?.token),
        password: str(req.body?.password),
        passwordConfirmation: str(req.body?.passwordConfirmation),
      });
      return { success: true };
    }),
  );
  r.post(
    '/auth/:userId/complete_2fa',
    handle(async (req) =>
      sessionJson(
        await accounts.completeTwoFactor(
          app,
          { pendingJwt: bearerToken(req.header('authorization')), userId: String(req.params.userId), code: str(req.body?.code) },
          req.ip ?? '',
        ),
      ),
    ),
  );
  return r;
}
