import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { buildCategoryTrees, type CategoryTree } from './categories/tree.ts';
import { DEMO, seedOrders, seedPolicies, type SeedPolicies } from './seed.ts';

/** Clock the sandbox reads: tests move it forward to expire codes and tokens without waiting. */
export interface Clock {
  /** How far tests moved the clock (kept in the saved state: a restart does not turn time back). */
  offsetMs: number;
  now(): number;
  advance(ms: number): void;
}

export function createClock(): Clock {
  const clock: Clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs, advance: (ms) => void (clock.offsetMs += ms) };
  return clock;
}

/** Deterministic PRNG (mulberry32): same seed, same generated data; `cursor` holds its position (saved with the state). */
export function prng(seed: number, cursor = { a: seed >>> 0 }): () => number {
  return () => {
    const a = (cursor.a = (cursor.a + 0x6d2b79f5) >>> 0);
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Json = Record<string, unknown>;

export interface InventoryItemRecord {
  sku: string;
  locale: string;
  body: Json; // InventoryItem as sent (product, condition, availability, packageWeightAndSize…)
}

export interface OfferRecord {
  offerId: string;
  body: Json; // EbayOfferDetailsWithKeys as sent (sku, marketplaceId, format, pricingSummary…)
  status: 'PUBLISHED' | 'UNPUBLISHED';
  listing?: { listingId: string; listingStatus: 'ACTIVE' | 'ENDED'; soldQuantity: number };
}

/** An inventory item group as the seller last put it, and the multi-variation listing it is published as. */
export interface InventoryItemGroupRecord {
  key: string;
  body: Json;
  listingId: string | null;
}

export interface OrderRecord extends Json {
  orderId: string;
  creationDate: string;
  lastModifiedDate: string;
  orderFulfillmentStatus: string;
  lineItems: Array<Json & { lineItemId: string; quantity: number; lineItemFulfillmentStatus: string; sku?: string }>;
}

export interface ShippingFulfillmentRecord {
  fulfillmentId: string;
  lineItems: { lineItemId: string; quantity: number }[];
  shipmentTrackingNumber: string;
  shippedDate: string;
  shippingCarrierCode: string;
}

/**
 * A listing made outside the Inventory API (Trading API or the eBay site): it can be migrated once
 * with bulk_migrate_listing (migrate.ts). `skus` are its seller-defined SKUs (one, or one per
 * variation; none when the seller gave none, which eBay refuses to migrate).
 */
export interface LegacyListing {
  listingId: string;
  marketplaceId: string;
  title: string;
  skus: string[];
  price: { value: string; currency: string };
  quantity: number;
  categoryId: string | null;
  condition: string;
  /** Units sold so far (Trading's QuantitySold); `quantity` is what is left. */
  quantitySold: number;
  startTime: string;
  /** Moved to the Inventory API by bulk_migrate_listing: Trading no longer revises it. */
  migrated: boolean;
}

/** One eBay seller account and everything it owns. */
export interface EbayUser {
  userId: string;
  username: string;
  eiasToken: string;
  optedInPrograms: Set<string>;
  inventory: Map<string, InventoryItemRecord>;
  offers: Map<string, OfferRecord>;
  locations: Map<string, Json>;
  orders: OrderRecord[];
  fulfillments: Map<string, ShippingFulfillmentRecord[]>;
  policies: SeedPolicies;
  /** listingId → revisions counted on `day` (UTC date). */
  revisions: Map<string, { day: string; count: number }>;
  /** Inventory item groups by key (groups.ts); absent on sellers restored from an older snapshot. */
  groups?: Map<string, InventoryItemGroupRecord>;
  /** Legacy (Trading API) listings by listingId (seeded by POST /__sandbox/users/{username}/legacy-listings or /__sandbox/legacy-listings). */
  legacyListings: Map<string, LegacyListing>;
}

export interface TokenRecord {
  userId: string | null; // null: application token (client_credentials)
  scopes: string[];
  expiresAt: number;
}

export interface DeletionNotification {
  notificationId: string;
  endpoint: string;
  user: { username: string; userId: string; eiasToken: string };
  eventDate: string;
  attempts: { at: string; status: number | null; error?: string }[];
}

/** A Notification API destination: where eBay POSTs the app's notifications (checked by a challenge GET when created). */
export interface NotificationDestination {
  destinationId: string;
  name: string;
  status: 'ENABLED' | 'DISABLED' | 'MARKED_DOWN';
  deliveryConfig: { endpoint: string; verificationToken: string };
}

/** A Notification API subscription: a topic delivered to a destination; `userId` set for a user topic (made with that seller's token). */
export interface NotificationSubscription {
  subscriptionId: string;
  topicId: string;
  destinationId: string;
  status: 'ENABLED' | 'DISABLED';
  payload: { format: string; schemaVersion: string; deliveryProtocol: string };
  creationDate: string;
  userId: string | null;
}

/** One ORDER_CONFIRMATION notification (eBay sends one per line item), with every delivery attempt. */
export interface OrderNotification {
  notificationId: string;
  subscriptionId: string;
  endpoint: string;
  userId: string;
  orderId: string;
  lineItemId: string;
  eventDate: string;
  /** The drop knob was on when it was made: never sent. */
  dropped: boolean;
  attempts: { at: string; status: number | null; error?: string }[];
}

export interface EbaySandboxState {
  clock: Clock;
  baseUrl: string;
  productUrl: string;
  app: {
    clientId: string;
    clientSecret: string;
    ruName: string;
    acceptedUrl: string;
    declinedUrl: string;
    verificationToken: string;
  };
  users: Map<string, EbayUser>;
  codes: Map<string, { userId: string; scopes: string[]; expiresAt: number; used: boolean }>;
  accessTokens: Map<string, TokenRecord>;
  refreshTokens: Map<string, TokenRecord>;
  /** One default category tree per site (US, CA, UK, DE), built from categories/definition.ts. */
  categoryTrees: CategoryTree[];
  knobs: {
    throttleNext: number;
    retryAfterSeconds: number | null;
    revisionCapPerDay: number;
    /** ORDER_CONFIRMATION deliveries: dropped (never sent) or sent after a delay, so tests can show the poll is the safety net. */
    orderNotifications: { drop: boolean; delayMs: number };
  };
  /** Token requests received per grant type (GET /__sandbox/state). */
  grants: { authorization_code: number; refresh_token: number; client_credentials: number };
  notificationKey: { id: string; privateKey: KeyObject; publicPem: string };
  /** Account-deletion notifications sent, by notificationId (a retry reuses the id). */
  deletionNotifications: Map<string, DeletionNotification>;
  /** The app's Notification API alert e-mail (PUT /config); eBay creates no destination without it. */
  notificationConfig: { alertEmail: string | null };
  /** Notification API destinations and subscriptions, by id. */
  destinations: Map<string, NotificationDestination>;
  subscriptions: Map<string, NotificationSubscription>;
  /** ORDER_CONFIRMATION notifications made, by notificationId (a retry reuses the id). */
  orderNotifications: Map<string, OrderNotification>;
  nextId: (prefix: string) => string;
  /** Next number of a named sequence (offer ids, listing ids…): deterministic across runs. */
  seq: (kind: string) => number;
  /** The sequences' last numbers, by kind (saved with the state). */
  counters: Map<string, number>;
  random: () => number;
  /** The PRNG's position (saved with the state, so a restart does not replay it). */
  randomCursor: { a: number };
}

export function createEbayState(opts: { productUrl: string; seed: number }): EbaySandboxState {
  const clock = createClock();
  const randomCursor = { a: opts.seed >>> 0 };
  const random = prng(opts.seed, randomCursor);
  const counters = new Map<string, number>();
  const seq = (kind: string) => {
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    return n;
  };
  const nextId = (prefix: string) => `${prefix}${seq(prefix)}`;
  // eBay signs account-deletion notifications with ECDSA; the public key is served by the Notification API.
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const state: EbaySandboxState = {
    clock,
    baseUrl: '',
    productUrl: opts.productUrl,
    app: {
      clientId: DEMO.clientId,
      clientSecret: DEMO.clientSecret,
      ruName: DEMO.ruName,
      acceptedUrl: `${opts.productUrl}/ebay/oauth/accepted`,
      declinedUrl: `${opts.productUrl}/ebay/oauth/rejected`,
      verificationToken: DEMO.verificationToken,
    },
    users: new Map(),
    codes: new Map(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    categoryTrees: buildCategoryTrees(),
    knobs: { throttleNext: 0, retryAfterSeconds: null, revisionCapPerDay: 250, orderNotifications: { drop: false, delayMs: 0 } },
    grants: { authorization_code: 0, refresh_token: 0, client_credentials: 0 },
    notificationKey: {
      id: 'a6f9a3c0-5f1e-4a0c-9d3b-0b1f1e2d3c4b',
      privateKey,
      publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    deletionNotifications: new Map(),
    notificationConfig: { alertEmail: null },
    destinations: new Map(),
    subscriptions: new Map(),
    orderNotifications: new Map(),
    nextId,
    seq,
    counters,
    random,
    randomCursor,
  };
  ensureUser(state, DEMO.username);
  return state;
}

/** Sellers are created on first consent, so several ListBridge users can each connect their own eBay account. */
export function ensureUser(state: EbaySandboxState, username: string): EbayUser {
  const existing = [...state.users.values()].find((u) => u.username === username);
  if (existing) return existing;
  const index = state.users.size;
  const user: EbayUser = {
    userId: `U${String(1000001 + index)}`,
    username,
    eiasToken: Buffer.from(`eias:${username}`).toString('base64'),
    optedInPrograms: new Set(['SELLING_POLICY_MANAGEMENT']),
    inventory: new Map(),
    offers: new Map(),
    locations: new Map(),
    orders: seedOrders(state.random, state.clock.now(), index),
    fulfillments: new Map(),
    policies: seedPolicies(),
    revisions: new Map(),
    legacyListings: new Map(),
  };
  state.users.set(user.userId, user);
  return user;
}
