import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { createSeller } from '../factories/users.ts';
import { currentCode } from '../../server/modules/accounts/totp.ts';

// Issue 20: recovery codes shown once and usable once, the step token single-use, turning 2FA off.
describe('two-factor recovery codes and turning it off, in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function newPage(): Promise<Page> {
    return (await browser.newContext()).newPage();
  }
  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${app.url}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  async function signInWithRecoveryCode(page: Page, s: { email: string; password: string }, code: string) {
    await signIn(page, s.email, s.password);
    await page.getByText('Enter your 2FA code from your authenticator app').waitFor();
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByText('Enter one of your recovery codes').waitFor();
    await page.getByLabel('Recovery code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('shows recovery codes once, signs in with one, refuses it and the step token the second time, and turns 2FA off', async () => {
    const s = await createSeller(app);
    const inventory = `${app.url}/account/${s.user.id}/amazon-inventory/`;
    const settings = `${app.url}/account/${s.user.id}/settings/account`;
    const page = await newPage();
    await signIn(page, s.email, s.password);
    await page.waitForURL(inventory);
    await page.goto(settings);
    await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!;
    await page.getByPlaceholder('### ###').fill(currentCode(secret));
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
    await page.getByText('10 recovery codes left.').waitFor();
    expect(await list.count()).toBe(0); // shown once
    await page.reload();
    await page.getByText('Two-factor authentication is enabled.').waitFor();
    expect(await page.getByTestId('recovery-codes').count()).toBe(0);

    // The two-factor step has a way back to the password form (issue 20's dead end).
    const other = await newPage();
    await signIn(other, s.email, s.password);
    await other.getByText('Enter your 2FA code from your authenticator app').waitFor();
    await other.getByRole('button', { name: 'Back' }).click();
    await other.getByLabel('Password').waitFor();
    expect(await other.getByText('Enter your 2FA code from your authenticator app').count()).toBe(0);
    await other.close();

    // Sign in elsewhere with a recovery code; keep the step request to replay it later.
    const phone = await newPage();
    let stepRequest: { token: string; body: string } | null = null;
    phone.on('request', (req) => {
      if (req.url().endsWith('/graphql') && req.postData()?.includes('CompleteTwoFactorMutation')) {
        stepRequest = { token: req.headers().authorization!, body: req.postData()! };
      }
    });
    await signInWithRecoveryCode(phone, s, codes[0]!.toUpperCase());
    await phone.waitForURL(inventory);
    await phone.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();

    // The same step token, exchanged again from the browser with another unused code: refused.
    expect(stepRequest).not.toBeNull();
    const replay = await phone.evaluate(
      async ({ token, body }) => {
        const res = await fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: token }, body });
        return res.json();
      },
      { token: stepRequest!.token, body: stepRequest!.body.replace(/"code":"[^"]*"/, `"code":"${codes[1]}"`) },
    );
    expect(replay.data.completeTwoFactor).toMatchObject({ __typename: 'TwoFactorStepUsedError', code: 'TWO_FACTOR_STEP_USED' });

    // The used recovery code is refused the second time; the next one works.
    const laptop = await newPage();
    await signInWithRecoveryCode(laptop, s, codes[0]!);
    await laptop.getByRole('alert').getByText('Invalid or already used code').waitFor();
    expect(new URL(laptop.url()).pathname).toBe('/sign-in');
    await laptop.getByLabel('Recovery code').fill(codes[1]!);
    await laptop.getByRole('button', { name: 'Sign in' }).click();
    await laptop.waitForURL(inventory);

    // Turn it off: a wrong password or code changes nothing; then 'Two-factor authentication is off'.
    await laptop.goto(settings);
    await laptop.getByText('8 recovery codes left.').waitFor();
    await laptop.getByRole('button', { name: 'Turn Off Two-Factor Authentication' }).click();
    const form = laptop.locator('form', { hasText: 'To turn two-factor authentication off' });
    await form.getByLabel('Password').fill('Wrong-password-1');
    await form.getByLabel('Code').fill(codes[2]!);
    await form.getByRole('button', { name: 'Turn Off', exact: true }).click();
    await form.getByText('Current password is incorrect').waitFor();
    await form.getByLabel('Password').fill(s.password);
    await form.getByLabel('Code').fill('000000');
    await form.getByRole('button', { name: 'Turn Off', exact: true }).click();
    await form.getByText('Invalid or already used code').waitFor();
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).twoFactorEnabled).toBe(true);
    await form.getByLabel('Code').fill(codes[2]!);
    await form.getByRole('button', { name: 'Turn Off', exact: true }).click();
    await laptop.getByText('Two-factor authentication is off').first().waitFor();
    await laptop.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: s.user.id } })).twoFactorEnabled).toBe(false);
    // The page keeps working under its fresh token, and sign-in asks for no code any more.
    await laptop.reload();
    await laptop.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).waitFor();
    const later = await newPage();
    await signIn(later, s.email, s.password);
    await later.waitForURL(inventory);
  });
});
