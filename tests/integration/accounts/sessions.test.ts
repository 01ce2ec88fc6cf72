import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller, GOOD_PASSWORD } from '../../factories/users.ts';
import { currentCode } from '../../../server/modules/accounts/totp.ts';

describe('sign-in, two-factor, recovery and revocation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const viewerQuery = '{ viewer { id email isAdmin } }';

  it('signs in through REST and GraphQL with the legacy session shape; a wrong password is refused', async () => {
    const s = await createSeller(app);
    const r = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email.toUpperCase(), password: s.password });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['dateCreated', 'email', 'isAdmin', 'jwt', 'type', 'userId']);
    expect(r.body).toMatchObject({ type: 'success', email: s.email, isAdmin: false, userId: s.user.id });

    const g = await app.graphql(
      `mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename ... on Session { type jwt userId } ... on InvalidCredentialsError { message code } } }`,
      { e: s.email, p: s.password },
    );
    expect(g.data.signIn).toMatchObject({ __typename: 'Session', type: 'success', userId: s.user.id });
    const viewer = await app.graphql(viewerQuery, {}, g.data.signIn.jwt);
    expect(viewer.data.viewer.email).toBe(s.email);

    const wrong = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: 'Nope12345' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Incorrect email or password');
    const unknown = await rest(app.url, 'POST', '/auth/sign-in', { email: 'nobody@example.com', password: 'Nope12345' });
    expect(unknown.body).toEqual(wrong.body); // reveals nothing about who has an account
    const gw = await app.graphql(
      `mutation { signIn(email: "${s.email}", password: "Wrong1234") { __typename ... on InvalidCredentialsError { message code } } }`,
    );
    expect(gw.data.signIn).toEqual({ __typename: 'InvalidCredentialsError', message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' });
    expect(await app.services.prisma.signInFailure.count({ where: { email: s.email } })).toBe(2);
  });

  it('asks for 2FA after setup, accepts a current code once, refuses a wrong or reused one', async () => {
    const s = await createSeller(app);
    const setup = await rest(app.url, 'GET', `/user/${s.user.id}/get_2fa`, undefined, s.token);
    expect(setup.body.base64QR).toMatch(/^data:image\/png;base64,/);
    const wrongEnable = await rest(app.url, 'POST', '/user/-/verify_2fa', { secret: setup.body.secret, code: '000000' }, s.token);
    expect(wrongEnable.status).toBe(401);
    const enabled = await rest(app.url, 'POST', '/user/-/verify_2fa', { secret: setup.body.secret, code: currentCode(setup.body.secret) }, s.token);
    expect(enabled.status).toBe(200);
    // A 2FA change ends older sessions; the response carries a fresh one.
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, s.token)).status).toBe(401);
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, enabled.body.jwt)).body.two_factor_enabled).toBe(true);
    const stored = await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } });
    expect(stored.twoFactorSecret).not.toContain(setup.body.secret);

    const step1 = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password });
    expect(step1.body.type).toBe('2fa_needed');
    // The step-one token is not a session.
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, step1.body.jwt)).status).toBe(401);
    const wrong = await rest(app.url, 'POST', `/auth/${s.user.id}/complete_2fa`, { code: '000000' }, step1.body.jwt);
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid or already used code');
    // The code used to enable 2FA is used up; the next step's code is within the ±1 drift.
    expect((await rest(app.url, 'POST', `/auth/${s.user.id}/complete_2fa`, { code: currentCode(setup.body.secret) }, step1.body.jwt)).status).toBe(401);
    const code = currentCode(setup.body.secret, Date.now() + 30_000);
    const done = await rest(app.url, 'POST', `/auth/${s.user.id}/complete_2fa`, { code: `${code.slice(0, 3)} ${code.slice(3)}` }, step1.body.jwt);
    expect(done.status).toBe(200);
    expect(done.body.type).toBe('success');
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, done.body.jwt)).status).toBe(200);

    const step2 = await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: s.password });
    const reused = await app.graphql(
      `mutation ($u: String!, $c: String!) { completeTwoFactor(userId: $u, code: $c) { __typename ... on InvalidTwoFactorCodeError { message } } }`,
      { u: s.user.id, c: code },
      step2.body.jwt,
    );
    expect(reused.data.completeTwoFactor).toEqual({ __typename: 'InvalidTwoFactorCodeError', message: 'Invalid or already used code' });
  });

  it('recovers a password with the emailed link: same answer for unknown emails, token single-use and expiring', async () => {
    const s = await createSeller(app);
    const known = await rest(app.url, 'POST', '/auth/forgot-password', { email: s.email });
    const unknown = await rest(app.url, 'POST', '/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known).toEqual(unknown);
    expect(await app.services.prisma.emailOutbox.count({ where: { to: 'ghost@example.com' } })).toBe(0);
    const mail = await waitFor(() => app.services.prisma.emailOutbox.findFirst({ where: { to: s.email, status: 'LOGGED' } }));
    const link = new URL(/(http\S+reset-password\S+)/.exec(mail.text)![1]!);
    const token = link.searchParams.get('token')!;
    expect(link.searchParams.get('email')).toBe(s.email);
    expect(await app.services.prisma.passwordResetToken.count({ where: { tokenHash: token } })).toBe(0); // stored hashed

    expect((await rest(app.url, 'POST', '/auth/check-token', { email: s.email, token })).body).toEqual({ valid: true });
    expect((await rest(app.url, 'POST', '/auth/check-token', { email: 'other@example.com', token })).body).toEqual({ valid: false });
    const g = await app.graphql(`query ($e: String!, $t: String!) { resetTokenValid(email: $e, token: $t) }`, { e: s.email, t: token });
    expect(g.data.resetTokenValid).toBe(true);

    const reset = await rest(app.url, 'POST', '/auth/reset-password', {
      email: s.email,
      token,
      password: 'Fresh-Pass-123',
      passwordConfirmation: 'Fresh-Pass-123',
    });
    expect(reset.body).toEqual({ success: true });
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, s.token)).status).toBe(401); // old sessions end
    expect((await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: 'Fresh-Pass-123' })).status).toBe(200);
    const again = await rest(app.url, 'POST', '/auth/reset-password', {
      email: s.email,
      token,
      password: 'Other-Pass-123',
      passwordConfirmation: 'Other-Pass-123',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Sorry, this token is invalid or expired.');

    await rest(app.url, 'POST', '/auth/forgot-password', { email: s.email });
    const mail2 = await waitFor(() => app.services.prisma.emailOutbox.findFirst({ where: { to: s.email, status: 'LOGGED', id: { not: mail.id } } }));
    const token2 = new URL(/(http\S+reset-password\S+)/.exec(mail2.text)![1]!).searchParams.get('token')!;
    await app.services.prisma.passwordResetToken.updateMany({ where: { usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await rest(app.url, 'POST', '/auth/check-token', { email: s.email, token: token2 })).body).toEqual({ valid: false });
  });

  it('refuses old tokens after a password change, and a signed-out token', async () => {
    const s = await createSeller(app);
    const changed = await rest(
      app.url,
      'POST',
      `/user/${s.user.id}/password`,
      { currentPassword: s.password, newPassword: 'Changed-Pass-1', newPasswordConfirmation: 'Changed-Pass-1' },
      s.token,
    );
    expect(changed.status).toBe(200);
    const old = await rest(app.url, 'GET', '/user/-/user', undefined, s.token);
    expect(old.status).toBe(401);
    expect(old.body.expired).toBe(true);
    expect((await app.graphql(viewerQuery, {}, s.token)).data.viewer).toBeNull();
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, changed.body.jwt)).status).toBe(200);

    const out = await app.graphql('mutation { signOut }', {}, changed.body.jwt);
    expect(out.data.signOut).toBe(true);
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, changed.body.jwt)).status).toBe(401);
  });

  it('refuses a token signed with another key, with another algorithm, or tampered', async () => {
    const s = await createSeller(app);
    const [h, p] = s.token.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), adm: true })).toString('base64url')}.${s.token.split('.')[2]}`;
    for (const t of [none, tampered, 'garbage']) {
      expect((await rest(app.url, 'GET', '/user/-/user', undefined, t)).status).toBe(401);
    }
  });

  it('stores onboarding progress (0–3, anything else the first step), terms acceptance and the finish', async () => {
    const s = await createSeller(app, { tosAccepted: false, onboardingFinished: false });
    const tos = await rest(app.url, 'POST', '/user/-/onboarding/accept-tos', undefined, s.token);
    expect(new Date(tos.body.settings.flags.tos_accepted).getTime()).toBeGreaterThan(Date.now() - 60_000);
    for (const [step, stored] of [
      ['2', 2],
      ['3', 3],
      ['4', 0],
      ['1.5', 0],
      ['x', 0],
      ['1', 1],
    ] as const) {
      const r = await rest(app.url, 'POST', `/user/-/onboarding/progress/${step}`, undefined, s.token);
      expect(r.body.settings.flags.onboarding_step).toBe(stored);
    }
    const g = await app.graphql(`mutation ($u: String!) { setOnboardingStep(userId: $u, step: 7) { onboardingStep } }`, { u: s.user.id }, s.token);
    expect(g.data.setOnboardingStep.onboardingStep).toBe(0);
    const fin = await rest(app.url, 'POST', '/user/-/onboarding/finish', undefined, s.token);
    expect(fin.body.settings.flags.onboarding_finished).toBe(true);
  });

  it('signs out everywhere', async () => {
    const s = await createSeller(app);
    const other = (await rest(app.url, 'POST', '/auth/sign-in', { email: s.email, password: GOOD_PASSWORD })).body.jwt;
    await app.graphql('mutation { signOut(everywhere: true) }', {}, s.token);
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, other)).status).toBe(401);
  });
});
