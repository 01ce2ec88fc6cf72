// The listing view's best-offer toggle in Chromium against the real server and the eBay sandbox:
// it shows the seller's default, a flip is saved as the item's allow_best_offer and is still
// there after a reload, and the listed offer on eBay carries it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../server/modules/listing-sync/engine.ts';
import { sessionFor } from '../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { ebaySeller, headphones, type Seller } from '../integration/listings/ebay-seller.ts';

describe('Best Offer toggle in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let seller: Seller;
  let itemId: string;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await ebaySeller(app);
    [itemId] = (await headphones(app, seller.user.id, 1)) as [string];
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const toggle = () => page.getByRole('checkbox', { name: 'Allow Best Offer' });
  const source = () => page.getByTestId('best-offer-source');

  it("shows the seller's default (off), saves a flip as the item's choice, and keeps it after a reload", async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    await toggle().waitFor({ state: 'attached' });
    expect(await toggle().isChecked()).toBe(false);
    expect(await source().textContent()).toBe('from your eBay settings');

    await page.getByText('Allow Best Offer', { exact: true }).click();
    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Listing saved').waitFor();
    await bar.waitFor({ state: 'detached' });
    const stored = await app.services.pool.query('SELECT user_edited_details FROM inventory_items WHERE id = $1', [itemId]);
    expect(stored.rows[0].user_edited_details.allow_best_offer).toBe(true);

    await page.reload();
    await toggle().waitFor({ state: 'attached' });
    expect(await toggle().isChecked()).toBe(true);
    expect(await source().textContent()).toBe('set for this listing');
  });

  it('lists the item on eBay with Best Offer on', async () => {
    await page.getByRole('region', { name: 'eBay Status' }).getByRole('button', { name: 'List on eBay' }).click();
    await expect.poll(async () => (await pushListings(app.services, seller.user.id, 'EBAY', {})).settled, { timeout: 15_000 }).toBeGreaterThan(0);
    const { rows } = await app.services.pool.query(`SELECT offer_id FROM listings WHERE item_id = $1 AND channel = 'EBAY'`, [itemId]);
    const offer = await (await sessionFor(app.services, seller.user.id, 'ebay')).api.offers.get(rows[0].offer_id);
    expect(offer.listingPolicies?.bestOfferTerms).toEqual({ bestOfferEnabled: true });
  });
});
