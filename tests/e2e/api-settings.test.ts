import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../server/modules/api/webhook-signature.ts';
import { insertItems } from '../factories/listings.ts';
import { createSeller } from '../factories/users.ts';
import { startTestApp, type TestApp } from '../helpers/app.ts';
import { launchBrowser, signInWithToken, chooseFromMenu } from '../helpers/browser.ts';

// Issue 18 in Chromium: a seller creates an access token, copies it, and a script using it reads the
// inventory; the seller adds a webhook endpoint (a local receiver), sends a test event and sees the
// delivery in the log.
describe('Settings › API & Webhooks in Chromium', () => {
  let app: TestApp;
  let browser: Browser;
  let receiver: Server;
  let hookUrl: string;
  const received: { signature: string; body: string }[] = [];

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ signature: String(req.headers['listbridge-signature']), body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/listbridge`;
    [app, browser] = await Promise.all([startTestApp({ ALLOW_PRIVATE_WEBHOOKS: 'on' }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await new Promise((r) => receiver?.close(r));
  });

  it('creates and copies a token a script then uses, and logs a test webhook delivery', async () => {
    const seller = await createSeller(app);
    await insertItems(app.services, seller.user.id, 2, 'API');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await signInWithToken(context, seller.token);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${app.url}/account/${seller.user.id}/amazon-inventory/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await chooseFromMenu(page, nav.getByRole('button', { name: 'Settings' }), 'API & Webhooks', /\/settings\/api$/);
    await page.getByRole('heading', { name: 'API & Webhooks' }).waitFor();
    await page.getByText('No tokens yet.').waitFor();

    const form = page.getByRole('form', { name: 'New access token' });
    await form.getByLabel('Token name').fill('Warehouse script');
    await form.getByRole('button', { name: 'Create Token' }).click();
    const secret = (await page.getByTestId('secret-once').textContent())!.trim();
    expect(secret).toMatch(/^lb_pat_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await page.getByTestId('secret-once').count()).toBe(0);
    const tokens = page.getByRole('table', { name: 'Access tokens' });
    await tokens.getByText('Warehouse script').waitFor();
    expect(await tokens.getByText('Never').count()).toBe(1);

    // The script: the copied token against /graphql.
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ query: '{ inventory(userId: "-") { totalCount edges { node { sellerSku } } } }' }),
    });
    const body = await res.json();
    expect(body.data.inventory.totalCount).toBe(2);
    await page.reload();
    await tokens.getByText('Warehouse script').waitFor();
    expect(await tokens.getByText('Never').count()).toBe(0);

    const hooks = page.getByRole('form', { name: 'New webhook endpoint' });
    await hooks.getByLabel('Endpoint URL').fill(hookUrl);
    await hooks.getByRole('button', { name: 'Add Endpoint' }).click();
    const signingSecret = (await page.getByTestId('secret-once').textContent())!.trim();
    expect(signingSecret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    const endpoint = page.getByRole('region', { name: `Endpoint ${hookUrl}` });
    await endpoint.getByText('No deliveries yet.').waitFor();
    await endpoint.getByRole('button', { name: 'Send Test Event' }).click();
    const log = endpoint.getByRole('table', { name: `Deliveries to ${hookUrl}` });
    // The delivery's status in words (shared/status-words.ts): SUCCEEDED reads 'Delivered'.
    await log.getByText('Delivered', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await log.getByText('ping').count()).toBe(1);
    expect(await log.getByText(/204/).count()).toBe(1);
    expect(received).toHaveLength(1);
    expect(verifyWebhookSignature(signingSecret, received[0]!.signature, received[0]!.body)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
