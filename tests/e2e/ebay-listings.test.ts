// The eBay Listings page in Chromium against the real product (Postgres, worker, eBay and Stripe
// sandboxes): loading, rows, paging, sorting, search, filters, selection, the bulk bar's warning and
// an 'Update Price Only' that the worker runs and the page's poll shows settling, empty and error
// states, and the phone layout.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItems, insertListings } from '../factories/listings.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword, chooseFromMenu } from '../helpers/browser.ts';
import { waitFor } from '../helpers/wait.ts';
import { createSeller } from '../factories/users.ts';
import { ebaySeller, type Seller } from '../integration/listings/ebay-seller.ts';

const SIZE = 30;
// Distinct prices (7 and 30 are coprime), so the price sort has one answer.
const priceOf = (i: number) => 500 + ((i * 7 + 3) % SIZE) * 100; // EB-0 (first by SKU) is neither cheapest nor dearest
const USED = 4; // EB-0 … EB-3 are 'Used - Like New'
const ZERO = Array.from({ length: SIZE }, (_, i) => i).filter((i) => i % 5 === 0).length;

describe('eBay Listings page in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let seller: Seller;
  let page: Page;
  let base: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    seller = await ebaySeller(app);
    const ids = await insertItems(app.services, seller.user.id, SIZE + 1, 'EB');
    // EB-30 has no eBay listing: the page never shows it.
    const listed = ids.slice(0, SIZE);
    await app.services.pool.query(
      `UPDATE inventory_items i SET title = 'Sony Headphones model ' || s.n, fba_quantity = s.n % 5,
              condition = CASE WHEN s.n < $3 THEN 'UsedLikeNew' ELSE 'New' END
         FROM (SELECT id, (ord - 1)::int AS n FROM unnest($1::uuid[]) WITH ORDINALITY AS u(id, ord)) AS s
        WHERE i.id = s.id AND i.user_id = $2`,
      [ids, seller.user.id, USED],
    );
    await insertListings(
      app.services,
      listed.map((itemId, i) => ({ userId: seller.user.id, itemId, channel: 'EBAY', status: 'LISTED', externalId: String(110000000100 + i) })),
    );
    await app.services.pool.query(
      `UPDATE listings l SET last_pushed_price_cents = p.price FROM unnest($1::uuid[], $2::int[]) AS p(item_id, price) WHERE l.item_id = p.item_id AND l.user_id = $3`,
      [listed, listed.map((_, i) => priceOf(i)), seller.user.id],
    );
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    base = `${app.url}/account/${seller.user.id}/listings/ebay/`;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  const search = () => new URL(page.url()).searchParams;
  const table = () => page.getByRole('table', { name: 'eBay listings' });
  const rows = () => table().getByRole('row');
  const listingRows = async () => (await rows().count()) - 1; // minus the header row
  const cellText = async (row: number, cell: number) => (await rows().nth(row).getByRole('cell').nth(cell).textContent())!.trim();
  // The seller's eBay site is eBay UK (site 3): prices show in pounds.
  const pounds = (cents: number) => `£${(cents / 100).toFixed(2)}`;
  const toast = (text: string) => page.getByText(text, { exact: true }).first();
  // Chakra draws the box over the hidden input: a click on it reaches the input (force skips the cover check).
  const checkbox = (name: string) => page.getByRole('checkbox', { name, exact: true });
  /** Holds the page's query (and only it) until `release` is called. */
  async function holdListingsQuery(answer?: (route: Route) => Promise<void>) {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/graphql', async (route) => {
      if (!route.request().postData()?.includes('EbayListingsPageQuery')) return route.continue();
      await released;
      await (answer ? answer(route) : route.continue());
    });
    return release;
  }

  it("signs in, shows 'Loading...' while the listings load, then the first 25 of the seller's listings", async () => {
    await signInWithPassword(page, app.url, seller, /amazon-inventory/);
    const release = await holdListingsQuery();
    // Through the top navigation: Listings → eBay.
    await chooseFromMenu(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Listings' }), 'eBay', base);
    await page.getByRole('heading', { name: 'eBay Listings' }).waitFor();
    await page.getByText('Loading...', { exact: true }).waitFor();
    release();
    await page.getByText(`1–25 of ${SIZE} listings`).waitFor();
    await page.unroute('**/graphql');
    expect(await listingRows()).toBe(25);
    expect(await page.getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...').isVisible()).toBe(true);
    expect(await page.getByText('EB-30', { exact: true }).count()).toBe(0);
    // Default order is by SKU; the eBay item id links to the item page (the sandbox's /itm/{id}).
    expect(await rows().nth(1).textContent()).toContain('EB-0');
    const link = rows()
      .nth(1)
      .getByRole('link', { name: /eBay item 110000000100/ });
    expect(await link.getAttribute('href')).toMatch(/\/itm\/110000000100$/);
    expect(await cellText(1, 5)).toBe('Used Like New');
    expect(await cellText(1, 6)).toBe(pounds(priceOf(0)));
  });

  it('pages through the URL under ebay_listings; Results Per Page goes back to page 1', async () => {
    await page.getByRole('button', { name: 'page 2' }).click();
    await page.getByText(`26–30 of ${SIZE} listings`).waitFor();
    expect(search().get('ebay_listings.page')).toBe('2');
    expect(await listingRows()).toBe(5);
    await page.getByLabel('Results Per Page', { exact: true }).selectOption('50');
    await page.getByText(`1–30 of ${SIZE} listings`).waitFor();
    expect(search().get('ebay_listings.page')).toBeNull();
    expect(search().get('ebay_listings.resultsPerPage')).toBe('50');
    expect(await listingRows()).toBe(SIZE);
    await page.goBack();
    await page.getByText(`26–30 of ${SIZE} listings`).waitFor();
    await page.goto(base);
    await page.getByText(`1–25 of ${SIZE} listings`).waitFor();
  });

  it('sorts by price ascending, descending, then none, with aria-sort', async () => {
    const prices = Array.from({ length: SIZE }, (_, i) => priceOf(i)).sort((a, b) => a - b);
    const header = page.getByRole('columnheader', { name: 'Sort by Price' });
    const firstPrice = () => cellText(1, 6);
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await page.waitForURL((u) => u.searchParams.get('ebay_listings.sort') === 'price');
    await expect.poll(firstPrice, { timeout: 10_000 }).toBe(pounds(prices[0]!));
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await page.waitForURL((u) => u.searchParams.get('ebay_listings.sort') === '-price');
    await expect.poll(firstPrice, { timeout: 10_000 }).toBe(pounds(prices.at(-1)!));
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await page.getByRole('button', { name: 'Sort by Price' }).click();
    await expect.poll(() => search().get('ebay_listings.sort')).toBeNull();
    await expect.poll(() => header.getAttribute('aria-sort'), { timeout: 10_000 }).toBe('none');
    await expect.poll(() => rows().nth(1).textContent(), { timeout: 10_000 }).toContain('EB-0');
  });

  it('searches after the 1000 ms debounce, and says "No items here" when nothing matches', async () => {
    const box = page.getByPlaceholder('Search: ASIN, SKU, Product Name, Condition...');
    await box.fill('model 17');
    expect(search().get('ebay_listings.search')).toBeNull(); // not yet: debounced
    await page.waitForURL((u) => u.searchParams.get('ebay_listings.search') === 'model 17', { timeout: 5000 });
    await expect.poll(listingRows, { timeout: 10_000 }).toBe(1);
    expect(await rows().nth(1).textContent()).toContain('EB-17');
    await box.fill('no such listing');
    await box.press('Enter'); // Enter applies at once
    await page.getByText('No items here').waitFor();
    expect(await table().count()).toBe(0);
    await box.fill('');
    await box.press('Enter');
    await page.getByText(`1–25 of ${SIZE} listings`).waitFor();
  });

  it('filters by condition and zero quantity, back to page 1', async () => {
    await page.getByRole('button', { name: 'page 2' }).click();
    await page.waitForURL((u) => u.searchParams.get('ebay_listings.page') === '2');
    await page.getByLabel('Condition', { exact: true }).selectOption({ label: 'Used Like New' });
    await page.waitForURL((u) => u.searchParams.get('ebay_listings.condition') === 'used_like_new');
    expect(search().get('ebay_listings.page')).toBeNull();
    await page.getByText(`1–${USED} of ${USED} listings`).waitFor();
    await page.getByLabel('Condition', { exact: true }).selectOption('all');
    await page.getByLabel('Zero Quantity', { exact: true }).selectOption({ label: 'Show' });
    await page.getByText(`1–${ZERO} of ${ZERO} listings`).waitFor();
    expect(search().get('ebay_listings.condition')).toBeNull();
    expect(search().get('ebay_listings.zeroQuantity')).toBe('show');
    await page.getByLabel('Zero Quantity', { exact: true }).selectOption({ label: 'Hide' });
    await page.getByText(`1–${SIZE - ZERO} of ${SIZE - ZERO} listings`).waitFor();
    await page.goto(base);
    await page.getByText(`1–25 of ${SIZE} listings`).waitFor();
  });

  it("warns 'No eBay listings selected'; selects rows by click, keyboard and the header checkbox", async () => {
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByLabel('Bulk action').selectOption({ label: 'Update Price Only' });
    await bar.getByRole('button', { name: 'Apply Action' }).click();
    await toast('No eBay listings selected').waitFor();
    expect(await bar.getByText(/records selected/).count()).toBe(0);
    // The group and its five actions, in the spec's order.
    const group = bar.locator('optgroup[label="eBay Actions"] option');
    expect(await group.allTextContents()).toEqual(['Delist', 'Update Price Only', 'Update UPC Only', 'Update Images Only', 'Update Everything']);

    await checkbox('Select EB-1').check({ force: true });
    await checkbox('Select EB-2').focus();
    await page.keyboard.press('Space');
    await bar.getByText('2 records selected').waitFor();
    await checkbox('Select all listings on this page').check({ force: true });
    await bar.getByText('25 records selected').waitFor();
    await checkbox('Select all listings on this page').uncheck({ force: true });
    await expect.poll(() => bar.getByText(/records selected/).count()).toBe(0);
  });

  it("applies 'Update Price Only': the toast word for word, the rows queued as a price revision, and the poll shows eBay's answer", async () => {
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await checkbox('Select EB-1').check({ force: true });
    await checkbox('Select EB-2').check({ force: true });
    await bar.getByText('2 records selected').waitFor();
    await bar.getByLabel('Bulk action').selectOption({ label: 'Update Price Only' });
    await bar.getByRole('button', { name: 'Apply Action' }).click();
    await toast('Added 2 selected eBay listings to the price revision queue').waitFor();
    // The selection is cleared once queued.
    await expect.poll(() => bar.getByText(/records selected/).count()).toBe(0);
    const status = (sku: string) =>
      app.services.pool.query(
        `SELECT l.status, l.pending_revision, l.last_error FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE i.user_id = $1 AND i.seller_sku = $2`,
        [seller.user.id, sku],
      );
    // Queued as a price revision (the worker may already have taken it).
    const queued = (await status('EB-1')).rows[0];
    expect(['REVISING', 'FAILED_TO_REVISE', 'REVISED_PRICE']).toContain(queued.status);
    expect((await status('EB-3')).rows[0].status).toBe('LISTED');
    // These seeded listings have no eBay offer, so eBay's side refuses the revision; the page's
    // 5-second poll brings the settled status and the message without a reload.
    const settled = await waitFor(async () => {
      const r = (await status('EB-1')).rows[0];
      return r.status !== 'REVISING' && r;
    }, 30_000);
    expect(settled.status).toBe('FAILED_TO_REVISE');
    const row = rows().filter({ hasText: 'EB-1' }).first();
    // The status in words (shared/status-words.ts), never the code.
    await row.getByText('Update failed', { exact: true }).waitFor({ timeout: 15_000 });
    await row.getByText(settled.last_error).waitFor();
  });

  it("applies 'Delist': the toast word for word, and the poll drops the listing once eBay withdrew it", async () => {
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await checkbox('Select EB-4').check({ force: true });
    await bar.getByText('1 records selected').waitFor();
    await bar.getByLabel('Bulk action').selectOption({ label: 'Delist' });
    await bar.getByRole('button', { name: 'Apply Action' }).click();
    await toast('Added 1 selected eBay listings to the delist queue').waitFor();
    await page.getByText(`1–25 of ${SIZE - 1} listings`).waitFor({ timeout: 20_000 });
    expect(await checkbox('Select EB-4').count()).toBe(0);
    const left = await app.services.pool.query(
      `SELECT count(*)::int AS n FROM listings l JOIN inventory_items i ON i.id = l.item_id WHERE i.user_id = $1 AND i.seller_sku = 'EB-4'`,
      [seller.user.id],
    );
    expect(left.rows[0].n).toBe(0);
  });

  it("shows 'Error: {name} - {message}' when the listings cannot be fetched", async () => {
    const release = await holdListingsQuery((route) => route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' }));
    release();
    await page.goto(`${base}?ebay_listings.page=2`);
    await page.getByText(/^Error: Error - The server answered 502/).waitFor();
    await page.getByRole('heading', { name: 'eBay Listings' }).waitFor();
    await page.unroute('**/graphql');
  });

  it('on a phone: cards instead of the table, and the filter area behind a toggle', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(base);
    await page.getByText(`1–25 of ${SIZE - 1} listings`).waitFor();
    expect(await table().isVisible()).toBe(false);
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    expect(await page.getByLabel('Condition', { exact: true }).isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByRole('button', { name: 'Hide Filters' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('Condition', { exact: true }).selectOption({ label: 'Used Like New' });
    await page.getByText(`1–${USED} of ${USED} listings`).waitFor();
    await checkbox('Select EB-0').check({ force: true });
    await page.getByRole('region', { name: 'Bulk actions' }).getByText('1 records selected').waitFor();
  });
  it("shows the action's refusal: a seller whose eBay is not connected is told to authorize it", async () => {
    const other = await createSeller(app);
    const [itemId] = await insertItems(app.services, other.user.id, 1, 'NC');
    await insertListings(app.services, [{ userId: other.user.id, itemId: itemId!, channel: 'EBAY', status: 'LISTED', externalId: '110000009999' }]);
    const p = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signInWithPassword(p, app.url, other, /amazon-inventory/);
    await p.goto(`${app.url}/account/${other.user.id}/listings/ebay/`);
    await p.getByText('1–1 of 1 listings').waitFor();
    // Only this seller's listing: none of the first seller's.
    expect(await p.getByText('EB-0', { exact: true }).count()).toBe(0);
    await p.getByRole('checkbox', { name: 'Select NC-0', exact: true }).check({ force: true });
    const bar = p.getByRole('region', { name: 'Bulk actions' });
    await bar.getByLabel('Bulk action').selectOption({ label: 'Update Everything' });
    await bar.getByRole('button', { name: 'Apply Action' }).click();
    await p.getByText('You must authorize eBay in settings -> linked platforms before you can list items.').waitFor();
    expect(await bar.getByText('1 records selected').isVisible()).toBe(true); // kept for another try
    const row = await app.services.pool.query(`SELECT status FROM listings WHERE item_id = $1`, [itemId]);
    expect(row.rows[0].status).toBe('LISTED');
  });
});
