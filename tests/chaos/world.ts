// The chaos run's sellers, buyers and checks (issue 32). Sellers come in through the seller's path
// (tests/helpers/seller-path.ts) against the load balancer; buyers order through the channel
// sandboxes' control APIs and Amazon's stock moves through its control API. The checks read the
// sandboxes' own state (what is on each channel, what Amazon was asked to ship) and, for what only
// the product knows (rows and jobs in between), its database, read only.
import type pg from 'pg';
import { amazonSandboxControl, type SandboxItem } from '../../sandbox/amazon/control-client.ts';
import { CHANNEL_RULES, type ListingChannel } from '../../server/modules/listings/listings.statuses.ts';
import { rest } from '../helpers/rest.ts';
import {
  type Channel,
  connectAmazon,
  connectEbay,
  connectOnbuy,
  connectShopify,
  inStockItems,
  type ONBUY_KEYS,
  type ProductApp,
  SITES,
  type Seller,
  signUp,
  subscribe,
  uniqueHandle,
  waitForImport,
} from '../helpers/seller-path.ts';

export const CHANNELS: Channel[] = ['EBAY', 'SHOPIFY', 'ONBUY'];

export interface ChaosSeller extends Seller {
  sellerId: string;
  ebayUser: string;
  shop: string;
  onbuyKey: string;
  currency: string;
}

export interface Urls {
  amazon: string;
  ebay: string;
  shopify: string;
  onbuy: string;
}

/** The product through the load balancer, with GraphQL calls retried while a web process restarts. */
export function productApp(url: string, pool: pg.Pool): ProductApp {
  return {
    url,
    services: { pool } as never,
    async graphql(query, variables, token) {
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify({ query, variables }),
          });
          if (res.status >= 500 && attempt < 5) throw new Error(`HTTP ${res.status}`);
          return await res.json();
        } catch (err) {
          if (attempt >= 5) throw err;
          await sleep(1000 * (attempt + 1));
        }
      }
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function retry<T>(what: string, fn: () => Promise<T>, tries = 6): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= tries - 1) throw new Error(`${what}: ${(err as Error).message}`);
      await sleep(1500 * (i + 1));
    }
  }
}

/** A seller of `site` with Amazon imported and eBay, Shopify and OnBuy connected and subscribed. */
export async function onboardSeller(app: ProductApp, site: 'UK' | 'US', onbuy: (typeof ONBUY_KEYS)[number]): Promise<ChaosSeller> {
  const s = await retry(`${site} sign-up`, () => signUp(app, site, `chaos-${site}`));
  await retry(`${site} Amazon`, () => connectAmazon(s));
  await waitForImport(s, 600_000);
  const ebayUser = uniqueHandle(`chaos_${site.toLowerCase()}`).replace(/-/g, '_');
  const shop = uniqueHandle(`chaos-${site.toLowerCase()}`);
  await retry(`${site} eBay`, () => connectEbay(s, ebayUser));
  await retry(`${site} Shopify`, () => connectShopify(s, shop));
  await retry(`${site} OnBuy`, () => connectOnbuy(s, onbuy));
  await retry(`${site} plans`, () => subscribe(s, CHANNELS));
  return { ...s, sellerId: SITES[site].sellerId, ebayUser, shop, onbuyKey: onbuy.consumer_key, currency: site === 'UK' ? 'GBP' : 'USD' };
}

const MUTATION: Record<Channel, string> = { EBAY: 'listOnEbay', SHOPIFY: 'listOnShopify', ONBUY: 'listOnOnbuy' };

/** The inventory's bulk List for every in-stock item (the bulk bar's action, 500 ids a time). */
export async function listEverything(s: ChaosSeller, channel: Channel): Promise<number> {
  const items = await retry(`${s.tag} inventory`, () => inStockItems(s));
  for (let i = 0; i < items.length; i += 500) {
    const ids = items.slice(i, i + 500).map((x) => x.id);
    const r = await s.app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ ${MUTATION[channel]}(userId:$u, input:{itemIds:$ids}){ __typename ... on Error { message } } }`,
      { u: s.userId, ids },
      s.token,
    );
    const answer = r.data?.[MUTATION[channel]];
    if (!answer || /Error/.test(answer.__typename)) throw new Error(`${s.tag} ${channel} list: ${JSON.stringify(answer ?? r.errors)}`);
  }
  return items.length;
}

const getJson = async (url: string) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};
const post = async (url: string, body: unknown) => {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res.json();
};

/** What one channel holds for a seller, from the channel sandbox: per SKU, its copies and quantity. */
export interface ChannelHolding {
  copies: Map<string, number>;
  /** Live (published) SKUs with their quantity and price. */
  live: Map<string, { quantity: number | null; price: string | null }>;
}

export async function channelHolding(urls: Urls, s: ChaosSeller, channel: Channel): Promise<ChannelHolding> {
  const copies = new Map<string, number>();
  const live = new Map<string, { quantity: number | null; price: string | null }>();
  const add = (sku: string) => copies.set(sku, (copies.get(sku) ?? 0) + 1);
  if (channel === 'EBAY') {
    const st = (await getJson(`${urls.ebay}/__sandbox/users/${s.ebayUser}/listings`)) as {
      offers: { sku: string; marketplaceId: string; status: string; availableQuantity: number | null; price: string | null; listingStatus: string | null }[];
    };
    for (const o of st.offers) {
      add(`${o.sku}`);
      if (o.status === 'PUBLISHED' && o.listingStatus !== 'ENDED') live.set(o.sku, { quantity: o.availableQuantity, price: o.price });
    }
  } else if (channel === 'SHOPIFY') {
    const st = (await getJson(`${urls.shopify}/__sandbox/shops/${s.shop}/products`)) as {
      products: { status: string; variants: { sku: string; price: string; available: Record<string, number> }[] }[];
    };
    for (const p of st.products)
      for (const v of p.variants) {
        add(v.sku);
        live.set(v.sku, { quantity: Object.values(v.available).reduce((a, b) => a + b, 0), price: v.price });
      }
  } else {
    const st = (await getJson(`${urls.onbuy}/__sandbox/listings?consumerKey=${s.onbuyKey}`)) as { results: { sku: string; stock: number; price: number }[] };
    for (const l of st.results) {
      add(l.sku);
      live.set(l.sku, { quantity: l.stock, price: l.price.toFixed(2) });
    }
  }
  return { copies, live };
}

export interface PlacedOrder {
  seller: ChaosSeller;
  channel: Channel;
  orderId: string;
  sku: string;
  at: number;
}

/** The buyers and Amazon's stock moves of the run, each a step a timer calls. */
export class Traffic {
  orders: PlacedOrder[] = [];
  quantityChanges = 0;
  failures = new Map<string, number>();
  private items = new Map<string, SandboxItem[]>();
  private holdings = new Map<string, { at: number; live: string[] }>();

  constructor(
    private readonly urls: Urls,
    private readonly sellers: ChaosSeller[],
  ) {}

  private note(what: string) {
    this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
  }

  private async amazonItems(s: ChaosSeller): Promise<SandboxItem[]> {
    let items = this.items.get(s.sellerId);
    if (!items) {
      const amazon = amazonSandboxControl(this.urls.amazon);
      items = [];
      for (let offset = 0; ; offset += 1000) {
        const page = await amazon.items(s.sellerId, offset, 1000);
        items.push(...page.items);
        if (offset + 1000 >= page.total) break;
      }
      this.items.set(s.sellerId, items);
    }
    return items;
  }

  /**
   * A seller's FBA stock moves on Amazon (the minute poll reads FBA quantities; merchant-fulfilled
   * ones come with the 6-hourly report import, so they are left alone here), never below 5.
   */
  async quantityChange(): Promise<void> {
    const s = pick(this.sellers);
    const items = (await this.amazonItems(s)).filter((i) => i.fulfilment === 'AFN' && i.fba.fulfillable > 0);
    const it = pick(items);
    const q = 5 + Math.floor(Math.random() * 30);
    try {
      await amazonSandboxControl(this.urls.amazon).setQuantity(s.sellerId, it.sku, { fulfillable: q });
      this.quantityChanges++;
    } catch {
      this.note('quantity change refused');
    }
  }

  /** A buyer orders one unit of a live listing of an FBA item on a channel. */
  async order(): Promise<void> {
    const s = pick(this.sellers);
    const channel = pick(CHANNELS);
    const key = `${s.userId}:${channel}`;
    let h = this.holdings.get(key);
    if (!h || Date.now() - h.at > 20_000) {
      const afn = new Set((await this.amazonItems(s)).filter((i) => i.fulfilment === 'AFN' && !i.sku.includes('"')).map((i) => i.sku));
      const holding = await channelHolding(this.urls, s, channel);
      h = { at: Date.now(), live: [...holding.live.entries()].filter(([sku, v]) => afn.has(sku) && (v.quantity ?? 0) > 2).map(([sku]) => sku) };
      this.holdings.set(key, h);
    }
    if (h.live.length === 0) return;
    const sku = pick(h.live);
    try {
      let orderId: string;
      if (channel === 'EBAY') {
        const shipTo =
          s.currency === 'GBP'
            ? { fullName: 'Sam Buyer', contactAddress: { addressLine1: '1 Test Street', city: 'London', postalCode: 'EC1A 1BB', countryCode: 'GB' } }
            : {
                fullName: 'Pat Buyer',
                contactAddress: { addressLine1: '1 Main St', city: 'Seattle', stateOrProvince: 'WA', postalCode: '98101', countryCode: 'US' },
              };
        orderId = (await post(`${this.urls.ebay}/__sandbox/orders`, { username: s.ebayUser, sku, quantity: 1, price: 25, currency: s.currency, shipTo }))
          .orderId;
      } else if (channel === 'SHOPIFY') {
        const r = await post(`${this.urls.shopify}/__sandbox/shops/${s.shop}/orders`, { lines: [{ sku, quantity: 1 }] });
        // ListBridge knows a Shopify order by its id (legacyResourceId), the name (#1001) beside it.
        orderId = String(r.orderId).split('/').pop()!;
      } else {
        const address =
          s.currency === 'GBP'
            ? undefined
            : {
                firstName: 'Pat',
                lastName: 'Buyer',
                address1: '1 Main St',
                city: 'Seattle',
                province: 'Washington',
                provinceCode: 'WA',
                zip: '98101',
                countryCode: 'US',
              };
        orderId = (
          await post(`${this.urls.onbuy}/__sandbox/orders`, { consumerKey: s.onbuyKey, sku, quantity: 1, ...(address ? { shippingAddress: address } : {}) })
        ).order_id;
      }
      this.orders.push({ seller: s, channel, orderId, sku, at: Date.now() });
    } catch (err) {
      this.note(`order on ${channel}: ${(err as Error).message.slice(0, 80)}`);
    }
  }

  /** A screen the seller looks at (the inventory's first page): the web latency's sample. */
  async browse(): Promise<void> {
    const s = pick(this.sellers);
    await s.app
      .graphql(
        `query($u:String!){ inventory(userId:$u, page:1, pageSize:50, sort:"sku"){ numPages edges { node { sellerSku ebayListing { status } } } } }`,
        { u: s.userId },
        s.token,
      )
      .catch(() => this.note('inventory screen failed'));
  }
}

const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** Messages the sandboxes' injected faults carry: a listing failed with one of them was lost to a fault, not refused. */
const FAULT_MESSAGES =
  /A system error has occurred|Internal Server Error|Bad Gateway|Service Unavailable|unexpected error occurred|internal error|temporarily unavailable|did not answer|unreachable|throttled|Too many requests|Exceeded 2 calls|QuotaExceeded/i;

export interface Findings {
  duplicates: { listings: number; mcf: number; tracking: number; sales: number };
  lost: { listings: number; sales: number; mcf: number; tracking: number };
  stuck: { listings: number; sales: number; runs: number; deadJobs: number };
  quantityDrift: number;
  heldBack: number;
  live: Record<Channel, number>;
  mcfOrders: number;
  fulfilled: number;
  alerts: number;
  examples: string[];
}

/**
 * Everything the run checks, as it stands now: each listing the sellers asked for once on its
 * channel, each channel order one sale and one MCF order with its tracking on the channel once,
 * nothing left in between. `settled` = nothing in between and nothing still to come.
 */
export async function inspect(urls: Urls, pool: pg.Pool, sellers: ChaosSeller[], orders: PlacedOrder[]): Promise<Findings & { settled: boolean }> {
  const f: Findings = {
    duplicates: { listings: 0, mcf: 0, tracking: 0, sales: 0 },
    lost: { listings: 0, sales: 0, mcf: 0, tracking: 0 },
    stuck: { listings: 0, sales: 0, runs: 0, deadJobs: 0 },
    quantityDrift: 0,
    heldBack: 0,
    live: { EBAY: 0, SHOPIFY: 0, ONBUY: 0 },
    mcfOrders: 0,
    fulfilled: 0,
    alerts: 0,
    examples: [],
  };
  const example = (line: string) => f.examples.length < 25 && f.examples.push(line);
  const amazon = amazonSandboxControl(urls.amazon);
  for (const s of sellers) {
    const { rows } = await pool.query<{ channel: ListingChannel; sku: string; status: string; last_error: string | null }>(
      `SELECT channel, sku, status, last_error FROM listings WHERE user_id = $1`,
      [s.userId],
    );
    const stock = new Map<string, number>();
    for (let offset = 0; ; offset += 1000) {
      const page = await amazon.items(s.sellerId, offset, 1000);
      for (const it of page.items) stock.set(it.sku, it.fba.fulfillable + it.mfnQuantity);
      if (offset + 1000 >= page.total) break;
    }
    for (const channel of CHANNELS) {
      const holding = await channelHolding(urls, s, channel);
      for (const [sku, n] of holding.copies)
        if (n > 1) {
          f.duplicates.listings += n - 1;
          example(`duplicate: ${s.tag} ${channel} ${sku} ×${n}`);
        }
      const rule = CHANNEL_RULES[channel];
      for (const r of rows.filter((x) => x.channel === channel)) {
        if (rule.inProgress.includes(r.status as never)) {
          f.stuck.listings++;
          example(`in progress: ${s.tag} ${channel} ${r.sku} ${r.status} ${r.last_error ?? ''}`);
        } else if (rule.live.includes(r.status as never)) {
          const held = holding.live.get(r.sku);
          if (!held) {
            f.lost.listings++;
            example(`live here, not on ${channel}: ${s.tag} ${r.sku} ${r.status}`);
            continue;
          }
          f.live[channel]++;
          const want = stock.get(r.sku);
          if (want !== undefined && held.quantity !== null && held.quantity !== want) {
            f.quantityDrift++;
            example(`quantity: ${s.tag} ${channel} ${r.sku} channel ${held.quantity}, Amazon ${want}`);
          }
        } else if (r.last_error && FAULT_MESSAGES.test(r.last_error)) {
          f.lost.listings++;
          example(`failed by a fault: ${s.tag} ${channel} ${r.sku} ${r.status}: ${r.last_error}`);
        } else f.heldBack++;
      }
    }
    const alerts = await rest(s.app.url, 'GET', `/user/${s.userId}/alerts`, undefined, s.token).catch(() => null);
    if (alerts?.status === 200)
      f.alerts += Array.isArray(alerts.body) ? alerts.body.length : Array.isArray(alerts.body?.alerts) ? alerts.body.alerts.length : 0;
  }

  // Orders: one sale each, one MCF order each, tracking on the channel once. The sales are read
  // before the marketplaces: a sale turns MCF_REQUESTED or FULFILLED only after Amazon or the
  // channel took the call, so what the sales say is then already there to be seen. (Read the other
  // way round, a tracking upload landing between the two reads looked like lost tracking.)
  const salesOf = new Map<PlacedOrder, { status: string; sfo: string | null }[]>();
  for (const o of orders) {
    const { rows } = await pool.query<{ status: string; sfo: string | null }>(
      `SELECT status, seller_fulfillment_order_id AS sfo FROM sales WHERE user_id = $1 AND channel = $2 AND order_id = $3`,
      [o.seller.userId, o.channel, o.orderId],
    );
    salesOf.set(o, rows);
  }
  const mcfBySeller = new Map<string, { sellerFulfillmentOrderId: string; displayableOrderId: string; status: string }[]>();
  for (const s of new Set(sellers.map((x) => x.sellerId))) mcfBySeller.set(s, (await amazon.fulfillmentOrders(s)).fulfillmentOrders);
  const tracking = new Map<string, number>();
  for (const s of sellers) {
    const eb = (await getJson(`${urls.ebay}/__sandbox/users/${s.ebayUser}/listings`)) as { fulfillments: Record<string, number> };
    for (const [id, n] of Object.entries(eb.fulfillments)) tracking.set(`EBAY:${id}`, n);
    const sh = (await getJson(`${urls.shopify}/__sandbox/shops/${s.shop}/orders`)) as { orders: { id: number; fulfillments: unknown[] }[] };
    for (const o of sh.orders) tracking.set(`SHOPIFY:${o.id}`, o.fulfillments.length);
    const ob = (await getJson(`${urls.onbuy}/__sandbox/orders?consumerKey=${s.onbuyKey}`)) as { orders: { order_id: string; tracking: unknown }[] };
    for (const o of ob.orders) tracking.set(`ONBUY:${o.order_id}`, o.tracking ? 1 : 0);
  }
  let pending = 0;
  for (const o of orders) {
    const sales = salesOf.get(o)!;
    if (sales.length === 0) {
      f.lost.sales++;
      const { rows: why } = await pool.query(
        `SELECT (SELECT modified_since FROM sale_import_marks WHERE user_id = $1 AND channel = $2) AS mark,
                (SELECT json_agg(json_build_object('attempts', attempts, 'runAt', run_at, 'lockedBy', locked_by, 'error', last_error))
                   FROM graphile_worker.jobs WHERE key = 'sales-import:' || $2 || ':' || $1) AS jobs`,
        [o.seller.userId, o.channel],
      );
      example(`no sale: ${o.seller.tag} ${o.channel} ${o.orderId} ordered ${new Date(o.at).toISOString().slice(11, 19)}; ${JSON.stringify(why[0])}`);
      continue;
    }
    if (sales.length > 1) f.duplicates.sales += sales.length - 1;
    const sale = sales[0]!;
    const mcf = mcfBySeller.get(o.seller.sellerId)!.filter((m) => m.displayableOrderId === o.orderId);
    if (mcf.length > 1) {
      f.duplicates.mcf += mcf.length - 1;
      example(`MCF ×${mcf.length}: ${o.seller.tag} ${o.channel} ${o.orderId}`);
    }
    if (mcf.length === 0) {
      if (sale.status === 'NEW' || sale.status === 'MCF_REQUESTED') pending++;
      else {
        f.lost.mcf++;
        example(`no MCF order: ${o.seller.tag} ${o.channel} ${o.orderId} (sale ${sale.status})`);
      }
      continue;
    }
    f.mcfOrders++;
    const sent = tracking.get(`${o.channel}:${o.orderId}`) ?? 0;
    if (sent > 1) {
      f.duplicates.tracking += sent - 1;
      example(`tracking ×${sent}: ${o.seller.tag} ${o.channel} ${o.orderId}`);
    }
    if (sale.status === 'FULFILLED' && sent >= 1) f.fulfilled++;
    else if (sale.status === 'FULFILLED' && sent === 0) {
      f.lost.tracking++;
      example(`fulfilled without tracking on ${o.channel}: ${o.orderId}`);
    } else pending++;
  }
  const userIds = sellers.map((s) => s.userId);
  const { rows: between } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sales WHERE user_id = ANY($1::uuid[]) AND status IN ('NEW', 'MCF_REQUESTED')`,
    [userIds],
  );
  f.stuck.sales = between[0]!.n;
  const { rows: runs } = await pool.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM inventory_import_runs WHERE user_id = ANY($1::uuid[]) AND status IN ('QUEUED', 'RUNNING'))::int
          + (SELECT count(*) FROM ebay_import_runs WHERE user_id = ANY($1::uuid[]) AND status IN ('QUEUED', 'RUNNING'))::int AS n`,
    [userIds],
  );
  f.stuck.runs = runs[0]!.n;
  // Jobs that failed for good. One whose key a newer job took over is spent by graphile-worker on
  // purpose (key cleared, attempts used up): the newer one does its work, so it is not counted.
  const { rows: dead } = await pool.query<{ task: string; n: number; err: string }>(
    `SELECT task_identifier AS task, count(*)::int AS n, max(last_error) AS err FROM graphile_worker.jobs
      WHERE attempts >= max_attempts AND last_error IS NOT NULL AND key IS NOT NULL GROUP BY 1`,
  );
  for (const d of dead) {
    f.stuck.deadJobs += d.n;
    example(`dead jobs: ${d.task} ×${d.n}: ${d.err.slice(0, 120)}`);
  }
  // Jobs still retrying after an error (what keeps something from settling, when it does not).
  const { rows: retrying } = await pool.query<{ task: string; n: number; err: string; attempts: number; runAt: Date }>(
    `SELECT task_identifier AS task, count(*)::int AS n, max(last_error) AS err, max(attempts)::int AS attempts, max(run_at) AS "runAt" FROM graphile_worker.jobs
      WHERE attempts < max_attempts AND last_error IS NOT NULL GROUP BY 1`,
  );
  for (const r of retrying)
    example(`retrying: ${r.task} ×${r.n} (attempts ${r.attempts}, next ${r.runAt.toISOString().slice(11, 19)}): ${r.err.slice(0, 120)}`);
  const settled = f.stuck.listings === 0 && f.stuck.sales === 0 && f.stuck.runs === 0 && pending === 0 && f.quantityDrift === 0;
  return { ...f, settled };
}
