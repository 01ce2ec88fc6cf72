import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { chooseFromMenu, clickUntilAt, launchBrowser } from '../helpers/browser.ts';
import { createSeller } from '../factories/users.ts';
import { insertItems } from '../factories/listings.ts';
import { connectAmazon, PRODUCT_URL, UK_MARKET, UK_SELLER } from '../integration/inventory/amazon-seller.ts';

const ITEMS = 60;

// Issue 20: the shell a seller meets (sign-out, Contact Us and Help, the phone header and drawer),
// money in the marketplace's currency, and the pending feedback of the inventory list.
describe('the app shell in Chromium', () => {
  let sandbox: RunningSandbox;
  let app: TestApp;
  let browser: Browser;
  let seller: Awaited<ReturnType<typeof createSeller>>;

  beforeAll(async () => {
    sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 5 });
    [app, browser] = await Promise.all([startTestApp({ ...sandbox.env }), launchBrowser()]);
    seller = await createSeller(app);
    await connectAmazon(app, sandbox, seller.user.id, UK_SELLER, UK_MARKET);
    const ids = await insertItems(app.services, seller.user.id, ITEMS, 'SHELL');
    // Distinct prices, so a sort by price changes the first row.
    await app.services.pool.query(
      `UPDATE inventory_items SET title = 'Shell item ' || seller_sku, price_cents = 6000 - array_position($1::uuid[], id) * 37 WHERE id = ANY($1::uuid[])`,
      [ids],
    );
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sandbox?.close();
  });

  /** A signed-in page (the token as the sign-in form would store it), with page errors and console errors collected. */
  async function signedIn(viewport: { width: number; height: number }, token = seller.token) {
    const context: BrowserContext = await browser.newContext({ viewport });
    await context.addInitScript((t) => {
      // Only the top window: the sandboxed description preview frame has no storage.
      if (window.top === window && !sessionStorage.getItem('shell-test-init')) {
        localStorage.setItem('listbridge.token', t);
        sessionStorage.setItem('shell-test-init', '1');
      }
    }, token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error' || /HydrateFallback|does not have an element/.test(m.text())) errors.push(m.text());
    });
    return { page, errors, close: () => context.close() };
  }
  const inventory = () => `${app.url}/account/${seller.user.id}/amazon-inventory/`;
  const rows = (page: Page) => page.getByRole('table', { name: 'Amazon inventory' }).getByRole('row');

  it('shows a UK seller prices in £', async () => {
    const { page, errors, close } = await signedIn({ width: 1280, height: 900 });
    await page.goto(inventory());
    await page.getByText(`1–25 of ${ITEMS} items`).waitFor();
    const price = (await rows(page).nth(1).getByRole('cell').last().textContent())!.trim();
    expect(price).toMatch(/^£\d+\.\d\d$/);
    expect(await page.getByRole('table', { name: 'Amazon inventory' }).getByText('$').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('reaches Contact Us, Help › Help Center and Help › Privacy/Terms inside the shell, with navigation', async () => {
    const { page, errors, close } = await signedIn({ width: 1280, height: 900 });
    await page.goto(inventory());
    const nav = page.getByRole('navigation', { name: 'Main' });
    await clickUntilAt(page, () => nav.getByRole('link', { name: 'Contact Us' }).click(), `${app.url}/contact-us`);
    await page.getByRole('heading', { name: 'Talk to us!' }).waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe(seller.email);
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Amazon Inventory' }).isVisible()).toBe(true);

    await chooseFromMenu(page, nav.getByRole('button', { name: 'Help' }), 'Privacy/Terms', `${app.url}/accept-tos`);
    // The seller accepted already: the terms to read, no Accept.
    await page.getByRole('heading', { name: 'Terms of Service', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect(await nav.isVisible()).toBe(true);

    await chooseFromMenu(page, nav.getByRole('button', { name: 'Help' }), 'Help Center', `${app.url}/help`);
    await page.getByRole('heading', { name: 'Help Center' }).waitFor();
    // Its links reach the seller's own screens ('-' becomes the signed-in seller).
    await page.getByRole('main').getByRole('link', { name: 'Talk to us' }).click();
    await page.waitForURL(`${app.url}/account/${seller.user.id}/file-ticket`);
    await page.getByRole('heading', { name: 'Talk to us!' }).waitFor();
    await nav.getByRole('link', { name: 'Amazon Inventory' }).click();
    await page.getByText(`1–25 of ${ITEMS} items`).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the phone header to one row, opens the menu drawer from the keyboard, and pins nothing over the content', async () => {
    const { page, errors, close } = await signedIn({ width: 390, height: 844 });
    await page.goto(inventory());
    await page.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();
    const header = page.locator('header').first();
    const box = (await header.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(64);
    expect(await header.evaluate((h) => getComputedStyle(h).position)).not.toMatch(/sticky|fixed/);
    // The e-mail is in the drawer, not squeezed into the header.
    expect(await page.getByRole('button', { name: `User menu for ${seller.email}` }).isVisible()).toBe(false);

    const menu = page.getByRole('button', { name: 'Open menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    expect(await drawer.getByRole('link', { name: 'Amazon Inventory' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('group', { name: 'Settings' }).getByRole('link', { name: 'Account & Payment' }).isVisible()).toBe(true);
    expect(await drawer.getByText(seller.email).isVisible()).toBe(true);
    expect(await drawer.getByRole('link', { name: 'Sign Out' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await menu.click();
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(`${app.url}/contact-us`);
    await page.getByRole('heading', { name: 'Talk to us!' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows a pending bar at once on a sort, and prints the time from the click to the rows painted', async () => {
    const { page, errors, close } = await signedIn({ width: 1280, height: 900 });
    await page.goto(inventory());
    await page.getByText(`1–25 of ${ITEMS} items`).waitFor();
    const firstRow = async () => (await rows(page).nth(1).textContent())!;
    const before = await firstRow();
    // Hold the next inventory answer for two seconds, so the pending state is certainly observable
    // before the answer comes, even on a loaded machine (the bar's time is not what is tested).
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('InventoryPageQuery')) await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await page.getByRole('progressbar', { name: 'Loading inventory' }).waitFor({ timeout: 5000 });
    await expect.poll(firstRow, { timeout: 10_000 }).not.toBe(before);
    await page.getByRole('progressbar', { name: 'Loading inventory' }).waitFor({ state: 'detached' });
    await page.unroute('**/graphql');

    // Without the hold: the figure of issue 20 (target ≤ 300 ms here); printed, not asserted.
    const timings: number[] = [];
    for (const step of ['Sort by Price', 'page 2', 'Sort by Product']) {
      const shown = await firstRow();
      await page.getByRole('button', { name: step }).click();
      await expect.poll(firstRow, { timeout: 10_000 }).not.toBe(shown);
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('lb:inventory:rows').length), { timeout: 5000 })
        .toBeGreaterThan(timings.length + 1);
      timings.push(await page.evaluate(() => Math.round(performance.getEntriesByName('lb:inventory:rows').at(-1)!.duration)));
    }
    console.log(`inventory: click → rows painted: ${timings.join(' ms, ')} ms (target ≤ 300 ms)`);
    expect(errors).toEqual([]);
    await close();
  });

  it('signs out showing "Signing out..." and no error, then the sign-in page', async () => {
    const { page, errors, close } = await signedIn({ width: 1280, height: 900 });
    await page.goto(inventory());
    await page.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();
    // Hold the sign-out answer until the page in between has been seen (a fixed delay was missed
    // on a loaded CI machine).
    let release = () => {};
    const seen = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SignOutMutation')) await seen;
      await route.continue();
    });
    await chooseFromMenu(page, page.getByRole('button', { name: `User menu for ${seller.email}` }), 'Sign Out', `${app.url}/sign-out`);
    await page.getByText('Signing out...').waitFor();
    release();
    await page.waitForURL(`${app.url}/sign-in`);
    await page.getByRole('heading', { name: /Sign in to/ }).waitFor();
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('listbridge.token'))).toBeNull();
    await close();
  });
});
