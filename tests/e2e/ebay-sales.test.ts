import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueue } from '../../server/jobs/enqueue.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { amazonControl, type SyncSeller, syncSeller } from '../integration/sync/sync-seller.ts';

// Issue 16 in Chromium: a buyer's order placed in the eBay sandbox appears on the eBay Sales page,
// then shows 'FBA ID: …', then a tracking link, with no action from the seller (the worker's jobs:
// the order import the minute cron queues, the MCF order, the tracking poll); the export downloads
// a CSV with that sale.
describe('eBay Sales in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let s: SyncSeller;
  beforeAll(async () => {
    // The tracking poll starts after half a second here (a minute in production).
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', SALES_TRACK_DELAY_MS: '500' }), launchBrowser()]);
    s = await syncSeller(app, 1);
    await amazonControl(app).settings({ mcfStepMs: 100 });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows a buyer order, its FBA ID, then its tracking link, and exports it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signInWithToken(context, s.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/account/${s.user.id}/sales/ebay/`);
    await page.getByRole('heading', { name: 'eBay Sales' }).waitFor();
    await page.getByText('No Sales Found').waitFor();

    const res = await fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: s.ebayUser,
        sku: s.items[0]!.sku,
        title: 'Headphones for a buyer',
        quantity: 1,
        price: 25,
        currency: 'USD',
        shipTo: {
          fullName: 'Pat Buyer',
          contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
        },
      }),
    });
    const order = (await res.json()) as { orderId: string };
    // What the minute cron queues (its fan-out job), so the test need not wait for the next minute.
    await enqueue(app.services.pool, 'sales__import', {});

    // The import runs in the worker; a page without sales does not poll, so look again until it is in.
    const table = page.getByRole('table', { name: 'eBay sales' });
    const deadline = Date.now() + 30_000;
    for (;;) {
      await page.reload();
      const seen = await table
        .getByRole('link', { name: order.orderId })
        .waitFor({ timeout: 2_000 })
        .then(
          () => true,
          () => false,
        );
      if (seen || Date.now() > deadline) break;
    }
    await table.getByRole('link', { name: order.orderId }).waitFor({ timeout: 5_000 });
    await table.getByText(/^FBA ID: LB-EBAY-/).waitFor({ timeout: 20_000 });
    const tracking = table.getByRole('link', { name: /^[A-Z0-9]{6,}$/ });
    await tracking.waitFor({ timeout: 30_000 });
    expect(await tracking.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await table.getByText('Shipped').count()).toBe(1);
    expect(await table.getByText('$25').count()).toBe(1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Sales' }).click()]);
    expect(download.suggestedFilename()).toBe('ebay_sales.csv');
    const csv = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(csv).toContain(order.orderId);
    expect(csv).toContain(s.items[0]!.sku);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
