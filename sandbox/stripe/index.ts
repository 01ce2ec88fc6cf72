import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { StartSandbox } from '../types.ts';
import { sandboxFaults, withFaults } from '../faults/http.ts';
import { listenPersisted, sandboxSnapshot } from '../persist/listen.ts';
import { createHandler } from './http.ts';
import { createIdGen } from './ids.ts';
import type { Route } from './router.ts';
import type { State } from './state.ts';
import { catalogRoutes } from './resources/catalog.ts';
import { couponRoutes } from './resources/coupons.ts';
import { customerRoutes } from './resources/customers.ts';
import { eventRoutes } from './resources/events.ts';
import { invoiceRoutes } from './resources/invoices.ts';
import { paymentMethodRoutes } from './resources/payment-methods.ts';
import { setupIntentRoutes } from './resources/setup-intents.ts';
import { subscriptionRoutes } from './resources/subscriptions.ts';
import { addEndpoint, webhookEndpointRoutes } from './resources/webhook-endpoints.ts';
import { resumeDeliveries } from './webhooks.ts';
import { STRIPE_JS_PATH } from './stripejs.ts';
import { tokenRoutes } from './resources/tokens.ts';

/**
 * Demo credentials of the sandbox. They only open this simulator; with real keys in the
 * environment ListBridge talks to api.stripe.com instead (see README.md).
 */
export const STRIPE_SANDBOX_KEYS = {
  secret: 'sk_test_51ListBridgeSandbox000000000000000000000000000000000000000000000000000000000000000000000000',
  publishable: 'pk_test_51ListBridgeSandbox000000000000000000000000000000000000000000000000000000000000000000000000',
  webhookSecret: 'whsec_listbridgesandbox0000000000000000000000',
};

/** Where Stripe events reach the product (the endpoint configured in the Stripe dashboard). */
export const PRODUCT_WEBHOOK_PATH = '/api/v1/stripe-event';

const ROUTES: Route[] = [
  ...customerRoutes,
  ...paymentMethodRoutes,
  ...setupIntentRoutes,
  ...tokenRoutes,
  ...catalogRoutes,
  ...couponRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
];

export function createState(productUrl: string, seed: number): State {
  const idCursor = { a: seed >>> 0 };
  const state: State = {
    id: createIdGen(seed, idCursor),
    idCursor,
    clockOffset: 0,
    now: () => Math.floor(Date.now() / 1000) + state.clockOffset,
    productUrl,
    baseUrl: '',
    keys: STRIPE_SANDBOX_KEYS,
    retryDelaysMs: [1_000, 5_000, 30_000, 120_000, 600_000],
    customers: new Map(),
    deletedCustomers: new Set(),
    paymentMethods: new Map(),
    cardNumbers: new Map(),
    setupIntents: new Map(),
    tokens: new Map(),
    products: new Map(),
    prices: new Map(),
    coupons: new Map(),
    promotionCodes: new Map(),
    subscriptions: new Map(),
    subscriptionInternals: new Map(),
    invoices: new Map(),
    events: new Map(),
    webhookEndpoints: new Map(),
    endpointSecrets: new Map(),
    deliveries: [],
    requests: [],
    faults: [],
    idempotency: new Map(),
    timers: new Set(),
    closed: false,
  };
  // The product's own endpoint, as if configured in the dashboard: every event, the demo secret.
  addEndpoint(state, new URL(PRODUCT_WEBHOOK_PATH, productUrl).toString(), ['*'], {
    secret: STRIPE_SANDBOX_KEYS.webhookSecret,
    description: 'ListBridge (configured default endpoint)',
  });
  return state;
}

export const startStripeSandbox: StartSandbox = async (opts) => {
  const state = createState(opts.productUrl, opts.seed ?? 4105);
  const productEndpoint = [...state.webhookEndpoints.values()][0]!;
  // Kept between runs: everything but the product's address, the demo keys and the running timers.
  const snapshot = sandboxSnapshot(opts, 'stripe', state, ['productUrl', 'baseUrl', 'keys', 'timers', 'closed'], { timers: true });
  if (snapshot.restored) {
    // The configured endpoint follows the product's address of this run.
    const endpoint = state.webhookEndpoints.get(productEndpoint.id);
    if (endpoint) endpoint.url = productEndpoint.url;
    // Ids handed out in a crashed run's unsaved last moment must not come again (a customer id
    // the product already holds for someone else): the generator moves to a new random position.
    if (snapshot.crashed) state.idCursor.a = randomInt(2 ** 32 - 1);
    resumeDeliveries(state);
  }
  // Faults touch Stripe's API (/v1/…), never Stripe.js or the control API.
  const faults = sandboxFaults(opts, 'stripe', stripeFaultAnswer);
  const server = http.createServer(
    withFaults(faults, (req, p) => (p.startsWith('/v1/') ? [stripeOperation(req.method ?? 'GET', p)] : null), createHandler(state, ROUTES)),
  );
  const port = await listenPersisted(server, opts, snapshot);
  const url = `http://${opts.host}:${port}`;
  state.baseUrl = url;
  return {
    service: 'stripe',
    url,
    env: {
      STRIPE_API_URL: url,
      STRIPE_SECRET_KEY: STRIPE_SANDBOX_KEYS.secret,
      STRIPE_PUBLISHABLE_KEY: STRIPE_SANDBOX_KEYS.publishable,
      STRIPE_WEBHOOK_SECRET: STRIPE_SANDBOX_KEYS.webhookSecret,
      // Browsers load the stand-in Stripe.js (stripejs.ts) from here instead of js.stripe.com.
      STRIPE_JS_URL: `${url}${STRIPE_JS_PATH}`,
    },
    async close() {
      state.closed = true;
      for (const t of state.timers) clearTimeout(t);
      state.timers.clear();
      faults.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      snapshot.close();
    },
  };
};

/** Stripe's envelope for an injected fault: api_error for a 5xx, rate_limit for a 429. */
function stripeFaultAnswer(status: number) {
  if (status === 429)
    return {
      body: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' } },
      headers: { 'stripe-should-retry': 'true' },
    };
  return { body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
}

/**
 * A request's name for fault rules, as Stripe's SDKs name methods: `customers.create`,
 * `customers.retrieve`, `customers.list`, `customers.update`, `customers.delete`, and an action's
 * own name after the id (`setup_intents.confirm`, `invoices.pay`, `invoices.upcoming`).
 */
export function stripeOperation(method: string, path: string): string {
  const [resource = '', second, third] = path.split('/').slice(2);
  const isId = (s: string) => s.includes('_');
  if (second !== undefined && !isId(second)) return `${resource}.${second}`;
  if (third !== undefined) return `${resource}.${third}`;
  if (second === undefined) return `${resource}.${method === 'POST' ? 'create' : 'list'}`;
  return `${resource}.${method === 'GET' ? 'retrieve' : method === 'DELETE' ? 'delete' : 'update'}`;
}
