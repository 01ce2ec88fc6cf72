import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, chooseFromMenu } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import { waitFor } from '../helpers/wait.ts';
import { createSeller, uniqueEmail } from '../factories/users.ts';
import { currentCode } from '../../server/modules/accounts/totp.ts';

describe('accounts in Chromium', () => {
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
    const ctx = await browser.newContext();
    return ctx.newPage();
  }
  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${app.url}/sign-in`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('signs up with field messages, accepts the terms, and moves on to onboarding', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/signup`); // legacy path
    await page.waitForURL(`${app.url}/sign-up`);
    const email = uniqueEmail('newbie');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password Confirmation').fill('other');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    // The password message hides the confirmation message.
    expect(await page.getByText('Passwords do not match').count()).toBe(0);
    await page.getByLabel('Password', { exact: true }).fill('Sunflower42x');
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Password Confirmation').fill('Sunflower42x');
    await page.getByRole('button', { name: 'Register' }).click();

    await page.waitForURL(`${app.url}/accept-tos`);
    await page.getByRole('heading', { name: 'Accept our Terms of Service' }).waitFor();
    expect(await page.frameLocator('iframe[title="Terms of Service"]').getByRole('heading', { name: 'ListBridge Terms of Service' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(`${app.url}/onboarding/amazon`);
    await page.getByRole('heading', { name: 'Amazon Setup' }).waitFor();
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.tosAcceptedAt).not.toBeNull();
    // No top navigation during onboarding, but a user menu with a way out (issue 20).
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await chooseFromMenu(page, page.getByRole('button', { name: `User menu for ${email}` }), 'Sign Out', `${app.url}/sign-in`);
  });

  it('signs in, restores the remembered path, and signs out (the token stops working)', async () => {
    const s = await createSeller(app);
    const page = await newPage();
    await page.goto(`${app.url}/account/-/settings/account`);
    await page.waitForURL(`${app.url}/sign-in`);
    await signIn(page, s.email, s.password);
    await page.waitForURL(`${app.url}/account/${s.user.id}/settings/account`);
    await page.getByRole('heading', { name: 'Account & Payment' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('listbridge.token'));

    await chooseFromMenu(page, page.getByRole('button', { name: `User menu for ${s.email}` }), 'Sign Out', `${app.url}/sign-in`);
    expect(await page.evaluate(() => localStorage.getItem('listbridge.token'))).toBeNull();
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, token!)).status).toBe(401);
  });

  it('shows the server message for a wrong password', async () => {
    const s = await createSeller(app);
    const page = await newPage();
    await signIn(page, s.email, 'Wrong-password-1');
    await page.getByRole('alert').getByText('Incorrect email or password').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
  });

  it('sets up two-factor in account settings, then signs in with a code', async () => {
    const s = await createSeller(app);
    const page = await newPage();
    await signIn(page, s.email, s.password);
    await page.waitForURL(/amazon-inventory/);
    await page.goto(`${app.url}/account/${s.user.id}/settings/account`);
    await page.getByRole('button', { name: 'Set Up Two-Factor Authentication' }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!;
    expect(await page.getByAltText('QR code for your authenticator app').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    await page.getByText('Code is required').waitFor();
    await page.getByPlaceholder('### ###').fill(currentCode(secret));
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    await page.getByText('Two-factor authentication is enabled.').waitFor();

    const page2 = await newPage();
    await signIn(page2, s.email, s.password);
    await page2.getByText('Enter your 2FA code from your authenticator app').waitFor();
    await page2.getByPlaceholder('### ###').fill('12345');
    await page2.getByRole('button', { name: 'Sign in' }).click();
    await page2.getByText('Code must be 6 characters long').waitFor();
    // The enabling code is used up; the next step's code is within the allowed drift.
    await page2.getByPlaceholder('### ###').fill(currentCode(secret, Date.now() + 30_000));
    await page2.getByRole('button', { name: 'Sign in' }).click();
    await page2.waitForURL(`${app.url}/account/${s.user.id}/amazon-inventory/`);
    await page2.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();
  });

  it('recovers a password through the link in the email outbox', async () => {
    const s = await createSeller(app);
    const page = await newPage();
    await page.goto(`${app.url}/sign-in`);
    await page.getByRole('link', { name: 'Recover your password' }).click();
    const send = page.getByRole('button', { name: 'Send Recovery E-mail' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Email').fill(s.email);
    await send.click();
    await page.getByText('Recovery e-mail sent!').waitFor();

    const mail = await waitFor(() => app.services.prisma.emailOutbox.findFirst({ where: { to: s.email, status: 'LOGGED' } }));
    const link = /(http\S+\/reset-password\?\S+)/.exec(mail.text)![1]!;
    expect(link.startsWith(app.url)).toBe(true);
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill('Recovered-Pass-9');
    await page.getByLabel('Password Confirmation').fill('Recovered-Pass-9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset! You can now go back').waitFor();

    await page.goto(link);
    await page.getByText('Sorry, this token is invalid or expired.').waitFor();
    // An invalid link offers the next step (issue 20): a new link.
    await page.getByRole('link', { name: 'Send a new reset link' }).click();
    await page.waitForURL(`${app.url}/forgot-password`);

    await signIn(page, s.email, 'Recovered-Pass-9');
    await page.waitForURL(/amazon-inventory/);
  });

  it('redirects legacy paths for the signed-in seller, and to sign-in when signed out', async () => {
    const s = await createSeller(app);
    const page = await newPage();
    await page.goto(`${app.url}/linked-platforms`);
    await page.waitForURL(`${app.url}/sign-in`);
    await signIn(page, s.email, s.password);
    await page.waitForURL(/amazon-inventory/);
    await page.goto(`${app.url}/linked-platforms`);
    await page.waitForURL(`${app.url}/account/${s.user.id}/settings/linked-platforms`);
    await page.goto(`${app.url}/user-settings`);
    await page.waitForURL(`${app.url}/account/${s.user.id}/settings/account`);
    await page.getByRole('heading', { name: 'Account & Payment' }).waitFor();
    // Another seller's path leads back to one's own inventory.
    const other = await createSeller(app);
    await page.goto(`${app.url}/account/${other.user.id}/settings/account`);
    await page.waitForURL(`${app.url}/account/${s.user.id}/amazon-inventory/`);
    // A signed-in visitor on sign-in goes to the inventory.
    await page.goto(`${app.url}/sign-in`);
    await page.waitForURL(`${app.url}/account/${s.user.id}/amazon-inventory/`);
  });

  it('signs out of all devices from account settings', async () => {
    const s = await createSeller(app);
    const [laptop, phone] = [await newPage(), await newPage()];
    for (const page of [laptop, phone]) {
      await signIn(page, s.email, s.password);
      await page.waitForURL(/amazon-inventory/);
    }
    const phoneToken = await phone.evaluate(() => localStorage.getItem('listbridge.token'));
    await laptop.goto(`${app.url}/account/${s.user.id}/settings/account`);
    await laptop.getByRole('button', { name: 'Sign Out of All Devices' }).click();
    await laptop.waitForURL(`${app.url}/sign-in`);
    expect((await rest(app.url, 'GET', '/user/-/user', undefined, phoneToken!)).status).toBe(401);
    await phone.goto(`${app.url}/account/${s.user.id}/settings/account`);
    await phone.waitForURL(`${app.url}/sign-in`);
  });
});
