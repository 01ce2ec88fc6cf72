// Issue 34 in Chromium: from the seller's path (a fresh US seller imports the demo catalogue, 222
// items with its four variation families, through the Amazon sandbox; connects eBay; subscribes),
// the inventory shows a colour family of five as one row that opens onto its five children (each
// with its SKU, colour, quantity and price); the seller selects that row and lists it on eBay, and
// the five children become one eBay listing (one item id) with five variations, which the eBay
// Listings page shows as one grouped row with the five variations (each its colour) under it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl, type SandboxItem } from '../../sandbox/amazon/control-client.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import * as path from '../helpers/seller-path.ts';
import { waitFor } from '../helpers/wait.ts';

const SELLER = path.SITES.US.sellerId;
let app: TestApp;
let browser: Browser;
let page: Page;
let s: path.Seller;
let bands: SandboxItem[];

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
  await path.prepareSandboxes(app, { sizes: { [SELLER]: 222 } });
  bands = (await amazonSandboxControl((await path.sandboxUrls(app)).amazon).items(SELLER, 0, 1000)).items.filter((i) => i.family && i.kind === 'BANDS5');
  s = await path.signUp(app, 'US', 'family');
  const accepted = await app.graphql(`mutation($u:String!){ acceptTerms(userId:$u){ userId } }`, { u: s.userId }, s.token);
  if (!accepted.data?.acceptTerms) throw new Error(`acceptTerms: ${JSON.stringify(accepted.errors)}`);
  await path.connectAmazon(s);
  await path.waitForImport(s);
  const finished = await app.graphql(`mutation($u:String!){ finishOnboarding(userId:$u){ userId } }`, { u: s.userId }, s.token);
  if (!finished.data?.finishOnboarding) throw new Error(`finishOnboarding: ${JSON.stringify(finished.errors)}`);
  await path.connectEbay(s, path.uniqueHandle('family').replace(/-/g, '_'));
  await path.subscribe(s, ['EBAY']);
  await path.waitForEnrichment(s);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInWithToken(context, s.token);
  page = await context.newPage();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('a variation family on the screens', () => {
  it('shows the family as one row that opens onto its five children', async () => {
    expect(bands).toHaveLength(5);
    await page.goto(`${app.url}/account/${s.userId}/amazon-inventory/`);
    await page
      .getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...')
      .fill('-BANDS5-')
      .catch(async (err) => {
        throw new Error(`${err.message}\nThe page (${page.url()}) showed: ${await page.evaluate(() => document.body.textContent).catch(() => '')}`);
      });
    const toggle = page.getByRole('button', { name: '5 variations by Color' });
    await toggle.waitFor({ timeout: 30_000 });
    // One row for the family among the search's rows (other BANDS5 items are sold alone).
    expect(await page.getByRole('button', { name: /variations by/ }).count()).toBe(1);
    await toggle.click();
    for (const b of bands) {
      const row = page.locator(`tr[data-variation="${b.sku}"]`);
      await row.getByText(`Color: ${b.family!.color}`).waitFor();
      expect(await row.textContent()).toContain(String(b.fba.fulfillable));
    }
  });

  it('lists the family from its row on eBay as one listing with five variations', async () => {
    const familyRow = page.getByRole('row').filter({ has: page.getByRole('button', { name: '5 variations by Color' }) });
    await familyRow.getByRole('checkbox').check({ force: true });
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'List on eBay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'List on eBay: 1 item?' });
    await dialog.getByRole('button', { name: 'List on eBay' }).click();
    const listed = await waitFor(
      async () => {
        const r = await app.graphql(
          `query($u:String!){ inventory(userId:$u, pageSize:250, search:"-BANDS5-"){ edges { node { sellerSku ebayListing { live externalId } } } } }`,
          { u: s.userId },
          s.token,
        );
        const children = r.data.inventory.edges.map((e: any) => e.node).filter((n: any) => bands.some((b) => b.sku === n.sellerSku));
        return children.every((c: any) => c.ebayListing?.live && c.ebayListing.externalId) ? children : null;
      },
      120_000,
      1000,
    );
    expect(new Set(listed.map((c: any) => c.ebayListing.externalId)).size).toBe(1);
    // The eBay Listings page shows one grouped row for that eBay item id, its five variations under it.
    await page.goto(`${app.url}/account/${s.userId}/listings/ebay/`);
    const itemId = listed[0].ebayListing.externalId;
    const group = page.locator(`tr[data-family-listing="${itemId}"]`);
    await group.getByText('5 variations').waitFor({ timeout: 30_000 });
    expect(await page.getByRole('row').filter({ hasText: itemId }).count()).toBe(1);
    for (const b of bands) await page.locator(`tr[data-variation="${b.sku}"]`).getByText(`Color: ${b.family!.color}`).waitFor();
    // The variations follow their group's row.
    const order = await page
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-family-listing') ?? r.getAttribute('data-variation')));
    const at = order.indexOf(itemId);
    expect(order.slice(at + 1, at + 6).sort()).toEqual(bands.map((b) => b.sku).sort());
  });
});
