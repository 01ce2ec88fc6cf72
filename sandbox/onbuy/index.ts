import { createServer } from 'node:http';
import express from 'express';
import type { StartSandbox } from '../types.ts';
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
  const server = createServer(app);
  state.baseUrl = `http://${opts.host}:${await listenPersisted(server, opts, snapshot)}`;
  return {
    service: 'onbuy',
    url: state.baseUrl,
    env: { ONBUY_API_URL: `${state.baseUrl}/v2` },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
      }),
  };
};

export { DEMO as ONBUY_DEMO_SELLER } from './seed.ts';
