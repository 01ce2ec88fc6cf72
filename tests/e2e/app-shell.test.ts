import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser } from '../helpers/browser.ts';

describe('app shell in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('sends a signed-out visitor from / to sign-in, and shows the 404 page for an unknown route', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${app.url}/`);
    await page.waitForURL(`${app.url}/sign-in`);
    await page.getByRole('heading', { name: `Sign in to ${new URL(app.url).host}` }).waitFor();

    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    expect(await page.getByText('Sorry, the page you are looking for does not exist.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Go back' }).isVisible()).toBe(true);
    // The shell around it: navigation with the brand and, signed out, Sign In.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByText('ListBridge').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Go home' }).click();
    await page.waitForURL(`${app.url}/sign-in`);

    await page.goBack();
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL((u) => u.pathname !== '/no/such/page');
    expect(errors).toEqual([]);
  });

  it('lays out on a phone-sized screen without horizontal scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    for (const path of ['/missing', '/sign-in', '/sign-up']) {
      await page.goto(`${app.url}${path}`);
      await page.getByRole('heading').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
  });
});
