import type { BuyerAddress } from '../buyer-address.ts';
import { seedShop } from './seed.ts';

export interface Clock {
  /** How far tests moved the clock (kept in the saved state: a restart does not turn time back). */
  offsetMs: number;
  now(): number;
  advance(ms: number): void;
}

export interface VariantRecord {
  id: number;
  inventoryItemId: number;
  sku: string | null;
  barcode: string | null;
  price: string;
  compareAtPrice: string | null;
  position: number;
  inventoryPolicy: 'DENY' | 'CONTINUE';
  tracked: boolean;
  optionValues: { optionName: string; name: string }[];
  createdAt: string;
  updatedAt: string;
}

export interface ProductRecord {
  id: number;
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  /** Standard product taxonomy category (gid://shopify/TaxonomyCategory/…), when set. */
  categoryId?: string | null;
  status: 'ACTIVE' | 'DRAFT' | 'ARCHIVED';
  tags: string[];
  options: { id: number; name: string; values: { id: number; name: string }[] }[];
  variants: VariantRecord[];
  media: { id: number; url: string; alt: string }[];
  publicationIds: Set<number>;
  createdAt: string;
  updatedAt: string;
}

export interface LocationRecord {
  id: number;
  name: string;
  isActive: boolean;
  fulfillsOnlineOrders: boolean;
  address: {
    address1: string;
    city: string;
    zip: string;
    country: string;
    countryCode: string;
    province: string | null;
    provinceCode: string | null;
    phone: string | null;
    address2: string | null;
  };
  createdAt: string;
}

export interface OrderLineRecord {
  id: number;
  sku: string | null;
  title: string;
  variantTitle: string | null;
  vendor: string | null;
  quantity: number;
  price: string;
  variantId: number | null;
  productId: number | null;
}

export interface FulfillmentOrderRecord {
  id: number;
  status: 'OPEN' | 'IN_PROGRESS' | 'CLOSED' | 'CANCELLED';
  locationId: number;
  lineItems: { id: number; lineItemId: number; totalQuantity: number; remainingQuantity: number }[];
  createdAt: string;
  updatedAt: string;
}

export interface FulfillmentRecord {
  id: number;
  name: string;
  status: 'SUCCESS';
  locationId: number;
  trackingInfo: { company: string | null; number: string | null; url: string | null }[];
  totalQuantity: number;
  createdAt: string;
}

/** A payment on an order (Admin API OrderTransaction); money as Money strings in the order's currency. */
export interface TransactionRecord {
  id: number;
  kind: 'SALE' | 'AUTHORIZATION' | 'CAPTURE' | 'REFUND' | 'VOID';
  status: 'SUCCESS' | 'PENDING' | 'FAILURE';
  gateway: string;
  amount: string;
  processedAt: string;
  /** What Shopify charged on it: Shopify Payments' only (payment-fees.ts). */
  fees: { id: number; type: string; amount: string; flatFee: string; flatFeeName: string | null; rate: string; rateName: string | null; taxAmount: string }[];
}

export interface OrderRecord {
  id: number;
  name: string;
  number: number;
  email: string;
  phone: string | null;
  createdAt: string;
  updatedAt: string;
  currency: string;
  financialStatus: 'PAID' | 'PENDING' | 'REFUNDED';
  customer: { id: number; firstName: string; lastName: string; email: string; phone: string | null };
  /** The buyer's address (sandbox/buyer-address.ts) with its country's name. */
  shippingAddress: BuyerAddress & { country: string };
  lineItems: OrderLineRecord[];
  shippingPrice: string;
  fulfillmentOrders: FulfillmentOrderRecord[];
  fulfillments: FulfillmentRecord[];
  /** Its payments; absent on orders kept from before the sandbox had them (they show none). */
  transactions?: TransactionRecord[];
  note: string | null;
  tags: string[];
}

export interface WebhookSubscriptionRecord {
  id: number;
  topic: string;
  callbackUrl: string;
  format: 'JSON' | 'XML';
  includeFields: string[];
  filter: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The cost bucket of one app on one shop (leaky bucket, api-notes §3.4). */
export interface Bucket {
  maximumAvailable: number;
  restoreRate: number;
  available: number;
  updatedAt: number;
}

export interface ShopRecord {
  handle: string;
  id: number;
  name: string;
  email: string;
  /** Where the shop trades (ISO country code; the merchant chose it when creating the shop): its currency, warehouse and default buyers follow it. Absent in state saved before: GB. */
  country?: string;
  currency: string;
  locations: LocationRecord[];
  publications: { id: number; name: string; autoPublish: boolean }[];
  products: ProductRecord[];
  /** inventoryItemId → locationId → named quantities. */
  inventory: Map<number, Map<number, { available: number; on_hand: number; committed: number; updatedAt: string }>>;
  orders: OrderRecord[];
  webhooks: WebhookSubscriptionRecord[];
  bucket: Bucket;
  /** Mutations answered, by root field (never part of Shopify's API: /__sandbox/state shows them so tests can count bulk calls). */
  calls: Record<string, number>;
  /** Ids are idBase-derived and numbered per kind (idCounters): same shop, same ids each run. */
  idBase: number;
  idCounters: Map<string, number>;
  nextId(kind: string): number;
}

export interface WebhookDelivery {
  id: string; // X-Shopify-Webhook-Id: the same on a retry
  topic: string;
  shop: string;
  url: string;
  body: string;
  attempts: { at: string; status: number | null; error?: string }[];
}

export interface ShopifySandboxState {
  clock: Clock;
  baseUrl: string;
  productUrl: string;
  seed: number;
  /** complianceUrls: where each compliance topic goes (set in the app's configuration, not by API). */
  app: { apiKey: string; apiSecret: string; complianceUrls: Record<string, string>; title: string };
  shops: Map<string, ShopRecord>;
  codes: Map<string, { shop: string; scopes: string[]; expiresAt: number; used: boolean }>;
  tokens: Map<string, { shop: string; scopes: string[] }>;
  deliveries: WebhookDelivery[];
}

export function createClock(): Clock {
  const clock: Clock = { offsetMs: 0, now: () => Date.now() + clock.offsetMs, advance: (ms) => void (clock.offsetMs += ms) };
  return clock;
}

export function getShop(state: ShopifySandboxState, handle: string): ShopRecord {
  let shop = state.shops.get(handle);
  if (!shop) {
    shop = seedShop(handle, state.seed + state.shops.size, state.clock.now());
    state.shops.set(handle, shop);
  }
  return shop;
}

export const SHOP_HANDLE = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const gid = (type: string, id: number | string) => `gid://shopify/${type}/${id}`;
export function parseGid(value: unknown, type: string): number | null {
  if (typeof value !== 'string') return null;
  const m = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(value);
  return m ? Number(m[1]) : null;
}
