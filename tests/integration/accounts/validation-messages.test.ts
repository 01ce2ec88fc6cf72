import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller, GOOD_PASSWORD, uniqueEmail } from '../../factories/users.ts';

// Every rule of spec 000 §5 / 002 §5, through REST and through GraphQL, with the exact message.
describe('account validation messages', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const signUpGql = `mutation ($email: String!, $password: String!, $passwordConfirmation: String!) {
    signUp(email: $email, password: $password, passwordConfirmation: $passwordConfirmation) {
      __typename
      ... on ValidationError { message code fieldErrors { field message } }
      ... on EmailTakenError { message }
      ... on Session { type jwt userId email }
    } }`;

  const signUpCases: Array<[string, { email: string; password: string; passwordConfirmation: string }, string, string]> = [
    ['an empty email', { email: '', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }, 'email', 'Email is required'],
    ['a malformed email', { email: 'nope@', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD }, 'email', 'Invalid email address'],
    ['a short password', { email: 'a@b.co', password: 'Ab1', passwordConfirmation: 'Ab1' }, 'password', 'Password must be at least 8 characters long'],
    [
      'a password without a digit',
      { email: 'a@b.co', password: 'Abcdefghi', passwordConfirmation: 'Abcdefghi' },
      'password',
      'Password must contain at least one number',
    ],
    [
      'a password without an uppercase letter',
      { email: 'a@b.co', password: 'abcdefgh1', passwordConfirmation: 'abcdefgh1' },
      'password',
      'Password must contain at least one uppercase letter',
    ],
    [
      'a password containing the email username',
      { email: 'sunny@b.co', password: 'Xsunny1234', passwordConfirmation: 'Xsunny1234' },
      'password',
      'Password must not contain your email username',
    ],
    [
      'a missing confirmation',
      { email: 'a@b.co', password: GOOD_PASSWORD, passwordConfirmation: '' },
      'passwordConfirmation',
      'Password confirmation is required',
    ],
    [
      'a different confirmation',
      { email: 'a@b.co', password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD + 'x' },
      'passwordConfirmation',
      'Passwords do not match',
    ],
  ];

  for (const [what, input, field, message] of signUpCases) {
    it(`sign-up refuses ${what} with '${message}' (REST and GraphQL), creating nobody`, async () => {
      const r = await rest(app.url, 'POST', '/auth/sign-up', input);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
      expect(r.body.errors).toContainEqual({ field, message });
      const g = await app.graphql(signUpGql, input);
      expect(g.data.signUp.__typename).toBe('ValidationError');
      expect(g.data.signUp.fieldErrors).toContainEqual({ field, message });
      expect(await app.services.prisma.user.count()).toBe(0);
    });
  }

  it('sign-up succeeds with a session, then refuses the same email in another case', async () => {
    const email = uniqueEmail();
    const r = await rest(app.url, 'POST', '/auth/sign-up', { email, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: 'success', email, isAdmin: false });
    expect(r.body.jwt.split('.')).toHaveLength(3);
    const again = await rest(app.url, 'POST', '/auth/sign-up', { email: email.toUpperCase(), password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists');
    const g = await app.graphql(signUpGql, { email: ` ${email.toUpperCase()} `, password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD });
    expect(g.data.signUp).toEqual({ __typename: 'EmailTakenError', message: 'An account with this email already exists' });
  });

  it('forgot-password needs a valid email', async () => {
    expect((await rest(app.url, 'POST', '/auth/forgot-password', { email: '' })).body.message).toBe('Email is required');
    expect((await rest(app.url, 'POST', '/auth/forgot-password', { email: 'x@' })).body.message).toBe('Invalid email address');
    const g = await app.graphql(`mutation { requestPasswordReset(email: "x@") { __typename ... on ValidationError { message } } }`);
    expect(g.data.requestPasswordReset).toEqual({ __typename: 'ValidationError', message: 'Invalid email address' });
  });

  it('reset-password checks password and confirmation before the token', async () => {
    const cases: Array<[object, string]> = [
      [{ password: '', passwordConfirmation: '' }, 'Password is required'],
      [{ password: 'short', passwordConfirmation: 'short' }, 'Password must be at least 8 characters long'],
      [{ password: 'longenough1', passwordConfirmation: 'different1' }, 'Passwords do not match'],
    ];
    for (const [input, message] of cases) {
      const r = await rest(app.url, 'POST', '/auth/reset-password', { email: 'a@b.co', token: 't', ...input });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it('two-factor codes must be six digits', async () => {
    const seller = await createSeller(app);
    const short = await rest(app.url, 'POST', `/auth/${seller.user.id}/complete_2fa`, { code: '123' });
    expect(short.body.message).toBe('Code must be 6 characters long');
    const letters = await rest(app.url, 'POST', `/auth/${seller.user.id}/complete_2fa`, { code: '12a 456' });
    expect(letters.body.message).toBe('Code must be all numbers');
    const g = await app.graphql(`mutation { completeTwoFactor(userId: "-", code: "12") { __typename ... on ValidationError { message } } }`);
    expect(g.data.completeTwoFactor.message).toBe('Code must be 6 characters long');
  });

  it('change password: base rules for sellers', async () => {
    const seller = await createSeller(app);
    const post = (body: object) => rest(app.url, 'POST', '/user/-/password', body, seller.token);
    const short = await post({ currentPassword: GOOD_PASSWORD, newPassword: 'short', newPasswordConfirmation: 'short' });
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const mismatch = await post({ currentPassword: GOOD_PASSWORD, newPassword: 'Longenough1', newPasswordConfirmation: 'Longenough2' });
    expect(mismatch.body.message).toBe('Passwords do not match');
    const wrong = await post({ currentPassword: 'WrongPass1', newPassword: 'Longenough1', newPasswordConfirmation: 'Longenough1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
  });

  it('change password: the six admin rules, in order, then once per day', async () => {
    const admin = await createSeller(app, { isAdmin: true, password: 'Start-Password-2024!' });
    await app.services.prisma.user.update({
      where: { id: admin.user.id },
      data: { fullName: 'Grace Hopper', passwordSetAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    const cases: Array<[string, string]> = [
      ['Hopper-Secret-99!', 'Password cannot contain your name'],
      ['lowercase-only-99!', 'Password must contain at least one upper-case character'],
      ['UPPERCASE-ONLY-99!', 'Password must contain at least one lower-case character'],
      ['No-Digits-Here-At-All!', 'Password must contain at least one number'],
      ['NoSpecials12345abc', 'Password must contain at least one special character'],
      ['Ab1!defgh', 'Password must be at least 12 characters'],
    ];
    const gql = `mutation ($n: String!) { changePassword(userId: "-", currentPassword: "Start-Password-2024!", newPassword: $n, newPasswordConfirmation: $n) {
      __typename ... on ValidationError { message } ... on PasswordChangeTooSoonError { message } ... on Session { jwt } } }`;
    for (const [pw, message] of cases) {
      const r = await rest(
        app.url,
        'POST',
        '/user/-/password',
        { currentPassword: 'Start-Password-2024!', newPassword: pw, newPasswordConfirmation: pw },
        admin.token,
      );
      expect(r.body.message).toBe(message);
      const g = await app.graphql(gql, { n: pw }, admin.token);
      expect(g.data.changePassword).toEqual({ __typename: 'ValidationError', message });
    }
    const ok = await rest(
      app.url,
      'POST',
      '/user/-/password',
      { currentPassword: 'Start-Password-2024!', newPassword: 'Brand-New-Pass-77#', newPasswordConfirmation: 'Brand-New-Pass-77#' },
      admin.token,
    );
    expect(ok.status).toBe(200);
    const again = await app.graphql(gql.replace('Start-Password-2024!', 'Brand-New-Pass-77#'), { n: 'Another-Pass-88#x' }, ok.body.jwt);
    expect(again.data.changePassword).toEqual({ __typename: 'PasswordChangeTooSoonError', message: 'You may only set your password once per day.' });
  });

  it('contact information takes strings only', async () => {
    const seller = await createSeller(app);
    const bad = await rest(app.url, 'POST', '/user/-/contact-info', { full_name: 42 }, seller.token);
    expect(bad.status).toBe(400);
    const ok = await rest(app.url, 'POST', '/user/-/contact-info', { full_name: 'Ada Lovelace', phone_country_code: '+44', phone: '7700900123' }, seller.token);
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toEqual({ full_name: 'Ada Lovelace', phone_country_code: '+44', phone: '7700900123' });
  });
});
