import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { type SyncSeller, syncSeller } from '../integration/sync/sync-seller.ts';

// Issue 15 in Chromium: a seller changes an item's quantity buffer in the listing view and, within
// the poll interval, sees the new eBay quantity and the history entry saying why (the app's own
// worker runs continuous sync against the eBay sandbox).
describe('continuous sync in the listing view', () => {
  let app: TestApp;
  let browser: Browser;
  let s: SyncSeller;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    s = await syncSeller(app, 1, 'ebay_pro_monthly', { worker: true });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows the new channel quantity and the history entry after a buffer change', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInWithToken(context, s.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/account/${s.user.id}/amazon-inventory/${s.items[0]!.id}`);
    const panel = page.getByRole('region', { name: 'Quantity and sync' });
    const quantities = panel.getByRole('list', { name: 'Channel quantities' });
    await quantities.getByText(/eBay:\s*gets 5 .*last sent 5/).waitFor({ timeout: 15_000 });

    await panel.getByLabel('Quantity buffer').fill('2');
    await panel.getByRole('button', { name: 'Save Buffer' }).click();
    await page.getByText('Quantity buffer set to 2').first().waitFor();
    // Within the minute the promise is about: the page follows the sync on its own.
    await quantities.getByText(/eBay:\s*gets 3 .*last sent 3/).waitFor({ timeout: 60_000 });
    const history = panel.getByRole('table', { name: 'Sync history' });
    const row = history.getByRole('row').filter({ hasText: '5 → 3' });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toMatch(/buffer/i);
    expect(await quantities.getByText(/Last synced/).count()).toBe(1);

    // The inventory header shows the sync's health.
    await page.goto(`${app.url}/account/${s.user.id}/amazon-inventory/`);
    await page
      .getByRole('list', { name: 'Sync health' })
      .getByText(/eBay sync:\s*last push .* · 0 waiting/)
      .waitFor();
    // And the eBay Listings page when each listing was last synced.
    await page.goto(`${app.url}/account/${s.user.id}/listings/ebay/`);
    await page
      .getByRole('table', { name: 'eBay listings' })
      .getByText(/^Synced /)
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
