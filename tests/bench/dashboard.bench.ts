// Dashboard benchmark (not a test; issue 36 "Fast"): a seller with 250k items (a quarter of them
// listed) and 100k sales over 90 days on three channels, saved through the sales import
// (saveSales: the day rollups are kept in the import's transaction, as in production). Prints the
// import's time and the p50/p95 of the Dashboard page's GraphQL query (dashboard + stockCover, a
// mix of periods and channels) against the target of ≤ 200 ms at p95.
// Run: npx tsx tests/bench/dashboard.bench.ts   (BENCH_DASH_ITEMS, BENCH_DASH_SALES, BENCH_DASH_QUERIES for a smaller run;
// BENCH_DATA_DIR=<dir> keeps the data, and a later run with the same dir measures it without seeding again)
import { createLogger } from '../../server/logger.ts';
import type { AppServices } from '../../server/services.ts';
import { createUser } from '../../server/modules/accounts/accounts.service.ts';
import { saveSales, type SaleInput } from '../../server/modules/sales/sales.service.ts';
import { insertItems, insertListings } from '../factories/listings.ts';
import { startBenchApp } from './bench-app.ts';

const ITEMS = Number(process.env.BENCH_DASH_ITEMS ?? 250_000);
const SALES = Number(process.env.BENCH_DASH_SALES ?? 100_000);
const QUERIES = Number(process.env.BENCH_DASH_QUERIES ?? 200);
const DAYS = 90;
const CHANNELS = ['EBAY', 'SHOPIFY', 'ONBUY'] as const;
const log = createLogger('warn');
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A day's orders on a channel: SKUs skewed towards the first thousand items (a few sell a lot), one or two lines. */
function orders(channel: string, day: number, n: number, now: number, seq: { n: number }): SaleInput[] {
  const out: SaleInput[] = [];
  for (let i = 0; i < n; i++) {
    const k = seq.n++;
    const at = new Date(now - (DAYS - 1 - day) * 86_400_000 - ((k * 7919) % 80_000_000));
    const sku = (j: number) => `SKU-${Math.floor((((k * 2654435761 + j) % 1_000_003) ** 2 / 1_000_003 ** 2) * Math.min(ITEMS, 1000))}`;
    const lines = Array.from({ length: 1 + (k % 5 === 0 ? 1 : 0) }, (_, j) => ({
      lineId: `L${j}`,
      sku: sku(j),
      title: `Item ${j}`,
      quantity: 1 + (k % 3),
      priceCents: 999 + (k % 4000),
    }));
    out.push({
      orderId: `${channel}-${k}`,
      paymentStatus: 'PENDING',
      currency: k % 50 === 0 ? 'EUR' : 'GBP',
      totalCents: lines.reduce((t, l) => t + l.priceCents, 0) + 299,
      buyerName: null,
      shipTo: null,
      shippingService: null,
      orderedAt: at,
      modifiedAt: at,
      cancelled: k % 97 === 0,
      lines,
      reportedFee: channel === 'ONBUY' ? { cents: 90 + (k % 300), basis: 'reported by OnBuy' } : null,
    });
  }
  return out;
}

/** Seeds the seller's items, listings and sales (through saveSales, as the import does); returns how many sales. */
async function seed(app: AppServices, sellerId: string): Promise<number> {
  let t = performance.now();
  const itemIds = await insertItems(app, sellerId, ITEMS);
  await app.pool.query(
    `UPDATE inventory_items SET item_type = 'FBA', fba_quantity = (hashtext(seller_sku) & 63), title = 'Bench item ' || seller_sku WHERE user_id = $1`,
    [sellerId],
  );
  const listed = itemIds.filter((_, i) => i % 4 === 0);
  for (let i = 0; i < listed.length; i += 20_000) {
    await insertListings(
      app,
      listed.slice(i, i + 20_000).map((itemId, j) => ({
        userId: sellerId,
        itemId,
        channel: CHANNELS[j % 3]!,
        status: (CHANNELS[j % 3] === 'ONBUY' ? 'PUBLISHED' : 'LISTED') as never,
      })),
    );
  }
  console.log(`${ITEMS} items (${listed.length} listed) in ${ms(performance.now() - t)}`);

  // The sales, a day at a time per channel as the minute imports bring them (in batches of at most 500).
  t = performance.now();
  const now = Date.now();
  const seq = { n: 0 };
  const perDayAndChannel = Math.ceil(SALES / DAYS / CHANNELS.length);
  const batchTimes: number[] = [];
  for (let day = 0; day < DAYS; day++) {
    for (const channel of CHANNELS) {
      const list = orders(channel, day, perDayAndChannel, now, seq);
      for (let i = 0; i < list.length; i += 500) {
        const s = performance.now();
        await saveSales(app, sellerId, channel, list.slice(i, i + 500));
        batchTimes.push(performance.now() - s);
      }
    }
  }
  await app.pool.query('ANALYZE');
  console.log(
    `${seq.n} sales imported in ${(performance.now() - t) / 1000} s (a batch of ≤ 500 orders: p50 ${ms(pct(batchTimes, 50))}, p95 ${ms(pct(batchTimes, 95))})`,
  );
  return seq.n;
}

async function main() {
  const bench = await startBenchApp('dash', log);
  const running = bench.running;
  const app = running.services;
  try {
    // A kept database (BENCH_DATA_DIR) seeded by an earlier run is measured as it is (its sales end on the day it was seeded).
    const { rows } = await app.pool.query<{ id: string; sales: number }>(
      `SELECT u.id, (SELECT count(*)::int FROM sales s WHERE s.user_id = u.id) AS sales FROM users u WHERE u.email = 'bench@example.com'`,
    );
    const kept = bench.kept ? rows[0] : undefined;
    const seller =
      kept ?? (await createUser(app, { email: 'bench@example.com', password: 'Sunflower42x', isAdmin: false, tosAccepted: true, onboardingFinished: true }));
    const seq = { n: kept ? kept.sales : await seed(app, seller.id) };

    const signIn = await fetch(`${running.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'Sunflower42x' }),
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    // The Dashboard page's own query (client/features/dashboard/DashboardPageQuery.ts), trimmed to its fields' shape.
    const doc = `query($u: String!, $p: DashboardPeriodKind!, $c: String) {
      dashboard(userId: $u, period: $p, channel: $c) { __typename ... on QueryDashboardSuccess { data {
        period { from to } figures { currency current { orders units revenueCents profitCents marginPercent } change { revenue profit } }
        series { currency days { day figures { revenueCents profitCents } } }
        channels { channel figures { currency revenueCents profitCents } }
        topByProfit { itemId title profitCents } topByUnits { itemId title units } } } }
      stockCover(userId: $u) { unsoldTotal runningOut { itemId coverDays } unsold { itemId sellable } } }`;
    const mix = Array.from({ length: QUERIES }, (_, n) => ({
      u: seller.id,
      p: (['LAST_30_DAYS', 'LAST_7_DAYS', 'LAST_90_DAYS', 'TODAY'] as const)[n % 4],
      c: [null, null, 'EBAY', 'SHOPIFY', 'ONBUY'][n % 5],
    }));
    const query = async (vars: (typeof mix)[number]) => {
      const res = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ query: doc, variables: vars }),
      });
      const body = (await res.json()) as { errors?: unknown; data?: { dashboard?: { __typename: string } } };
      if (body.errors || body.data?.dashboard?.__typename !== 'QueryDashboardSuccess') throw new Error(JSON.stringify(body));
    };
    for (const q of mix.slice(0, 10)) await query(q);
    const times: number[] = [];
    for (const q of mix) {
      const s = performance.now();
      await query(q);
      times.push(performance.now() - s);
    }
    console.log(
      `dashboard query (GraphQL, dashboard + stockCover), ${QUERIES} queries at ${ITEMS} items / ${seq.n} sales in ${DAYS} days: p50 ${ms(pct(times, 50))}, p95 ${ms(pct(times, 95))}, max ${ms(Math.max(...times))} (target ≤ 200 ms p95)`,
    );
    // A stock change (every quantity poll makes some) moves the seller's data version, and the first
    // query after it counts the listed items with stock afresh: measured on its own.
    const afterChange: number[] = [];
    for (const q of mix.slice(0, 20)) {
      await app.pool.query(
        `UPDATE inventory_items SET fba_quantity = fba_quantity + 1 WHERE id = (SELECT id FROM inventory_items WHERE user_id = $1 AND fba_quantity > 0 LIMIT 1)`,
        [seller.id],
      );
      const s = performance.now();
      await query(q);
      afterChange.push(performance.now() - s);
    }
    console.log(
      `dashboard query, the first after a stock change (20 queries): p50 ${ms(pct(afterChange, 50))}, p95 ${ms(pct(afterChange, 95))}, max ${ms(Math.max(...afterChange))}`,
    );
  } finally {
    await bench.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
