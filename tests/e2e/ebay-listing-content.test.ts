// Issue 12's acceptance, end to end in Chromium with the app's own worker: a seller picks an eBay
// category by search, fills the required item specific with AI recommendations (one credit, the
// AI sandbox answering from the item's data), previews the description in the 600px frame, saves
// and lists the item; then changes the pricing formula in eBay Advanced Settings, sees the dry-run
// preview, saves, and finds the new price on the eBay Listings page once continuous sync ran.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor } from '../../server/modules/connections/sessions.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { waitFor } from '../helpers/wait.ts';
import { ebaySeller, type Seller } from '../integration/listings/ebay-seller.ts';

/** 2 × the Amazon price (18.00) + 0 × FBA shipping + 1.00, in the seller's eBay site's currency (£). */
const NEW_PRICE = /^[^\d\s]37\.00$/;

describe('eBay listing content in Chromium, worker on', () => {
  let app: TestApp;
  let browser: Browser;
  let seller: Seller;
  let itemId: string;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    seller = await ebaySeller(app);
    // The size is only in the title: the catalogue data does not fill eBay's required Size.
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details)
       VALUES ($1, 'CUSHION-45', 'B0CUSHION45', 'Linen Cushion Cover 45 x 45 cm', 'New', 'FBA', 3, 1800, 1500, $2::jsonb) RETURNING id`,
      [seller.user.id, JSON.stringify({ brand: 'IKEA', images: ['https://images.example.com/cushion.jpg'] })],
    );
    itemId = rows[0].id;
    await app.services.pool.query('UPDATE users SET ai_credit_balance = 5 WHERE id = $1', [seller.user.id]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const listing = async () =>
    (
      await app.services.pool.query(
        `SELECT status, sku, last_error AS error, last_pushed_price_cents AS price FROM listings WHERE item_id = $1 AND channel = 'EBAY'`,
        [itemId],
      )
    ).rows[0] as { status: string; sku: string; error: string | null; price: number } | undefined;

  it('picks a category by search, fills Size with AI recommendations, previews the description, saves and lists', async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    const search = page.getByRole('textbox', { name: 'Search eBay categories' });
    await search.fill('cushion cover');
    await page.getByRole('option', { name: /Home Décor > Cushion Covers \(36030\)/ }).click();
    await page.getByTestId('ebay-category-path').waitFor();
    expect(await page.getByTestId('ebay-category-path').textContent()).toBe('Home, Furniture & DIY > Home Décor > Cushion Covers (36030)');
    await page.getByText('Missing item specifics: Size').waitFor();

    // One credit buys eBay's Size, read by the model from the title; the picker shows it.
    await page.getByRole('button', { name: 'Get AI Recommendations' }).click();
    await expect.poll(() => page.getByLabel('Size').inputValue(), { timeout: 15_000 }).toBe('45 x 45 cm');
    await page.getByText('Missing item specifics: Size').waitFor({ state: 'detached' });
    const credits = await app.services.pool.query(
      `SELECT u.ai_credit_balance AS balance, l.listing_credits_amount AS amount, l.prompt_tokens AS prompt, l.completion_tokens AS completion
         FROM users u JOIN ai_credit_ledger l ON l.user_id = u.id WHERE u.id = $1`,
      [seller.user.id],
    );
    expect(credits.rows).toHaveLength(1);
    expect(credits.rows[0]).toMatchObject({ balance: 4, amount: -1 });
    expect(credits.rows[0].prompt).toBeGreaterThan(0);
    expect(credits.rows[0].completion).toBeGreaterThan(0);

    // The description as eBay's buyers will see it, in the sandboxed 600px frame.
    const frame = page.locator('iframe[title="eBay description preview"]');
    await expect.poll(() => frame.contentFrame().locator('h1').textContent(), { timeout: 15_000 }).toBe('Linen Cushion Cover 45 x 45 cm');
    expect(await frame.getAttribute('sandbox')).toBe('');
    expect(await frame.evaluate((f) => Math.round(f.getBoundingClientRect().width))).toBe(600);

    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Listing saved').waitFor();
    await bar.waitFor({ state: 'detached' });

    // Listed by the app's worker, in the chosen category, with the specific the AI found.
    await page.getByRole('region', { name: 'eBay Status' }).getByRole('button', { name: 'List on eBay' }).click();
    await waitFor(async () => (await listing())?.status === 'LISTED', 60_000);
    const row = (await listing())!;
    expect(row.error).toBeNull();
    const ebay = await sessionFor(app.services, seller.user.id, 'ebay');
    const item = await ebay.api.inventory.getItem(row.sku);
    expect((item.product?.aspects as Record<string, string[]> | undefined)?.Size).toEqual(['45 x 45 cm']);
    const offers = await ebay.api.offers.listForSku(row.sku);
    expect(offers[0]!.categoryId).toBe('36030');
  }, 180_000);

  it('changes the pricing formula: dry-run preview, save, and the new price on the eBay Listings page', async () => {
    const before = (await listing())!.price;
    await page.goto(`${app.url}/account/${seller.user.id}/settings/advanced/ebay`);
    const pricing = page.getByRole('region', { name: 'Pricing Formula' });
    await pricing.getByText('Formula', { exact: true }).waitFor();
    await pricing.getByLabel('Item Multiplier').fill('2');
    await pricing.getByLabel('FBA Ship Multiplier').fill('0');
    await pricing.getByLabel('Constant Add').fill('1.00');
    const preview = page.getByRole('region', { name: 'Pricing preview' });
    await preview.getByText('Saving will reprice 1 of your 1 live eBay listings.').waitFor({ timeout: 15_000 });
    expect(await preview.getByText(NEW_PRICE).count()).toBe(1);
    // The preview changes nothing.
    expect((await listing())!.price).toBe(before);

    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.getByRole('button', { name: 'Save' }).click();
    await bar.waitFor({ state: 'detached' });
    await waitFor(async () => (await listing())?.price === 3700, 60_000);

    await page.goto(`${app.url}/account/${seller.user.id}/listings/ebay/`);
    const table = page.getByRole('table', { name: 'eBay listings' });
    await table.getByText(NEW_PRICE).waitFor();
    expect(await table.getByText(NEW_PRICE).count()).toBe(1);
  }, 120_000);
});
