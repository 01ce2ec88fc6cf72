// Creating a new OnBuy product in Chromium against the real server, worker and OnBuy sandbox: a
// seller with OnBuy authorised picks a category (a department shows 'This category is not
// available for listing'), a brand and a condition, creates the product, sees it Queued with its
// queue id, and once OnBuy's catalogue team approves it, Created with its OPC (the tab polls).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { onbuyControl, onbuyReadyItems, onbuySeller } from '../integration/listings/onbuy-seller.ts';

describe("OnBuy 'Create New' in Chromium", () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let seller: Awaited<ReturnType<typeof onbuySeller>>;
  let itemId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([
      startTestApp({ SANDBOXES: 'auto', ONBUY_QUEUE_POLL_FIRST_MS: '300', ONBUY_QUEUE_POLL_MAX_MS: '1000' }),
      launchBrowser(),
    ]);
    await onbuyControl(app.services.config.ONBUY_API_URL).knobs({ queueDelaySeconds: 3600 });
    seller = await onbuySeller(app);
    [itemId] = (await onbuyReadyItems(app, seller.user.id, 1, 'E2E')) as [string];
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('creates a new product for an item and shows it Queued with its queue id, then Created with its OPC', async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    // 'OnBuy Settings' opens on 'Choose Existing' while the item has no queue id.
    const settings = page.getByRole('region', { name: 'OnBuy Settings' });
    expect(await settings.getByRole('tab', { name: 'Choose Existing' }).getAttribute('aria-selected')).toBe('true');
    await settings.getByRole('tab', { name: 'Create New' }).click();
    const tab = settings.getByTestId('onbuy-create-new');
    await tab.waitFor();
    expect(await tab.getByTestId('onbuy-creation-status').textContent()).toBe('Not Submitted');

    const category = tab.getByLabel('Search Category');
    await category.fill('boo');
    await tab.getByText('Type at least 4 characters').waitFor();
    await category.fill('books');
    // The department cannot take products; its leaves can.
    await tab.getByText('This category is not available for listing').waitFor();
    expect(await tab.getByRole('option', { name: /^Books/ }).isDisabled()).toBe(true);
    await category.fill('frying');
    await tab.getByRole('option', { name: /Frying Pans & Skillets/ }).click();
    await tab.getByText('Frying Pans & Skillets', { exact: true }).waitFor();

    await tab.getByLabel('Search Brand').fill('bodum');
    await tab.getByRole('option', { name: 'Bodum' }).click();
    // Frying Pans offer new and good.
    const condition = tab.getByLabel('Condition');
    await expect.poll(async () => (await condition.locator('option').allTextContents()).join('|')).toBe('Choose a condition|New|Used - Good');
    await condition.selectOption('good');
    await tab.getByRole('button', { name: 'Create' }).click();

    await expect.poll(() => tab.getByTestId('onbuy-creation-status').textContent()).toBe('Queued');
    const queueId = (await tab.getByTestId('onbuy-queue-id').textContent())!;
    expect(queueId).toMatch(/^\d+$/);
    const row = (await app.services.pool.query(`SELECT status::text, brand, condition FROM onbuy_product_creations WHERE item_id = $1`, [itemId])).rows[0];
    expect(row).toEqual({ status: 'QUEUED', brand: 'Bodum', condition: 'good' });

    const decided = await onbuyControl(app.services.config.ONBUY_API_URL).approve(queueId);
    // The worker's poll records it; the tab's 5-second poll shows it without a reload.
    await expect.poll(() => tab.getByTestId('onbuy-creation-status').textContent(), { timeout: 20_000 }).toBe('Created');
    expect(await tab.getByTestId('onbuy-opc').textContent()).toBe(decided.opc);
    expect(await tab.getByRole('button', { name: 'Create' }).count()).toBe(0);
  });
});
