// Issue 17's remaining parts in Chromium against the real product (Postgres, eBay and Stripe
// sandboxes): a seller turns e-mail notifications off in General settings, saves, reloads and sees
// it off; a seller whose eBay connection is out of date sees the banner and follows its link; a
// new seller signs up through a referral link and is recorded as referred.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, GOOD_PASSWORD, uniqueEmail } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword, chooseFromMenu } from '../helpers/browser.ts';
import { ebaySeller } from '../integration/listings/ebay-seller.ts';

describe('General settings, alert banners and referral sign-up in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signedIn(who: { email: string; password: string }): Promise<Page> {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, who, /amazon-inventory/);
    return page;
  }

  it('turns e-mail notifications off in General settings: saved, and still off after a reload', async () => {
    const s = await createSeller(app);
    const page = await signedIn(s);
    // The navigation's Advanced Settings goes to the eBay tab; the tab bar leads to General.
    await chooseFromMenu(page, page.getByRole('button', { name: 'Settings' }), 'Advanced Settings', `${app.url}/account/${s.user.id}/settings/advanced/ebay`);
    await page.getByRole('navigation', { name: 'Advanced settings' }).getByRole('link', { name: 'General' }).click();
    await page.waitForURL(`${app.url}/account/${s.user.id}/settings/advanced/general`);
    await page.getByRole('heading', { name: 'General Settings' }).waitFor();
    const box = page.getByRole('checkbox', { name: /Enable Email Notifications/ });
    await box.waitFor({ state: 'attached' });
    expect(await box.isChecked()).toBe(true);
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);

    await page.getByText('Enable Email Notifications').click();
    expect(await box.isChecked()).toBe(false);
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.getByText('You have unsaved changes.').waitFor();
    await bar.getByRole('button', { name: 'Save' }).click();
    await bar.waitFor({ state: 'detached' });
    const stored = async () => (await app.services.pool.query('SELECT settings FROM users WHERE id = $1', [s.user.id])).rows[0].settings;
    expect(await stored()).toEqual({ enable_email_notifications: false });

    await page.reload();
    await page.getByRole('heading', { name: 'General Settings' }).waitFor();
    const again = page.getByRole('checkbox', { name: /Enable Email Notifications/ });
    await again.waitFor({ state: 'attached' });
    expect(await again.isChecked()).toBe(false);
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);
  });

  it('shows a seller with an out-of-date eBay connection the banner, whose link leads to Linked Platforms', async () => {
    const s = await ebaySeller(app);
    // Fee region and tier chosen: the eBay credentials are the only thing wrong.
    await app.services.pool.query(`UPDATE users SET settings = '{"ebay_fee_country":"GB","ebay_shop_type":"basic"}' WHERE id = $1`, [s.user.id]);
    await app.services.pool.query(`UPDATE connections SET settings = settings || '{"type":"auth_n_auth"}' WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id]);
    const page = await signedIn(s);
    const banner = page.locator('[data-alert-type="ebay_requires_reauth"]');
    await banner.getByText('Your eBay credentials are out of date.', { exact: false }).waitFor();
    expect(await page.locator('[data-alert-type]').count()).toBe(1);
    await banner.getByRole('link', { name: 'Reauthorize eBay' }).click();
    await page.waitForURL(`${app.url}/account/${s.user.id}/settings/linked-platforms`);
    // The banner stays on every page until the connection is fixed.
    await page.locator('[data-alert-type="ebay_requires_reauth"]').waitFor();

    // Without a fee region the client-side rule and the server agree: a second banner, linking to the General tab.
    await app.services.pool.query(`UPDATE users SET settings = '{"ebay_shop_type":"basic"}' WHERE id = $1`, [s.user.id]);
    await page.goto(`${app.url}/account/${s.user.id}/sales/ebay/`);
    const region = page.locator('[data-alert-type="ebay_region_of_residence"]');
    await region.getByRole('link', { name: 'Choose your region' }).click();
    await page.waitForURL(`${app.url}/account/${s.user.id}/settings/advanced/general#ebay-fees`);
    await page.getByLabel('eBay Region of Residence').selectOption('GB');
    await page.getByRole('region', { name: 'Unsaved changes' }).getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: 'Unsaved changes' }).waitFor({ state: 'detached' });
    expect((await app.services.pool.query('SELECT settings FROM users WHERE id = $1', [s.user.id])).rows[0].settings.ebay_fee_country).toBe('GB');
  });

  it('signs a new seller up through a referral link: the offer is shown and the referrer recorded', async () => {
    const referrer = await createSeller(app);
    const r = await app.graphql(`{ user(userId: "-") { referral { alias link } } }`, {}, referrer.token);
    const { alias, link } = r.data.user.referral;
    // The referrer sees the link with a Copy button on Account & Payment, offered from the footer.
    const own = await signedIn(referrer);
    await own
      .getByRole('navigation', { name: 'Footer' })
      .getByRole('link', { name: /Refer a seller/ })
      .click();
    await own.waitForURL(`${app.url}/account/${referrer.user.id}/settings/account#referral`);
    expect(await own.getByLabel('Your referral link').inputValue()).toBe(link);
    expect(await own.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/signup?ref=${alias}`);
    await page.waitForURL(`${app.url}/sign-up?ref=${alias}`);
    await page.getByText('you get US$50 off your first subscription', { exact: false }).waitFor();
    const email = uniqueEmail('referred');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByLabel('Password Confirmation').fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${app.url}/accept-tos`);
    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(user.referredById).toBe(referrer.user.id);
  });
});
