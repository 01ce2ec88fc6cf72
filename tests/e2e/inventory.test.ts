import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, type SandboxItem } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { waitFor } from '../helpers/wait.ts';
import { createSeller } from '../factories/users.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../integration/inventory/amazon-seller.ts';

const SIZE = 60;

describe('Amazon inventory in Chromium', () => {
  let sandbox: RunningSandbox;
  let app: TestApp;
  let browser: Browser;
  let catalogue: SandboxItem[];
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 23 });
    const control = amazonSandboxControl(sandbox.url);
    // Slow enough reports that the import's progress is on screen for a few seconds.
    await control.settings({ reportStepMs: 1200 });
    await control.setCatalogueSize(US_SELLER, SIZE);
    catalogue = (await control.items(US_SELLER, 0, SIZE)).items;
    [app, browser] = await Promise.all([startTestApp({ ...sandbox.env }), launchBrowser()]);
    seller = await createSeller(app);
    await connectAmazon(app, sandbox, seller.user.id);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    base = `${app.url}/account/${seller.user.id}/amazon-inventory/`;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sandbox?.close();
  });

  const search = () => new URL(page.url()).searchParams;
  const rows = () => page.getByRole('table', { name: 'Amazon inventory' }).getByRole('row');
  const itemRows = async () => (await rows().count()) - 1; // minus the header row
  const firstPrice = async () => (await rows().nth(1).getByRole('cell').nth(7).textContent())!.trim();
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const dbItems = async () =>
    (
      await app.services.pool.query('SELECT id, seller_sku, title, hidden, quantity_buffer, user_edited_details FROM inventory_items WHERE user_id = $1', [
        seller.user.id,
      ])
    ).rows;

  it('signs in to a new, connected, empty inventory and asks to wait for the first import', async () => {
    await signInWithPassword(page, app.url, seller, base);
    await page.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();
    await page.getByText('Please wait while we load your inventory...').waitFor();
    expect(await page.getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...').isVisible()).toBe(true);
  });

  it('refreshes: a progress bar with counts while it runs, a second click joins the run, then the items and stats', async () => {
    await page.getByRole('button', { name: 'Refresh Inventory' }).click();
    const progress = page.getByRole('progressbar', { name: 'Inventory import progress' });
    await progress.waitFor();
    await page.getByRole('button', { name: 'Refresh Inventory' }).click();
    await page.getByText('An inventory refresh is already running; following it.').waitFor();
    // The counts appear once the reports are downloaded (or the bar is already gone: a fast machine).
    await page
      .getByText(/of \d+ rows|Inventory refresh queued|Requesting reports|Downloading/)
      .first()
      .waitFor({ timeout: 30_000 });
    await progress.waitFor({ state: 'detached', timeout: 60_000 });
    await page.getByText(`1–25 of ${SIZE} items`).waitFor({ timeout: 15_000 });
    expect(await itemRows()).toBe(25);
    const stats = page.getByRole('group', { name: 'Inventory stats' });
    const afn = catalogue.filter((i) => i.fulfilment === 'AFN').length;
    await stats.getByText(String(SIZE), { exact: true }).waitFor();
    expect(await stats.getByText(String(afn), { exact: true }).count()).toBeGreaterThan(0);
    const runs = await app.services.pool.query('SELECT count(*)::int AS n FROM inventory_import_runs WHERE user_id = $1', [seller.user.id]);
    expect(runs.rows[0].n).toBe(1);
  });

  it('pages through the URL; the back button returns to the previous page', async () => {
    await page.getByRole('button', { name: 'page 2' }).click();
    await page.getByText(`26–50 of ${SIZE} items`).waitFor();
    expect(search().get('page')).toBe('2');
    await page.getByLabel('Per page').selectOption('50');
    await page.getByText(`1–50 of ${SIZE} items`).waitFor();
    expect(search().get('page')).toBeNull(); // a page size change goes back to page 1
    expect(await itemRows()).toBe(50);
    await page.goBack();
    await page.getByText(`26–50 of ${SIZE} items`).waitFor();
    await page.goto(base);
    await page.getByText(`1–25 of ${SIZE} items`).waitFor();
  });

  it('sorts by price ascending, descending, then none, with aria-sort', async () => {
    const prices = catalogue.map((i) => i.priceCents).sort((a, b) => a - b);
    const header = page.getByRole('columnheader', { name: 'Sort by Price' });
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await page.waitForURL(/sort=price/);
    await expect.poll(firstPrice, { timeout: 10_000 }).toBe(dollars(prices[0]!));
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await page.waitForURL(/sort=-price/);
    await expect.poll(firstPrice, { timeout: 10_000 }).toBe(dollars(prices.at(-1)!));
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await expect.poll(() => search().get('sort')).toBeNull();
    await expect.poll(() => header.getAttribute('aria-sort'), { timeout: 10_000 }).toBe('none');
  });

  it('searches after the 1000 ms debounce; a SKU with a double quote carries the warning', async () => {
    // The sandbox's catalogue (seed 23) has a SKU with a double quote, found by no other item's text.
    const text = (i: SandboxItem) => [i.asin, i.sku, i.title, i.condition].join(' ').toLowerCase();
    const target = catalogue.find((t) => t.sku.includes('"') && catalogue.filter((i) => text(i).includes(t.sku.toLowerCase())).length === 1)!;
    expect(target).toBeDefined();
    const box = page.getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...');
    await box.fill(target.sku);
    expect(search().get('search')).toBeNull(); // not yet: debounced
    await page.waitForURL((u) => u.searchParams.get('search') === target.sku, { timeout: 5000 });
    await expect.poll(itemRows, { timeout: 10_000 }).toBe(1);
    expect(await rows().nth(1).textContent()).toContain(target.sku);
    const warning = rows().nth(1).getByRole('img', { name: 'Skus that contain double quotes are not supported for AutoOrdering.' });
    await warning.focus();
    await page.getByRole('tooltip').getByText('Skus that contain double quotes are not supported for AutoOrdering.').waitFor();
    await box.fill('');
    await box.press('Enter');
    await page.getByText(`1–25 of ${SIZE} items`).waitFor();
  });

  it('filters by source from the menu and resets the page to 1', async () => {
    await page.getByRole('button', { name: 'page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitemradio', { name: 'Merchant' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/inventorySource=merchant/);
    expect(search().get('page')).toBeNull();
    const mfn = catalogue.filter((i) => i.fulfilment === 'MFN').length;
    await page.getByText(`of ${mfn} items`, { exact: false }).waitFor();
    expect(await itemRows()).toBe(Math.min(mfn, 25));
    await page.goto(base);
    await page.getByText(`1–25 of ${SIZE} items`).waitFor();
  });

  it('hides two items through the bulk bar, and prunes the selection on another page', async () => {
    const [a, b] = [await rows().nth(1).getByRole('checkbox'), await rows().nth(2).getByRole('checkbox')];
    const skus = [
      (await rows().nth(1).getByRole('cell').nth(1).locator('span').first().textContent())!,
      (await rows().nth(2).getByRole('cell').nth(1).locator('span').first().textContent())!,
    ];
    await a.check({ force: true });
    await b.check({ force: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    // The channel groups sit beside the item actions.
    await bar.getByRole('group', { name: 'Shopify actions' }).getByRole('button', { name: 'Cancel unposted Shopify listings' }).waitFor();
    await bar.getByRole('button', { name: 'Hide', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hide 2 items?' });
    await dialog.getByRole('button', { name: 'Hide' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bar.waitFor({ state: 'detached' });
    await waitFor(async () => (await dbItems()).filter((i) => i.hidden).length === 2);
    expect(
      (await dbItems())
        .filter((i) => i.hidden)
        .map((i) => i.seller_sku)
        .sort(),
    ).toEqual([...skus].sort());

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('menuitemradio', { name: 'Hidden' }).click();
    await page.keyboard.press('Escape');
    await page.waitForURL(/archiveStatus=hidden/);
    await expect.poll(itemRows, { timeout: 10_000 }).toBe(2);

    await page.goto(base);
    await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    await bar.getByText('25 selected').waitFor();
    await page.getByRole('button', { name: 'page 2' }).click();
    await page.getByText(`26–50 of ${SIZE} items`).waitFor();
    await bar.waitFor({ state: 'detached' });
  });

  it('sets a quantity buffer: a non-number is emptied, the channel quantity is shown and stored', async () => {
    await page.goto(base);
    await page.getByText(`1–25 of ${SIZE} items`).waitFor();
    const row = rows().nth(3);
    const sku = (await row.getByRole('cell').nth(1).locator('span').first().textContent())!;
    const item = catalogue.find((i) => i.sku === sku)!;
    const fba = item.fulfilment === 'AFN' ? item.fba.fulfillable : 0;
    await row.getByRole('checkbox').check({ force: true });
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Set Quantity Buffer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set quantity buffer' });
    const input = dialog.getByLabel('Quantity buffer');
    await input.fill('lots');
    expect(await input.inputValue()).toBe('');
    await input.fill('2');
    await dialog.getByText(`${sku}: ${fba} + ${item.mfnQuantity} − 2 = ${Math.max(0, fba + item.mfnQuantity - 2)}`).waitFor();
    await dialog.getByRole('button', { name: 'Set buffer' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waitFor(async () => (await dbItems()).find((i) => i.seller_sku === sku)?.quantity_buffer === 2);
    await row.getByText(`buffer 2 → ${Math.max(0, fba + item.mfnQuantity - 2)}`).waitFor();
  });

  it('opens an item, edits its title and description, saves, and sees them after a reload', async () => {
    const row = rows().nth(1);
    const link = row.getByRole('link');
    const amazonTitle = (await link.textContent())!;
    await link.click();
    await page.waitForURL(/\/amazon-inventory\/[0-9a-f-]{36}$/);
    const itemId = page.url().split('/').at(-1)!;
    const item = (await dbItems()).find((i) => i.id === itemId)!;
    const asin = catalogue.find((i) => i.sku === item.seller_sku)!.asin;
    await page.getByRole('heading', { level: 1, name: amazonTitle }).waitFor();
    expect(await page.getByRole('navigation', { name: 'breadcrumb' }).getByRole('link', { name: 'Amazon Inventory' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: `${asin} on Amazon (opens in a new tab)` }).getAttribute('href')).toBe(`https://www.amazon.com/dp/${asin}`);
    expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit title' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('My better title');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'My better title' }).waitFor();
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Sold with care.');
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.getByRole('button', { name: 'Save' }).click();
    await bar.waitFor({ state: 'detached' });

    const saved = (await dbItems()).find((i) => i.id === itemId)!;
    expect(saved.user_edited_details).toMatchObject({ title: 'My better title', description: '<p>Sold with care.</p>' });
    expect(saved.title).toBe(amazonTitle); // Amazon's own data stays

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My better title' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Description', exact: true }).innerHTML()).toBe('<p>Sold with care.</p>');
  });

  it("says 'Listing not found' for an unknown item id", async () => {
    await page.goto(`${base}00000000-0000-4000-8000-000000000000`);
    await page.getByText('Listing not found').waitFor();
  });

  it('shows the items as cards on a phone, without horizontal scrolling', async () => {
    const phone = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    await signInWithPassword(phone, app.url, seller, base);
    await phone.getByRole('article').first().waitFor();
    expect(await phone.getByRole('article').count()).toBeGreaterThan(0);
    expect(await phone.getByRole('table', { name: 'Amazon inventory' }).isVisible()).toBe(false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  it("asks a seller without an Amazon connection to 'Connect your Amazon Account'", async () => {
    const other = await createSeller(app);
    const p = await (await browser.newContext()).newPage();
    await signInWithPassword(p, app.url, other, /amazon-inventory/);
    const link = p.getByRole('link', { name: 'Connect your Amazon Account' });
    await link.waitFor();
    await p.getByText('to view your inventory').waitFor();
    await link.click();
    await p.waitForURL(`${app.url}/account/${other.user.id}/settings/linked-platforms`);
  });
});
