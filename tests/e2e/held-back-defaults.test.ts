// Issue 28's acceptance in Chromium: a fresh seller signs up, connects Amazon through its consent
// page (the demo catalogue is imported), subscribes to an eBay plan and connects eBay during the
// onboarding, selects every in-stock cutting board on the inventory page, lists them on eBay and
// watches the progress; eBay's Cutting Boards category requires a 'Shape' (Rectangular/Round) that
// Amazon's data lacks, so they are held back; the seller opens the held-back summary, sets Shape
// once for the whole category, which lists the group again, and sees them live. Real server with
// its in-process worker, Postgres and the sandboxes over HTTP. The test writes no rows: it only
// reads the database to wait for the import and enrichment and to check what eBay was sent.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { fillStripeCard, launchBrowser } from '../helpers/browser.ts';
import { waitFor } from '../helpers/wait.ts';

/** eBay US's Cutting Boards (sandbox/ebay/categories: kitchen.boards). */
const BOARDS = { id: '20648', name: 'Cutting Boards' };

describe('held-back summary and a category default, from sign-up to live (issue 28)', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let userId: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const boards = async () =>
    (
      await app.services.pool.query(
        `SELECT i.id, i.catalog_enriched_at IS NOT NULL AS enriched, l.status, l.last_error AS error
           FROM inventory_items i LEFT JOIN listings l ON l.item_id = i.id AND l.channel = 'EBAY'
          WHERE i.user_id = $1 AND i.title ILIKE '%cutting board%' AND i.total_quantity > 0`,
        [userId],
      )
    ).rows as { id: string; enriched: boolean; status: string | null; error: string | null }[];

  it('signs up, connects Amazon (the import starts), subscribes and connects eBay', async () => {
    const email = uniqueEmail('heldback');
    await page.goto(`${app.url}/sign-up`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sunflower42x');
    await page.getByLabel('Password Confirmation').fill('Sunflower42x');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${app.url}/accept-tos`);
    await page.getByRole('button', { name: 'Accept' }).click();

    await page.waitForURL(`${app.url}/onboarding/amazon`);
    const connect = page.getByRole('button', { name: 'Connect Amazon Account' });
    await waitFor(async () => !(await connect.isDisabled()));
    await connect.click();
    await page.getByRole('heading', { name: 'Authorize ListBridge to access your Amazon seller account' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(`${app.url}/onboarding/plan`);
    const ebayPlan = page.getByRole('region', { name: 'eBay plan' });
    await ebayPlan.getByText('eBay Basic (Monthly)').click();
    await ebayPlan.getByRole('button', { name: 'Choose Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL(`${app.url}/onboarding/billing`);
    const form = page.getByRole('form', { name: 'Payment information' });
    await form.getByLabel('Name on Card').fill('Held Back Seller');
    await fillStripeCard(form, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL(`${app.url}/onboarding/platforms`, { timeout: 30_000 });
    await page.getByLabel('eBay Site').selectOption({ label: 'United States' });
    await page.getByRole('button', { name: 'Authorize eBay' }).click();
    await page.getByRole('heading', { name: 'Grant application access: ListBridge' }).waitFor();
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(`${app.url}/onboarding/platforms`);
    const next = page.getByRole('button', { name: 'Next' });
    await waitFor(async () => !(await next.isDisabled()));
    await next.click();
    await page.getByRole('button', { name: 'Start Listing Now!' }).click();

    userId = (await app.services.prisma.user.findUniqueOrThrow({ where: { email } })).id;
    await page.waitForURL(`${app.url}/account/${userId}/amazon-inventory/`);
    // The import and the catalogue enrichment run in the worker; the test only waits for them.
    await expect.poll(async () => (await boards()).length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    await expect.poll(async () => (await boards()).every((b) => b.enriched), { timeout: 90_000, interval: 1000 }).toBe(true);
  }, 200_000);

  it('selects every in-stock cutting board, lists them on eBay and watches them held back for Shape', async () => {
    const count = (await boards()).length;
    await page.goto(`${app.url}/account/${userId}/amazon-inventory/?search=Cutting+Board&zeroQuantity=hide`);
    const table = page.getByRole('table', { name: 'Amazon inventory' });
    await table.waitFor();
    await expect.poll(() => table.getByRole('checkbox', { name: /^Select (?!all items)/ }).count()).toBe(count);
    await page.getByRole('checkbox', { name: 'Select all items on this page' }).check({ force: true });
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText(`${count} selected`).waitFor();
    await bar.getByRole('group', { name: 'eBay actions' }).getByRole('button', { name: 'List on eBay' }).click();
    const dialog = page.getByRole('alertdialog', { name: `List on eBay: ${count} items?` });
    await dialog.getByRole('button', { name: 'List on eBay' }).click();
    await page.getByText(`${count} items queued for listing on eBay`).waitFor();

    // The progress: rows settle without a reload, and the notice says they were held back.
    await expect.poll(async () => (await boards()).map((b) => b.error), { timeout: 60_000 }).toEqual(Array(count).fill('Missing item specifics: Shape'));
    await page.getByRole('status', { name: 'Held back from eBay' }).waitFor({ timeout: 30_000 });
  }, 150_000);

  it('opens the held-back summary, sets Shape for the whole category, and the group is listed again and goes live', async () => {
    const count = (await boards()).length;
    await page.getByRole('status', { name: 'Held back from eBay' }).getByRole('button', { name: 'Fix held-back items' }).click();
    const summary = page.getByRole('dialog', { name: 'Held back from eBay' });
    const group = summary.getByRole('region', { name: `${BOARDS.name} (${BOARDS.id}): ${count} items` });
    await group.waitFor({ timeout: 30_000 });
    await group.getByText('Missing item specifics: Shape').waitFor();
    const shape = group.getByLabel(`Shape for every item in ${BOARDS.name}`);
    // eBay's values for a SELECTION_ONLY aspect, nothing else.
    expect(await shape.locator('option').allTextContents()).toEqual(['Choose…', 'Rectangular', 'Round']);
    await shape.selectOption('Rectangular');
    await group.getByRole('button', { name: 'Save and list again' }).click();
    await page.getByText('Shape set to Rectangular').waitFor();

    // The group is listed again: Shape is no longer the reason for any of them.
    await expect.poll(async () => (await boards()).filter((b) => b.error?.includes('Shape') || b.status === 'LISTING').length, { timeout: 60_000 }).toBe(0);
    await expect.poll(async () => await summary.getByRole('region', { name: new RegExp(`^${BOARDS.name} `) }).count(), { timeout: 30_000 }).toBe(0);

    // Live (a failure shows eBay's reason per board), and each board's row says so without a reload.
    await expect.poll(async () => (await boards()).map((b) => [b.status, b.error]), { timeout: 60_000 }).toEqual(Array(count).fill(['LISTED', null]));
    await summary.getByRole('button', { name: 'Close' }).first().click();
    const table = page.getByRole('table', { name: 'Amazon inventory' });
    await expect.poll(() => table.getByText('eBay: Listed', { exact: true }).count(), { timeout: 30_000 }).toBe(count);
  }, 200_000);
});
