import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import { referrerByAlias } from './referrals.ts';
import { queueEmail } from '../email/email.service.ts';
import {
  AccountsError,
  EmailTakenError,
  InvalidCredentialsError,
  InvalidResetTokenError,
  InvalidTwoFactorCodeError,
  NotAuthenticatedError,
  PasswordChangeTooSoonError,
  RateLimitedError,
  TwoFactorNotEnabledError,
  TwoFactorStepUsedError,
  ValidationError,
  WrongPasswordError,
} from './accounts.errors.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import {
  type FieldError,
  emailError,
  twoFactorCodeError,
  validatePasswordChange,
  validateReset,
  validateSignIn,
  validateSignUp,
} from '../../../shared/accounts/password-rules.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { signToken, verifyToken, type TokenClaims } from './tokens.ts';
import { acceptedStep, newTwoFactorSetup } from './totp.ts';

export interface AccountsDeps {
  prisma: PrismaClient;
  config: Config;
  log: Logger;
}

/** Sign-in limits: failures within the window, per account and per client address. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** Password-reset requests within the sign-in window: per e-mail address and per client address. */
export const MAX_RESET_REQUESTS_PER_ACCOUNT = 3;
export const MAX_RESET_REQUESTS_PER_ADDRESS = 20;
/** Terms of service version: acceptances before this date must be renewed. */
export const TERMS_VERSION_DATE = new Date('2024-12-12T00:00:00Z');

const normaliseEmail = (email: string) => email.trim().toLowerCase();
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface Session {
  type: 'success';
  jwt: string;
  userId: string;
  email: string;
  isAdmin: boolean;
  dateCreated: Date;
  expiresAt: Date;
}

export type SignInResult = Session | { type: '2fa_needed'; jwt: string; userId: string; email: string; isAdmin: boolean; dateCreated: Date };

type UserRow = NonNullable<Awaited<ReturnType<PrismaClient['user']['findUnique']>>>;

async function sessionFor(deps: AccountsDeps, user: UserRow): Promise<Session> {
  await deps.prisma.user.update({ where: { id: user.id }, data: { lastSignInAt: new Date() } });
  const { jwt, expiresAt } = await signToken(deps.config.jwtSecret, {
    userId: user.id,
    version: user.tokenVersion,
    isAdmin: user.isAdmin,
    purpose: 'session',
  });
  return { type: 'success', jwt, userId: user.id, email: user.email, isAdmin: user.isAdmin, dateCreated: user.createdAt, expiresAt };
}

/** Creates an account (sign-up, seeding, the create-admin command). */
export async function createUser(
  deps: AccountsDeps,
  input: { email: string; password: string; isAdmin?: boolean; tosAccepted?: boolean; onboardingFinished?: boolean; referredById?: string | null },
): Promise<UserRow> {
  const email = normaliseEmail(input.email);
  if (await deps.prisma.user.findUnique({ where: { email }, select: { id: true } })) throw new EmailTakenError();
  try {
    return await deps.prisma.user.create({
      data: {
        email,
        passwordHash: await hashPassword(input.password),
        isAdmin: input.isAdmin ?? false,
        passwordSetAt: new Date(),
        tosAcceptedAt: input.tosAccepted ? new Date() : null,
        onboardingFinished: input.onboardingFinished ?? false,
        referredById: input.referredById ?? null,
      },
    });
  } catch (err) {
    if ((err as { code?: string }).code === 'P2002') throw new EmailTakenError(); // lost a race
    throw err;
  }
}

/** Sign-up: validates with the spec's messages, creates the seller, signs them in. */
export async function signUp(
  deps: AccountsDeps,
  input: { email: string; password: string; passwordConfirmation?: string; ref?: string | null },
): Promise<Session> {
  const errors = validateSignUp(input);
  if (errors.length) throw new ValidationError(errors);
  // Through a referral link (/signup?ref={alias}): an unknown alias is no referral, not a failure.
  const referredById = await referrerByAlias(deps, input.ref);
  const user = await createUser(deps, { email: input.email, password: input.password, referredById });
  deps.log.info({ userId: user.id, referredById }, 'seller signed up');
  return sessionFor(deps, user);
}

async function assertNotRateLimited(deps: AccountsDeps, email: string, ip: string) {
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    deps.prisma.signInFailure.count({ where: { email, createdAt: { gt: since } } }),
    deps.prisma.signInFailure.count({ where: { ip, createdAt: { gt: since } } }),
  ]);
  if (byAccount >= MAX_FAILURES_PER_ACCOUNT || byAddress >= MAX_FAILURES_PER_ADDRESS) {
    deps.log.warn({ email, ip, byAccount, byAddress }, 'sign-in rate limited');
    throw new RateLimitedError(SIGN_IN_WINDOW_MS / 1000);
  }
}

async function recordFailure(deps: AccountsDeps, f: { email: string; ip: string; reason: string; userId?: string }) {
  deps.log.warn({ email: f.email, ip: f.ip, reason: f.reason }, 'sign-in failed');
  await deps.prisma.signInFailure.create({ data: { email: f.email, ip: f.ip, reason: f.reason, userId: f.userId ?? null } });
}

/** Sign-in: rate-limited; answers a session, or a short-lived token for the two-factor step. */
export async function signIn(deps: AccountsDeps, input: { email: string; password: string }, ip: string): Promise<SignInResult> {
  const errors = validateSignIn(input);
  if (errors.length) throw new ValidationError(errors);
  const email = normaliseEmail(input.email);
  await assertNotRateLimited(deps, email, ip);
  const user = await deps.prisma.user.findUnique({ where: { email } });
  if (!user) {
    await burnPasswordCheck(input.password);
    await recordFailure(deps, { email, ip, reason: 'unknown_email' });
    throw new InvalidCredentialsError();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(deps, { email, ip, reason: 'wrong_password', userId: user.id });
    throw new InvalidCredentialsError();
  }
  if (user.twoFactorEnabled) {
    const { jwt } = await signToken(deps.config.jwtSecret, {
      userId: user.id,
      version: user.tokenVersion,
      isAdmin: user.isAdmin,
      purpose: '2fa',
    });
    return { type: '2fa_needed', jwt, userId: user.id, email: user.email, isAdmin: user.isAdmin, dateCreated: user.createdAt };
  }
  return sessionFor(deps, user);
}

/**
 * Second step of sign-in: the token from step one plus a current, unused TOTP code or an unused
 * recovery code. The step token is single-use: its id is recorded (in `revoked_sessions`, so every
 * process sees it) in the same transaction that uses the code, so a second exchange is refused.
 */
export async function completeTwoFactor(deps: AccountsDeps, input: { pendingJwt: string | null; userId: string; code: string }, ip: string): Promise<Session> {
  const recovery = looksLikeRecoveryCode(input.code);
  const codeProblem = recovery ? null : twoFactorCodeError(input.code);
  if (codeProblem) throw new ValidationError([{ field: 'code', message: codeProblem }]);
  const claims = input.pendingJwt ? await verifyToken(deps.config.jwtSecret, input.pendingJwt) : null;
  if (!claims || claims === 'expired' || claims.purpose !== '2fa' || (input.userId !== '-' && claims.userId !== input.userId)) {
    throw new NotAuthenticatedError(claims === 'expired');
  }
  const user = await deps.prisma.user.findUnique({ where: { id: claims.userId } });
  if (!user || user.tokenVersion !== claims.version || !user.twoFactorEnabled || !user.twoFactorSecret) {
    throw new NotAuthenticatedError();
  }
  if (await deps.prisma.revokedSession.findUnique({ where: { jti: claims.jti }, select: { jti: true } })) throw new TwoFactorStepUsedError();
  await assertNotRateLimited(deps, user.email, ip);
  try {
    await deps.prisma.$transaction(async (tx) => {
      // Taking the token id first: a concurrent exchange of the same token waits here, then fails.
      const { count: claimed } = await tx.revokedSession.createMany({ data: [{ jti: claims.jti, expiresAt: claims.expiresAt }], skipDuplicates: true });
      if (claimed === 0) throw new TwoFactorStepUsedError();
      if (!(await useSecondFactor(deps, tx, user, input.code))) throw new InvalidTwoFactorCodeError();
    });
  } catch (err) {
    if (err instanceof InvalidTwoFactorCodeError) {
      await recordFailure(deps, { email: user.email, ip, reason: recovery ? 'wrong_recovery_code' : 'wrong_2fa_code', userId: user.id });
    }
    throw err;
  }
  return sessionFor(deps, user);
}

type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

/**
 * Uses up a second factor inside the caller's transaction: an authenticator code (its time step
 * must be newer than the last one accepted) or an unused recovery code. False when refused.
 */
async function useSecondFactor(deps: AccountsDeps, tx: Tx, user: UserRow, code: string): Promise<boolean> {
  if (looksLikeRecoveryCode(code)) {
    const { count } = await tx.twoFactorRecoveryCode.updateMany({
      where: { userId: user.id, codeHash: hashRecoveryCode(code), usedAt: null },
      data: { usedAt: new Date() },
    });
    return count === 1;
  }
  if (!user.twoFactorSecret) return false;
  const step = acceptedStep(decryptSecret(deps.config.encryptionKey, user.twoFactorSecret), code, user.twoFactorLastStep);
  if (step === null) return false;
  // Conditional update: two requests racing with the same code cannot both win.
  const { count } = await tx.user.updateMany({
    where: { id: user.id, OR: [{ twoFactorLastStep: null }, { twoFactorLastStep: { lt: step } }] },
    data: { twoFactorLastStep: step },
  });
  return count === 1;
}

export interface AuthenticatedUser {
  userId: string;
  isAdmin: boolean;
  claims: TokenClaims;
}

/** Checks a bearer token: signature, expiry, purpose, not signed out, token version current. */
export async function authenticate(deps: AccountsDeps & { pool?: Pool }, jwt: string): Promise<AuthenticatedUser> {
  const claims = await verifyToken(deps.config.jwtSecret, jwt);
  if (claims === 'expired') throw new NotAuthenticatedError(true);
  if (claims?.purpose !== 'session') throw new NotAuthenticatedError();
  // Every request passes here: one round trip (raw pg when available) for the user and revocation.
  const row = deps.pool
    ? (
        await deps.pool.query<{ tokenVersion: number; isAdmin: boolean; revoked: boolean }>(
          `SELECT token_version AS "tokenVersion", is_admin AS "isAdmin",
                  EXISTS (SELECT 1 FROM revoked_sessions WHERE jti = $2) AS revoked
             FROM users WHERE id = $1::uuid`,
          [claims.userId, claims.jti],
        )
      ).rows[0]
    : await deps.prisma.user
        .findUnique({ where: { id: claims.userId }, select: { tokenVersion: true, isAdmin: true } })
        .then(async (u) => u && { ...u, revoked: !!(await deps.prisma.revokedSession.findUnique({ where: { jti: claims.jti } })) });
  if (!row || row.revoked || row.tokenVersion !== claims.version) throw new NotAuthenticatedError(true);
  return { userId: claims.userId, isAdmin: row.isAdmin, claims };
}

/** Signs out this session: its token id is refused until it would have expired anyway. */
export async function signOut(deps: AccountsDeps, claims: TokenClaims): Promise<void> {
  await deps.prisma.revokedSession.upsert({
    where: { jti: claims.jti },
    create: { jti: claims.jti, expiresAt: claims.expiresAt },
    update: {},
  });
  await deps.prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}

/** Signs out every session of the user (all devices). */
export async function signOutEverywhere(deps: AccountsDeps, userId: string): Promise<void> {
  await deps.prisma.user.update({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
}

/**
 * Sends a reset link when the email is known; answers the same either way, so the form does
 * not reveal who has an account. At most MAX_RESET_REQUESTS_PER_ACCOUNT mails per address and
 * MAX_RESET_REQUESTS_PER_ADDRESS requests per client in the sign-in window.
 */
export async function requestPasswordReset(deps: AccountsDeps, rawEmail: string, ip: string): Promise<void> {
  const problem = emailError(rawEmail ?? '');
  if (problem) throw new ValidationError([{ field: 'email', message: problem }]);
  const email = normaliseEmail(rawEmail);
  // Rate limited like sign-in, per address and per client, known or not; over the limit the
  // answer stays the same (it reveals nothing) and no mail is queued.
  const since = new Date(Date.now() - SIGN_IN_WINDOW_MS);
  const [byAccount, byAddress] = await Promise.all([
    deps.prisma.passwordResetRequest.count({ where: { email, createdAt: { gt: since } } }),
    deps.prisma.passwordResetRequest.count({ where: { ip, createdAt: { gt: since } } }),
  ]);
  if (byAccount >= MAX_RESET_REQUESTS_PER_ACCOUNT || byAddress >= MAX_RESET_REQUESTS_PER_ADDRESS) {
    deps.log.warn({ email, ip, byAccount, byAddress }, 'password reset rate limited: no mail queued');
    return;
  }
  await deps.prisma.passwordResetRequest.create({ data: { email, ip } });
  const user = await deps.prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (!user) {
    deps.log.info({ email }, 'password reset asked for an unknown email');
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await deps.prisma.$transaction(async (tx) => {
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
    });
    await queueEmail(tx, {
      to: email,
      subject: 'Reset your ListBridge password',
      kind: 'security',
      userId: user.id,
      text: `Someone asked to reset the password of your ListBridge account.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this email; your password stays as it is.`,
    });
  });
}

async function findResetToken(deps: AccountsDeps, email: string, token: string) {
  if (!email || !token) return null;
  const row = await deps.prisma.passwordResetToken.findUnique({
    where: { tokenHash: sha256(token) },
    include: { user: { select: { email: true } } },
  });
  if (!row || row.usedAt || row.expiresAt < new Date() || row.user.email !== normaliseEmail(email)) return null;
  return row;
}

export async function checkResetToken(deps: AccountsDeps, email: string, token: string): Promise<boolean> {
  return (await findResetToken(deps, email, token)) !== null;
}

/** Sets a new password with a reset token (single use); signs out every session. */
export async function resetPassword(
  deps: AccountsDeps,
  input: { email: string; token: string; password: string; passwordConfirmation?: string },
): Promise<void> {
  const errors = validateReset(input);
  if (errors.length) throw new ValidationError(errors);
  const row = await findResetToken(deps, input.email, input.token);
  if (!row) throw new InvalidResetTokenError();
  const passwordHash = await hashPassword(input.password);
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (count === 0) throw new InvalidResetTokenError();
    await tx.user.update({
      where: { id: row.userId },
      data: { passwordHash, passwordSetAt: new Date(), tokenVersion: { increment: 1 } },
    });
  });
}

/** Change password (account settings); admins: stricter rules and once a day. Returns a fresh session. */
export async function changePassword(
  deps: AccountsDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string; newPasswordConfirmation: string },
): Promise<Session> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const errors = validatePasswordChange(input, user);
  if (errors.length) throw new ValidationError(errors);
  if (user.isAdmin && user.passwordSetAt && Date.now() - user.passwordSetAt.getTime() < 24 * 3600_000) {
    throw new PasswordChangeTooSoonError();
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new WrongPasswordError();
  const updated = await deps.prisma.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(input.newPassword), passwordSetAt: new Date(), tokenVersion: { increment: 1 } },
  });
  return sessionFor(deps, updated);
}

export async function updateContactInfo(deps: AccountsDeps, userId: string, input: { full_name?: unknown; phone_country_code?: unknown; phone?: unknown }) {
  const errors: { field: string; message: string }[] = [];
  for (const f of ['full_name', 'phone_country_code', 'phone'] as const) {
    const v = input[f];
    if (v !== undefined && v !== null && typeof v !== 'string') errors.push({ field: f, message: `${f} must be a string` });
    else if (typeof v === 'string' && v.length > 200) errors.push({ field: f, message: `${f} is too long` });
  }
  if (errors.length) throw new ValidationError(errors);
  const clean = (v: unknown) => (typeof v === 'string' ? v.trim() || null : undefined);
  return deps.prisma.user.update({
    where: { id: userId },
    data: {
      fullName: clean(input.full_name),
      phoneCountryCode: clean(input.phone_country_code),
      phone: clean(input.phone),
    },
  });
}

/** A fresh secret and QR code; nothing is stored until a code proves the app has it. */
export async function beginTwoFactorSetup(deps: AccountsDeps, userId: string) {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  return newTwoFactorSetup(user.email);
}

/**
 * Turns 2FA on with the secret shown at setup and a current code; other sessions end. Answers a
 * fresh session and the recovery codes, which exist in clear only in this answer.
 */
export async function enableTwoFactor(
  deps: AccountsDeps,
  userId: string,
  input: { secret: string; code: string },
): Promise<{ session: Session; recoveryCodes: string[] }> {
  if (!input.code) throw new ValidationError([{ field: 'code', message: 'Code is required' }]);
  const codeProblem = twoFactorCodeError(input.code);
  if (codeProblem) throw new ValidationError([{ field: 'code', message: codeProblem }]);
  if (!/^[A-Z2-7]{16,}=*$/.test(input.secret ?? '')) throw new ValidationError([{ field: 'secret', message: 'Invalid secret' }]);
  const step = acceptedStep(input.secret, input.code, null);
  if (step === null) throw new InvalidTwoFactorCodeError();
  const recoveryCodes = newRecoveryCodes();
  const user = await deps.prisma.$transaction(async (tx) => {
    // A new setup replaces every earlier recovery code.
    await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
    await tx.twoFactorRecoveryCode.createMany({ data: recoveryCodes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })) });
    return tx.user.update({
      where: { id: userId },
      data: {
        twoFactorSecret: encryptSecret(deps.config.encryptionKey, input.secret),
        twoFactorEnabled: true,
        twoFactorLastStep: step,
        tokenVersion: { increment: 1 },
      },
    });
  });
  return { session: await sessionFor(deps, user), recoveryCodes };
}

/**
 * Turns 2FA off: needs the password and a current authenticator code (or an unused recovery
 * code). Wrong ones count as sign-in failures (the same limit applies) and change nothing. The
 * secret and recovery codes are deleted, other sessions end, and the seller is told by email.
 */
export async function disableTwoFactor(deps: AccountsDeps, userId: string, input: { password: string; code: string }, ip: string): Promise<Session> {
  const errors: FieldError[] = [];
  if (!input.password) errors.push({ field: 'password', message: 'Password is required' });
  const codeProblem = !input.code?.trim() ? 'Code is required' : looksLikeRecoveryCode(input.code) ? null : twoFactorCodeError(input.code);
  if (codeProblem) errors.push({ field: 'code', message: codeProblem });
  if (errors.length) throw new ValidationError(errors);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (!user.twoFactorEnabled) throw new TwoFactorNotEnabledError();
  await assertNotRateLimited(deps, user.email, ip);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(deps, { email: user.email, ip, reason: 'wrong_password_2fa_off', userId });
    throw new WrongPasswordError();
  }
  try {
    const updated = await deps.prisma.$transaction(async (tx) => {
      if (!(await useSecondFactor(deps, tx, user, input.code))) throw new InvalidTwoFactorCodeError();
      await tx.twoFactorRecoveryCode.deleteMany({ where: { userId } });
      await queueEmail(tx, {
        to: user.email,
        subject: 'Two-factor authentication is off',
        kind: 'security',
        userId,
        text: 'Two-factor authentication was turned off for your ListBridge account, and your other sessions were signed out.\n\nIf it was not you, change your password at once and turn two-factor authentication on again.',
      });
      return tx.user.update({
        where: { id: userId },
        data: { twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null, tokenVersion: { increment: 1 } },
      });
    });
    deps.log.info({ userId }, 'two-factor authentication turned off');
    return sessionFor(deps, updated);
  } catch (err) {
    if (err instanceof InvalidTwoFactorCodeError) await recordFailure(deps, { email: user.email, ip, reason: 'wrong_2fa_code_2fa_off', userId });
    throw err;
  }
}

/** How many recovery codes the seller has not used yet. */
export function recoveryCodesLeft(deps: Pick<AccountsDeps, 'prisma'>, userId: string): Promise<number> {
  return deps.prisma.twoFactorRecoveryCode.count({ where: { userId, usedAt: null } });
}

/** Stores the onboarding step; anything but an integer 0–3 means the first step. */
export async function setOnboardingStep(deps: Pick<AccountsDeps, 'prisma'>, userId: string, step: unknown) {
  const n = typeof step === 'string' && /^\d+$/.test(step) ? Number(step) : step;
  const valid = typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 3 ? n : 0;
  return deps.prisma.user.update({ where: { id: userId }, data: { onboardingStep: valid } });
}

export async function acceptTerms(deps: AccountsDeps, userId: string) {
  return deps.prisma.user.update({ where: { id: userId }, data: { tosAcceptedAt: new Date() } });
}

export async function finishOnboarding(deps: AccountsDeps, userId: string) {
  return deps.prisma.user.update({ where: { id: userId }, data: { onboardingFinished: true } });
}

export async function getUser(deps: AccountsDeps, userId: string) {
  return deps.prisma.user.findUnique({ where: { id: userId } });
}

export { AccountsError };

/**
 * The user row with a GraphQL selection (the Pothos prisma plugin's `query`: include/select), so
 * other modules' fields can return the seller without reading the users table themselves.
 */
export function findUserForQuery(deps: Pick<AccountsDeps, 'prisma'>, query: object, userId: string) {
  return deps.prisma.user.findUniqueOrThrow({ ...query, where: { id: userId } });
}

export {
  adminProfile,
  adminSummaries,
  checkEmailForAdmin,
  setAdminFlags,
  setEmailByAdmin,
  userIdsCreatedAfter,
  type AdminFlags,
  type AdminProfile,
} from './admin-controls.ts';
export {
  addAiCredits,
  billingProfile,
  clearOnboardingPlans,
  clearStripeCustomer,
  onboardingPlans,
  setOnboardingPlan,
  type OnboardingPlans,
  setCardOnFile,
  setOnboardingDiscountEligible,
  setStripeCustomer,
  spendAiCredits,
  userIdForStripeCustomer,
} from './billing-profile.ts';
export { ensureReferrerAlias, referrerOf, referredSellers } from './referrals.ts';
export {
  DEFAULT_ORDER_COMMENT,
  USER_SETTINGS_DEFAULTS,
  parseSettingsPatch,
  readUserSettings,
  storedWithPatch,
  updateUserSettings,
  userSettingsOf,
  type UserSettings,
  type UserSettingsPatch,
} from './user-settings.ts';
