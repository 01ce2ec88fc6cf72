import { Router } from 'express';
import type { AppServices } from '../services.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { legacyUserDocument } from './legacy-user.ts';
import { saveSettingsAndSync } from '../modules/accounts/settings-save.ts';

/** /api/v1/user/{userId}/...: the account, password, contact info, 2FA setup and onboarding. */
export function userRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  const id = (req: { params: { userId?: string } }) => String(req.params.userId);
  const userJson = (userId: string) => legacyUserDocument(app, userId);

  r.get(
    '/user/:userId/user',
    ...scoped,
    handle(async (req) => userJson(id(req))),
  );
  r.post(
    '/user/:userId/user',
    ...scoped,
    handle(async (req) => {
      await accounts.updateContactInfo(app, id(req), req.body ?? {});
      return userJson(id(req));
    }),
  );
  r.post(
    '/user/:userId/password',
    ...scoped,
    handle(async (req) => {
      const s = await accounts.changePassword(app, id(req), {
        currentPassword: String(req.body?.currentPassword ?? ''),
        newPassword: String(req.body?.newPassword ?? ''),
        newPasswordConfirmation: String(req.body?.newPasswordConfirmation ?? ''),
      });
      return { success: true, jwt: s.jwt };
    }),
  );
  // Spec 000 §7: only the changed settings are sent; the answer is the refreshed user document.
  r.post(
    '/user/:userId/settings',
    ...scoped,
    handle(async (req) => {
      // A new buffer, cap, formula or switch moves the channels' desired quantities and prices:
      // the listings are marked and their sync queued in the save's own transaction.
      await saveSettingsAndSync(app, id(req), req.body);
      return userJson(id(req));
    }),
  );
  r.post(
    '/user/:userId/contact-info',
    ...scoped,
    handle(async (req) => {
      await accounts.updateContactInfo(app, id(req), req.body ?? {});
      return userJson(id(req));
    }),
  );
  r.get(
    '/user/:userId/get_2fa',
    ...scoped,
    handle(async (req) => {
      const { secret, base64QR } = await accounts.beginTwoFactorSetup(app, id(req));
      return { secret, base64QR };
    }),
  );
  r.post(
    '/user/:userId/verify_2fa',
    ...scoped,
    handle(async (req) => {
      const { session, recoveryCodes } = await accounts.enableTwoFactor(app, id(req), {
        secret: String(req.body?.secret ?? ''),
        code: String(req.body?.code ?? ''),
      });
      // The recovery codes are in clear only in this answer (shown once; stored hashed).
      return { success: true, jwt: session.jwt, recoveryCodes };
    }),
  );
  r.post(
    '/user/:userId/onboarding/progress/:step',
    ...scoped,
    handle(async (req) => {
      await accounts.setOnboardingStep(app, id(req), req.params.step);
      return userJson(id(req));
    }),
  );
  r.post(
    '/user/:userId/onboarding/accept-tos',
    ...scoped,
    handle(async (req) => {
      await accounts.acceptTerms(app, id(req));
      return userJson(id(req));
    }),
  );
  r.post(
    '/user/:userId/onboarding/finish',
    ...scoped,
    handle(async (req) => {
      await accounts.finishOnboarding(app, id(req));
      return userJson(id(req));
    }),
  );
  r.post(
    '/user/:userId/sign-out',
    requireSession(app),
    handle(async (req) => {
      await accounts.signOut(app, req.viewer!.claims);
      return { success: true };
    }),
  );
  return r;
}
