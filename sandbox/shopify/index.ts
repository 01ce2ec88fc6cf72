import { createServer } from 'node:http';
import express from 'express';
import type { StartSandbox } from '../types.ts';
import { listenPersisted, sandboxSnapshot } from '../persist/listen.ts';
import { skipLostIds } from '../persist/snapshot.ts';
import { adminApiRoutes, sandboxSchema } from './admin-api.ts';
import { controlRoutes } from './control.ts';
import { oauthRoutes } from './oauth.ts';
import { DEMO, idSequence } from './seed.ts';
import { createClock, getShop, type ShopifySandboxState } from './state.ts';
import { defaultComplianceUrls } from './webhooks.ts';

/**
 * Shopify sandbox. Shops live under /shops/{handle}/ (SHOPIFY_SHOP_URL_TEMPLATE =
 * <base>/shops/{shop}); each behaves as {handle}.myshopify.com: OAuth, Admin GraphQL, webhooks.
 */
export const startShopifySandbox: StartSandbox = async (opts) => {
  const productUrl = opts.productUrl.replace(/\/$/, '');
  const state: ShopifySandboxState = {
    clock: createClock(),
    baseUrl: '',
    productUrl,
    seed: opts.seed ?? 1,
    app: { apiKey: DEMO.apiKey, apiSecret: DEMO.apiSecret, complianceUrls: defaultComplianceUrls(productUrl), title: 'ListBridge' },
    shops: new Map(),
    codes: new Map(),
    tokens: new Map(),
    deliveries: [],
  };
  getShop(state, DEMO.shop);
  // Kept between runs: everything but addresses and the app's settings (derived from the product's address).
  const snapshot = sandboxSnapshot(opts, 'shopify', state, ['baseUrl', 'productUrl', 'app']);
  for (const shop of state.shops.values()) {
    if (snapshot.crashed) skipLostIds(shop.idCounters);
    shop.nextId = idSequence(shop); // records come back as data: their id generator is attached again
  }
  sandboxSchema(); // parse once at start, not on the first request

  const app = express();
  app.disable('x-powered-by');
  app.use(controlRoutes(state), oauthRoutes(state), adminApiRoutes(state));
  app.use((_req, res) => void res.status(404).json({ errors: 'Not Found' }));
  app.use((err: Error & { type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err.type === 'entity.parse.failed') return void res.status(400).json({ errors: { query: 'Required parameter missing or invalid' } });
    res.status(500).json({ errors: 'Internal Server Error' });
  });
  const server = createServer(app);
  state.baseUrl = `http://${opts.host}:${await listenPersisted(server, opts, snapshot)}`;
  return {
    service: 'shopify',
    url: state.baseUrl,
    env: {
      SHOPIFY_API_KEY: state.app.apiKey,
      SHOPIFY_API_SECRET: state.app.apiSecret,
      SHOPIFY_SHOP_URL_TEMPLATE: `${state.baseUrl}/shops/{shop}`,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
      }),
  };
};
