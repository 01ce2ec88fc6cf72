// Listing on OnBuy in Chromium against the real server and the OnBuy sandbox: a seller with OnBuy
// authorised (and an OnBuy plan) finds the OnBuy product of an item by its EAN in 'Choose
// Existing', lists the item, sees it PUBLISHED in the OnBuy status panel and on the OnBuy Listings
// page, delists it there and (listed again) from the listing view; then creates a new product for
// another item in 'Create New' and sees it Queued, then Created. The worker is off: the test runs the push and the queue poll (the jobs'
// bodies) when it wants OnBuy to answer; the screens' 5-second polls show each state without a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../server/modules/listing-sync/engine.ts';
import { pollOnbuyProductQueue } from '../../server/modules/listing-content/onbuy-products.service.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword, chooseFromMenu } from '../helpers/browser.ts';
import { sellerWithCard } from '../integration/billing/billing-helpers.ts';
import { OPC, onbuyItems, onbuyListingSeller, onbuySandbox, type OnbuyListingSeller } from '../integration/listings/onbuy-listing-seller.ts';
import { onbuyControl, onbuyReadyItems } from '../integration/listings/onbuy-seller.ts';

const FRENCH_PRESS_EAN = '0727015100204';
const PRODUCT_URL = `https://www.onbuy.com/gb/p~${OPC.frenchPress}/`;

describe('listing on OnBuy in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let seller: OnbuyListingSeller;
  let itemId: string;
  let sku: string;
  let newItemId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    await onbuyControl(app.services.config.ONBUY_API_URL).knobs({ queueDelaySeconds: 3600 });
    seller = await onbuyListingSeller(app);
    [itemId] = (await onbuyItems(app, seller.user.id, [{ opc: null, priceCents: 3299, fba: 6 }])) as [string];
    const { rows } = await app.services.pool.query(
      `UPDATE inventory_items SET title = 'Bodum French Press 8 Cup', catalog_details = $2::jsonb WHERE id = $1 RETURNING seller_sku`,
      [itemId, JSON.stringify({ product_details: [{ name: 'EAN', value: FRENCH_PRESS_EAN }] })],
    );
    sku = rows[0].seller_sku;
    [newItemId] = (await onbuyReadyItems(app, seller.user.id, 1, 'E2ENEW')) as [string];
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signedIn(s: { email: string; password: string; user: { id: string } }): Promise<Page> {
    const p = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(p, app.url, s, `${app.url}/account/${s.user.id}/amazon-inventory/`);
    return p;
  }

  const push = () => pushListings(app.services, seller.user.id, 'ONBUY');
  /** The item's OnBuy listing status as stored (the panel's spinner shows before the server has answered). */
  const stored = async (id: string) =>
    (await app.services.pool.query(`SELECT status::text FROM listings WHERE item_id = $1 AND channel = 'ONBUY'`, [id])).rows[0]?.status ?? null;
  const statusPanel = () => page.getByRole('region', { name: 'OnBuy Status' });

  it("finds the item's OnBuy product by its EAN in 'Choose Existing' and chooses it", async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    const settings = page.getByRole('region', { name: 'OnBuy Settings' });
    // No queue id: 'Choose Existing' is the tab open by default. The panel offers 'List on OnBuy' already
    // (issue 28: listing finds the item's product by its barcode, or creates it); here the seller chooses one first.
    expect(await settings.getByRole('tab', { name: 'Choose Existing' }).getAttribute('aria-selected')).toBe('true');
    await statusPanel().getByText('Not Listed', { exact: true }).waitFor();
    await statusPanel().getByRole('button', { name: 'List on OnBuy' }).waitFor();

    const tab = settings.getByTestId('onbuy-choose-existing');
    // The item's EAN is tried first, before anything is typed.
    await tab.getByText(`Products with this item's code ${FRENCH_PRESS_EAN}`).waitFor();
    await tab.getByText('Bodum Chambord French Press Coffee Maker, 8 Cup').waitFor();
    const box = tab.getByLabel('Search OnBuy products');
    await box.fill('bo');
    await tab.getByText('Type at least 3 characters to search').waitFor();
    expect(await tab.getByRole('list', { name: 'OnBuy products' }).count()).toBe(0);
    await box.fill(FRENCH_PRESS_EAN);
    await tab.getByRole('button', { name: `Choose ${OPC.frenchPress}` }).click();

    await tab.getByRole('button', { name: `${OPC.frenchPress} chosen` }).waitFor();
    expect(await tab.getByTestId('onbuy-chosen-product').getByRole('link', { name: OPC.frenchPress }).getAttribute('href')).toBe(PRODUCT_URL);
    const stored = await app.services.pool.query(`SELECT user_edited_details AS e FROM inventory_items WHERE id = $1`, [itemId]);
    expect(stored.rows[0].e).toMatchObject({ onbuy_product_code: OPC.frenchPress, onbuy_product_url: PRODUCT_URL });
  });

  it('lists it: LISTING PENDING at once, then PUBLISHED with the seller SKU without a reload', async () => {
    const panel = statusPanel();
    await panel.getByRole('button', { name: 'List on OnBuy' }).click();
    await panel.getByText('Listing pending').waitFor();
    await expect.poll(() => stored(itemId)).toBe('LISTING');
    expect((await push()).settled).toBe(1);
    await panel.getByText('Listed', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await panel.getByTestId('onbuy-seller-sku').textContent()).toBe(sku);
    expect(await onbuySandbox(app).listing(sku)).toMatchObject({ sku, opc: OPC.frenchPress, price: 32.99, stock: 6 });
  });

  it('shows it on the OnBuy Listings page with its OPC linked to the product, price and stock, and delists it from there', async () => {
    await chooseFromMenu(
      page,
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Listings' }),
      'OnBuy',
      `${app.url}/account/${seller.user.id}/listings/onbuy/`,
    );
    await page.getByRole('heading', { name: 'OnBuy Listings' }).waitFor();
    const table = page.getByRole('table', { name: 'OnBuy listings' });
    const row = table.getByRole('row').filter({ hasText: sku });
    await row.waitFor();
    expect(await table.getByRole('row').count()).toBe(2);
    expect(await row.getByRole('link', { name: `OnBuy product ${OPC.frenchPress} (opens in a new tab)` }).getAttribute('href')).toBe(PRODUCT_URL);
    await row.getByText('Listed', { exact: true }).waitFor();
    await row.getByText('£32.99').waitFor();
    // Filters live in the URL; 'Unlisted' leaves nothing here.
    await page.getByLabel('List Status').selectOption('unlisted');
    await page.getByText('No items here').waitFor();
    expect(new URL(page.url()).searchParams.get('onbuy_listings.listStatus')).toBe('unlisted');
    await page.getByLabel('List Status').selectOption('all');
    await row.waitFor();
    // The bar's Delist, after its confirmation: DELISTING, then the row leaves the page (its poll) and OnBuy.
    await row.getByRole('checkbox').check({ force: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('1 records selected').waitFor();
    await bar.getByRole('button', { name: 'Delist' }).click();
    await page.getByRole('alertdialog', { name: 'Delist 1 from OnBuy?' }).getByRole('button', { name: 'Delist' }).click();
    await page.getByText('Queued 1 OnBuy listings for delisting').waitFor();
    expect(await stored(itemId)).toBe('DELISTING');
    await row.getByText('Delist pending', { exact: true }).waitFor();
    expect((await push()).settled).toBe(1);
    await page.getByText('No items here').waitFor({ timeout: 15_000 });
    expect(await onbuySandbox(app).listing(sku)).toBeUndefined();
  });

  it("lists it again, then delists it from the listing view after the confirmation: DELIST PENDING, then 'Not Listed' and gone from OnBuy", async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    const panel = statusPanel();
    await panel.getByText('Not Listed', { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'List on OnBuy' }).click();
    await expect.poll(() => stored(itemId)).toBe('LISTING');
    expect((await push()).settled).toBe(1);
    await panel.getByText('Listed', { exact: true }).waitFor({ timeout: 15_000 });

    await panel.getByRole('button', { name: 'Delist from OnBuy' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delist from OnBuy?' });
    await dialog.getByRole('button', { name: 'Delist from OnBuy' }).click();
    await panel.getByText('DELIST PENDING').waitFor();
    await expect.poll(() => stored(itemId)).toBe('DELISTING');
    expect((await push()).settled).toBe(1);
    await panel.getByText('Not Listed', { exact: true }).waitFor({ timeout: 15_000 });
    // The product is still chosen, so it can be listed again.
    await panel.getByRole('button', { name: 'List on OnBuy' }).waitFor();
    expect(await onbuySandbox(app).listing(sku)).toBeUndefined();
  });

  it("creates a new OnBuy product for another item: Queued with its queue id, then Created; 'Create New' then opens by default", async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${newItemId}`);
    const settings = page.getByRole('region', { name: 'OnBuy Settings' });
    await settings.getByRole('tab', { name: 'Create New' }).click();
    const tab = settings.getByTestId('onbuy-create-new');
    expect(await tab.getByTestId('onbuy-creation-status').textContent()).toBe('Not Submitted');
    await tab.getByLabel('Search Category').fill('frying');
    await tab.getByRole('option', { name: /Frying Pans & Skillets/ }).click();
    await tab.getByLabel('Search Brand').fill('bodum');
    await tab.getByRole('option', { name: 'Bodum' }).click();
    const condition = tab.getByLabel('Condition');
    await expect.poll(async () => (await condition.locator('option').count()) > 1).toBe(true);
    await condition.selectOption('new');
    await tab.getByRole('button', { name: 'Create' }).click();

    await expect.poll(() => tab.getByTestId('onbuy-creation-status').textContent()).toBe('Queued');
    const queueId = (await tab.getByTestId('onbuy-queue-id').textContent())!;
    expect(queueId).toMatch(/^\d+$/);
    // Still pending at OnBuy: the poll counts a check and stays Queued.
    expect(await pollOnbuyProductQueue(app.services, seller.user.id, newItemId)).toMatchObject({ done: false });

    const decided = await onbuyControl(app.services.config.ONBUY_API_URL).approve(queueId);
    expect(await pollOnbuyProductQueue(app.services, seller.user.id, newItemId)).toMatchObject({ done: true, creation: { status: 'CREATED' } });
    // The tab's 5-second poll shows it without a reload.
    await expect.poll(() => tab.getByTestId('onbuy-creation-status').textContent(), { timeout: 20_000 }).toBe('Created');
    expect(await tab.getByTestId('onbuy-opc').textContent()).toBe(decided.opc);

    // With a queue id, the page opens on 'Create New'; the new OPC makes the item listable.
    await page.reload();
    const again = page.getByRole('region', { name: 'OnBuy Settings' });
    expect(await again.getByRole('tab', { name: 'Create New' }).getAttribute('aria-selected')).toBe('true');
    expect(await again.getByTestId('onbuy-creation-status').textContent()).toBe('Created');
    await statusPanel().getByRole('button', { name: 'List on OnBuy' }).waitFor();
  });

  it("shows OnBuy's alerts: no room in the plan when listing, and reauthorise when OnBuy is not authorised", async () => {
    // An OnBuy connection but no OnBuy plan: 'List on OnBuy' is refused with the quota alert, nothing queued.
    const noPlan = await onbuyListingSeller(app, { plan: null });
    const [a] = (await onbuyItems(app, noPlan.user.id, [{ opc: OPC.peeler }])) as [string];
    const p1 = await signedIn(noPlan);
    await p1.goto(`${app.url}/account/${noPlan.user.id}/amazon-inventory/${a}`);
    const panel1 = p1.getByRole('region', { name: 'OnBuy Status' });
    await panel1.getByRole('button', { name: 'List on OnBuy' }).click();
    await panel1
      .getByRole('alert')
      .getByText('You do not have enough OnBuy listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.', {
        exact: true,
      })
      .waitFor();
    expect(await stored(a)).toBeNull();
    await p1.context().close();

    // No OnBuy connection: the panel says to reauthorise instead of offering 'List on OnBuy'.
    const none = await sellerWithCard(app);
    const [b] = (await onbuyItems(app, none.user.id, [{ opc: OPC.peeler }])) as [string];
    const p2 = await signedIn(none);
    await p2.goto(`${app.url}/account/${none.user.id}/amazon-inventory/${b}`);
    const panel2 = p2.getByRole('region', { name: 'OnBuy Status' });
    await panel2.getByRole('alert').getByText('You need to reauthorize your OnBuy account before you can list on OnBuy', { exact: true }).waitFor();
    expect(await panel2.getByRole('link', { name: 'Reauthorize OnBuy' }).getAttribute('href')).toBe(`/account/${none.user.id}/settings/linked-platforms`);
    expect(await panel2.getByRole('button', { name: 'List on OnBuy' }).count()).toBe(0);
    await p2.context().close();
  });
});
