import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import * as accounts from './accounts.service.ts';
import {
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

// ---- types -------------------------------------------------------------------------------

export const UserType = builder.prismaNode('User', {
  id: { field: 'id' },
  // Checked for every User however it is reached (viewer, node(id), edges): owner or admin.
  runScopesOnType: true,
  authScopes: (user) => ({ owner: user.id }),
  fields: (t) => ({
    userId: t.exposeString('id', { description: 'The raw user id, as in /account/{userId} paths and REST.' }),
    email: t.exposeString('email'),
    isAdmin: t.exposeBoolean('isAdmin'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    passwordSetAt: t.expose('passwordSetAt', { type: 'DateTime', nullable: true }),
    tosAcceptedAt: t.expose('tosAcceptedAt', { type: 'DateTime', nullable: true }),
    onboardingStep: t.exposeInt('onboardingStep'),
    onboardingFinished: t.exposeBoolean('onboardingFinished'),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled'),
    twoFactorRecoveryCodesLeft: t.int({
      description: 'Recovery codes not used yet (0 when two-factor is off).',
      resolve: (user, _a, ctx) => accounts.recoveryCodesLeft(ctx, user.id),
    }),
    fullName: t.exposeString('fullName', { nullable: true }),
    phoneCountryCode: t.exposeString('phoneCountryCode', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    aiCreditBalance: t.exposeInt('aiCreditBalance'),
  }),
});

const FieldErrorType = builder.objectRef<{ field: string; message: string }>('FieldError').implement({
  fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
});

errorType(ValidationError, 'ValidationError', (t) => ({
  fieldErrors: t.field({ type: [FieldErrorType], resolve: (e: ValidationError) => e.fieldErrors }),
}));
errorType(InvalidCredentialsError, 'InvalidCredentialsError');
errorType(EmailTakenError, 'EmailTakenError');
errorType(RateLimitedError, 'RateLimitedError', (t) => ({
  retryAfterSeconds: t.int({ resolve: (e: RateLimitedError) => e.retryAfterSeconds }),
}));
errorType(InvalidTwoFactorCodeError, 'InvalidTwoFactorCodeError');
errorType(InvalidResetTokenError, 'InvalidResetTokenError');
errorType(WrongPasswordError, 'WrongPasswordError');
errorType(PasswordChangeTooSoonError, 'PasswordChangeTooSoonError');
errorType(NotAuthenticatedError, 'NotAuthenticatedError');
errorType(TwoFactorStepUsedError, 'TwoFactorStepUsedError');
errorType(TwoFactorNotEnabledError, 'TwoFactorNotEnabledError');

/** Sign-in result of spec 000 §3: type is 'success' or '2fa_needed'. */
const SessionType = builder.objectRef<accounts.SignInResult>('Session').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    jwt: t.exposeString('jwt'),
    userId: t.exposeString('userId'),
    email: t.exposeString('email'),
    isAdmin: t.exposeBoolean('isAdmin'),
    dateCreated: t.expose('dateCreated', { type: 'DateTime' }),
  }),
});

const TwoFactorSetupType = builder.objectRef<{ secret: string; base64QR: string; otpauthUrl: string }>('TwoFactorSetup').implement({
  fields: (t) => ({
    secret: t.exposeString('secret'),
    qrCodeDataUrl: t.exposeString('base64QR'),
    otpauthUrl: t.exposeString('otpauthUrl'),
  }),
});

const TwoFactorEnabledType = builder.objectRef<{ session: accounts.Session; recoveryCodes: string[] }>('TwoFactorEnabled').implement({
  description: 'Two-factor is on: a fresh session (older ones ended) and the recovery codes, shown this once.',
  fields: (t) => ({
    jwt: t.string({ resolve: (r) => r.session.jwt }),
    recoveryCodes: t.stringList({ resolve: (r) => r.recoveryCodes }),
  }),
});

export const OkType = builder.objectRef<{ ok: true }>('Ok').implement({ fields: (t) => ({ ok: t.exposeBoolean('ok') }) });

// ---- helpers -----------------------------------------------------------------------------

// ---- queries -----------------------------------------------------------------------------

builder.queryFields((t) => ({
  viewer: t.prismaField({
    type: 'User',
    nullable: true,
    description: 'The signed-in user, or null when signed out or the token is invalid.',
    resolve: (query, _p, _a, ctx) => (ctx.viewer ? ctx.prisma.user.findUnique({ ...query, where: { id: ctx.viewer.userId } }) : null),
  }),
  user: t.prismaField({
    type: 'User',
    nullable: true,
    args: { userId: t.arg.string({ required: true }) },
    authScopes: ownerOf,
    resolve: (query, _p, args, ctx) => ctx.prisma.user.findUnique({ ...query, where: { id: me(ctx, args.userId) } }),
  }),
  resetTokenValid: t.boolean({
    args: { email: t.arg.string({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_p, args, ctx) => accounts.checkResetToken(ctx, args.email, args.token),
  }),
}));

// ---- mutations ---------------------------------------------------------------------------

const signInErrors = [ValidationError, InvalidCredentialsError, RateLimitedError];

builder.mutationFields((t) => ({
  signIn: t.field({
    type: SessionType,
    errors: { types: signInErrors, directResult: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_p, args, ctx) => accounts.signIn(ctx, args, ctx.clientIp),
  }),
  completeTwoFactor: t.field({
    type: SessionType,
    description: 'Send the token of the 2fa_needed result as the bearer token.',
    errors: {
      types: [ValidationError, InvalidTwoFactorCodeError, NotAuthenticatedError, TwoFactorStepUsedError, RateLimitedError],
      directResult: true,
    },
    args: { userId: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_p, args, ctx) => accounts.completeTwoFactor(ctx, { pendingJwt: ctx.bearerToken, ...args }, ctx.clientIp),
  }),
  signUp: t.field({
    type: SessionType,
    errors: { types: [ValidationError, EmailTakenError], directResult: true },
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
      ref: t.arg.string({ description: "The referrer's alias from the referral link (/signup?ref={alias}); an unknown one is ignored." }),
    },
    resolve: (_p, args, ctx) => accounts.signUp(ctx, args),
  }),
  requestPasswordReset: t.field({
    type: OkType,
    errors: { types: [ValidationError], directResult: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: async (_p, args, ctx) => {
      await accounts.requestPasswordReset(ctx, args.email, ctx.clientIp);
      return { ok: true as const };
    },
  }),
  resetPassword: t.field({
    type: OkType,
    errors: { types: [ValidationError, InvalidResetTokenError], directResult: true },
    args: {
      email: t.arg.string({ required: true }),
      token: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
      passwordConfirmation: t.arg.string({ required: true }),
    },
    resolve: async (_p, args, ctx) => {
      await accounts.resetPassword(ctx, args);
      return { ok: true as const };
    },
  }),
  changePassword: t.field({
    type: SessionType,
    authScopes: ownerOf,
    errors: { types: [ValidationError, WrongPasswordError, PasswordChangeTooSoonError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      currentPassword: t.arg.string({ required: true }),
      newPassword: t.arg.string({ required: true }),
      newPasswordConfirmation: t.arg.string({ required: true }),
    },
    resolve: (_p, { userId, ...input }, ctx) => accounts.changePassword(ctx, me(ctx, userId), input),
  }),
  updateContactInfo: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    errors: { types: [ValidationError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      fullName: t.arg.string(),
      phoneCountryCode: t.arg.string(),
      phone: t.arg.string(),
    },
    resolve: (_q, _p, a, ctx) =>
      accounts.updateContactInfo(ctx, me(ctx, a.userId), { full_name: a.fullName, phone_country_code: a.phoneCountryCode, phone: a.phone }),
  }),
  beginTwoFactorSetup: t.field({
    type: TwoFactorSetupType,
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, args, ctx) => accounts.beginTwoFactorSetup(ctx, me(ctx, args.userId)),
  }),
  enableTwoFactor: t.field({
    type: TwoFactorEnabledType,
    authScopes: ownerOf,
    errors: { types: [ValidationError, InvalidTwoFactorCodeError], directResult: true },
    args: { userId: t.arg.string({ required: true }), secret: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_p, { userId, ...input }, ctx) => accounts.enableTwoFactor(ctx, me(ctx, userId), input),
  }),
  disableTwoFactor: t.field({
    type: SessionType,
    description: 'Turns two-factor off with the password and a current code (or a recovery code); answers a fresh session.',
    authScopes: ownerOf,
    errors: {
      types: [ValidationError, WrongPasswordError, InvalidTwoFactorCodeError, TwoFactorNotEnabledError, RateLimitedError],
      directResult: true,
    },
    args: { userId: t.arg.string({ required: true }), password: t.arg.string({ required: true }), code: t.arg.string({ required: true }) },
    resolve: (_p, { userId, ...input }, ctx) => accounts.disableTwoFactor(ctx, me(ctx, userId), input, ctx.clientIp),
  }),
  setOnboardingStep: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), step: t.arg.int({ required: true }) },
    resolve: (_q, _p, args, ctx) => accounts.setOnboardingStep(ctx, me(ctx, args.userId), args.step),
  }),
  acceptTerms: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_q, _p, args, ctx) => accounts.acceptTerms(ctx, me(ctx, args.userId)),
  }),
  finishOnboarding: t.prismaField({
    type: 'User',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_q, _p, args, ctx) => accounts.finishOnboarding(ctx, me(ctx, args.userId)),
  }),
  signOut: t.boolean({
    authScopes: { authenticated: true },
    args: { everywhere: t.arg.boolean({ defaultValue: false }) },
    resolve: async (_p, args, ctx) => {
      if (args.everywhere) await accounts.signOutEverywhere(ctx, ctx.viewer!.userId);
      else if (ctx.viewer!.claims) await accounts.signOut(ctx, ctx.viewer!.claims);
      return true;
    },
  }),
}));
