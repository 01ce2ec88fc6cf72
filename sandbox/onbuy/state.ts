import { amazonMatchedProducts } from './amazon-matches.ts';
import { CATALOGUE, DEMO, SECOND_SELLER, SITE_UK } from './seed.ts';

export type Json = Record<string, unknown>;

export interface CatalogueProduct {
  opc: string;
  product_name: string;
  product_codes: string[];
  brand_name: string;
  category_id: number;
  description: string;
  default_image: string;
  additional_images: string[];
  rrp: number | null;
  created_by: number | null; // seller id that created it through the API
}

export interface QueueEntry {
  queue_id: string;
  uid: string;
  seller_id: number;
  status: 'pending' | 'success' | 'failed';
  opc: string | null;
  error_message: string | null;
  created_at: number; // ms (sandbox clock)
  input: Json;
  /** Decided when accepted, applied when the queue is processed. */
  outcome: { ok: true } | { ok: false; error: string };
}

export interface Listing {
  sku: string;
  opc: string;
  condition: string;
  price: number;
  stock: number;
  handling_time: number;
  delivery_weight: number | null;
  boost_marketing_commission: number;
  group_sku: string | null;
  created_at: number;
  updated_at: number;
}

export interface OnbuyOrder extends Json {
  order_id: string;
  status: string;
  date: string;
  updated_at: string;
  previously_exported: boolean;
  products: Array<Json & { sku: string; opc: string; quantity: number; quantity_dispatched: number }>;
  tracking: Json | null;
}

export interface Seller {
  sellerId: number;
  name: string;
  consumerKey: string;
  secretKey: string;
  /** The one token that works (api-notes §4.2: a new token invalidates the previous one). */
  activeToken: { token: string; expiresAt: number } | null;
  /** Tokens issued so far (shown by /__sandbox/state: a shared token means one per 15 minutes). */
  tokensIssued: number;
  listings: Map<string, Listing>;
  orders: OnbuyOrder[];
  /** Listing API requests answered per operation (createListings, updateListings, deleteListings, listings): tests count batching. */
  calls: Record<string, number>;
}

export interface OnbuySandboxState {
  /** offsetMs: how far tests moved the clock (saved with the state: a restart does not turn time back). */
  clock: { offsetMs: number; now(): number; advance(ms: number): void };
  baseUrl: string;
  sellers: Seller[];
  catalogue: CatalogueProduct[];
  queues: QueueEntry[];
  knobs: { queueDelaySeconds: number; throttleNext: number; tokenTtlSeconds: number };
  /** API requests refused with 401 badToken (expired, replaced or unknown token). */
  badTokenRefusals: number;
  seq(kind: string): number;
  /** The sequences' last numbers, by kind (saved with the state). */
  counters: Map<string, number>;
}

export function createOnbuyState(seed: number): OnbuySandboxState {
  const clock: OnbuySandboxState['clock'] = { offsetMs: 0, now: () => Date.now() + clock.offsetMs, advance: (ms) => void (clock.offsetMs += ms) };
  const counters = new Map<string, number>();
  const seq = (kind: string) => {
    const n = (counters.get(kind) ?? 0) + 1;
    counters.set(kind, n);
    return n;
  };
  const now = Date.now();
  const seller = (s: typeof DEMO, i: number): Seller => ({
    sellerId: s.sellerId,
    name: s.sellerName,
    consumerKey: s.consumerKey,
    secretKey: s.secretKey,
    activeToken: null,
    tokensIssued: 0,
    listings: new Map(),
    orders: seedOrders(s.sellerId, now, seed + i),
    calls: {},
  });
  return {
    clock,
    baseUrl: '',
    sellers: [seller(DEMO, 0), seller(SECOND_SELLER, 1)],
    catalogue: CATALOGUE.map(
      ([opc, product_name, ean, brand_name, category_id]): CatalogueProduct => ({
        opc,
        product_name,
        product_codes: [ean],
        brand_name,
        category_id,
        description: `<p>${product_name}</p>`,
        default_image: `https://images.onbuy.example/${opc}/1.jpg`,
        additional_images: [],
        rrp: null,
        created_by: null,
      }),
    ).concat(amazonMatchedProducts(seed)),
    queues: [],
    knobs: { queueDelaySeconds: 30, throttleNext: 0, tokenTtlSeconds: 15 * 60 },
    badTokenRefusals: 0,
    seq,
    counters,
  };
}

function seedOrders(sellerId: number, now: number, seed: number): OnbuyOrder[] {
  const out: OnbuyOrder[] = [];
  for (let i = 0; i < 4; i++) {
    const [opc, name] = CATALOGUE[(i + seed) % CATALOGUE.length]!;
    const date = new Date(now - (i + 1) * 26 * 3_600_000).toISOString();
    const price = (12.5 + i * 7).toFixed(2);
    out.push({
      order_id: `T${sellerId}${String(1000 + i)}`,
      onbuy_internal_reference: 900000 + sellerId * 10 + i,
      site_id: SITE_UK,
      site_name: 'OnBuy UK',
      status: i === 3 ? 'Dispatched' : 'Awaiting Dispatch',
      date,
      updated_at: date,
      previously_exported: false,
      currency_code: 'GBP',
      price_subtotal: price,
      price_delivery: '0.00',
      price_total: price,
      sales_fee_ex_vat: (Number(price) * 0.075).toFixed(2),
      sales_fee_inc_vat: (Number(price) * 0.09).toFixed(2),
      buyer: { name: 'Sandbox Buyer', email: `buyer${i}@onbuy-buyers.example`, phone: '07700900123' },
      delivery_address: {
        name: 'Sandbox Buyer',
        line_1: `${10 + i} Market Street`,
        line_2: '',
        line_3: '',
        town: 'Leeds',
        county: 'West Yorkshire',
        postcode: 'LS1 6DT',
        country: 'United Kingdom',
        country_code: 'GB',
      },
      products: [
        {
          onbuy_internal_reference: 800000 + i,
          sku: `DEMO-${opc}`,
          opc,
          name,
          quantity: 1,
          quantity_dispatched: i === 3 ? 1 : 0,
          unit_price: price,
          total_price: price,
        },
      ],
      tracking: i === 3 ? { tracking_id: 1, supplier_name: 'Royal Mail', number: 'RM000000001GB', url: null } : null,
    });
  }
  return out;
}
