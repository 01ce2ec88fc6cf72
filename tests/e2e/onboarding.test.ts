import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { fillStripeCard, launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { uniqueEmail } from '../factories/users.ts';
import { waitFor } from '../helpers/wait.ts';

// Issue 6's whole journey: sign up, terms, the four onboarding steps through the sandboxes'
// consent pages and the test card, then the inventory with onboarding finished.
describe('onboarding in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('takes a new seller from sign-up to the inventory', async () => {
    let page = await (await browser.newContext()).newPage();
    const email = uniqueEmail('onboard');
    await page.goto(`${app.url}/sign-up`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sunflower42x');
    await page.getByLabel('Password Confirmation').fill('Sunflower42x');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL(`${app.url}/accept-tos`);
    await page.getByRole('button', { name: 'Accept' }).click();

    // 1. Amazon: Next stays disabled until the consent page has been confirmed.
    await page.waitForURL(`${app.url}/onboarding/amazon`);
    await page.getByRole('heading', { name: 'Amazon Setup' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    const connect = page.getByRole('button', { name: 'Connect Amazon Account' });
    await waitFor(async () => !(await connect.isDisabled()));
    await connect.click();
    await page.getByRole('heading', { name: 'Authorize ListBridge to access your Amazon seller account' }).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    // Back from Amazon during onboarding: on to plan selection.
    await page.waitForURL(`${app.url}/onboarding/plan`);

    // 2. Plan: chosen now, started once a card is on file.
    const ebayPlan = page.getByRole('region', { name: 'eBay plan' });
    await ebayPlan.getByText('eBay Basic (Monthly)').click();
    await ebayPlan.getByRole('button', { name: 'Choose Plan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your plans start after you add a card in the next step.').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${app.url}/onboarding/billing`);

    // 3. Billing, continued in another browser (issue 30: the choice was kept in the tab and lost):
    // the chosen plan is kept on the server. No card on file and a plan chosen, so no Skip; the
    // test card is entered in Stripe.js, and the plan starts.
    await page.context().close();
    page = await (await browser.newContext()).newPage();
    await signInWithPassword(page, app.url, { email, password: 'Sunflower42x' }, `${app.url}/onboarding/billing`);
    await page.getByTestId('chosen-plans').getByText('eBay Basic (Monthly)').waitFor();
    await page.getByRole('heading', { name: 'Billing Details' }).waitFor();
    const form = page.getByRole('form', { name: 'Payment information' });
    await form.waitFor();
    expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(0);
    await form.getByLabel('Name on Card').fill('Onboarding Seller');
    await fillStripeCard(form, { number: '4242 4242 4242 4242' });
    await page.getByRole('button', { name: 'Next' }).click();

    // 4. Platforms: Next only once eBay (or Shopify) is authorised.
    await page.waitForURL(`${app.url}/onboarding/platforms`, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Platform Setup' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByLabel('eBay Site').selectOption({ label: 'United States' });
    await page.getByRole('button', { name: 'Authorize eBay' }).click();
    await page.getByRole('heading', { name: 'Grant application access: ListBridge' }).waitFor();
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(`${app.url}/onboarding/platforms`);
    const next = page.getByRole('button', { name: 'Next' });
    await waitFor(async () => !(await next.isDisabled()));
    await next.click();

    await page.waitForURL(`${app.url}/onboarding/finished`);
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await page.getByRole('button', { name: 'Start Listing Now!' }).click();

    const user = await app.services.prisma.user.findUniqueOrThrow({ where: { email } });
    await page.waitForURL(`${app.url}/account/${user.id}/amazon-inventory/`);
    await page.getByRole('heading', { name: 'Amazon Inventory' }).waitFor();

    const after = await app.services.prisma.user.findUniqueOrThrow({
      where: { email },
      include: { connections: { select: { kind: true, status: true } }, subscriptions: { select: { planId: true, status: true } } },
    });
    expect(after.onboardingFinished).toBe(true);
    expect(after.connections.map((c) => `${c.kind}:${c.status}`).sort()).toEqual(['AMAZON:AUTHORIZED', 'EBAY:AUTHORIZED']);
    expect(after.subscriptions).toEqual([{ planId: 'ebay_basic_monthly', status: 'trialing' }]);
    expect(after.cardSummary).toMatch(/4242/);
  });
});
