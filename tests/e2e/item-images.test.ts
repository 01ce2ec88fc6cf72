// Issue 28: an imported item's picture shows on the inventory page offline. The Amazon sandbox's
// image links are https with a certificate only the product trusts; the browser gets them through
// the product's signed image route.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { latestRun } from '../../server/modules/inventory/import.service.ts';
import { createSeller } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import { waitFor } from '../helpers/wait.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../integration/inventory/amazon-seller.ts';

describe('item images in Chromium', () => {
  let sandbox: RunningSandbox;
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let seller: Awaited<ReturnType<typeof createSeller>>;

  beforeAll(async () => {
    sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 31 });
    const control = amazonSandboxControl(sandbox.url);
    await control.settings({ reportStepMs: 50 });
    await control.setCatalogueSize(US_SELLER, 5);
    [app, browser] = await Promise.all([startTestApp({ ...sandbox.env }), launchBrowser()]);
    seller = await createSeller(app);
    await connectAmazon(app, sandbox, seller.user.id);
    const res = await rest(app.url, 'POST', `/user/${seller.user.id}/fba-items/refresh`, undefined, seller.token);
    expect(res.status).toBe(200);
    await waitFor(async () => (await latestRun(app.services, seller.user.id))?.status === 'DONE', 30_000, 200);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInWithToken(context, seller.token);
    page = await context.newPage();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sandbox?.close();
  });

  it("renders an imported item's https thumbnail on the inventory page", async () => {
    const { rows } = await app.services.pool.query('SELECT thumb_url FROM inventory_items WHERE user_id = $1', [seller.user.id]);
    expect(rows.length).toBe(5);
    for (const r of rows) expect(r.thumb_url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/images\/I\//);

    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/`);
    const table = page.getByRole('table', { name: 'Amazon inventory' });
    const thumb = table.getByTestId('item-thumb').first();
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toMatch(/^\/img\//);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await table.getByTestId('item-thumb-missing').count()).toBe(0);
  });
});
