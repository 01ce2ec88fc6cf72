import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushListings } from '../../server/modules/listing-sync/engine.ts';
import { createSeller } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import { ebaySeller, headphones, type Seller } from '../integration/listings/ebay-seller.ts';

// Issue 17: the admin eBay debug page (spec 002 §2.16). An admin opens it from the admin user page
// ('Ebay Advanced'), presses Get Inventory Items with Limit 2 and Get Item XML, and reads eBay's
// answers (the sandbox's) as JSON and XML in the Response box; an unknown user id answers 'Invalid
// user id'; a seller gets the not-found page. The seller's support ticket is on the admin user page.
describe('the admin eBay debug page in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let owner: Seller;
  let admin: Awaited<ReturnType<typeof createSeller>>;
  let itemId: string;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    admin = await createSeller(app, { isAdmin: true });
    owner = await ebaySeller(app);
    const ids = await headphones(app, owner.user.id, 3);
    expect(
      (await rest(app.url, 'POST', `/user/${owner.user.id}/fba-items/bulk-action`, { action: 'list-to-ebay', fba_item_ids: ids }, owner.token)).status,
    ).toBe(200);
    await pushListings(app.services, owner.user.id, 'EBAY');
    const { rows } = await app.services.pool.query(`SELECT external_id FROM listings WHERE user_id = $1 AND status = 'LISTED' ORDER BY sku LIMIT 1`, [
      owner.user.id,
    ]);
    itemId = rows[0].external_id;
    expect(
      (
        await rest(
          app.url,
          'POST',
          `/user/${owner.user.id}/file-ticket`,
          { email: owner.email, subject: 'Where is my listing?', details: 'Pushed an hour ago.' },
          owner.token,
        )
      ).status,
    ).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signedIn(token: string, width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await signInWithToken(context, token);
    return context.newPage();
  }

  it('presses Get Inventory Items (limit 2) and Get Item XML and shows the answers in the Response box', async () => {
    const page = await signedIn(admin.token);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/admin/${owner.user.id}`);
    await page.getByRole('heading', { name: 'Admin User Page' }).waitFor();
    // The seller's ticket, with its details behind 'Details'.
    const ticket = page.getByTestId('ticket-row');
    await ticket.getByText('Where is my listing?').waitFor();
    await ticket.getByRole('button', { name: 'Details' }).click();
    await ticket.getByTestId('ticket-details').getByText('Pushed an hour ago.').waitFor();

    await page.getByRole('link', { name: 'Ebay Advanced' }).click();
    await page.waitForURL(`**/admin/${owner.user.id}/ebay`);
    await page.getByRole('heading', { name: 'eBay Debug' }).waitFor();
    const response = page.getByTestId('debug-response');
    expect(await response.textContent()).toBe('Press a button to call eBay.');

    await page.getByLabel('Limit').fill('2');
    await page.getByLabel('Offset').fill('x'); // not a number: 0
    await page.getByLabel('Offset').press('Enter'); // Enter in Limit/Offset is Get Inventory Items
    await expect.poll(async () => (await response.textContent()) ?? '').toContain('"inventoryItems"');
    const json = JSON.parse((await response.textContent()) ?? '');
    expect(json.inventoryItems).toHaveLength(2);
    expect(json.total).toBe(3);
    expect(await response.textContent()).toContain('\n  "total": 3'); // formatted
    expect(await page.getByTestId('debug-response-meta').textContent()).toBe('ebay/getInventoryItems · JSON');

    await page.getByLabel('Item ID').fill(itemId);
    await page.getByRole('button', { name: 'Get Item XML' }).click();
    await expect.poll(async () => (await response.textContent()) ?? '').toContain('<GetItemResponse xmlns="urn:ebay:apis:eBLBaseComponents">');
    expect(await response.textContent()).toContain(`<ItemID>${itemId}</ItemID>`);
    expect(await response.textContent()).toContain('<Ack>Success</Ack>');
    expect(await page.getByTestId('debug-response-meta').textContent()).toBe('ebay/getItemXml/{itemId} · XML');

    // Each press is in the audit log of the admin user page.
    const { rows } = await app.services.pool.query(`SELECT after->>'call' AS call FROM admin_audit_log WHERE target_user_id = $1 AND action = 'ebay_debug'`, [
      owner.user.id,
    ]);
    expect(rows.map((r) => r.call).sort()).toEqual(['ebay/getInventoryItems', 'ebay/getItemXml/{itemId}']);
    expect(errors).toEqual([]);
  });

  it("answers 'Invalid user id' for an unknown user, and a seller gets the not-found page", async () => {
    const page = await signedIn(admin.token, 390);
    await page.goto(`${app.url}/admin/not-a-user/ebay`);
    await page.getByRole('button', { name: 'Get User Info' }).click();
    await expect.poll(async () => (await page.getByTestId('debug-response').textContent()) ?? '').toBe('Invalid user id');

    const seller = await signedIn(owner.token);
    await seller.goto(`${app.url}/admin/${owner.user.id}/ebay`);
    await seller.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    expect(await seller.getByRole('button', { name: 'Get User Info' }).count()).toBe(0);
  });
});
