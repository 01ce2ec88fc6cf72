import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { amazonConfigFromEnv, createAmazonClient, type AmazonClient } from '../../server/integrations/amazon/index.ts';
import { launchBrowser } from '../helpers/browser.ts';

// A stand-in for the product: records the query of whatever reaches /spapi-auth.
function startProduct(): Promise<{ url: string; hits: URLSearchParams[]; server: Server }> {
  const hits: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://product');
    if (u.pathname === '/spapi-auth') hits.push(u.searchParams);
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>ListBridge</title><h1>Amazon connected</h1>');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server })),
  );
}

describe('Amazon Seller Central consent in Chromium', () => {
  let product: Awaited<ReturnType<typeof startProduct>>;
  let sandbox: RunningSandbox;
  let client: AmazonClient;
  let browser: Browser;

  beforeAll(async () => {
    product = await startProduct();
    [sandbox, browser] = await Promise.all([startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: product.url }), launchBrowser()]);
    client = createAmazonClient(amazonConfigFromEnv(sandbox.env)!);
  });
  afterAll(async () => {
    await browser?.close();
    await sandbox?.close();
    await new Promise((r) => product?.server.close(r));
  });

  it('confirms consent, lands on the redirect URI with state, seller and code, and the code exchanges for tokens', async () => {
    const page = await browser.newPage();
    const state = 'st-' + Math.random().toString(36).slice(2);
    await page.goto(client.consentUrl(state));
    expect(await page.title()).toContain('ListBridge Amazon sandbox');
    await page.getByRole('heading', { name: 'Authorize ListBridge to access your Amazon seller account' }).waitFor();
    await page.getByRole('radio', { name: /Thistle & Pine Trading/ }).check();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(`${product.url}/spapi-auth?**`);
    await page.getByRole('heading', { name: 'Amazon connected' }).waitFor();

    expect(product.hits).toHaveLength(1);
    const q = product.hits[0]!;
    expect(q.get('state')).toBe(state);
    expect(q.get('selling_partner_id')).toBe('A2LBSANDBOXUK4M');
    const code = q.get('spapi_oauth_code')!;
    expect(code).toMatch(/^[A-Za-z0-9]{18,}$/);

    const tokens = await client.exchangeCode(code, `${product.url}/spapi-auth`);
    const participations = await client.forSeller(tokens.refreshToken).getMarketplaceParticipations();
    expect(participations.map((p) => p.storeName)).toEqual(['Thistle & Pine Trading', 'Thistle & Pine Trading']);
    expect(participations.map((p) => p.marketplace.countryCode)).toEqual(['GB', 'DE']);
  });

  it('shows an error page, not a Confirm button, for an unknown application_id', async () => {
    const page = await browser.newPage();
    const url = new URL(client.consentUrl('s'));
    url.searchParams.set('application_id', 'amzn1.sp.solution.not-registered');
    const res = await page.goto(url.toString());
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Unknown application_id "amzn1.sp.solution.not-registered"');
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
  });
});
