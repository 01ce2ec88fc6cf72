import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { createSeller } from '../factories/users.ts';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// 'Talk to us!' (spec 001 §2.9, issue 17/20): a seller files a ticket with a screenshot and sees the thank-you screen.
describe('the support ticket form in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ WORKER: 'off' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signedIn(token: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await signInWithToken(context, token);
    return context.newPage();
  }

  it('refuses a .exe as it is picked, then files the ticket with a screenshot and thanks the seller', async () => {
    const seller = await createSeller(app);
    const page = await signedIn(seller.token);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/account/${seller.user.id}/file-ticket`);
    await page.getByRole('heading', { name: 'Talk to us!' }).waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe(seller.email);
    expect(await page.getByLabel('Subject').getAttribute('placeholder')).toBe('Optional, but helpful');
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);

    // Validation on touch: leaving More Information empty says so.
    await page.getByLabel('More Information').focus();
    await page.getByLabel('Subject').focus();
    await page.getByText('Please tell us what happened.').waitFor();

    await page.getByLabel('Subject').fill('Quantities');
    await page.getByLabel('More Information').fill('The eBay quantity stayed at 3.');
    await page.getByLabel('Examples').fill('SKU TICKET-1');
    expect(await submit.isEnabled()).toBe(true);

    await page.getByLabel('Screenshots').setInputFiles([{ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }]);
    await page.getByText('Invalid file type, only .jpg, .jpeg, .png, .webp, and .gif are allowed.').first().waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove setup.exe' }).click();
    await page.getByLabel('Screenshots').setInputFiles([{ name: 'screen.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('list', { name: 'Attached screenshots' }).getByText('screen.png').waitFor();
    expect(await submit.isEnabled()).toBe(true);

    await submit.click();
    await page.getByText('Thank you! Your report has been submitted.').waitFor();
    const { rows } = await app.services.pool.query(
      `SELECT t.subject, t.details, t.examples, a.filename, a.size_bytes FROM support_tickets t JOIN support_ticket_attachments a ON a.ticket_id = t.id WHERE t.user_id = $1`,
      [seller.user.id],
    );
    expect(rows).toEqual([
      { subject: 'Quantities', details: 'The eBay quantity stayed at 3.', examples: 'SKU TICKET-1', filename: 'screen.png', size_bytes: PNG.length },
    ]);
    expect(errors).toEqual([]);
  });

  it('sends a signed-out visitor of /contact-us to sign-in', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${app.url}/contact-us`);
    await page.waitForURL(/\/sign-in/);
  });
});
