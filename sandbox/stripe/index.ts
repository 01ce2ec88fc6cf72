import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StartSandbox } from '../types.ts';
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
  ...catalogRoutes,
  ...couponRoutes,
  ...subscriptionRoutes,
  ...invoiceRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
];

export function createState(productUrl: string, seed: number): State {
  const state: State = {
    id: createIdGen(seed),
    clockOffset: 0,
    now: () => Math.floor(Date.now() / 1000) + state.clockOffset,
    productUrl,
    keys: STRIPE_SANDBOX_KEYS,
    retryDelaysMs: [1_000, 5_000, 30_000, 120_000, 600_000],
    customers: new Map(),
    deletedCustomers: new Set(),
    paymentMethods: new Map(),
    cardNumbers: new Map(),
    setupIntents: new Map(),
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
  const server = http.createServer(createHandler(state, ROUTES));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${opts.host}:${port}`;
  return {
    service: 'stripe',
    url,
    env: {
      STRIPE_API_URL: url,
      STRIPE_SECRET_KEY: STRIPE_SANDBOX_KEYS.secret,
      STRIPE_PUBLISHABLE_KEY: STRIPE_SANDBOX_KEYS.publishable,
      STRIPE_WEBHOOK_SECRET: STRIPE_SANDBOX_KEYS.webhookSecret,
    },
    async close() {
      state.closed = true;
      for (const t of state.timers) clearTimeout(t);
      state.timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
