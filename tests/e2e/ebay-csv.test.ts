// The Import/Export Data page's eBay files in Chromium against the real product: a seller uploads an
// Update eBay Listings file with one bad row, sees the line's error and the disabled button, uploads
// the fixed file, applies it with the keyboard and sees the spec's toast; the price lock is stored.
// It imports a legacy eBay listing through the worker and the progress display; then 'Export
// Listings' downloads ebay_listings.csv with the session token.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, insertListings } from '../factories/listings.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { ebaySeller, type Seller } from '../integration/listings/ebay-seller.ts';

describe('eBay CSV files in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let seller: Seller;
  let page: Page;
  let items: string[];

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    seller = await ebaySeller(app);
    items = await insertItems(app.services, seller.user.id, 2, 'UP');
    await insertListings(
      app.services,
      items.map((itemId, i) => ({ userId: seller.user.id, itemId, channel: 'EBAY', status: 'LISTED', externalId: String(110000000201 + i) })),
    );
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
    await signInWithPassword(page, app.url, seller, /amazon-inventory/);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('shows a bad line with its reason and keeps the button disabled until the file is fixed, then applies it', async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/settings/advanced/import`);
    for (const name of ['Export Listings', 'Import Data', 'Export Sales', 'Update Data']) await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Update eBay Listings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update eBay Listings' });
    await dialog.getByText('upload a file to see the data').waitFor();
    const submit = dialog.getByRole('button', { name: 'Update eBay Listings' });
    expect(await submit.isDisabled()).toBe(true);

    const file = dialog.getByLabel('eBay updates file');
    await file.setInputFiles({
      name: 'updates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('110000000201,eBayPrice,12.99\n110000000202,eBayPrice,1,299.00\n'),
    });
    const fix = dialog.getByRole('list', { name: 'Fix these lines to continue' });
    await fix.waitFor();
    expect(await fix.getByRole('listitem').allTextContents()).toEqual(['Line 2: Expected 3 values (eBay Item Id, Update Type, Updated Value), found 4']);
    const preview = dialog.getByRole('table', { name: 'eBay listings to update' });
    expect(await preview.getByRole('row').count()).toBe(3);
    expect(await submit.isDisabled()).toBe(true);

    await file.setInputFiles({
      name: 'updates-fixed.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('110000000201,eBayPrice,12.99\n110000000202,eBayPrice,1299.00\n'),
    });
    await fix.waitFor({ state: 'detached' });
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await submit.focus();
    await page.keyboard.press('Enter');
    await page.getByText('eBay Listings queued for update. Please give it a few minutes to complete.').first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    const { rows } = await app.services.pool.query(
      `SELECT seller_sku, user_edited_details->'ebay_price' AS price FROM inventory_items WHERE user_id = $1 ORDER BY seller_sku`,
      [seller.user.id],
    );
    expect(rows).toEqual([
      { seller_sku: 'UP-0', price: 1299 },
      { seller_sku: 'UP-1', price: 129900 },
    ]);
  });

  it('imports a legacy eBay listing: the spec toast, the progress, then the line not imported', async () => {
    await insertItems(app.services, seller.user.id, 1, 'IMP');
    const seeded = await fetch(`${app.services.clients.ebay!.apiUrl}/__sandbox/users/${seller.ebayUser}/legacy-listings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: 'OLD-1', quantity: 1 }),
    });
    const { listingId } = (await seeded.json()) as { listingId: string };
    await page.getByRole('button', { name: 'Import eBay Listings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import eBay Listings' });
    await dialog.getByLabel('eBay listings file').setInputFiles({
      name: 'import.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`IMP-0,${listingId}\n\nNOPE-1,110000000999\n`),
    });
    const preview = dialog.getByRole('table', { name: 'eBay listings to import' });
    await preview.waitFor();
    expect(await preview.getByRole('row').count()).toBe(3);
    await dialog.getByRole('button', { name: 'Import eBay Listings' }).click();
    await page.getByText('eBay Listings queued for import. Please give it a few minutes to complete.').first().waitFor();
    // The worker reads the listing from eBay; the modal follows the run.
    await dialog.getByText('Imported 1 eBay listing.').waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole('list', { name: 'These lines were not imported' }).getByRole('listitem').allTextContents()).toEqual([
      'Line 3: No item with SKU NOPE-1 in your Amazon inventory',
    ]);
    await dialog.getByRole('button', { name: 'Done', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const linked = await app.services.pool.query(
      `SELECT l.status, l.sku, l.external_id FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE i.user_id = $1 AND i.seller_sku = 'IMP-0'`,
      [seller.user.id],
    );
    expect(linked.rows).toEqual([{ status: 'LISTED', sku: 'OLD-1', external_id: listingId }]);
  });

  it("'Export Listings' downloads ebay_listings.csv", async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Listings', exact: true }).click()]);
    expect(download.suggestedFilename()).toBe('ebay_listings.csv');
    const text = await (await download.createReadStream()).toArray();
    const lines = Buffer.concat(text).toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('ebay_item_id,seller_sku,asin,title,total_quantity,condition,start_price,ebay_sku,status,updated_at,num_sales');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2))).toEqual([
      [expect.stringMatching(/^\d+$/), 'IMP-0'],
      ['110000000201', 'UP-0'],
      ['110000000202', 'UP-1'],
    ]);
  });
});
