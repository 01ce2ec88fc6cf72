import { createServer, type IncomingMessage } from 'node:http';
import express from 'express';
import type { StartSandbox } from '../types.ts';
import { sandboxFaults, withFaults } from '../faults/http.ts';
import { listenPersisted, sandboxSnapshot } from '../persist/listen.ts';
import { skipLostIds } from '../persist/snapshot.ts';
import { authRoutes } from './auth.ts';
import { catalogueRoutes } from './catalogue.ts';
import { controlRoutes } from './control.ts';
import { sendError } from './errors.ts';
import { listingRoutes } from './listings.ts';
import { orderRoutes } from './orders.ts';
import { queueControlRoutes } from './queue-control.ts';
import { sellerRoutes } from './sellers.ts';
import { createOnbuyState } from './state.ts';

/** OnBuy Seller API v2 sandbox at <base>/v2 (README). Keys are per seller; see seed.ts for the demo ones. */
export const startOnbuySandbox: StartSandbox = async (opts) => {
  const state = createOnbuyState(opts.seed ?? 1);
  // Kept between runs: everything but the address. The queue's times are on the sandbox clock,
  // so entries whose delay passed while the sandbox was down are processed on the next look.
  const snapshot = sandboxSnapshot(opts, 'onbuy', state, ['baseUrl']);
  if (snapshot.crashed) skipLostIds(state.counters);
  const app = express();
  app.disable('x-powered-by');
  app.use(controlRoutes(state), queueControlRoutes(state), authRoutes(state));
  app.use('/v2', express.json({ limit: '10mb', type: () => true }));
  app.use(catalogueRoutes(state), listingRoutes(state), orderRoutes(state), sellerRoutes(state));
  app.use((_req, res) => sendError(res, 404, 'notFound', 'The requested resource does not exist'));
  app.use((err: Error & { type?: string }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    if (err.type === 'entity.parse.failed') return sendError(res, 400, 'invalidJson', 'The request body is not valid JSON');
    sendError(res, 500, 'serverError', 'An unexpected error occurred');
  });
  const faults = sandboxFaults(opts, 'onbuy', onbuyFaultAnswer);
  const server = createServer(withFaults(faults, onbuyOperation, app));
  state.baseUrl = `http://${opts.host}:${await listenPersisted(server, opts, snapshot)}`;
  return {
    service: 'onbuy',
    url: state.baseUrl,
    env: { ONBUY_API_URL: `${state.baseUrl}/v2` },
    close: () =>
      new Promise<void>((resolve, reject) => {
        faults.close();
        server.closeAllConnections();
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
      }),
  };
};

export { DEMO as ONBUY_DEMO_SELLER } from './seed.ts';

/** OnBuy's operations by method and path, the names fault rules use (sandbox/faults/README.md). */
const OPERATIONS: [string, RegExp, string][] = [
  ['POST', /^\/v2\/auth\/request-token$/, 'token'],
  ['POST', /^\/v2\/listings$/, 'createListings'],
  ['POST', /^\/v2\/products\/[^/]+\/listings$/, 'createProductListings'],
  ['GET', /^\/v2\/listings$/, 'getListings'],
  ['PUT', /^\/v2\/listings\/by-sku$/, 'updateListings'],
  ['DELETE', /^\/v2\/listings\/by-sku$/, 'deleteListings'],
  ['GET', /^\/v2\/products$/, 'getProducts'],
  ['POST', /^\/v2\/products$/, 'createProducts'],
  ['GET', /^\/v2\/queues(\/[^/]+)?$/, 'getQueues'],
  ['GET', /^\/v2\/orders\/tracking-providers$/, 'getTrackingProviders'],
  ['GET', /^\/v2\/orders$/, 'getOrders'],
  ['GET', /^\/v2\/orders\/[^/]+$/, 'getOrder'],
  ['PUT', /^\/v2\/orders\/dispatch$/, 'dispatchOrders'],
  ['GET', /^\/v2\/(sites|categories|brand|conditions)(\/[^/]+)?$/, 'getCatalogue'],
  ['GET', /^\/v2\/sellers\/entities$/, 'getSellerEntities'],
];

function onbuyOperation(req: IncomingMessage, path: string): string[] | null {
  if (!path.startsWith('/v2/')) return null;
  const op = OPERATIONS.find(([m, re]) => m === req.method && re.test(path))?.[2];
  return op ? [op] : [];
}

/** OnBuy's failure envelope for an injected fault. */
function onbuyFaultAnswer(status: number) {
  const [errorCode, message] =
    status === 429 ? ['tooManyRequests', 'You have exceeded your API allowance; try again later'] : ['serverError', 'An unexpected error occurred'];
  return { body: { success: false, error: { errorCode, message } } };
}
