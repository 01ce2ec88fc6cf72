// A new seller's path over the product's public interfaces only, as ../shared/tools/seller-smoke.mjs
// walks it: sign up, Amazon consent, the first import, eBay consent, Shopify install, OnBuy keys,
// a card and plans, one bulk list action per channel, then the statuses the inventory screen shows.
// Nothing here writes to the database: acceptance tests of a channel capability start where the
// seller starts (issue 28). Reads of the database are only for facts no screen shows (whether the
// catalogue enrichment has finished).
import { randomBytes } from 'node:crypto';
import { amazonSandboxControl, confirmConsentWithoutBrowser } from '../../sandbox/amazon/control-client.ts';
import { PRODUCT_KINDS } from '../../sandbox/amazon/catalogue.ts';
import { answerEbayConsent } from '../../sandbox/ebay/testing.ts';
import { approveShopifyGrant } from '../../sandbox/shopify/testing.ts';
import type { TestApp } from './app.ts';
import { rest } from './rest.ts';
import { waitFor } from './wait.ts';

/** The demo sellers' sites: Amazon marketplace (sandbox/amazon/demo.ts) and the eBay site id of the same country. */
export const SITES = {
  US: { sellerId: 'A1LBSANDBOXUS7Q', marketplaceId: 'ATVPDKIKX0DER', ebaySiteId: 0, country: 'US' },
  CA: { sellerId: 'A1LBSANDBOXUS7Q', marketplaceId: 'A2EUQ1WTGCTBG2', ebaySiteId: 2, country: 'CA' },
  UK: { sellerId: 'A2LBSANDBOXUK4M', marketplaceId: 'A1F83G8C2ARO7P', ebaySiteId: 3, country: 'GB' },
  DE: { sellerId: 'A2LBSANDBOXUK4M', marketplaceId: 'A1PA6795UKMFR9', ebaySiteId: 77, country: 'DE' },
} as const;
export type Site = keyof typeof SITES;

/** The OnBuy sandbox's two demo key pairs (sandbox/onbuy/README.md): one OnBuy account per ListBridge seller. */
export const ONBUY_KEYS = [
  { consumer_key: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e', secret_key: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0' },
  { consumer_key: 'ck_test_0aa1bb2cc3dd4ee5ff6a7b8c9d0e1f2a', secret_key: 'sk_test_1f2e3d4c5b6a79880a1b2c3d4e5f6a7b' },
] as const;

// The payment method Stripe.js would have made for the 4242 card (Stripe's test id).
const CARD = { payment_method_id: 'pm_card_visa' };

/** What the path needs of the running product: a test app, or the benchmark's app with its URL and GraphQL. */
export type ProductApp = Pick<TestApp, 'url' | 'graphql' | 'services'>;

export interface Seller {
  app: ProductApp;
  tag: string;
  site: Site;
  userId: string;
  token: string;
}

export type Channel = 'EBAY' | 'SHOPIFY' | 'ONBUY';

/** The sandboxes' base URLs, as GET /api/v1/health reports them. */
export async function sandboxUrls(app: ProductApp): Promise<Record<'amazon' | 'ebay' | 'shopify' | 'onbuy' | 'stripe', string>> {
  const health = await rest(app.url, 'GET', '/health');
  const i = health.body.integrations;
  const url = (k: string) => String(i[k].url).replace(/\/$/, '');
  // A product pointed at sandboxes of another process (the chaos run) reports their addresses as configured: the shop URL template, OnBuy's /v2.
  return {
    amazon: url('amazon'),
    ebay: url('ebay'),
    shopify: url('shopify').replace(/\/shops\/\{shop\}$/, ''),
    onbuy: url('onbuy').replace(/\/v2$/, ''),
    stripe: url('stripe'),
  };
}

/**
 * The sandboxes' clocks sped up through their control APIs (no sleeping in tests): Amazon's reports
 * step every 50 ms; new OnBuy products leave OnBuy's queue after `onbuyQueueSeconds`.
 * The demo catalogues are resized to `sizes` (the sandbox generates items on demand).
 */
export async function prepareSandboxes(
  app: ProductApp,
  opts: { sizes?: Partial<Record<'A1LBSANDBOXUS7Q' | 'A2LBSANDBOXUK4M', number>>; onbuyQueueSeconds?: number } = {},
) {
  const urls = await sandboxUrls(app);
  const amazon = amazonSandboxControl(urls.amazon);
  await amazon.settings({ reportStepMs: 50 });
  for (const [sellerId, size] of Object.entries(opts.sizes ?? {})) await amazon.setCatalogueSize(sellerId, size!);
  const knobs = await fetch(`${urls.onbuy}/__sandbox/knobs`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ queueDelaySeconds: opts.onbuyQueueSeconds ?? 2 }),
  });
  if (!knobs.ok) throw new Error(`OnBuy sandbox knobs answered ${knobs.status}`);
  return { urls, amazon };
}

/**
 * The product kinds (sandbox/amazon/catalogue.ts PRODUCT_KINDS, by the kind code in the SKU) that
 * none of the seller's in-stock items is: a small catalogue must still cover every kind.
 */
export async function kindsMissingInStock(app: ProductApp, sellerId: string): Promise<string[]> {
  const amazon = amazonSandboxControl((await sandboxUrls(app)).amazon);
  const seen = new Set<string>();
  for (let offset = 0; ; offset += 1000) {
    const page = await amazon.items(sellerId, offset, 1000);
    for (const it of page.items) {
      if (it.fba.fulfillable + it.mfnQuantity <= 0) continue;
      const kind = PRODUCT_KINDS.find((k) => it.sku.includes(`-${k.code}-`));
      if (kind) seen.add(kind.code);
    }
    if (offset + 1000 >= page.total) break;
  }
  return PRODUCT_KINDS.map((k) => k.code).filter((c) => !seen.has(c));
}

/** Signs up through POST /api/v1/auth/sign-up like the sign-up page. */
export async function signUp(app: ProductApp, site: Site, tag: string = site): Promise<Seller> {
  const email = `accept-${tag.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Sunflower42x';
  const res = await rest(app.url, 'POST', '/auth/sign-up', { email, password, passwordConfirmation: password });
  if (res.status !== 200 || !res.body.jwt) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { app, tag, site, userId: String(res.body.userId), token: String(res.body.jwt) };
}

async function ok(s: Seller, what: string, p: Promise<{ status: number; body: any }>) {
  const res = await p;
  if (res.status !== 200 && res.status !== 201) throw new Error(`${s.tag}: ${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return res.body;
}
const userPath = (s: Seller, p: string) => `/user/${s.userId}/${p}`;

/** Seller Central consent for the site's marketplace, then /spapi-auth (which queues the first import). */
export async function connectAmazon(s: Seller): Promise<void> {
  await amazonConsent(s).then((answer) => answer());
}

/**
 * The consent half of connectAmazon: the seller has confirmed in Seller Central (as the site's demo
 * account, or `sellerId`); the returned call is the browser landing back on /spapi-auth (timed
 * alone by tests/bench/connect.bench.ts).
 */
export async function amazonConsent(s: Seller, sellerId: string = SITES[s.site].sellerId): Promise<() => Promise<void>> {
  const { marketplaceId } = SITES[s.site];
  const start = await ok(s, 'spapi-auth start', rest(s.app.url, 'GET', userPath(s, `spapi-auth/${marketplaceId}`), undefined, s.token));
  const landed = await confirmConsentWithoutBrowser(start.consent_url, sellerId);
  return async () => {
    await ok(
      s,
      'spapi-auth',
      rest(
        s.app.url,
        'POST',
        userPath(s, 'spapi-auth'),
        { sellingPartnerId: landed.sellingPartnerId, spapiOauthCode: landed.code, state: landed.state, setOnboarding: false },
        s.token,
      ),
    );
  };
}

/** Waits for the first inventory import to finish (the inventory screen's import progress). */
export async function waitForImport(s: Seller, timeoutMs = 120_000): Promise<void> {
  const run = await waitFor(
    async () => {
      const r = await s.app.graphql(`query($u:String!){ inventoryImport(userId:$u){ status error } }`, { u: s.userId }, s.token);
      const st = r.data?.inventoryImport?.status;
      return st === 'DONE' || st === 'FAILED' ? r.data.inventoryImport : null;
    },
    timeoutMs,
    250,
  );
  if (run.status !== 'DONE') throw new Error(`${s.tag}: the import ended ${run.status}: ${run.error}`);
}

/** Waits until Catalog Items enrichment has reached every imported item (read only: no screen shows it). */
export async function waitForEnrichment(s: Seller, timeoutMs = 180_000): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await s.app.services.pool.query(
        `SELECT count(*) FILTER (WHERE catalog_enriched_at IS NULL)::int AS todo, count(*)::int AS n FROM inventory_items WHERE user_id = $1`,
        [s.userId],
      );
      return rows[0].n > 0 && rows[0].todo === 0;
    },
    timeoutMs,
    500,
  );
}

/** How many of the given items have no catalogue data yet (read only). */
export async function notYetEnriched(s: Seller, itemIds: string[]): Promise<number> {
  const { rows } = await s.app.services.pool.query(
    `SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND id = ANY($2::uuid[]) AND catalog_enriched_at IS NULL`,
    [s.userId, itemIds],
  );
  return rows[0].n;
}

export interface InStockItem {
  /** The GraphQL id the bulk actions take. */
  id: string;
  /** The item's own id (inventory_items.id). */
  itemId: string;
  sellerSku: string;
}

const PAGE = 250;
/** Every in-stock item, all pages of the inventory screen with "hide zero quantity" (what "select all" selects). */
export async function inStockItems(s: Seller): Promise<InStockItem[]> {
  const out: InStockItem[] = [];
  for (let page = 1; ; page++) {
    const r = await s.app.graphql(
      `query($u:String!,$p:Int!,$n:Int!){ inventory(userId:$u, page:$p, pageSize:$n, sort:"sku", zeroQuantity:hide){ numPages edges { node { id itemId sellerSku } } } }`,
      { u: s.userId, p: page, n: PAGE },
      s.token,
    );
    if (!r.data) throw new Error(`${s.tag}: inventory query failed: ${JSON.stringify(r.errors)}`);
    out.push(...r.data.inventory.edges.map((e: any) => ({ id: e.node.id, itemId: e.node.itemId, sellerSku: e.node.sellerSku })));
    if (page >= r.data.inventory.numPages) break;
  }
  return out;
}

/** eBay consent (Agree) for the site's eBay site as `ebayUser`, then ebay/submit-oauth. */
export async function connectEbay(s: Seller, ebayUser: string): Promise<void> {
  const siteId = SITES[s.site].ebaySiteId;
  const a = await ok(s, 'ebay auth-url', rest(s.app.url, 'GET', userPath(s, `ebay/auth-url/${siteId}`), undefined, s.token));
  const landed = await answerEbayConsent(a.url, 'agree', ebayUser);
  await ok(
    s,
    'ebay submit-oauth',
    rest(
      s.app.url,
      'POST',
      userPath(s, 'ebay/submit-oauth'),
      { code: landed.searchParams.get('code'), site_id: String(siteId), state: landed.searchParams.get('state') },
      s.token,
    ),
  );
}

/**
 * The Shopify card's install: startShopifyAuthorization, the grant screen's Install, the app's return.
 * The seller's shop trades in the country of their Amazon marketplace (the merchant chose it when
 * creating the shop: the sandbox's shop settings control), so its buyers live there.
 */
export async function connectShopify(s: Seller, shop: string): Promise<void> {
  const shopify = (await sandboxUrls(s.app)).shopify;
  const settings = await fetch(`${shopify}/__sandbox/shops/${shop}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ country: SITES[s.site].country }),
  });
  if (!settings.ok) throw new Error(`${s.tag}: Shopify sandbox shop settings answered ${settings.status}`);
  const start = await s.app.graphql(
    `mutation($shop:String!,$u:String!){ startShopifyAuthorization(shop:$shop, userId:$u){ __typename ... on AuthorizationStart { url } ... on Error { message } } }`,
    { shop, u: s.userId },
    s.token,
  );
  const url = start.data?.startShopifyAuthorization?.url;
  if (!url) throw new Error(`${s.tag}: startShopifyAuthorization: ${JSON.stringify(start)}`);
  const landed = await approveShopifyGrant(url);
  await ok(s, 'shopify auth-return', rest(s.app.url, 'POST', userPath(s, 'shopify/auth-return'), Object.fromEntries(landed.searchParams), s.token));
}

/** The OnBuy card's keys form. */
export async function connectOnbuy(s: Seller, keys: (typeof ONBUY_KEYS)[number]): Promise<void> {
  await ok(s, 'onbuy save-credentials', rest(s.app.url, 'POST', userPath(s, 'onbuy/save-credentials'), keys, s.token));
}

/** The 4242 card on Account & Payment, then the enterprise plan of each channel (Stripe sandbox). */
export async function subscribe(s: Seller, channels: Channel[]): Promise<void> {
  await ok(s, 'stripe update-billing', rest(s.app.url, 'POST', userPath(s, 'stripe/update-billing'), CARD, s.token));
  const plans: Record<string, string> = {};
  for (const c of channels) plans[`${c.toLowerCase()}PlanId`] = `${c.toLowerCase()}_enterprise_monthly`;
  await ok(s, 'stripe subscribe-to-plans', rest(s.app.url, 'POST', userPath(s, 'stripe/subscribe-to-plans'), plans, s.token));
}

const MUTATION: Record<Channel, string> = { EBAY: 'listOnEbay', SHOPIFY: 'listOnShopify', ONBUY: 'listOnOnbuy' };
const FIELD: Record<Channel, string> = { EBAY: 'ebayListing', SHOPIFY: 'shopifyListing', ONBUY: 'onbuyListing' };

export interface ListingState {
  sellerSku: string;
  status: string | null;
  live: boolean;
  inProgress: boolean;
  externalId: string | null;
  lastError: string | null;
  /** OnBuy only: the item's new OnBuy product is waiting in OnBuy's queue. */
  queued: boolean;
}

export interface Outcome {
  channel: Channel;
  selected: number;
  /** Live with the channel's id (eBay item id, Shopify product id, OnBuy OPC). */
  live: number;
  /** OnBuy: not live yet, its new product waiting in OnBuy's queue. */
  queued: number;
  /** FAILED_TO_LIST with a non-empty message, per message. */
  heldBack: Map<string, number>;
  /** Anything else: no row, still in progress without a queue, errored without a message, live without an id. */
  unexplained: Map<string, number>;
  settled: boolean;
  seconds: number;
  answer: string;
}

/** The statuses of the items on the inventory screen (all pages, in-stock filter), by SKU. */
export async function listingStates(s: Seller, channel: Channel): Promise<Map<string, ListingState>> {
  const out = new Map<string, ListingState>();
  const extra = channel === 'ONBUY' ? 'onbuyProductCreation { status }' : '';
  for (let page = 1; ; page++) {
    const r = await s.app.graphql(
      `query($u:String!,$p:Int!,$n:Int!){ inventory(userId:$u, page:$p, pageSize:$n, sort:"sku", zeroQuantity:hide){ numPages
         edges { node { sellerSku ${extra} ${FIELD[channel]} { status live inProgress externalId lastError } } } } }`,
      { u: s.userId, p: page, n: PAGE },
      s.token,
    );
    if (!r.data) throw new Error(`${s.tag}: inventory query failed: ${JSON.stringify(r.errors)}`);
    for (const { node } of r.data.inventory.edges) {
      const l = node[FIELD[channel]];
      out.set(node.sellerSku, {
        sellerSku: node.sellerSku,
        status: l?.status ?? null,
        live: !!l?.live,
        inProgress: !!l?.inProgress,
        externalId: l?.externalId ?? null,
        lastError: l?.lastError ?? null,
        queued: node.onbuyProductCreation?.status === 'QUEUED',
      });
    }
    if (page >= r.data.inventory.numPages) break;
  }
  return out;
}

/**
 * One bulk action on the selected items (the bulk bar's mutation), then waits until none is in
 * progress any more (OnBuy: or waiting in OnBuy's queue) and sorts the outcome.
 */
export async function listAll(s: Seller, channel: Channel, items: InStockItem[], timeoutMs = 240_000): Promise<Outcome> {
  const t0 = Date.now();
  const r = await s.app.graphql(
    `mutation($u:String!,$ids:[ID!]!){ ${MUTATION[channel]}(userId:$u, input:{itemIds:$ids}){ __typename ... on Error { message } } }`,
    { u: s.userId, ids: items.map((i) => i.id) },
    s.token,
  );
  const result = r.data?.[MUTATION[channel]];
  const answer = result ? `${result.__typename}${result.message ? `: ${result.message}` : ''}` : JSON.stringify(r.errors ?? r).slice(0, 200);
  const skus = new Set(items.map((i) => i.sellerSku));
  const mine = (m: Map<string, ListingState>) => [...skus].map((k) => m.get(k));
  const done = (l: ListingState | undefined) => !!l && !!l.status && (!l.inProgress || l.queued);
  let states: Map<string, ListingState>;
  let settled = false;
  try {
    states = await waitFor(
      async () => {
        const m = await listingStates(s, channel);
        return mine(m).every(done) ? m : null;
      },
      result?.message ? 1 : timeoutMs,
      2000,
    );
    settled = true;
  } catch {
    states = await listingStates(s, channel);
  }
  return { ...classify(channel, mine(states)), selected: items.length, settled, seconds: (Date.now() - t0) / 1000, answer };
}

function classify(channel: Channel, rows: Array<ListingState | undefined>) {
  const heldBack = new Map<string, number>();
  const unexplained = new Map<string, number>();
  const add = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  let live = 0;
  let queued = 0;
  for (const l of rows) {
    if (!l?.status) add(unexplained, 'no listing row');
    else if (l.live && !l.inProgress && l.externalId) live++;
    else if (l.live && !l.inProgress) add(unexplained, `${l.status} without the channel's id`);
    else if (channel === 'ONBUY' && l.queued) queued++;
    else if (l.status === 'FAILED_TO_LIST' && l.lastError?.trim()) add(heldBack, l.lastError.trim());
    else add(unexplained, `${l.status}${l.inProgress ? ' (still in progress)' : ''}: ${l.lastError ?? 'no message'}`);
  }
  return { channel, live, queued, heldBack, unexplained };
}

export const share = (o: Outcome, n = o.live) => (o.selected ? n / o.selected : 0);

/** The live share and the reasons table, like the smoke prints them (also the failing assertions' message). */
export function outcomeTable(label: string, o: Outcome): string {
  const pct = (n: number) => `${((100 * n) / Math.max(1, o.selected)).toFixed(1)}%`;
  return [
    `${label}: ${o.channel} live ${o.live}/${o.selected} (${pct(o.live)})${o.channel === 'ONBUY' ? `, in OnBuy's queue ${o.queued} (${pct(o.queued)})` : ''}` +
      `  [${o.answer}; ${o.seconds.toFixed(0)} s${o.settled ? '' : '; NOT settled'}]`,
    '| count | held back: message |',
    '|---|---|',
    ...[...o.heldBack].sort((a, b) => b[1] - a[1]).map(([m, n]) => `| ${n} | ${m.slice(0, 160)} |`),
    ...[...o.unexplained].sort((a, b) => b[1] - a[1]).map(([m, n]) => `| ${n} | (no reason) ${m.slice(0, 150)} |`),
  ].join('\n');
}

/** Prints the table on the console, so a failing run says why. */
export function printOutcome(label: string, o: Outcome): string {
  const text = outcomeTable(label, o);
  console.log(text);
  return text;
}

/** A short unique handle for shops and eBay users of one run. */
export const uniqueHandle = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;
