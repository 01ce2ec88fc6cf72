import { Router } from 'express';
import type { AppServices } from '../services.ts';
import * as accounts from '../modules/accounts/accounts.service.ts';
import { handle, ownerOnly, requireSession } from './auth-middleware.ts';
import { HttpError } from './errors.ts';
import type { Connection } from '../db/generated/client.ts';
import { legacyConnectionSettings } from '../modules/connections/connections.service.ts';

type User = NonNullable<Awaited<ReturnType<typeof accounts.getUser>>> & { connections?: Connection[] };

/** The legacy user document (spec 000 §3 "User"); with `connections` loaded, their creds too. */
export function legacyUser(u: User) {
  return {
    _id: u.id,
    createdAt: u.createdAt,
    emails: [{ address: u.email }],
    isAdmin: u.isAdmin,
    profile: { full_name: u.fullName ?? '', phone_country_code: u.phoneCountryCode ?? '', phone: u.phone ?? '' },
    ai_credit_balance: u.aiCreditBalance,
    two_factor_enabled: u.twoFactorEnabled,
    services: { password: { password_set: u.passwordSetAt } },
    settings: {
      flags: {
        tos_accepted: u.tosAcceptedAt,
        onboarding_finished: u.onboardingFinished,
        onboarding_step: u.onboardingStep,
      },
      ...legacyConnectionSettings(u.connections),
    },
  };
}

/** /api/v1/user/{userId}/...: the account, password, contact info, 2FA setup and onboarding. */
export function userRoutes(app: AppServices): Router {
  const r = Router();
  const scoped = [requireSession(app), ownerOnly(app)];
  const id = (req: { params: { userId?: string } }) => String(req.params.userId);
  const load = async (userId: string) => {
    const u = await app.prisma.user.findUnique({ where: { id: userId }, include: { connections: true } });
    if (!u) throw new HttpError(404, 'No user info');
    return u;
  };

  r.get(
    '/user/:userId/user',
    ...scoped,
    handle(async (req) => legacyUser(await load(id(req)))),
  );
  r.post(
    '/user/:userId/user',
    ...scoped,
    handle(async (req) => legacyUser(await accounts.updateContactInfo(app, id(req), req.body ?? {}))),
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
  r.post(
    '/user/:userId/contact-info',
    ...scoped,
    handle(async (req) => legacyUser(await accounts.updateContactInfo(app, id(req), req.body ?? {}))),
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
      const s = await accounts.enableTwoFactor(app, id(req), { secret: String(req.body?.secret ?? ''), code: String(req.body?.code ?? '') });
      return { success: true, jwt: s.jwt };
    }),
  );
  r.post(
    '/user/:userId/onboarding/progress/:step',
    ...scoped,
    handle(async (req) => legacyUser(await accounts.setOnboardingStep(app, id(req), req.params.step))),
  );
  r.post(
    '/user/:userId/onboarding/accept-tos',
    ...scoped,
    handle(async (req) => legacyUser(await accounts.acceptTerms(app, id(req)))),
  );
  r.post(
    '/user/:userId/onboarding/finish',
    ...scoped,
    handle(async (req) => legacyUser(await accounts.finishOnboarding(app, id(req)))),
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
