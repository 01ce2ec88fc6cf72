// The Amazon sandbox: Seller Central consent, Login with Amazon and the SP-API operations
// ListBridge uses, on one loopback port with Amazon's paths at its root (see README.md).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createServer, type RequestListener } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Socket } from 'node:net';
import type { StartSandbox } from '../types.ts';
import { sandboxFaults, withFaults } from '../faults/http.ts';
import { listenPersisted, sandboxSnapshot } from '../persist/listen.ts';
import { Catalog } from './catalog.ts';
import { confirmConsent, consentPage } from './consent.ts';
import { mountControl } from './control.ts';
import { DEFAULT_CATALOGUE_SIZE, DEMO_APP } from './demo.ts';
import { Fees } from './fees.ts';
import { newRequestId, readBody, Router, SpApiFault, sendJson, type Ctx, type Handler } from './http.ts';
import { ProductImages } from './images.ts';
import { Inventory } from './inventory.ts';
import { Listings } from './listings.ts';
import { LwaStore } from './lwa.ts';
import { Mcf } from './mcf.ts';
import { publishMcfStatus } from './mcf-notify.ts';
import { Notifications } from './notifications.ts';
import { SANDBOX_AWS, SqsQueues } from './sqs.ts';
import { RateLimiter } from './rate-limit.ts';
import { Reports } from './reports.ts';
import { marketplaceParticipations } from './sellers.ts';
import { defaultSettings } from './settings.ts';
import { spApiRoute, type JournalEntry } from './spapi.ts';
import { World } from './store.ts';
import { sandboxTls } from './tls.ts';

export const startAmazonSandbox: StartSandbox = async (opts) => {
  let baseUrl = '';
  // Images are served over https on the same port (real Amazon's links are https); the rest
  // stays plain http like before, so the product's SP-API client needs no certificate.
  let imagesUrl = '';
  const settings = defaultSettings(opts.productUrl);
  const world = new World(opts.seed ?? 1, DEFAULT_CATALOGUE_SIZE);
  const lwa = new LwaStore(settings);
  const limiter = new RateLimiter();
  const journal: JournalEntry[] = [];
  const reports = new Reports(
    settings,
    () => baseUrl,
    () => imagesUrl,
  );
  const inventory = new Inventory();
  const listings = new Listings();
  // The catalogue's only links are image links: they use the https base.
  const catalog = new Catalog(world, () => imagesUrl);
  const fees = new Fees(world);
  const mcf = new Mcf(settings);
  // SP-API notifications: an SQS stand-in on this port, and FULFILLMENT_ORDER_STATUS published to it.
  const sqs = new SqsQueues(() => baseUrl);
  const notifications = new Notifications(sqs, settings);
  publishMcfStatus(mcf, notifications);
  // Everything but the rate limiter is kept between runs (README "State between runs"): its
  // buckets refill within seconds, so a restart forgets them as Amazon would forgive the pause.
  const snapshot = sandboxSnapshot(
    opts,
    'amazon',
    { world, lwa, reports, mcf, inventory, catalog, fees, settings, journal, sqs, notifications },
    ['settings.redirectUris'],
    // The MCF clock below publishes notifications unasked: its changes are written on the timer too.
    { timers: true },
  );
  const images = new ProductImages();
  const counts = new Map<string, number>();
  const deps = { lwa, limiter, world, journal, counts };
  // Each operation's name, for fault rules (sandbox/faults/README.md): SP-API's operationIds.
  const opNames = new Map<Handler, string>([[lwa.handleToken, 'token']]);
  const op = (name: Parameters<typeof spApiRoute>[1], handler: Parameters<typeof spApiRoute>[2]) => {
    const h = spApiRoute(deps, name, handler);
    opNames.set(h, name);
    return h;
  };

  const router = new Router()
    .add('GET', '/apps/authorize/consent', consentPage(settings))
    .add(
      'POST',
      '/apps/authorize/confirm',
      confirmConsent(settings, lwa, (id) => world.seller(id)),
    )
    .add('POST', '/auth/o2/token', lwa.handleToken)
    .add('GET', '/sellers/v1/marketplaceParticipations', op('getMarketplaceParticipations', marketplaceParticipations))
    .add('POST', '/reports/2021-06-30/reports', op('createReport', reports.create))
    .add(
      'GET',
      '/reports/2021-06-30/reports',
      op('getReports', (ctx, store) => (mcf.settle(store), reports.list(ctx, store))),
    )
    .add(
      'GET',
      '/reports/2021-06-30/reports/:reportId',
      op('getReport', (ctx, store) => (mcf.settle(store), reports.get(ctx, store))),
    )
    .add('DELETE', '/reports/2021-06-30/reports/:reportId', op('cancelReport', reports.cancel))
    .add('GET', '/reports/2021-06-30/documents/:reportDocumentId', op('getReportDocument', reports.getDocument))
    .add('GET', '/spapi-documents/:id', reports.download)
    .add(
      'GET',
      '/fba/inventory/v1/summaries',
      op('getInventorySummaries', (ctx, store) => (mcf.settle(store), inventory.summaries(ctx, store))),
    )
    .add('GET', '/listings/2021-08-01/items/:sellerId', op('searchListingsItems', listings.search))
    .add('GET', '/catalog/2022-04-01/items', op('searchCatalogItems', catalog.search))
    .add('GET', '/catalog/2022-04-01/items/:asin', op('getCatalogItem', catalog.getItem))
    .add('GET', '/images/I/:file', images.serve)
    .add('GET', '/__sandbox/images', images.stats)
    .add('POST', '/products/fees/v0/listings/:SellerSKU/feesEstimate', op('getMyFeesEstimateForSKU', fees.forSku))
    .add('POST', '/products/fees/v0/items/:Asin/feesEstimate', op('getMyFeesEstimateForASIN', fees.forAsin))
    .add('POST', '/products/fees/v0/feesEstimate', op('getMyFeesEstimates', fees.batch))
    .add('POST', '/fba/outbound/2020-07-01/fulfillmentOrders/preview', op('getFulfillmentPreview', mcf.preview))
    .add('POST', '/fba/outbound/2020-07-01/fulfillmentOrders', op('createFulfillmentOrder', mcf.create))
    .add('GET', '/fba/outbound/2020-07-01/fulfillmentOrders', op('listAllFulfillmentOrders', mcf.list))
    .add('GET', '/fba/outbound/2020-07-01/fulfillmentOrders/:sellerFulfillmentOrderId', op('getFulfillmentOrder', mcf.get))
    .add('PUT', '/fba/outbound/2020-07-01/fulfillmentOrders/:sellerFulfillmentOrderId/cancel', op('cancelFulfillmentOrder', mcf.cancel))
    .add('GET', '/fba/outbound/2020-07-01/tracking', op('getPackageTrackingDetails', mcf.tracking))
    .add('POST', '/notifications/v1/destinations', spApiRoute(deps, 'createDestination', notifications.createDestination, { grantless: true }))
    .add('GET', '/notifications/v1/destinations', spApiRoute(deps, 'getDestinations', notifications.getDestinations, { grantless: true }))
    .add('POST', '/notifications/v1/subscriptions/:notificationType', op('createSubscription', notifications.createSubscription))
    .add('GET', '/notifications/v1/subscriptions/:notificationType', op('getSubscription', notifications.getSubscription))
    // SQS (AWS JSON 1.0): the SDK posts to the queue URL's host; both the root and the queue's path answer.
    .add('POST', '/', sqs.handle)
    .add('POST', `/${SANDBOX_AWS.accountId}/:queueName`, sqs.handle)
    .add('GET', '/__sandbox/sqs', (ctx) => sendJson(ctx, 200, { queues: sqs.depth(), counts: sqs.counts }));
  mountControl(router, { settings, world, lwa, limiter, journal, mcf, counts });

  const answer: RequestListener = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const requestId = newRequestId();
    // Every answer, including errors and the consent page, carries Amazon's request id header.
    res.setHeader('x-amzn-requestid', requestId);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    const ctx: Ctx = { req, res, method: req.method ?? 'GET', path, query: url.searchParams, params: {}, requestId, rawBody: '' };
    try {
      ctx.rawBody = await readBody(req);
      const match = router.match(ctx.method, path);
      if (match === null) return fault(ctx, new SpApiFault(404, 'NotFound', 'Resource not found.'));
      if (match === 'method') return fault(ctx, new SpApiFault(405, 'MethodNotAllowed', `Method ${ctx.method} is not allowed on this resource.`));
      ctx.params = match.params;
      await match.handler(ctx);
    } catch (err) {
      if (res.headersSent) {
        res.destroy(err as Error);
        return;
      }
      fault(ctx, err instanceof SpApiFault ? err : new SpApiFault(500, 'InternalFailure', 'We encountered an internal error. Please try again.'));
    }
  };
  const faults = sandboxFaults(opts, 'amazon', amazonFaultAnswer);
  // Faults touch the API and Login with Amazon, never the consent pages, images or control API.
  const handle = withFaults(
    faults,
    (req, p) => {
      if (p.startsWith('/__sandbox') || p.startsWith('/apps/') || p.startsWith('/images/')) return null;
      const match = router.match(req.method ?? 'GET', p);
      const name = match && match !== 'method' ? opNames.get(match.handler) : undefined;
      return name ? [name] : [];
    },
    answer,
  );
  const tls = sandboxTls(opts.dataDir ? path.join(opts.dataDir, 'amazon-tls') : undefined);
  const plain = createServer(handle);
  const secure = createHttpsServer({ cert: tls.cert, key: tls.key }, handle);
  // One port for both: a TLS connection starts with a handshake record (first byte 0x16), a plain
  // HTTP request with a method name, so the first byte says which server gets the socket.
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    // A client that resets before its first byte must not take the sandbox down.
    socket.on('error', () => socket.destroy());
    socket.once('data', (first: Buffer) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
  });
  // Amazon's orders move on by themselves; for subscribed sellers the clock runs here, so a
  // notification goes out when the order ships even though nobody reads it.
  const clock = setInterval(
    () =>
      mcf.tick(
        (id) => world.store(id),
        (id) => notifications.subscribed(id, 'FULFILLMENT_ORDER_STATUS'),
      ),
    250,
  );
  clock.unref();
  const port = await listenPersisted(server, opts, snapshot, [plain]);
  const host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  baseUrl = `http://${host}:${port}`;
  imagesUrl = `https://${host}:${port}`;

  return {
    service: 'amazon',
    url: baseUrl,
    links: { images: imagesUrl },
    env: {
      // The CA of the https image links, for the product's image fetches (server/config.ts).
      EXTRA_CA_CERTS: tls.caPath,
      AMAZON_SPAPI_URL: baseUrl,
      AMAZON_LWA_URL: baseUrl,
      AMAZON_SELLER_CENTRAL_URL: baseUrl,
      AMAZON_LWA_CLIENT_ID: DEMO_APP.clientId,
      AMAZON_LWA_CLIENT_SECRET: DEMO_APP.clientSecret,
      AMAZON_SPAPI_APP_ID: DEMO_APP.applicationId,
      // The SQS stand-in and its queue for SP-API notifications, with the sandbox's AWS account.
      AMAZON_NOTIFICATIONS_QUEUE_URL: sqs.urlOf(SANDBOX_AWS.queueName),
      AWS_REGION: SANDBOX_AWS.region,
      AWS_SQS_ENDPOINT: baseUrl,
      AWS_ACCESS_KEY_ID: SANDBOX_AWS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: SANDBOX_AWS.secretAccessKey,
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        faults.close();
        clearInterval(clock);
        server.close((err) => (snapshot.close(), err ? reject(err) : resolve()));
        for (const socket of sockets) socket.destroy();
        if (tls.temporary) rmSync(path.dirname(tls.caPath), { recursive: true, force: true });
      }),
  };
};

/** SP-API's envelope for an injected fault (its 5xx and 429 codes). */
function amazonFaultAnswer(status: number) {
  const [code, message] =
    status === 429
      ? ['QuotaExceeded', 'You exceeded your quota for the requested resource.']
      : status === 500
        ? ['InternalFailure', 'We encountered an internal error. Please try again.']
        : ['ServiceUnavailable', 'Service temporarily unavailable. Please try again.'];
  return { body: { errors: [{ code, message }] } };
}

function fault(ctx: Ctx, f: SpApiFault): void {
  sendJson(ctx, f.status, { errors: [{ code: f.code, message: f.message, ...(f.details !== undefined ? { details: f.details } : {}) }] });
}
