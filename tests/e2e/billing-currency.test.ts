// Issue 30 point 6 in Chromium: a UK seller sees ListBridge's own prices in pounds — the plan picker,
// its confirm message, Account & Payment, AI credits and the referral text — and no dollar sign on
// those screens. The figures are the spec's (000 §9: eBay Basic 29.99, Pro 99.99 a month) and the
// README's (AI credits 10.00 per 1,000; the referral's 50 off), in the seller's currency (README
// "Plans per currency"). From the seller's path: a fresh seller connects Amazon UK through the Amazon
// sandbox (nothing written to the database by the test).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { rest } from '../helpers/rest.ts';
import { connectAmazon, prepareSandboxes, type Seller, signUp } from '../helpers/seller-path.ts';

describe('a UK seller sees ListBridge’s prices in pounds', () => {
  let app: TestApp;
  let browser: Browser;
  let s: Seller;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
    await prepareSandboxes(app);
    s = await signUp(app, 'UK', 'pounds');
    const accepted = await app.graphql(`mutation($u:String!){ acceptTerms(userId:$u){ userId } }`, { u: s.userId }, s.token);
    if (!accepted.data?.acceptTerms) throw new Error(`acceptTerms: ${JSON.stringify(accepted.errors)}`);
    await connectAmazon(s);
    const finished = await app.graphql(`mutation($u:String!){ finishOnboarding(userId:$u){ userId } }`, { u: s.userId }, s.token);
    if (!finished.data?.finishOnboarding) throw new Error(`finishOnboarding: ${JSON.stringify(finished.errors)}`);
    // The card Stripe.js would have saved (the 4242 test card's id).
    const card = await rest(app.url, 'POST', `/user/${s.userId}/stripe/update-billing`, { payment_method_id: 'pm_card_visa' }, s.token);
    if (card.status !== 200) throw new Error(`card: ${JSON.stringify(card.body)}`);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  /** What the seller reads on the page (not text hidden on this viewport). */
  // biome-ignore lint/performance/useDomNodeTextContent: what the seller sees
  const visibleText = (page: Page) => page.evaluate(() => document.body.innerText);

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`Account & Payment, the plan picker, AI credits and the referral text at ${viewport.width}px`, async () => {
      const context = await browser.newContext({ viewport });
      await signInWithToken(context, s.token);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      try {
        await page.goto(`${app.url}/account/${s.userId}/settings/account`);
        await page.getByRole('heading', { name: 'Plans & Payment' }).waitFor();
        const ebay = page.getByRole('region', { name: 'eBay plan' });
        await ebay.getByText('£29.99 / month').first().waitFor();
        await ebay.getByText('£99.99 / month').first().waitFor();
        await page.getByText('£10.00 buys 1,000 credits').waitFor();
        await page.getByText(/gets £50\.00 off their first subscription/).waitFor();
        await page.getByRole('link', { name: 'Refer a seller: they get £50.00 off, you earn 22%' }).waitFor();
        expect(await visibleText(page)).not.toContain('$');

        // The plan's confirm message says the price in pounds too.
        await ebay.getByText('eBay Pro (Monthly)').click();
        await ebay.getByRole('button', { name: 'Choose Plan' }).click();
        const dialog = page.getByRole('alertdialog');
        await dialog.getByText('Subscribe to eBay Pro (Monthly) for £99.99 per month').waitFor();
        expect(await dialog.textContent()).not.toContain('$');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'hidden' });

        // Buying AI credits: the confirmation in pounds.
        await page.getByRole('button', { name: 'Buy AI Credits' }).click();
        // Submitted from the keyboard (Enter in the field, as a seller may): at 390 px this dialog
        // twice never opened after a click on Buy in full CI runs, never when run alone; a click is
        // aimed by position, and content moving under it lands it beside the button (Cancel is next to it).
        const credits = page.getByLabel('Credits to buy');
        await credits.fill('1500');
        await credits.press('Enter');
        const buy = page.getByRole('alertdialog');
        await buy.getByText('Buy 1,500 AI credits for £15.00?').waitFor();
        expect(await buy.textContent()).not.toContain('$');
        expect(await visibleText(page)).not.toContain('$');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
