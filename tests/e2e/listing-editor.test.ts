// The listing view's description editor (Tiptap, loaded only there) and image thumbnails, in
// Chromium against the real server: bold text is saved as sanitised HTML and comes back after a
// reload; images show thumbnails and are reordered and removed beside their URL inputs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { ebaySeller, headphones, type Seller } from '../integration/listings/ebay-seller.ts';

/** A valid 2×2 PNG, so the thumbnails are real images. */
function png(): Buffer {
  const crc = (buf: Buffer) => {
    let c = ~0;
    for (const b of buf) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]);
  const rows = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 0]);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

describe('listing view: rich-text description and image thumbnails in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let images: Server;
  let imageBase: string;
  let seller: Seller;
  let itemId: string;
  let page: Page;
  const requested: string[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    const body = png();
    images = createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(body));
    await new Promise<void>((r) => images.listen(0, '127.0.0.1', r));
    imageBase = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto', WORKER: 'off' }), launchBrowser()]);
    seller = await ebaySeller(app);
    [itemId] = (await headphones(app, seller.user.id, 1)) as [string];
    await app.services.pool.query(`UPDATE inventory_items SET user_edited_details = $2::jsonb WHERE id = $1`, [
      itemId,
      JSON.stringify({ images: [`${imageBase}/a.png`, `${imageBase}/b.png`, `${imageBase}/c.png`] }),
    ]);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    page.on('request', (req) => requested.push(req.url()));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await signInWithPassword(page, app.url, seller, `${app.url}/account/${seller.user.id}/amazon-inventory/`);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    images?.close();
  });

  const stored = async () =>
    (await app.services.pool.query('SELECT user_edited_details FROM inventory_items WHERE id = $1', [itemId])).rows[0].user_edited_details;
  const editor = () => page.getByRole('textbox', { name: 'Description', exact: true });
  const bar = () => page.getByRole('region', { name: 'Unsaved changes' });

  it('loads the editor only on the listing view', async () => {
    await page.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /RichTextEditor/.test(u))).toEqual([]);
    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/${itemId}`);
    await editor().waitFor();
    expect(requested.filter((u) => /RichTextEditor/.test(u))).toHaveLength(1);
  });

  it('makes text bold with the toolbar, saves sanitised HTML, and shows it bold after a reload', async () => {
    await editor().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Sold with care and shipped ');
    const bold = page.getByRole('toolbar', { name: 'Description formatting' }).getByRole('button', { name: 'Bold' });
    await bold.click();
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.type('fast');
    expect(await editor().locator('strong').textContent()).toBe('fast');
    await bar().getByRole('button', { name: 'Save' }).click();
    await bar().waitFor({ state: 'detached' });
    expect((await stored()).description).toBe('<p>Sold with care and shipped <strong>fast</strong></p>');

    await page.reload();
    await editor().locator('strong').waitFor();
    expect(await editor().innerHTML()).toBe('<p>Sold with care and shipped <strong>fast</strong></p>');
    expect(await bar().count()).toBe(0); // loading the saved HTML is not an edit
  });

  it('shows image thumbnails, reorders and removes images beside their URLs, and saves the order', async () => {
    const thumb = (n: number) => page.getByRole('img', { name: `Image ${n}`, exact: true });
    await thumb(3).waitFor();
    for (const n of [1, 2, 3]) {
      // Thumbnails load lazily, near the viewport: the eBay section above them arrives with the page
      // (its query is preloaded), so they start below the fold.
      await thumb(n).scrollIntoViewIfNeeded();
      await expect.poll(() => thumb(n).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
    }
    expect(await thumb(1).getAttribute('src')).toBe(`${imageBase}/a.png`);

    await page.getByRole('button', { name: 'Move image 3 up' }).click();
    expect(await page.getByRole('textbox', { name: 'Image URL 2' }).inputValue()).toBe(`${imageBase}/c.png`);
    expect(await thumb(2).getAttribute('src')).toBe(`${imageBase}/c.png`);
    expect(await page.getByRole('button', { name: 'Move image 1 up' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove image 1' }).click();
    expect(await page.getByRole('textbox', { name: 'Image URL 1' }).inputValue()).toBe(`${imageBase}/c.png`);
    expect(await page.getByRole('textbox', { name: 'Image URL 3' }).count()).toBe(0);
    await bar().getByRole('button', { name: 'Save' }).click();
    await bar().waitFor({ state: 'detached' });
    expect((await stored()).images).toEqual([`${imageBase}/c.png`, `${imageBase}/b.png`]);
    expect((await stored()).description).toBe('<p>Sold with care and shipped <strong>fast</strong></p>');

    await page.reload();
    await thumb(2).waitFor();
    expect(await thumb(1).getAttribute('src')).toBe(`${imageBase}/c.png`);
    expect(errors).toEqual([]);
  });
});
