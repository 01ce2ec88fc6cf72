// The listing view's 'eBay Settings' in Chromium against the real server and the eBay sandbox: the
// seller sees eBay's suggestion, searches a category and picks it with the keyboard, fills a
// required SELECTION_ONLY specific and a condition, saves, and sees them after a reload; the item
// then lists on eBay with them.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../server/modules/listing-sync/engine.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { ebaySeller, type Seller } from '../integration/listings/ebay-seller.ts';
import { UK_MARKET } from '../integration/inventory/amazon-seller.ts';
import { encryptSecret } from '../../server/crypto/secrets.ts';

describe("'eBay Settings' in Chromium", () => {
  let app: TestApp;
  let browser: Browser;
  let seller: Seller;
  let itemId: string;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await ebaySeller(app);
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details)
       VALUES ($1, 'CUSHION-1', 'B0CUSHION1', 'Linen Cushion Cover', 'New', 'FBA', 3, 1800, 1500, $2::jsonb) RETURNING id`,
      [seller.user.id, JSON.stringify({ brand: 'IKEA', images: ['https://images.example.com/cushion.jpg'] })],
    );
    itemId = rows[0].id;
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const size = () => page.getByLabel('Size');
  const condition = () => page.getByRole('combobox', { name: 'Condition' });

  it('picks a category by search, fills a required specific and a condition, saves, and keeps them after a reload', async () => {
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    // No category chosen: eBay's suggestion for the title, and its specifics (Brand from the catalogue).
    await page.getByTestId('ebay-category-suggestion').waitFor();
    expect(await page.getByTestId('ebay-category-suggestion').textContent()).toContain('Cushion Covers');
    await page.getByText('Missing item specifics: Size').waitFor();
    expect(await page.getByLabel('Brand').inputValue()).toBe('IKEA');

    // Search, then pick with the keyboard.
    const search = page.getByRole('textbox', { name: 'Search eBay categories' });
    await search.fill('cushion cover');
    const option = page.getByRole('option', { name: /Home Décor > Cushion Covers \(36030\)/ });
    await option.waitFor();
    await search.press('ArrowDown');
    expect(await option.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByTestId('ebay-category-path').waitFor();
    expect(await page.getByTestId('ebay-category-path').textContent()).toBe('Home, Furniture & DIY > Home Décor > Cushion Covers (36030)');

    // Size is SELECTION_ONLY: a picker of eBay's values.
    await size().waitFor();
    expect(await size().locator('option').allTextContents()).toEqual(['Choose…', '40 x 40 cm', '45 x 45 cm', '50 x 50 cm', '18 x 18 in']);
    await size().selectOption('45 x 45 cm');
    await page.getByText('Missing item specifics: Size').waitFor({ state: 'detached' });
    await condition().selectOption({ label: 'New other (see details)' });
    await page.getByLabel('eBay Condition Note').fill('Packaging opened, never used');

    const bar = page.getByRole('region', { name: 'Unsaved changes' });
    await bar.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Listing saved').waitFor();
    await bar.waitFor({ state: 'detached' });
    const stored = (await app.services.pool.query('SELECT user_edited_details AS e FROM inventory_items WHERE id = $1', [itemId])).rows[0].e;
    expect(stored).toMatchObject({
      ebay_category_id: '36030',
      ebay_condition_id: '1500',
      condition_note: 'Packaging opened, never used',
      variant_specifics: [{ dimension: 'Size', value: '45 x 45 cm' }],
    });

    await page.reload();
    await page.getByTestId('ebay-category-path').waitFor();
    expect(await page.getByTestId('ebay-category-path').textContent()).toBe('Home, Furniture & DIY > Home Décor > Cushion Covers (36030)');
    await size().waitFor();
    expect(await size().inputValue()).toBe('45 x 45 cm');
    await expect.poll(() => condition().inputValue()).toBe('1500');
    expect(await page.getByLabel('eBay Condition Note').inputValue()).toBe('Packaging opened, never used');
  });

  it('lists the item on eBay with the chosen category, specifics and condition', async () => {
    await page.getByRole('region', { name: 'eBay Status' }).getByRole('button', { name: 'List on eBay' }).click();
    await expect.poll(async () => (await pushListings(app.services, seller.user.id, 'EBAY', {})).settled, { timeout: 15_000 }).toBeGreaterThan(0);
    const { rows } = await app.services.pool.query(`SELECT status, last_error FROM listings WHERE item_id = $1 AND channel = 'EBAY'`, [itemId]);
    expect(rows[0]).toEqual({ status: 'LISTED', last_error: null });
  });

  it('says on the inventory page how many items were held back from eBay and why, and shows them', async () => {
    const { rows } = await app.services.pool.query(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details, user_edited_details)
       SELECT $1, 'LANTERN-' || n, 'B0LANTERN' || n, 'Camping Lantern ' || n, 'New', 'FBA', 2, 2200, 1900, $2::jsonb, '{"ebay_category_id": "181391"}'::jsonb
         FROM generate_series(1, 2) AS n RETURNING id`,
      [seller.user.id, JSON.stringify({ brand: 'Coleman', images: ['https://images.example.com/lantern.jpg'] })],
    );
    const list = await app.graphql(
      `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`,
      { ids: rows.map((r) => r.id) },
      seller.token,
    );
    expect(list.data.listOnEbay.count).toBe(2);
    await pushListings(app.services, seller.user.id, 'EBAY', {});

    // The inventory's table shows once Amazon is connected (the stored connection is enough here).
    await app.services.prisma.connection.create({
      data: {
        userId: seller.user.id,
        kind: 'AMAZON',
        accountId: 'A2LBSANDBOXUK4M',
        marketplace: UK_MARKET,
        refreshToken: encryptSecret(app.services.config.encryptionKey, 'Atzr|e2e'),
      },
    });
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/`);
    const notice = page.getByRole('status', { name: 'Held back from eBay' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('2 items held back from eBay');
    expect(await notice.textContent()).toContain('Missing item specifics: Power Source (2 items)');
    await notice.getByRole('button', { name: 'Show errored items' }).click();
    await page.waitForURL(/ebayStatus=errored/);
    // The listed cushion leaves the table; the held-back lanterns stay.
    await expect.poll(() => page.getByText('Linen Cushion Cover').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByText('Camping Lantern 1').count()).toBe(1);
    expect(await page.getByText('Camping Lantern 2').count()).toBe(1);
  });
});
