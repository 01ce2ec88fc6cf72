import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEbaySandbox } from '../../sandbox/ebay/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { buildEbayConsentUrl, ebayConfigFrom, exchangeEbayCode, type EbayConfig } from '../../server/integrations/ebay/index.ts';
import { launchBrowser } from '../helpers/browser.ts';

describe('eBay consent page in Chromium', () => {
  let browser: Browser;
  let sb: RunningSandbox;
  let cfg: EbayConfig;
  let redirectServer: http.Server;
  const arrivals: URL[] = [];

  beforeAll(async () => {
    // Stands in for ListBridge's accepted/rejected pages: records where the browser lands.
    redirectServer = http.createServer((req, res) => {
      arrivals.push(new URL(req.url!, 'http://local'));
      res.setHeader('content-type', 'text/html');
      res.end('<!doctype html><title>ListBridge</title><h1>Back in ListBridge</h1>');
    });
    await new Promise<void>((r) => redirectServer.listen(0, '127.0.0.1', () => r()));
    const productUrl = `http://127.0.0.1:${(redirectServer.address() as AddressInfo).port}`;
    [sb, browser] = await Promise.all([startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl }), launchBrowser()]);
    cfg = ebayConfigFrom(sb.env as never)!;
  });
  afterAll(async () => {
    await browser?.close();
    await sb?.close();
    redirectServer?.close();
  });

  it('clicking Agree lands on the accepted URL with a code that exchanges for tokens and the same state', async () => {
    const page = await browser.newPage();
    const state = 'r4nd0m+ZWJheS5jby51aw==_onboarding';
    await page.goto(buildEbayConsentUrl(cfg, { state }));
    await page.getByRole('heading', { name: 'Grant application access: ListBridge' }).waitFor();
    expect(await page.getByText('View and manage your inventory and offers').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Agree' }).click();
    await page.getByRole('heading', { name: 'Back in ListBridge' }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/ebay/oauth/accepted');
    expect(landed.searchParams.get('state')).toBe(state);
    const code = landed.searchParams.get('code')!;
    expect(code).toMatch(/^v\^1\.1#/);
    expect(arrivals.filter((u) => u.pathname === '/ebay/oauth/accepted').map((u) => u.searchParams.get('code'))).toEqual([code]);
    const tokens = await exchangeEbayCode(cfg, code);
    expect(tokens.accessToken).toBeTruthy();
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('clicking "No thanks" lands on the rejected URL with the state and no code', async () => {
    const page = await browser.newPage();
    await page.goto(buildEbayConsentUrl(cfg, { state: 'declined-state' }));
    await page.getByRole('button', { name: 'No thanks' }).click();
    await page.getByRole('heading', { name: 'Back in ListBridge' }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/ebay/oauth/rejected');
    expect(landed.searchParams.get('state')).toBe('declined-state');
    expect(landed.searchParams.has('code')).toBe(false);
  });
});
