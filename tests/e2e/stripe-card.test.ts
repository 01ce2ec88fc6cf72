// Card entry through Stripe.js (issue 29), at desktop size and on a 390×844 phone: the card is typed
// into Stripe's frame (the stand-in the Stripe sandbox serves offline), a declined card shows
// Stripe's message, a 3-D Secure test card opens the bank's challenge and is saved once it is
// completed — and no request from the page to ListBridge ever carries the card number.
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { fillStripeCard, launchBrowser, signInWithToken } from '../helpers/browser.ts';
import { createSeller } from '../factories/users.ts';
import { startBillingApp } from '../integration/billing/billing-helpers.ts';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

describe('card entry with Stripe.js in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startBillingApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function open(viewport: { width: number; height: number }, path: string, opts: { onboardingStep?: number } = {}) {
    const seller = await createSeller(app, { onboardingFinished: opts.onboardingStep === undefined });
    if (opts.onboardingStep !== undefined)
      await app.services.prisma.user.update({ where: { id: seller.user.id }, data: { onboardingStep: opts.onboardingStep } });
    const context = await browser.newContext({ viewport });
    await signInWithToken(context, seller.token);
    const page = await context.newPage();
    const toUs: Request[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(app.url)) toUs.push(r);
    });
    await page.goto(`${app.url}${path.replace('{id}', seller.user.id)}`);
    return { page, seller, toUs };
  }

  const noCardNumberSentToUs = (toUs: Request[], ...numbers: string[]) => {
    for (const r of toUs) for (const n of numbers) expect(r.postData() ?? '').not.toContain(n);
  };

  it.each(VIEWPORTS)(
    '%s: a declined card shows Stripe’s message, a 3-D Secure card is saved after the challenge, then a plain card replaces it',
    async (_name, viewport) => {
      const { page, seller, toUs } = await open(viewport, '/account/{id}/settings/account');
      const form = page.getByRole('form', { name: 'Payment information' });
      await form.getByLabel('Name on Card').fill('Sam Seller');

      await fillStripeCard(form, { number: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' });
      await form.getByRole('button', { name: 'Save Card' }).click();
      await form.getByText('Your card was declined.').waitFor();
      await page.getByText('Error updating payment info').first().waitFor();
      expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: seller.user.id } })).defaultPaymentMethodId).toBeNull();

      await fillStripeCard(form, { number: '4000 0025 0000 3155', expiry: '12 / 34', cvc: '123' });
      await form.getByRole('button', { name: 'Save Card' }).click();
      const challenge = page.frameLocator('iframe[title="3D Secure 2 Test Page"]');
      await challenge.getByRole('heading', { name: '3D Secure 2 Test Page' }).waitFor();
      await challenge.getByRole('button', { name: 'Complete' }).click();
      await page.getByText('Updated!').waitFor();
      await page.getByText('Card on file: Visa ending in 3155, expires 12/2034').waitFor();

      await form.getByLabel('Name on Card').fill('Sam Seller');
      await fillStripeCard(form, { number: '4242 4242 4242 4242', expiry: '01 / 33', cvc: '123' });
      await form.getByRole('button', { name: 'Update Card' }).click();
      await page.getByText('Card on file: Visa ending in 4242, expires 01/2033').waitFor();
      // The card field fits the phone's width: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      noCardNumberSentToUs(toUs, '4000000000000002', '4000002500003155', '4242424242424242');
    },
  );

  it('offers Skip on the onboarding billing step to a seller who chose no plan', async () => {
    const { page } = await open(VIEWPORTS[1][1], '/onboarding/billing', { onboardingStep: 2 });
    await page.getByRole('heading', { name: 'Billing Details' }).waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();
    await page.waitForURL(`${app.url}/onboarding/platforms`);
  });
});
