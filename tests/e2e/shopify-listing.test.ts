// Listing on Shopify in Chromium against the real server and the Shopify sandbox: a seller with
// Shopify authorised lists two items from the inventory's bulk bar, sees them on the Shopify
// Listings page, and unpublishes then republishes one from the listing view. The worker is off so
// the test runs the push (the job's body) when it wants the shop to answer; the screens' 5-second
// poll shows each settled status without a reload. Then the Shopify Sales page shows an order.
// (Shopify Settings and the CSV import are in shopify-pages.test.ts.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { pushListings } from '../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../server/modules/connections/sessions.ts';
import { insertItems } from '../factories/listings.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword, chooseFromMenu } from '../helpers/browser.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../integration/inventory/amazon-seller.ts';
import { shopifySeller, type ShopifySeller } from '../integration/listings/shopify-pages-seller.ts';
import { listingStatusWord } from '../../shared/status-words.ts';

describe('listing on Shopify in Chromium', () => {
  let amazon: RunningSandbox;
  let app: TestApp;
  let browser: Browser;
  let seller: ShopifySeller;
  let page: Page;
  let ids: string[];

  beforeAll(async () => {
    amazon = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 7 });
    await amazonSandboxControl(amazon.url).setCatalogueSize(US_SELLER, 0);
    [app, browser] = await Promise.all([startTestApp({ ...amazon.env, SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await shopifySeller(app);
    await connectAmazon(app, amazon, seller.user.id);
    ids = await insertItems(app.services, seller.user.id, 2, 'WAL');
    // Catalogue data counted as fetched: a listing would otherwise wait for Amazon's catalogue data.
    await app.services.pool.query(
      `UPDATE inventory_items SET title = 'Walnut Tray ' || seller_sku, price_cents = 3000, fba_quantity = 4, catalog_enriched_at = now() WHERE user_id = $1`,
      [seller.user.id],
    );
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await amazon?.close();
  });

  const push = () => pushListings(app.services, seller.user.id, 'SHOPIFY');
  const chips = (status: string) =>
    page
      .getByRole('table', { name: 'Amazon inventory' })
      .getByText(`Shopify: ${listingStatusWord(status)}`, { exact: true })
      .count();
  const published = async () => {
    const api = (await sessionFor(app.services, seller.user.id, 'shopify')).api;
    const store = (await api.publications()).find((p) => p.name === 'Online Store')!.id;
    return (await api.productStates('sku:"WAL-0"', store, 1))[0]?.publishedOnPublication;
  };

  it('lists two items from the bulk bar: LISTING at once, then LISTED without a reload', async () => {
    await page.getByText('1–2 of 2 items').waitFor();
    await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('group', { name: 'Shopify actions' }).getByRole('button', { name: 'List on Shopify' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'List on Shopify: 2 items?' });
    await dialog.getByText('2 items will be queued for listing on Shopify.').waitFor();
    await dialog.getByRole('button', { name: 'List on Shopify' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('2 items queued for listing on Shopify').waitFor();
    await expect.poll(() => chips('LISTING')).toBe(2);

    expect((await push()).settled).toBe(2);
    await expect.poll(() => chips('LISTED'), { timeout: 15_000 }).toBe(2);
    expect(await published()).toBe(true);
  });

  it('shows both on the Shopify Listings page as Published', async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Listings' }).click();
    await page.getByRole('menuitem', { name: 'Shopify' }).click();
    const table = page.getByRole('table', { name: 'Shopify listings' });
    await table.getByText('WAL-0', { exact: true }).waitFor();
    await table.getByText('WAL-1', { exact: true }).waitFor();
    // One header row and two listings, each Published.
    expect(await table.getByRole('row').count()).toBe(3);
    expect(await table.getByText(/^Published/).count()).toBe(2);
  });

  it('unpublishes and republishes one from the listing view', async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${ids[0]}`);
    const panel = page.getByRole('region', { name: 'Shopify Status' });
    await panel.getByText('Listed', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Unpublish on Shopify' }).click();
    await panel.getByText('UNPUBLISH PENDING').waitFor();
    expect((await push()).settled).toBe(1);
    // The page polls while the status is in progress: the panel settles without a reload.
    await panel.getByRole('button', { name: 'Publish to Shopify' }).waitFor({ timeout: 15_000 });
    await panel.getByText('Unpublished', { exact: true }).waitFor();
    expect(await published()).toBe(false);

    await panel.getByRole('button', { name: 'Publish to Shopify' }).click();
    await panel.getByText('PUBLISH PENDING').waitFor();
    expect((await push()).settled).toBe(1);
    await panel.getByRole('button', { name: 'Unpublish on Shopify' }).waitFor({ timeout: 15_000 });
    expect(await published()).toBe(true);
  });

  it('shows a Shopify order on the Shopify Sales page: products with FBA/MFN, the order link, fulfilment and tracking', async () => {
    const { rows } = await app.services.pool.query(
      `INSERT INTO sales (user_id, channel, order_id, order_name, status, payment_status, currency, total_cents, ordered_at, channel_modified_at,
                          seller_fulfillment_order_id, carrier, tracking_number, fulfilled_at)
       VALUES ($1, 'SHOPIFY', '5550001', '#1042', 'FULFILLED', 'PAID', 'USD', 6150, now(), now(), 'LB-SHOPIFY-5550001', 'AMZN_US', 'TBA123456789', now())
       RETURNING id`,
      [seller.user.id],
    );
    await app.services.pool.query(
      `INSERT INTO sale_lines (sale_id, line_id, sku, item_id, title, fulfilment, quantity, price_cents, status)
       VALUES ($1, 'a', 'WAL-0', $2, 'Walnut Tray WAL-0', 'FBA', 2, 6000, 'SENT'), ($1, 'b', 'OWN-1', NULL, 'Gift wrap', 'MFN', 1, 150, 'SKIPPED')`,
      [rows[0].id, ids[0]],
    );
    await chooseFromMenu(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sales' }), 'Shopify', /\/sales\/shopify/);
    await page.getByRole('heading', { name: 'Shopify Sales' }).waitFor();
    const table = page.getByRole('table', { name: 'Shopify sales' });
    const order = table.getByRole('link', { name: '#1042' });
    await order.waitFor();
    expect(await order.getAttribute('href')).toBe(`https://${seller.shop}.myshopify.com/admin/orders/5550001`);
    await table.getByText('(Processed - Skipped)').waitFor();
    await table.getByText('FBA ID: LB-SHOPIFY-5550001').waitFor();
    await table.getByRole('link', { name: 'TBA123456789' }).waitFor();
    // The order's detail: its profit and timeline.
    await table.getByRole('button', { name: 'Details of #1042' }).click();
    const detail = page.getByRole('dialog', { name: 'Sale #1042' });
    await detail.getByRole('table', { name: 'Profit' }).getByText('$61.50').first().waitFor();
    await detail.getByText("Not counted: Shopify's payment fees, Amazon's MCF fee, the cost of the goods.").waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    // The item link goes to the listing view; a search that matches nothing says so.
    expect(await table.getByRole('link', { name: 'WAL-0' }).getAttribute('href')).toBe(`/account/${seller.user.id}/amazon-inventory/${ids[0]}`);
    await page.getByLabel('Search Shopify sales').fill('no-such-order');
    await page.getByText('No Sales Found').waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('shopify_sales.search')).toBe('no-such-order');
  });
});
