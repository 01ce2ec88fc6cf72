import { createServer } from 'node:http';
import express from 'express';
import type { StartSandbox } from '../types.ts';
import { sandboxFaults, withFaults } from '../faults/http.ts';
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

  const faults = sandboxFaults(opts, 'shopify', shopifyFaultAnswer);
  const app = express();
  app.disable('x-powered-by');
  app.use(controlRoutes(state), oauthRoutes(state), adminApiRoutes(state, faults));
  app.use((_req, res) => void res.status(404).json({ errors: 'Not Found' }));
  app.use((err: Error & { type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err.type === 'entity.parse.failed') return void res.status(400).json({ errors: { query: 'Required parameter missing or invalid' } });
    res.status(500).json({ errors: 'Internal Server Error' });
  });
  // Admin GraphQL is named by its root fields once its body is read (admin-api.ts); here the
  // token exchange. The grant page and the control API are never faulted.
  const server = createServer(withFaults(faults, (_req, p) => (/^\/shops\/[^/]+\/admin\/oauth\/access_token$/.test(p) ? ['token'] : null), app));
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
        faults.close();
        server.closeAllConnections();
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
      }),
  };
};

/** Shopify's plain error bodies for an injected fault (429: the REST-style rate message Shopify sends with Retry-After). */
function shopifyFaultAnswer(status: number) {
  if (status === 429) return { body: { errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.' } };
  return { body: { errors: status === 500 ? 'Internal Server Error' : status === 502 ? 'Bad Gateway' : 'Service Unavailable' } };
}
