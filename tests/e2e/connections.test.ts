import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithPassword } from '../helpers/browser.ts';
import { createSeller } from '../factories/users.ts';

describe("Linked Platforms in Chromium, through the sandboxes' consent pages", () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ SANDBOXES: 'auto' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  async function signedIn(opts: { onboardingFinished?: boolean } = {}): Promise<{ page: Page; userId: string }> {
    const s = await createSeller(app, opts);
    const page = await (await browser.newContext()).newPage();
    await signInWithPassword(page, app.url, s, (u) => !u.pathname.startsWith('/sign-in'));
    return { page, userId: s.user.id };
  }

  it('connects Amazon, eBay, Shopify and OnBuy and shows each card authorised', async () => {
    const { page, userId } = await signedIn();
    const linked = `${app.url}/account/${userId}/settings/linked-platforms`;
    await page.goto(linked);
    await page.getByRole('heading', { name: 'Linked Platforms' }).waitFor();

    // Amazon: the button waits for the consent link, then Seller Central's page, then /spapi-auth.
    await page.getByLabel('Amazon Marketplace').selectOption({ label: 'United Kingdom' });
    const connectAmazon = page.getByRole('button', { name: 'Connect Amazon Account' });
    await expect.poll(() => connectAmazon.isEnabled()).toBe(true);
    await connectAmazon.click();
    await page.getByRole('heading', { name: 'Authorize ListBridge to access your Amazon seller account' }).waitFor();
    await page.getByRole('radio', { name: /Thistle & Pine Trading/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(linked);
    await page.getByText('Connected to Amazon United Kingdom').waitFor();
    await page.getByRole('button', { name: 'Reconnect Amazon Account' }).waitFor();

    // eBay: pick the UK site, agree on eBay's consent page, back through /ebay/oauth/accepted.
    await page.getByLabel('eBay Site').selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: 'Authorize eBay' }).click();
    await page.getByRole('heading', { name: 'Grant application access: ListBridge' }).waitFor();
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(linked);
    await page.getByText('Authorized as demo_seller on eBay United Kingdom').waitFor();
    await page.getByLabel('eBay Currency').selectOption('GBP');
    await page.getByRole('button', { name: 'Save eBay Currency' }).click();
    await page.getByText('eBay Currency Saved').waitFor();
    await page.getByLabel('eBay Site').selectOption({ label: 'Germany' });
    await page.getByText('eBay Site Saved').waitFor();

    // Shopify: the seller names the shop and installs on the grant screen.
    await page.getByLabel('Shop').fill('lb-e2e-shop');
    await page.getByRole('button', { name: 'Authorize Shopify' }).click();
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.waitForURL(linked);
    await page.getByText(/^Authorized as .+ to lb-e2e-shop\.myshopify\.com$/).waitFor();

    // OnBuy: required fields, wrong keys, then the demo keys.
    await page.getByRole('button', { name: 'Authorize OnBuy' }).click();
    await page.getByText('Client ID is required').waitFor();
    await page.getByText('Client Secret is required').waitFor();
    await page.getByLabel('Consumer Key').fill('ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e');
    await page.getByLabel('Secret Key').fill('sk_test_wrong');
    await page.getByRole('button', { name: 'Authorize OnBuy' }).click();
    await page.getByText('Error Authorizing OnBuy').waitFor();
    await page.getByLabel('Secret Key').fill('sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0');
    await page.getByRole('button', { name: 'Authorize OnBuy' }).click();
    await page.getByText('Authorized to OnBuy UK as ListBridge Demo Seller').waitFor();

    // After a reload every card still reads authorised (from the server, not local state).
    await page.reload();
    await page.getByText('Connected to Amazon United Kingdom').waitFor();
    await page.getByText('Authorized as demo_seller on eBay Germany').waitFor();
    await page.getByText(/^Authorized as .+ to lb-e2e-shop\.myshopify\.com$/).waitFor();
    await page.getByText('Authorized to OnBuy UK as ListBridge Demo Seller').waitFor();
    expect(await page.getByRole('button', { name: 'Reauthorize eBay' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reauthorize Shopify' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reauthorize OnBuy' }).isVisible()).toBe(true);
    const kinds = await app.services.prisma.connection.findMany({ where: { userId }, select: { kind: true, status: true } });
    expect(kinds.map((k) => k.kind).sort()).toEqual(['AMAZON', 'EBAY', 'ONBUY', 'SHOPIFY']);
  });

  it('a wrong eBay state shows Code 1, and a Shopify return with a wrong state shows (14)', async () => {
    const { page } = await signedIn();
    await page.goto(`${app.url}/ebay/oauth/accepted?state=${encodeURIComponent('deadbeef_settings+ZWJheS5jb20=')}&code=abc`);
    await page.getByRole('heading', { name: 'Invalid State' }).waitFor();
    await page.getByText('Something went wrong with your eBay authentication (Code: 1)').waitFor();
    await page.goto(`${app.url}/shopify/oauth?shop=x.myshopify.com&state=nope&code=abc&hmac=00&timestamp=1`);
    await page.getByRole('heading', { name: 'Shopify Return Error (14)' }).waitFor();
    await page.goto(`${app.url}/shopify_app_install`);
    await page.getByRole('heading', { name: 'Shopify App Install Error' }).waitFor();
    await page.getByText('No shop provided').waitFor();
  });

  it('an install started in the Shopify admin goes through /shopify_app_install and the grant screen back to Linked Platforms', async () => {
    const { page, userId } = await signedIn();
    const shopAdmin = app.services.config.SHOPIFY_SHOP_URL_TEMPLATE.replace('{shop}', 'lb-install-e2e') + '/admin';
    await page.goto(shopAdmin);
    await page.getByRole('link', { name: 'Install ListBridge' }).click();
    await page.getByRole('button', { name: 'Install app' }).click();
    await page.waitForURL(`${app.url}/account/${userId}/settings/linked-platforms`);
    await page.getByText(/^Authorized as .+ to lb-install-e2e\.myshopify\.com$/).waitFor();
  });

  it('onboarding: Next waits for Amazon; connecting goes on to plan selection; platforms Next waits for eBay or Shopify', async () => {
    const { page } = await signedIn({ onboardingFinished: false });
    await page.waitForURL(`${app.url}/onboarding/amazon`);
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(false);
    const connect = page.getByRole('button', { name: 'Connect Amazon Account' });
    await expect.poll(() => connect.isEnabled()).toBe(true);
    await connect.click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${app.url}/onboarding/plan`);

    await page.goto(`${app.url}/onboarding/platforms`);
    await page.getByRole('heading', { name: 'Platform Setup' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(false);
    await page.getByRole('button', { name: 'Authorize eBay' }).click();
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.waitForURL(`${app.url}/onboarding/platforms`);
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
  });
});
