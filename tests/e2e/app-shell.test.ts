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

  it('shows the shell with data from GraphQL, then the 404 page for an unknown route', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${app.url}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByText('ListBridge').waitFor();
    await page.getByRole('heading', { name: 'Welcome to ListBridge' }).waitFor();
    expect(await page.getByTestId('server-status').textContent()).toContain('All systems running');

    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    expect(await page.getByText('Sorry, the page you are looking for does not exist.').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Go back' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Go home' }).click();
    await page.getByRole('heading', { name: 'Welcome to ListBridge' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.goBack();
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${app.url}/`);
    expect(errors).toEqual([]);
  });

  it('lays out on a phone-sized screen without horizontal scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await page.goto(`${app.url}/missing`);
    await page.getByRole('heading', { name: '404 - Page not found' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
