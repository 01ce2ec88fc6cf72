// The eBay actions of the inventory bulk bar and the listing view's eBay status panel, in
// Chromium against the real server and the eBay sandbox. The worker is off so the test decides
// when the push job runs (pushListings, the job's body): the rows are seen LISTING first, then
// the screen's 5-second poll shows them LISTED or FAILED_TO_LIST without a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { pushListings } from '../../server/modules/listing-sync/engine.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { waitFor } from '../helpers/wait.ts';
import { createSeller } from '../factories/users.ts';
import { insertItems, insertListings } from '../factories/listings.ts';
import { connectAmazon, PRODUCT_URL, UK_MARKET, UK_SELLER, US_SELLER } from '../integration/inventory/amazon-seller.ts';
import { ebaySeller, headphones, type Seller } from '../integration/listings/ebay-seller.ts';
import { listingStatusWord } from '../../shared/status-words.ts';

describe('eBay actions in Chromium', () => {
  let amazon: RunningSandbox;
  let app: TestApp;
  let browser: Browser;
  let seller: Seller;
  let good: string[];
  let bad: string;
  let page: Page;
  let graphqlCalls = 0;

  beforeAll(async () => {
    amazon = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 5 });
    await amazonSandboxControl(amazon.url).setCatalogueSize(US_SELLER, 0);
    [app, browser] = await Promise.all([startTestApp({ ...amazon.env, SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await ebaySeller(app);
    await connectAmazon(app, amazon, seller.user.id);
    good = await headphones(app, seller.user.id, 3, { prefix: 'OK' });
    bad = (await headphones(app, seller.user.id, 1, { prefix: 'NOTYPE', type: null }))[0]!;
    page = await signIn(seller);
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) graphqlCalls++;
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await amazon?.close();
  });

  async function signIn(s: { email: string; password: string; user: { id: string } }, viewport = { width: 1280, height: 900 }) {
    const p = await (await browser.newContext({ viewport })).newPage();
    await signInWithPassword(p, app.url, s, `${app.url}/account/${s.user.id}/amazon-inventory/`);
    return p;
  }
  const table = () => page.getByRole('table', { name: 'Amazon inventory' });
  const chips = (status: string) =>
    table()
      .getByText(`eBay: ${listingStatusWord(status)}`, { exact: true })
      .count();
  const statuses = async () =>
    (await app.services.pool.query(`SELECT item_id, status FROM listings WHERE user_id = $1 AND channel = 'EBAY'`, [seller.user.id])).rows;
  const push = () => pushListings(app.services, seller.user.id, 'EBAY');

  it('lists the selected items after a confirmation: LISTING at once, then LISTED / FAILED_TO_LIST live, then the poll stops', async () => {
    await page.getByText('1–4 of 4 items').waitFor();
    await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('4 selected').waitFor();
    // Beside eBay's, the Shopify group (spec 000 §2: list, publish, delist, unpublish, Cancel Unposted).
    expect(await bar.getByRole('group', { name: 'Shopify actions' }).getByRole('button').allTextContents()).toEqual([
      'List',
      'Publish',
      'Delist',
      'Unpublish',
      'Cancel Unposted',
    ]);
    await bar.getByRole('group', { name: 'eBay actions' }).getByRole('button', { name: 'List on eBay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'List on eBay: 4 items?' });
    await dialog.getByText('4 items will be queued for listing on eBay.').waitFor();
    await dialog.getByRole('button', { name: 'List on eBay' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('4 items queued for listing on eBay').waitFor();
    await expect.poll(() => chips('LISTING')).toBe(4);
    expect((await statuses()).map((r) => r.status)).toEqual(Array(4).fill('LISTING'));
    await bar.waitFor({ state: 'detached' }); // the selection is cleared

    expect((await push()).settled).toBe(4);
    // No reload: the 5-second poll brings the settled rows.
    await expect.poll(() => chips('LISTED'), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => chips('FAILED_TO_LIST'), { timeout: 10_000 }).toBe(1);
    expect(await chips('LISTING')).toBe(0);
    // Nothing is in progress any more: no further requests.
    await page.waitForTimeout(500);
    const before = graphqlCalls;
    await page.waitForTimeout(6000);
    expect(graphqlCalls).toBe(before);
  });

  it('counts only items not already listed, and Escape cancels without listing', async () => {
    await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'List on eBay' }).click();
    // Three are live; the one eBay refused may be tried again.
    const dialog = page.getByRole('alertdialog', { name: 'List on eBay: 1 item?' });
    await dialog.getByText('3 items of your selection are left out: already listed or being listed.', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await statuses()).filter((r) => r.status === 'LISTING')).toHaveLength(0);
    await bar.getByRole('button', { name: 'Clear selection' }).click();
  });

  it('revises the live listings of the selection from the bulk bar: REVISING, then REVISED', async () => {
    await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Revise on eBay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revise on eBay: 3 items?' });
    await dialog.getByRole('button', { name: 'Revise on eBay' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('3 items queued for revision on eBay').waitFor();
    await expect.poll(() => chips('REVISING')).toBe(3);
    expect((await push()).settled).toBe(3);
    await expect.poll(() => chips('REVISED'), { timeout: 15_000 }).toBe(3);
  });

  it("the listing view shows why the item was not listed (held back by the pre-flight check) with 'List on eBay', and a listed item's id linking to its eBay page", async () => {
    const base = `${app.url}/account/${seller.user.id}/amazon-inventory`;
    await page.goto(`${base}/${bad}`);
    const panel = page.getByRole('region', { name: 'eBay Status' });
    await panel.getByText('Not listed on eBay').waitFor();
    await panel.getByText('Missing item specifics: Type', { exact: false }).waitFor();
    expect(await panel.getByRole('button', { name: 'List on eBay' }).isVisible()).toBe(true);

    await page.goto(`${base}/${good[0]}`);
    const { rows } = await app.services.pool.query('SELECT external_id FROM listings WHERE item_id = $1', [good[0]]);
    const link = panel.getByRole('link', { name: `${rows[0].external_id} on eBay (opens in a new tab)` });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${app.services.clients.ebay!.apiUrl}/itm/${rows[0].external_id}`);
    expect((await fetch((await link.getAttribute('href'))!)).status).toBe(200);
    await panel.getByText(listingStatusWord('REVISED'), { exact: true }).waitFor(); // revised by the bar above
  });

  it("delists from the listing view: confirm, 'DELIST PENDING', then 'Not listed on eBay' once eBay has withdrawn it", async () => {
    const panel = page.getByRole('region', { name: 'eBay Status' });
    await panel.getByRole('button', { name: 'Delist from eBay' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delist from eBay?' });
    await confirm.getByRole('button', { name: 'Delist from eBay' }).click();
    await panel.getByText('DELIST PENDING').waitFor();
    // The spinner shows as soon as the request leaves; the job runs once the server marked the row.
    await waitFor(async () => (await statuses()).find((r) => r.item_id === good[0])?.status === 'DELISTING');
    await push();
    await panel.getByText('Not listed on eBay').waitFor({ timeout: 15_000 });
    await panel.getByRole('button', { name: 'List on eBay' }).waitFor();
    expect((await statuses()).find((r) => r.item_id === good[0])).toBeUndefined();
  });

  it('lists one item from the listing view: LISTING PENDING, then its eBay item id', async () => {
    const panel = page.getByRole('region', { name: 'eBay Status' });
    await panel.getByRole('button', { name: 'List on eBay' }).click();
    await panel.getByText('Listing pending').waitFor();
    await waitFor(async () => (await statuses()).find((r) => r.item_id === good[0])?.status === 'LISTING');
    await push();
    await panel.getByRole('link', { name: /on eBay \(opens in a new tab\)/ }).waitFor({ timeout: 15_000 });
    expect((await statuses()).find((r) => r.item_id === good[0])?.status).toBe('LISTED');
  });

  it('a seller without eBay gets the authorise alert in the bulk bar and an Authorize eBay link in the listing view', async () => {
    const other = await createSeller(app);
    await connectAmazon(app, amazon, other.user.id, UK_SELLER, UK_MARKET);
    const [first] = await insertItems(app.services, other.user.id, 2, 'NOEBAY');
    await app.services.pool.query('UPDATE inventory_items SET price_cents = 1999 WHERE user_id = $1', [other.user.id]);
    // A phone: the cards layout and the same bar.
    const p = await signIn(other, { width: 390, height: 844 });
    await p.getByText('1–2 of 2 items').waitFor();
    await p.getByRole('checkbox').first().check({ force: true });
    const bar = p.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('1 selected').waitFor();
    // On a phone the bar is one line until its actions are opened.
    await bar.getByRole('button', { name: 'Actions' }).click();
    await bar.getByRole('button', { name: 'List on eBay' }).click();
    const dialog = p.getByRole('alertdialog', { name: 'List on eBay: 1 item?' });
    await dialog.getByRole('button', { name: 'List on eBay' }).click();
    await dialog.getByRole('alert').getByText('You must authorize eBay in settings -> linked platforms before you can list items.', { exact: true }).waitFor();
    const link = dialog.getByRole('link', { name: 'Go to Linked Platforms' });
    expect(await link.getAttribute('href')).toBe(`/account/${other.user.id}/settings/linked-platforms`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect((await app.services.pool.query('SELECT count(*)::int AS n FROM listings WHERE user_id = $1', [other.user.id])).rows[0].n).toBe(0);

    await p.goto(`${app.url}/account/${other.user.id}/amazon-inventory/${first}`);
    const panel = p.getByRole('region', { name: 'eBay Status' });
    await panel.getByText('Not listed on eBay').waitFor();
    expect(await panel.getByRole('link', { name: 'Authorize eBay' }).getAttribute('href')).toBe(`/account/${other.user.id}/settings/linked-platforms`);
    expect(await panel.getByRole('button', { name: 'List on eBay' }).count()).toBe(0);
    await p.context().close();
  });
  it('a seller whose plan is full gets the quota alerts of the bulk bar and of the listing view, and nothing is queued', async () => {
    const full = await ebaySeller(app); // the Basic plan: 100 eBay listings
    await connectAmazon(app, amazon, full.user.id, UK_SELLER, UK_MARKET);
    const ids = await insertItems(app.services, full.user.id, 101, 'QUOTA');
    await app.services.pool.query('UPDATE inventory_items SET price_cents = 1999 WHERE user_id = $1', [full.user.id]);
    await insertListings(
      app.services,
      ids.slice(0, 100).map((itemId) => ({ userId: full.user.id, itemId, channel: 'EBAY' as const, status: 'LISTED' as const })),
    );
    const p = await signIn(full);
    await p.goto(`${app.url}/account/${full.user.id}/amazon-inventory/?search=QUOTA-100`);
    await p.getByText('1–1 of 1 items').waitFor();
    await p.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    await p.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'List on eBay' }).click();
    const dialog = p.getByRole('alertdialog', { name: 'List on eBay: 1 item?' });
    await dialog.getByRole('button', { name: 'List on eBay' }).click();
    await dialog.getByRole('alert').getByText('You do not have enough eBay listings available to list these items.', { exact: true }).waitFor();
    await p.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await p.goto(`${app.url}/account/${full.user.id}/amazon-inventory/${ids[100]}`);
    const panel = p.getByRole('region', { name: 'eBay Status' });
    await panel.getByRole('button', { name: 'List on eBay' }).click();
    await panel
      .getByRole('alert')
      .getByText('You do not have enough ebay listings available to list this item. You can upgrade your plan in Settings -> Account & Payment.', {
        exact: true,
      })
      .waitFor();
    await panel.getByText('Not listed on eBay').waitFor();
    const queued = await app.services.pool.query(`SELECT count(*)::int AS n FROM listings WHERE user_id = $1 AND status <> 'LISTED'`, [full.user.id]);
    expect(queued.rows[0].n).toBe(0);
    await p.context().close();
  });
});
