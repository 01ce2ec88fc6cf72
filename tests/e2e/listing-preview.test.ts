// The listing view's live description preview in Chromium: a 600px sandboxed frame showing the
// item rendered with the seller's template, following unsaved edits; a broken custom template
// shows 'Error compiling template' instead.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateUserSettings } from '../../server/modules/accounts/user-settings.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { sellerWithCard } from '../integration/billing/billing-helpers.ts';
import { headphones } from '../integration/listings/ebay-seller.ts';

describe('listing view: description preview in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let seller: Awaited<ReturnType<typeof sellerWithCard>>;
  let itemId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await sellerWithCard(app);
    [itemId] = (await headphones(app, seller.user.id, 1)) as [string];
    // No remote image: the frame has nothing to fetch from outside.
    await app.services.pool.query(`UPDATE inventory_items SET catalog_details = catalog_details - 'images' WHERE id = $1`, [itemId]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const frame = () => page.locator('iframe[title="eBay description preview"]');
  const frameText = () => frame().contentFrame().locator('body');

  it('shows the item in a 600px sandboxed frame and follows unsaved edits', async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    await page.getByRole('heading', { name: 'Description Preview' }).waitFor();
    await expect.poll(() => frameText().locator('h1').textContent(), { timeout: 15_000 }).toBe('Sony Wireless Over-Ear Headphones 1');
    expect(await frame().getAttribute('sandbox')).toBe('');
    expect(await frame().evaluate((f) => Math.round(f.getBoundingClientRect().width))).toBe(600);
    expect(await frameText().textContent()).toContain('Quality Products');

    await page.getByRole('button', { name: 'Edit title' }).click();
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Noise-Cancelling Headphones, Boxed');
    await title.press('Enter');
    await expect.poll(() => frameText().locator('h1').textContent(), { timeout: 15_000 }).toBe('Noise-Cancelling Headphones, Boxed');
    // The preview followed the draft; nothing was saved.
    const stored = await app.services.pool.query('SELECT user_edited_details FROM inventory_items WHERE id = $1', [itemId]);
    expect(stored.rows[0].user_edited_details.title).toBeUndefined();
  });

  it("shows 'Error compiling template' for a broken custom template", async () => {
    await updateUserSettings(app.services, seller.user.id, { custom_template: { html: '<div>{% for b in feature_bullets %}<li>{{ b }}</li></div>' } });
    await page.reload();
    const error = page.getByTestId('description-preview-error');
    await error.waitFor({ timeout: 15_000 });
    expect(await error.getByRole('alert').textContent()).toBe('Error compiling template');
    expect(await error.textContent()).toContain('tag {% for b in feature_bullets %} not closed, line:1, col:6');
    expect(await frame().count()).toBe(0);
  });
});
