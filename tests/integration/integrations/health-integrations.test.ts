import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

// `npm start` starts the sandbox of every service without real credentials and says so.
describe('integrations in /api/v1/health', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lists every integration in sandbox mode with a live loopback base URL', async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    const health = await (await fetch(`${app.url}/api/v1/health`)).json();
    expect(Object.keys(health.integrations).sort()).toEqual(['ai', 'amazon', 'ebay', 'onbuy', 'shopify', 'stripe']);
    for (const [name, i] of Object.entries<{ mode: string; url: string }>(health.integrations)) {
      expect({ name, mode: i.mode }).toEqual({ name, mode: 'sandbox' });
      expect(i.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${i.url}/__sandbox/state`).catch(() => null);
      expect({ name, reachable: res !== null }).toEqual({ name, reachable: true });
    }
    // The product was handed the sandbox's base URLs and demo credentials, nothing else.
    const { config } = app.services;
    expect(config.AMAZON_SPAPI_URL).toBe(health.integrations.amazon.url);
    expect(config.STRIPE_API_URL).toBe(health.integrations.stripe.url);
    expect(config.STRIPE_SECRET_KEY).toMatch(/^sk_test_/);
    expect(config.EBAY_API_URL).toBe(health.integrations.ebay.url);
    expect(config.AI_API_URL).toBe(`${health.integrations.ai.url}/v1`);
    expect(app.services.clients.ai?.config.apiUrl).toBe(config.AI_API_URL);
    // Amazon's image links are https (issue 28): health names their base, and the product trusts
    // the CA they are served with, which the sandbox keeps under DATA_DIR.
    const port = new URL(health.integrations.amazon.url).port;
    expect(health.integrations.amazon.links).toEqual({ images: `https://127.0.0.1:${port}` });
    expect(config.EXTRA_CA_CERTS).toBe(path.join(config.dataDir, 'sandboxes', 'amazon-tls', 'ca.pem'));
  });

  it('uses the real service where credentials are configured, and starts no sandbox for it', async () => {
    app = await startTestApp({
      SANDBOXES: 'auto',
      STRIPE_SECRET_KEY: 'sk_live_configured_by_operator',
      EBAY_CLIENT_ID: 'real-ebay-app',
      AI_API_KEY: 'sk-operator',
    });
    const { integrations } = await (await fetch(`${app.url}/api/v1/health`)).json();
    expect(integrations.stripe).toEqual({ mode: 'real', url: 'https://api.stripe.com' });
    expect(integrations.ebay).toEqual({ mode: 'real', url: 'https://api.ebay.com' });
    expect(integrations.ai).toEqual({ mode: 'real', url: 'https://api.openai.com/v1' });
    expect(integrations.amazon.mode).toBe('sandbox');
    expect(app.services.config.STRIPE_SECRET_KEY).toBe('sk_live_configured_by_operator');
  });

  it('reports unconfigured services when sandboxes are off', async () => {
    app = await startTestApp({ SANDBOXES: 'off' });
    const { integrations } = await (await fetch(`${app.url}/api/v1/health`)).json();
    expect(integrations.onbuy).toEqual({ mode: 'unconfigured', url: null });
  });
});
