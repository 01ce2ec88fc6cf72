import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken, chooseFromMenu } from '../helpers/browser.ts';
import { waitFor } from '../helpers/wait.ts';
import { type SyncSeller, syncSeller } from '../integration/sync/sync-seller.ts';

// Issue 12 in Chromium: a seller opens eBay Advanced Settings from the navigation, changes the
// pricing formula, sees the dry-run preview (how many live listings it reprices and to what),
// saves ('Save in progress', then the bar is gone), and finds the new price on the eBay Listings
// page once the app's own worker has run continuous sync against the eBay sandbox.
/** 51.00 in the eBay site's currency (the sandbox seller's site is the UK: £). */
const NEW_PRICE = /^[^\d\s]51\.00$/;

describe('eBay Advanced Settings in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let s: SyncSeller;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    s = await syncSeller(app, 2, 'ebay_pro_monthly', { worker: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('changes the pricing formula: dry-run preview, save, and the new price on the eBay Listings page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInWithToken(context, s.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const prices = async () =>
      (await app.services.pool.query(`SELECT last_pushed_price_cents AS p FROM listings WHERE user_id = $1 ORDER BY item_id`, [s.user.id])).rows.map(
        (r) => r.p as number,
      );
    const before = await prices();

    // Settings → Advanced Settings opens the eBay tab, first in the tab bar.
    await page.goto(`${app.url}/account/${s.user.id}/amazon-inventory/`);
    await chooseFromMenu(page, page.getByRole('button', { name: 'Settings' }), 'Advanced Settings', `${app.url}/account/${s.user.id}/settings/advanced/ebay`);
    await page.getByRole('heading', { name: 'eBay Advanced Settings' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'Advanced settings' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['eBay', 'Shopify', 'General', 'Import/Export Data']);
    for (const section of ['Listing Settings', 'Advanced Settings', 'Pricing Formula', 'Listing Footer Template', 'Custom HTML/CSS template']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    expect(await bar.count()).toBe(0);

    // A field error: more than 80 characters of feedback text; the bar's Save is disabled until it is fixed.
    const feedback = page.getByLabel('Automatic Customer Feedback Text');
    await feedback.fill('x'.repeat(81));
    await page.getByText('Feedback text is limited to 80 characters.').waitFor();
    expect(await bar.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await feedback.fill('');
    await bar.waitFor({ state: 'detached' });

    // The formula: 2 × the Amazon price (25.00) + 0 × FBA shipping + 1.00 = 51.00.
    const pricing = page.getByRole('region', { name: 'Pricing Formula' });
    await pricing.getByText('Formula', { exact: true }).waitFor();
    await pricing.getByLabel('Item Multiplier').fill('2');
    await pricing.getByLabel('FBA Ship Multiplier').fill('0');
    await pricing.getByLabel('Constant Add').fill('1.00');
    const preview = page.getByRole('region', { name: 'Pricing preview' });
    await preview.getByText('Saving will reprice 2 of your 2 live eBay listings.').waitFor({ timeout: 15_000 });
    const rows = preview.getByRole('table', { name: 'Listings repriced' }).getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toMatch(/Sony Wireless Over-Ear Headphones.*51\.00$/);
    expect(await preview.getByText(NEW_PRICE).count()).toBe(2);
    // Nothing is saved by the preview.
    expect(await prices()).toEqual(before);

    await bar.getByText('You have unsaved changes.').waitFor();
    // The save is held on its way to the server until the test has seen 'Save in progress'.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/graphql**', async (route) => {
      if (route.request().postData()?.includes('UpdateEbaySettingsMutation')) await held;
      await route.continue();
    });
    await bar.getByRole('button', { name: 'Save' }).click();
    await bar.getByRole('button', { name: 'Save in progress' }).waitFor();
    expect(await bar.getByRole('button', { name: 'Save in progress' }).isDisabled()).toBe(true);
    release();
    await bar.waitFor({ state: 'detached' });
    await page.unroute('**/graphql**');
    const stored = (await app.services.pool.query('SELECT settings FROM users WHERE id = $1', [s.user.id])).rows[0].settings;
    expect(stored).toEqual({ pricing_formula: { item_multiplier: 2, fba_ship_multiplier: 0, constant_add: 100 } });

    // The app's worker reprices both listings on eBay; the eBay Listings page shows the new price.
    await waitFor(async () => (await prices()).every((p) => p === 5100), 60_000);
    await page.goto(`${app.url}/account/${s.user.id}/listings/ebay/`);
    const table = page.getByRole('table', { name: 'eBay listings' });
    await table.getByText(NEW_PRICE).first().waitFor();
    expect(await table.getByText(NEW_PRICE).count()).toBe(2);

    // Back on the page, the saved formula is what it shows, with nothing unsaved.
    await page.goto(`${app.url}/account/${s.user.id}/settings/advanced/ebay`);
    expect(await page.getByRole('region', { name: 'Pricing Formula' }).getByLabel('Item Multiplier').inputValue()).toBe('2');
    expect(await bar.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('works at a phone width: the sections stack and the save bar stays in reach', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInWithToken(context, s.token);
    const page = await context.newPage();
    await page.goto(`${app.url}/account/${s.user.id}/settings/advanced/ebay`);
    await page.getByRole('heading', { name: 'eBay Advanced Settings' }).waitFor();
    // Keyboard: the handling time is a native select; choosing 15 business days shows the bar.
    await page.getByLabel('Handling Time').selectOption('15');
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // No horizontal scrolling of the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Ctrl+S saves from the keyboard.
    await page.getByLabel('Handling Time').focus();
    await page.keyboard.press('Control+s');
    await bar.waitFor({ state: 'detached' });
    const stored = (await app.services.pool.query('SELECT settings FROM users WHERE id = $1', [s.user.id])).rows[0].settings;
    expect(stored.handling_time).toBe(15);
    await context.close();
  }, 60_000);
});
