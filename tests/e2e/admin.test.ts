import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../factories/users.ts';
import { insertItems } from '../factories/listings.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';

// Issue 17: an admin finds a seller by email, opens the admin user page, turns the seller's e-mails
// off (toast), impersonates the seller (banner, the seller's inventory), and stops impersonating.
describe('the admin back-office in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ WORKER: 'off' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signedIn(token: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInWithToken(context, token);
    return context.newPage();
  }

  it('finds a seller, turns e-mails off, impersonates and stops', async () => {
    const admin = await createSeller(app, { isAdmin: true });
    const seller = await createSeller(app);
    await Promise.all([createSeller(app), createSeller(app)]); // others the search must leave out
    await insertItems(app.services, seller.user.id, 2, 'IMPERSONATED');
    // An imported inventory: Amazon connected, the stats of a finished import.
    await app.services.pool.query(
      `INSERT INTO connections (id, user_id, kind, account_id, marketplace, refresh_token, updated_at)
       VALUES (gen_random_uuid(), $1, 'AMAZON', 'A1LBSANDBOXUS7Q', 'ATVPDKIKX0DER', 'not-used-worker-off', now())`,
      [seller.user.id],
    );
    await app.services.pool.query(
      `INSERT INTO inventory_stats (user_id, all_items_count, last_inventory_update_at) VALUES ($1, 2, now())
       ON CONFLICT (user_id) DO UPDATE SET all_items_count = 2, last_inventory_update_at = now()`,
      [seller.user.id],
    );
    const page = await signedIn(admin.token);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The Admin entry of the navigation opens the users list.
    await page.goto(`${app.url}/account/${admin.user.id}/amazon-inventory/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'User Stats Data' }).waitFor();
    await page.getByLabel('Search').fill(seller.email);
    await page.waitForURL((u) => u.searchParams.get('search') === seller.email);
    const rows = page.getByTestId('admin-user-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText(seller.user.id).waitFor();

    await rows
      .first()
      .getByRole('link', { name: `Administrate ${seller.email}` })
      .click();
    await page.getByRole('heading', { name: 'Admin User Page' }).waitFor();
    expect(await page.getByTestId('admin-user-email').textContent()).toBe(seller.email);
    await page.getByText('Nothing here ...yet').waitFor();

    await page.getByRole('button', { name: 'Disable Emails' }).click();
    await page.getByText('Emails disabled', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Enable Emails' }).waitFor();
    const flags = await app.services.pool.query('SELECT emails_disabled FROM users WHERE id = $1', [seller.user.id]);
    expect(flags.rows[0].emails_disabled).toBe(true);
    await page.getByTestId('audit-row').getByText('set_emails_disabled').waitFor();

    // Impersonate: the seller's inventory under the admin's own session, with the banner.
    await page.getByRole('link', { name: 'Impersonate User' }).click();
    await page.waitForURL(`**/account/${seller.user.id}/amazon-inventory/**`);
    await page.getByText(`You are impersonating ${seller.email}`).waitFor();
    await page.getByText('IMPERSONATED-0').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('listbridge.token'))).toBe(admin.token);

    await page.getByRole('button', { name: `User menu for ${admin.email}` }).click();
    await page.getByRole('menuitem', { name: 'Administrate User' }).waitFor();
    await page.getByRole('menuitem', { name: 'Stop Impersonating' }).click();
    // Back to the admin's own home, the back-office (an admin has no inventory: issue 30).
    await page.waitForURL(`${app.url}/admin`);
    await page.getByTestId('impersonation-banner').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('shows a seller the not-found page at /admin/', async () => {
    const seller = await createSeller(app);
    const page = await signedIn(seller.token);
    await page.goto(`${app.url}/admin/`);
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    expect(await page.getByText('User Stats Data').count()).toBe(0);
  });
});
