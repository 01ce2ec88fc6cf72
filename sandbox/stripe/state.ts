import type { IdGen } from './ids.ts';
import type { Params } from './params.ts';

/** A Stripe object exactly as it goes on the wire (API version 2023-08-16 shapes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Wire = Record<string, any>;

/** The API version this sandbox's objects are shaped for: the contract in api-specs/stripe. */
export const SANDBOX_API_VERSION = '2023-08-16';

export interface Delivery {
  event: string;
  type: string;
  endpoint: string;
  url: string;
  attempts: number;
  status: 'pending' | 'delivered' | 'failed';
  lastStatus: number | null;
  lastError: string | null;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  stripeVersion: string | null;
  idempotencyKey: string | null;
  /** Made with the publishable key (Stripe.js in a browser), which sends no Stripe-Version. */
  publishableKey?: boolean;
  status: number;
  /** The JSON answered: contract tests check it against the OpenAPI operation. */
  response: unknown;
}

export interface Fault {
  status: number;
  code: string;
  message: string;
  shouldRetry: boolean | null;
}

/** What the sandbox tracks about a subscription that real Stripe keeps off the object. */
export interface SubscriptionInternals {
  trialWillEndSent: boolean;
  /** Proration lines waiting for the next invoice (proration_behavior=create_prorations). */
  pendingLines: Wire[];
  /** `incomplete` subscriptions expire 23 h after creation. */
  incompleteSince: number | null;
}

export interface State {
  id: IdGen;
  /** The id generator's position (saved with the state). */
  idCursor: { a: number };
  /** Seconds added to the wall clock by the control API (trial ends, renewals). */
  clockOffset: number;
  now(): number;
  productUrl: string;
  /** Where this sandbox answers (its Stripe.js and 3-D Secure pages link to it); set once it listens. */
  baseUrl: string;
  keys: { secret: string; publishable: string; webhookSecret: string };
  /** Delays between webhook delivery attempts (ms); Stripe's are hours, tests want seconds. */
  retryDelaysMs: number[];
  customers: Map<string, Wire>;
  /** Deleted customers stay retrievable as `{id, object, deleted: true}`. */
  deletedCustomers: Set<string>;
  paymentMethods: Map<string, Wire>;
  /** Full card numbers behind payment methods: they decide declines and never leave the sandbox. */
  cardNumbers: Map<string, string>;
  setupIntents: Map<string, Wire>;
  /** Card tokens (`tok_…`, POST /v1/tokens); their numbers are in `cardNumbers`. */
  tokens: Map<string, Wire>;
  products: Map<string, Wire>;
  prices: Map<string, Wire>;
  coupons: Map<string, Wire>;
  promotionCodes: Map<string, Wire>;
  subscriptions: Map<string, Wire>;
  subscriptionInternals: Map<string, SubscriptionInternals>;
  invoices: Map<string, Wire>;
  events: Map<string, Wire>;
  webhookEndpoints: Map<string, Wire>;
  /** Endpoint signing secrets: Stripe shows a secret only in the create response. */
  endpointSecrets: Map<string, string>;
  deliveries: Delivery[];
  requests: RecordedRequest[];
  faults: Fault[];
  idempotency: Map<string, { fingerprint: string; status: number; body: string; requestId: string }>;
  timers: Set<NodeJS.Timeout>;
  closed: boolean;
}

/** The request being served: events record its id and idempotency key (`event.request`). */
export interface Ctx {
  state: State;
  params: Params;
  /** Which key made the request: Stripe.js's publishable key may do less, and must prove it holds a client secret. */
  keyKind?: 'secret' | 'publishable';
  requestId: string | null;
  idempotencyKey: string | null;
}

export const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
