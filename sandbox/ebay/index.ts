import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import express from 'express';
import type { StartSandbox } from '../types.ts';
import type { IncomingMessage } from 'node:http';
import { sandboxFaults, withFaults } from '../faults/http.ts';
import { listenPersisted, sandboxSnapshot } from '../persist/listen.ts';
import { skipLostIds } from '../persist/snapshot.ts';
import { accountRoutes } from './account.ts';
import { countCalls, operationOf } from './call-counter.ts';
import { throttle } from './auth.ts';
import { controlRoutes } from './control.ts';
import { ebayErrors, type EbayError, sendErrors } from './errors.ts';
import { fulfillmentRoutes } from './fulfillment.ts';
import { identityRoutes } from './identity.ts';
import { groupRoutes } from './groups.ts';
import { inventoryRoutes } from './inventory.ts';
import { serializationError } from './serialize.ts';
import { itemPageRoutes } from './item-page.ts';
import { listingControlRoutes } from './listing-control.ts';
import { metadataRoutes } from './metadata.ts';
import { legacyListingControlRoutes, migrateRoutes } from './migrate.ts';
import { notificationApiRoutes } from './notification-api.ts';
import { notificationControlRoutes } from './notification-control.ts';
import { notificationRoutes } from './notifications.ts';
import { oauthRoutes } from './oauth.ts';
import { offerRoutes } from './offers.ts';
import { createEbayState, type EbaySandboxState } from './state.ts';
import { taxonomyRoutes } from './taxonomy.ts';
import { tradingRoutes } from './trading.ts';

export function createEbayApp(state: EbaySandboxState): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // eBay answers every call (REST, OAuth, Trading) with its request ids: x-ebay-request-id, and
  // rlogid, the log id eBay's support asks for. Their values carry no meaning to a client.
  app.use((_req, res, next) => {
    const id = randomBytes(8).toString('hex');
    res.setHeader('x-ebay-request-id', id);
    res.setHeader('rlogid', `t6n%7Cpsbl%3C${id}%3E-${Date.now().toString(16)}`);
    next();
  });
  app.use('/__sandbox', express.json());
  app.use(controlRoutes(state));
  app.use(notificationControlRoutes(state));
  app.use(listingControlRoutes(state));
  app.use(legacyListingControlRoutes(state));
  app.use(itemPageRoutes(state));
  app.use(oauthRoutes(state));
  // Trading (XML) before the JSON body parser: its body is text.
  app.use(tradingRoutes(state));
  // eBay parses JSON bodies whatever the exact content type; a broken body is a request error.
  app.use(express.json({ type: () => true, limit: '5mb' }));
  app.use(['/sell', '/commerce'], countCalls(state));
  app.use(['/sell', '/commerce'], throttle(state));
  app.use(
    inventoryRoutes(state),
    groupRoutes(state),
    offerRoutes(state),
    fulfillmentRoutes(state),
    taxonomyRoutes(state),
    accountRoutes(state),
    notificationRoutes(state),
    notificationApiRoutes(state),
  );
  app.use(metadataRoutes(state), identityRoutes(state), migrateRoutes(state));
  app.use((_req, res) => sendErrors(res, 404, [ebayErrors.notFound()]));
  app.use((err: Error & { status?: number; type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err.type === 'entity.parse.failed') return sendErrors(res, 400, [serializationError('body')]);
    sendErrors(res, 500, [ebayErrors.internal()]);
  });
  return app;
}

/** eBay sandbox: OAuth consent + token, Sell Inventory/Fulfillment/Account, Taxonomy, Notification, Identity, Trading XML (README). */
export const startEbaySandbox: StartSandbox = async (opts) => {
  const state = createEbayState({ productUrl: opts.productUrl.replace(/\/$/, ''), seed: opts.seed ?? 1 });
  // Kept between runs: everything but addresses, the app's settings (derived from the product's
  // address) and the category trees (built from code, so a new category definition shows at once).
  // Timers change it too: ORDER_CONFIRMATION deliveries and their retries are recorded after the order's answer.
  const snapshot = sandboxSnapshot(opts, 'ebay', state, ['baseUrl', 'productUrl', 'app', 'categoryTrees'], { timers: true });
  if (snapshot.crashed) skipLostIds(state.counters);
  const faults = sandboxFaults(opts, 'ebay', ebayFaultAnswer);
  const server = createServer(withFaults(faults, ebayOperation, createEbayApp(state)));
  const port = await listenPersisted(server, opts, snapshot);
  state.baseUrl = `http://${opts.host}:${port}`;
  return {
    service: 'ebay',
    url: state.baseUrl,
    env: {
      EBAY_API_URL: state.baseUrl,
      EBAY_AUTH_URL: state.baseUrl,
      EBAY_IDENTITY_URL: state.baseUrl,
      EBAY_CLIENT_ID: state.app.clientId,
      EBAY_CLIENT_SECRET: state.app.clientSecret,
      EBAY_RU_NAME: state.app.ruName,
      EBAY_VERIFICATION_TOKEN: state.app.verificationToken,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        faults.close();
        server.closeAllConnections();
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
      }),
  };
};

/**
 * A request's names for fault rules (sandbox/faults/README.md): the REST operationId
 * (`createOffer`, `publishOffer`…), the Trading call (`GetItem`…), `token`; none for the
 * consent and item pages or the control API, which faults leave alone.
 */
function ebayOperation(req: IncomingMessage, path: string): string[] | null {
  if (path.startsWith('/__sandbox') || path.startsWith('/oauth2/authorize') || path.startsWith('/itm/')) return null;
  if (path === '/ws/api.dll') return [String(req.headers['x-ebay-api-call-name'] ?? 'Trading')];
  if (path === '/identity/v1/oauth2/token') return ['token'];
  const op = operationOf(req.method ?? 'GET', path);
  return op.includes(' ') ? [] : [op];
}

/** eBay's envelope for an injected fault: 2001 for a 429, a system error for a 5xx. */
function ebayFaultAnswer(status: number) {
  const error: EbayError = status === 429 ? ebayErrors.tooManyRequests() : ebayErrors.internal();
  return { body: { errors: [error] } };
}
