import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium through playwright-core (scripts/test.mjs installs it when missing). */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: run \`sudo apt-get install -y chromium\``);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * Signs the context's pages in with a session token (the client keeps it in localStorage). Only
 * the top window: sandboxed frames (the description preview) have no storage and would throw.
 */
export async function signInWithToken(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((t) => {
    if (window.top === window) localStorage.setItem('listbridge.token', t);
  }, token);
}

/** Signs in on the sign-in page as a seller would, then waits for the page it lands on. */
export async function signInWithPassword(
  page: Page,
  appUrl: string,
  who: { email: string; password: string },
  landing: string | RegExp | ((url: URL) => boolean),
): Promise<void> {
  await page.goto(`${appUrl}/sign-in`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(landing);
}

/**
 * Types a card into the Stripe.js card Element, inside Stripe's frame (the stand-in the Stripe
 * sandbox serves has the same frame title and field labels as js.stripe.com's).
 */
export async function fillStripeCard(scope: Page | Locator, card: { number: string; expiry?: string; cvc?: string }): Promise<void> {
  const frame = scope.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.getByLabel('Credit or debit card number').fill(card.number);
  await frame.getByLabel('Credit or debit card expiration date').fill(card.expiry ?? '12 / 30');
  await frame.getByLabel('Credit or debit card CVC/CVV').fill(card.cvc ?? '123');
}

/**
 * Clicks `click` until the page is at `url`, at most three times (10 s each). On a loaded machine a
 * navigation click sometimes goes nowhere: no navigation and no request at all for 30 s (seen in
 * CI, in menus and on plain links; never reproduced on a quiet machine, cause not found). As a
 * seller would, it is clicked again; a wrong destination still fails.
 */
export async function clickUntilAt(page: Page, click: () => Promise<void>, url: string | RegExp): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await click();
      await page.waitForURL(url, { timeout: 10_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/** Opens a menu with `trigger` and chooses its entry `entry`, which navigates to `url` (clickUntilAt). */
export async function chooseFromMenu(page: Page, trigger: Locator, entry: string, url: string | RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry });
  await clickUntilAt(
    page,
    async () => {
      // A trigger click can go nowhere too (CI: the menu never opened): 10 s, then again.
      if (!(await item.isVisible())) await trigger.click();
      await item.click({ timeout: 10_000 });
    },
    url,
  );
}
