import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';
import { currentCode } from '../../../server/modules/accounts/totp.ts';

// Issue 20: recovery codes, turning two-factor off, and the single-use sign-in step token.
describe('two-factor: recovery codes, turning it off, single-use step token', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  /** A seller with two-factor on; the code that turned it on used the current time step. */
  async function sellerWithTwoFactor() {
    const s = await createSeller(app);
    const setup = await rest(app.url, 'GET', `/user/${s.user.id}/get_2fa`, undefined, s.token);
    const on = await rest(app.url, 'POST', `/user/${s.user.id}/verify_2fa`, { secret: setup.body.secret, code: currentCode(setup.body.secret) }, s.token);
    expect(on.status).toBe(200);
    return { ...s, secret: setup.body.secret as string, token: on.body.jwt as string, recoveryCodes: on.body.recoveryCodes as string[] };
  }
  const nextCode = (secret: string) => currentCode(secret, Date.now() + 30_000);
  const stepToken = async (s: { email: string; password: string }) => {
    const r = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password });
    expect(r.body.type).toBe('2fa_needed');
    return r.body.jwt as string;
  };
  const complete = (userId: string, code: string, token: string) => rest(app.url, 'POST', `/auth/${userId}/complete_2fa`, { code }, token);
  const completeGql = (code: string, token: string) =>
    app.graphql(
      `mutation ($c: String!) { completeTwoFactor(userId: "-", code: $c) {
         __typename ... on Session { type jwt } ... on Error { message code } } }`,
      { c: code },
      token,
    );

  it('shows ten recovery codes once at setup and stores only their hashes', async () => {
    const s = await sellerWithTwoFactor();
    expect(s.recoveryCodes).toHaveLength(10);
    expect(new Set(s.recoveryCodes).size).toBe(10);
    const rows = await app.services.prisma.twoFactorRecoveryCode.findMany({ where: { userId: s.user.id } });
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const c of s.recoveryCodes) expect(stored).not.toContain(c.replace('-', ''));
    const viewer = await app.graphql('{ viewer { twoFactorEnabled twoFactorRecoveryCodesLeft } }', {}, s.token);
    expect(viewer.data.viewer).toEqual({ twoFactorEnabled: true, twoFactorRecoveryCodesLeft: 10 });

    // GraphQL's enableTwoFactor answers them too; a new setup replaces the old codes.
    const again = await app.graphql(`mutation { beginTwoFactorSetup(userId: "-") { secret } }`, {}, s.token);
    const secret = again.data.beginTwoFactorSetup.secret;
    const en = await app.graphql(
      `mutation ($s: String!, $c: String!) { enableTwoFactor(userId: "-", secret: $s, code: $c) {
         __typename ... on TwoFactorEnabled { jwt recoveryCodes } } }`,
      { s: secret, c: currentCode(secret) },
      s.token,
    );
    expect(en.data.enableTwoFactor.__typename).toBe('TwoFactorEnabled');
    expect(en.data.enableTwoFactor.recoveryCodes).toHaveLength(10);
    const step = await stepToken(s);
    const old = await complete(s.user.id, s.recoveryCodes[0]!, step);
    expect(old.status).toBe(401);
    expect(old.body.message).toBe('Invalid or already used code');
  });

  it('signs in with a recovery code instead of an authenticator code, once per code', async () => {
    const s = await sellerWithTwoFactor();
    const code = s.recoveryCodes[3]!;
    const done = await complete(s.user.id, ` ${code.toUpperCase()} `, await stepToken(s));
    expect(done.status).toBe(200);
    expect(done.body.type).toBe('success');
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, done.body.jwt)).status).toBe(200);
    const left = await app.graphql('{ viewer { twoFactorRecoveryCodesLeft } }', {}, done.body.jwt);
    expect(left.data.viewer.twoFactorRecoveryCodesLeft).toBe(9);

    const reused = await completeGql(code, await stepToken(s));
    expect(reused.data.completeTwoFactor).toEqual({
      __typename: 'InvalidTwoFactorCodeError',
      message: 'Invalid or already used code',
      code: 'INVALID_2FA_CODE',
    });
    expect(await app.services.prisma.signInFailure.count({ where: { userId: s.user.id, reason: 'wrong_recovery_code' } })).toBe(1);
    // Another seller's recovery code is no use here.
    const other = await sellerWithTwoFactor();
    expect((await complete(s.user.id, other.recoveryCodes[0]!, await stepToken(s))).status).toBe(401);
  });

  it('refuses a second exchange of the same step token, also with another valid code', async () => {
    const s = await sellerWithTwoFactor();
    const token = await stepToken(s);
    // A wrong code does not use the token up: the seller may correct a typo.
    expect((await complete(s.user.id, '000000', token)).status).toBe(401);
    const first = await complete(s.user.id, nextCode(s.secret), token);
    expect(first.status).toBe(200);
    const second = await complete(s.user.id, s.recoveryCodes[0]!, token);
    expect(second.status).toBe(401);
    expect(second.body).toMatchObject({ code: 'TWO_FACTOR_STEP_USED', message: 'This sign-in was already completed. Please sign in again.' });
    const gql = await completeGql(s.recoveryCodes[1]!, token);
    expect(gql.data.completeTwoFactor).toMatchObject({ __typename: 'TwoFactorStepUsedError', code: 'TWO_FACTOR_STEP_USED' });
    // The refused exchanges used no recovery code.
    expect(await app.services.prisma.twoFactorRecoveryCode.count({ where: { userId: s.user.id, usedAt: null } })).toBe(10);
    // The record is in Postgres (seen by every process), not in memory.
    const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;
    expect(await app.services.prisma.revokedSession.findUnique({ where: { jti } })).not.toBeNull();
  });

  it('lets only one of two simultaneous exchanges of one step token win', async () => {
    const s = await sellerWithTwoFactor();
    const token = await stepToken(s);
    const results = await Promise.all([complete(s.user.id, s.recoveryCodes[0]!, token), complete(s.user.id, s.recoveryCodes[1]!, token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
    // The loser's code stays unused.
    expect(await app.services.prisma.twoFactorRecoveryCode.count({ where: { userId: s.user.id, usedAt: null } })).toBe(9);
  });

  const disable = (token: string, password: string, code: string, userId = '-') =>
    app.graphql(
      `mutation ($u: String!, $p: String!, $c: String!) { disableTwoFactor(userId: $u, password: $p, code: $c) {
         __typename ... on Session { jwt } ... on Error { message code } ... on ValidationError { fieldErrors { field message } } } }`,
      { u: userId, p: password, c: code },
      token,
    );

  it('turns two-factor off with the password and a current code; wrong ones change nothing', async () => {
    const s = await sellerWithTwoFactor();
    const wrongPassword = await disable(s.token, 'Not-the-password1', nextCode(s.secret));
    expect(wrongPassword.data.disableTwoFactor).toMatchObject({ __typename: 'WrongPasswordError', message: 'Current password is incorrect' });
    const wrongCode = await disable(s.token, s.password, '000000');
    expect(wrongCode.data.disableTwoFactor).toMatchObject({ __typename: 'InvalidTwoFactorCodeError', message: 'Invalid or already used code' });
    const empty = await disable(s.token, '', '12');
    expect(empty.data.disableTwoFactor.fieldErrors).toEqual([
      { field: 'password', message: 'Password is required' },
      { field: 'code', message: 'Code must be 6 characters long' },
    ]);
    let row = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(row.twoFactorEnabled).toBe(true);
    expect(row.twoFactorSecret).not.toBeNull();

    const off = await disable(s.token, s.password, nextCode(s.secret));
    expect(off.data.disableTwoFactor.__typename).toBe('Session');
    row = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(row).toMatchObject({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorLastStep: null });
    expect(await app.services.prisma.twoFactorRecoveryCode.count({ where: { userId: s.user.id } })).toBe(0);
    // Older sessions end; the answer carries a fresh one.
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, s.token)).status).toBe(401);
    const viewer = await app.graphql('{ viewer { twoFactorEnabled twoFactorRecoveryCodesLeft } }', {}, off.data.disableTwoFactor.jwt);
    expect(viewer.data.viewer).toEqual({ twoFactorEnabled: false, twoFactorRecoveryCodesLeft: 0 });
    // Sign-in no longer asks for a code, and the seller is told by email.
    expect((await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password })).body.type).toBe('success');
    const mail = await app.services.prisma.emailOutbox.findFirst({ where: { to: s.email, subject: 'Two-factor authentication is off' } });
    expect(mail).not.toBeNull();
    const again = await disable(off.data.disableTwoFactor.jwt, s.password, '123456');
    expect(again.data.disableTwoFactor).toMatchObject({ __typename: 'TwoFactorNotEnabledError' });
  });

  it('turns two-factor off with a recovery code (lost phone); not for another seller', async () => {
    const s = await sellerWithTwoFactor();
    const other = await createSeller(app);
    const forbidden = await disable(other.token, s.password, s.recoveryCodes[0]!, s.user.id);
    expect(forbidden.data?.disableTwoFactor ?? null).toBeNull();
    expect(forbidden.errors?.[0]?.message).toMatch(/not authorized/i);
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).twoFactorEnabled).toBe(true);

    const off = await disable(s.token, s.password, s.recoveryCodes[0]!);
    expect(off.data.disableTwoFactor.__typename).toBe('Session');
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).twoFactorEnabled).toBe(false);
  });
});
