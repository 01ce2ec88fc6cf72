// Issue 36, in Chromium: a UK seller with sales on eBay, Shopify and OnBuy (the seller's path: no rows
// written by the test) opens the Dashboard from the navigation, switches the period and the channel,
// and opens the table view of a chart with the keyboard; at desktop and phone widths, with a
// screenshot of each attached to the test (vitest annotations; the files under .data/test-artifacts/).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { inStockItems, ONBUY_KEYS, prepareSandboxes } from '../helpers/seller-path.ts';
import { type SellerWithSales, sellerWithSales } from '../helpers/seller-with-sales.ts';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const ARTIFACTS = join(import.meta.dirname, '../../.data/test-artifacts/dashboard');

describe('issue 36: the Dashboard', () => {
  let app: TestApp;
  let browser: Browser;
  let s: SellerWithSales;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', ONBUY_QUEUE_POLL_FIRST_MS: '1000' }), launchBrowser()]);
    await prepareSandboxes(app, { sizes: { A2LBSANDBOXUK4M: 24 }, onbuyQueueSeconds: 1 });
    s = await sellerWithSales(app, 'UK', ONBUY_KEYS[0]);
    mkdirSync(ARTIFACTS, { recursive: true });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function open(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, ignoreHTTPSErrors: true });
    await signInWithToken(context, s.token);
    const page = await context.newPage();
    await page.goto(`${app.url}/account/${s.userId}/amazon-inventory/`);
    return { context, page };
  }

  /** A figure's card (its label, value and change: 'Orders3+50%'). */
  const stat = async (page: Page, label: string) =>
    (await page
      .getByRole('group', { name: /^Figures from / })
      .getByRole('group', { name: label, exact: true })
      .textContent()) ?? '';

  for (const viewport of [DESKTOP, PHONE]) {
    const at = `${viewport.width}×${viewport.height}`;

    it(`opens from the navigation, switches period and channel, and shows a chart as a table (${at})`, async ({ annotate }) => {
      const { context, page } = await open(viewport);
      try {
        // The landing after sign-in is still the inventory; the Dashboard is a link of its own.
        await page.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();
        const nav = viewport === PHONE ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('navigation', { name: 'Main' });
        if (viewport === PHONE) await page.getByRole('button', { name: 'Open menu' }).click();
        await nav.getByRole('link', { name: 'Dashboard' }).click();
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/account/${s.userId}/dashboard`);

        // The last 30 days on every channel: the three orders, in pounds.
        await expect.poll(() => stat(page, 'Orders'), { timeout: 20_000 }).toMatch(/^Orders3(?!\d)/);
        expect(await stat(page, 'Revenue')).toMatch(/^Revenue£/);
        await page.getByRole('heading', { name: 'Revenue and profit over time' }).waitFor();
        await page.getByRole('group', { name: /^Revenue and profit over time: 30 days/ }).waitFor();

        // The charts are drawn (a line per series, a bar per channel and series), named by a legend (not by colour
        // alone) and take the keyboard focus.
        const series = page.getByRole('group', { name: /^Revenue and profit over time: / });
        await expect.poll(() => series.locator('.recharts-line-curve').count(), { timeout: 10_000 }).toBe(2);
        await expect.poll(() => page.locator('figure .recharts-bar-rectangle').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(await series.getByText('Revenue', { exact: true }).count()).toBeGreaterThan(0);
        expect(await series.getByText('Profit', { exact: true }).count()).toBeGreaterThan(0);
        await series.locator('svg.recharts-surface').first().focus();
        expect(await page.evaluate(() => document.activeElement?.classList.contains('recharts-surface'))).toBe(true);

        // The period: the last 7 days (in the URL, so the back button and a shared link keep it).
        await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption('LAST_7_DAYS');
        await page.waitForURL(/period=LAST_7_DAYS/);
        await page.getByRole('group', { name: /^Revenue and profit over time: 7 days/ }).waitFor();

        // One channel: OnBuy's one order.
        await page.getByRole('combobox', { name: 'Channel', exact: true }).selectOption('ONBUY');
        await page.waitForURL(/channel=ONBUY/);
        await expect.poll(() => stat(page, 'Orders'), { timeout: 20_000 }).toMatch(/^Orders1(?!\d)/);
        await page.getByRole('group', { name: /^Channels side by side: OnBuy: revenue £/ }).waitFor();

        // The table view of the series chart, by keyboard.
        const toggle = page.getByRole('button', { name: 'Show table' }).first();
        await toggle.focus();
        await page.keyboard.press('Enter');
        const table = page.getByRole('table', { name: 'Revenue and profit over time' });
        await table.waitFor();
        expect(await page.getByRole('button', { name: 'Show chart' }).first().getAttribute('aria-expanded')).toBe('true');
        // A row per day of the period, under its header.
        expect(await table.getByRole('row').count()).toBe(7 + 1);

        // Stock cover: the lists, each item with a way to act (its listing view; Seller Central's Send to Amazon).
        const soon = page.getByRole('region', { name: 'Running out within 7 days' });
        await soon.waitFor();
        await page.getByRole('region', { name: 'Not sold for 60 days' }).waitFor();
        if ((await soon.getByRole('row').count()) > 0) {
          expect(await soon.getByRole('link', { name: 'Raise price' }).first().getAttribute('href')).toMatch(
            new RegExp(`^/account/${s.userId}/amazon-inventory/[0-9a-f-]{36}$`),
          );
          expect(await soon.getByRole('link', { name: 'Send inbound to FBA' }).first().getAttribute('href')).toBe(
            'https://sellercentral.amazon.co.uk/fba/sendtoamazon',
          );
        }

        const file = join(ARTIFACTS, `dashboard-${viewport.width}x${viewport.height}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await annotate(`the Dashboard at ${at}`, { path: file, contentType: 'image/png' });
      } finally {
        await context.close();
      }
    }, 180_000);
  }

  it("sets an item's cost per unit in its listing view's Pricing Info, refusing what is not an amount", async () => {
    const { context, page } = await open(DESKTOP);
    try {
      await page.goto(`${app.url}/account/${s.userId}/amazon-inventory/${s.itemId}`);
      const cost = page.getByRole('textbox', { name: 'Cost per unit (£)' });
      await cost.waitFor({ timeout: 30_000 });
      expect(await cost.inputValue()).toBe('');
      await cost.fill('four');
      await page.getByText('Enter an amount such as 4.50').waitFor();
      expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
      await cost.fill('4.50');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Listing saved').waitFor();
      const node = (await inStockItems(s)).find((i) => i.itemId === s.itemId)!;
      const r = await app.graphql(`query($id:ID!){ node(id:$id){ ... on InventoryItem { edits { costBasisCents } } } }`, { id: node.id }, s.token);
      expect(r.data?.node?.edits).toEqual({ costBasisCents: 450 });
    } finally {
      await context.close();
    }
  }, 120_000);
});
