// The Shopify pages in Chromium against the real product (Postgres, Shopify and Stripe sandboxes):
// a seller with Shopify authorised sees their Shopify listings (filter, sort, delist a selection),
// changes the preferred location and the sale price formula in Shopify Settings (saved, still there
// after a reload), and imports a two-line CSV of products already in the shop (the rows appear).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, insertListings } from '../factories/listings.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword, chooseFromMenu } from '../helpers/browser.ts';
import { shopifySeller, type ShopifySeller } from '../integration/listings/shopify-pages-seller.ts';

// SH-0 … SH-5 are listed on Shopify (SH-4 refused, SH-5 unpublished); IMP-0 and IMP-1 are not yet.
const PRICES = [1500, 900, 2500, 1200, 3000, 700];

describe('Shopify pages in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let seller: ShopifySeller;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    // No worker: a delisted row stays DELISTING on screen (the Shopify adapter is another part of the issue).
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await shopifySeller(app);
    const ids = await insertItems(app.services, seller.user.id, PRICES.length, 'SH');
    await insertItems(app.services, seller.user.id, 2, 'IMP');
    await app.services.pool.query(`UPDATE inventory_items SET title = 'Oak Shelf ' || seller_sku, fba_quantity = 3 WHERE user_id = $1`, [seller.user.id]);
    const listingIds = await insertListings(
      app.services,
      ids.map((itemId, i) => ({
        userId: seller.user.id,
        itemId,
        channel: 'SHOPIFY',
        status: i === 4 ? 'FAILED_TO_LIST' : i === 5 ? 'UNPUBLISHED' : 'LISTED',
        externalId: i === 4 ? null : `gid://shopify/Product/${7100 + i}`,
        lastError: i === 4 ? 'Title is too long' : null,
      })),
    );
    await app.services.pool.query(
      `UPDATE listings l SET last_pushed_price_cents = p.price FROM unnest($1::uuid[], $2::int[]) AS p(id, price) WHERE l.id = p.id`,
      [listingIds, PRICES],
    );
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    base = `${app.url}/account/${seller.user.id}`;
    await signInWithPassword(page, app.url, seller, /amazon-inventory/);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const table = () => page.getByRole('table', { name: 'Shopify listings' });
  const rows = () => table().getByRole('row');
  const listingRows = async () => (await rows().count()) - 1;
  const cellText = async (row: number, cell: number) => (await rows().nth(row).getByRole('cell').nth(cell).textContent())!.trim();
  const search = () => new URL(page.url()).searchParams;
  const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
  /** Ticks a row; the previous test's last sort may still be replacing the rows, so a tick that lands on an old row is retried. */
  async function tick(name: string) {
    for (let attempt = 0; ; attempt++) {
      try {
        await checkbox(name).check({ force: true, timeout: 2000 });
        return;
      } catch (err) {
        if (attempt >= 4) throw err;
        await page.waitForTimeout(200);
      }
    }
  }
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

  it('shows the Shopify listings from the top navigation, with product id, price and Published / Unpublished', async () => {
    await chooseFromMenu(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Listings' }), 'Shopify', /\/listings\/shopify\//);
    await page.getByRole('heading', { name: 'Shopify Listings' }).waitFor();
    await page.getByText(`1–${PRICES.length} of ${PRICES.length} listings`).waitFor();
    expect(await listingRows()).toBe(PRICES.length);
    expect(await page.getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...').isVisible()).toBe(true);
    // Default order by SKU: SH-0 first.
    expect(await cellText(1, 1)).toContain('7100');
    expect(await cellText(1, 3)).toContain('SH-0');
    expect(await cellText(1, 5)).toBe(dollars(PRICES[0]!));
    expect(await cellText(1, 6)).toContain('Published');
    expect(await cellText(6, 6)).toContain('Unpublished');
    expect(await cellText(5, 6)).toContain('Title is too long');
  });

  it('filters by List Status through the URL and sorts by price', async () => {
    await page.getByLabel('List Status', { exact: true }).selectOption('unlisted');
    await page.getByText('1–1 of 1 listings').waitFor();
    expect(search().get('shopify_listings.listStatus')).toBe('unlisted');
    expect(await cellText(1, 3)).toContain('SH-4');
    await page.getByLabel('List Status', { exact: true }).selectOption('all');
    await page.getByText(`1–${PRICES.length} of ${PRICES.length} listings`).waitFor();

    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await page.waitForURL((u) => u.searchParams.get('shopify_listings.sort') === 'price');
    await expect.poll(() => cellText(1, 5), { timeout: 10_000 }).toBe(dollars(Math.min(...PRICES)));
    expect(await page.getByRole('columnheader', { name: 'Sort by Price' }).getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await expect.poll(() => cellText(1, 5), { timeout: 10_000 }).toBe(dollars(Math.max(...PRICES)));
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await expect.poll(() => search().get('shopify_listings.sort')).toBeNull();
  });

  it("delists a selection from the '{n} records selected' bar", async () => {
    await page.getByText(`1–${PRICES.length} of ${PRICES.length} listings`).waitFor();
    await tick('Select SH-1');
    await tick('Select SH-2');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 records selected').waitFor();
    await bar.getByRole('button', { name: 'Delist' }).click();
    await page.getByText('Queued 2 Shopify listings for delisting').first().waitFor();
    // The status in words (shared/status-words.ts): DELISTING reads 'Delist pending'.
    await expect.poll(() => cellText(2, 6), { timeout: 10_000 }).toContain('Delist pending');
    expect(await cellText(3, 6)).toContain('Delist pending');
    expect(await bar.isVisible()).toBe(false);
    const { rows: db } = await app.services.pool.query(
      `SELECT i.seller_sku AS sku, l.status FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE l.user_id = $1 AND l.status = 'DELISTING' ORDER BY 1`,
      [seller.user.id],
    );
    expect(db).toEqual([
      { sku: 'SH-1', status: 'DELISTING' },
      { sku: 'SH-2', status: 'DELISTING' },
    ]);
  });

  it('changes the preferred location and the sale price formula in Shopify Settings; a reload shows them', async () => {
    await page.goto(`${base}/settings/advanced/shopify`);
    await page.getByRole('heading', { name: 'Functions' }).waitFor();
    const location = page.getByLabel('Preferred Location');
    await expect.poll(() => location.locator('option').allTextContents(), { timeout: 15_000 }).toEqual(['Unspecified', 'Main warehouse', 'High Street shop']);
    expect(await page.getByText('You have unsaved changes.').count()).toBe(0);
    await location.selectOption({ label: 'High Street shop' });
    await page.getByText('You have unsaved changes.').waitFor();
    // Choosing the loaded value again is no change: the bar goes.
    await location.selectOption({ label: 'Unspecified' });
    await expect.poll(() => page.getByText('You have unsaved changes.').count()).toBe(0);
    await location.selectOption({ label: 'High Street shop' });

    await page.getByRole('radiogroup', { name: 'Sale Price' }).getByText('Fixed margin').click();
    await page.getByLabel('Sale Price: fixed margin').fill('5.5');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('You have unsaved changes.').count(), { timeout: 10_000 }).toBe(0);

    const stored = (await app.services.pool.query(`SELECT settings FROM users WHERE id = $1`, [seller.user.id])).rows[0].settings;
    expect(stored.shopify_settings.preferred_location).toMatch(/^gid:\/\/shopify\/Location\/\d+$/);
    expect(stored.shopify_pricing_formulas).toEqual({ radioGroupShopifyPricing: 'fixed', shopifyFixedMargin: 5.5 });

    await page.reload();
    await page.getByRole('heading', { name: 'Functions' }).waitFor();
    await expect.poll(() => location.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), { timeout: 15_000 }).toBe('High Street shop');
    expect(await page.getByLabel('Sale Price: fixed margin').inputValue()).toBe('5.5');
    expect(await page.getByText('You have unsaved changes.').count()).toBe(0);
  });

  it('imports a two-line CSV of existing Shopify products; the rows appear on the Shopify Listings page', async () => {
    await page.goto(`${base}/settings/advanced/import`);
    await page.getByRole('button', { name: 'Import Shopify Listings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Shopify Listings' });
    await dialog.getByText('upload a file to see the data').waitFor();
    const submit = dialog.getByRole('button', { name: 'Import Shopify Listings' });
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Shopify listings file').setInputFiles({
      name: 'shopify.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('IMP-0,8200000001\n\nIMP-1, 8200000002\n'),
    });
    const preview = dialog.getByRole('table', { name: 'Shopify listings to import' });
    await preview.waitFor();
    expect(await preview.getByRole('row').count()).toBe(3);
    expect(await preview.getByRole('row').nth(2).textContent()).toBe('IMP-18200000002');
    await submit.click();
    await page.getByText('Shopify Listings queued for import. Please give it a few minutes to complete.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${base}/listings/shopify/?shopify_listings.search=IMP`);
    await page.getByText('1–2 of 2 listings').waitFor();
    expect(await cellText(1, 1)).toContain('8200000001');
    expect(await cellText(1, 3)).toContain('IMP-0');
    expect(await cellText(2, 1)).toContain('8200000002');
    expect(await cellText(2, 6)).toContain('Published');
  });
});
