// Throughput by worker processes (issue 32 "scale by processes, shown"; not a test): the chaos run's
// cluster (tests/chaos/cluster.ts: one Postgres, the sandboxes in their own process, one web
// process, M worker processes) without faults or kills, once with 1 worker process and once with 3.
// A UK and a US seller come in through the seller's path; then, timed:
//   - listing: every in-stock item of both sellers on eBay, Shopify and OnBuy, until no row is in progress;
//   - sync: 200 FBA stock moves on Amazon at once, until every channel shows Amazon's quantity
//     (the minute quantity poll brings them in: up to a minute of it is the poll's, not the workers');
//   - orders: 60 buyer orders at once over the three channels, until each is an MCF order with its
//     tracking on the channel.
// Run: npx tsx tests/bench/processes.bench.ts   (BENCH_ITEMS per seller, default 300; BENCH_WORKERS, default "1,3")
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ONBUY_KEYS, prepareSandboxes } from '../helpers/seller-path.ts';
import { startCluster } from '../chaos/cluster.ts';
import { CHANNELS, inspect, listEverything, onboardSeller, productApp, sleep, Traffic, type Urls } from '../chaos/world.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 300);
const WORKERS = (process.env.BENCH_WORKERS ?? '1,3').split(',').map(Number);
const STOCK_MOVES = 200;
const ORDERS = 60;

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20 * 60_000): Promise<number> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > timeoutMs) throw new Error(`${what}: not done in ${timeoutMs / 1000} s`);
    await sleep(2000);
  }
  return (Date.now() - t0) / 1000;
}

async function run(workers: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-processes-'));
  chmodSync(dir, 0o755);
  const cluster = await startCluster({ dir, web: 1, workers, log });
  const pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
  pool.on('error', () => {});
  try {
    const urls: Urls = {
      amazon: cluster.sandboxUrls.amazon!,
      ebay: cluster.sandboxUrls.ebay!,
      shopify: cluster.sandboxUrls.shopify!,
      onbuy: cluster.sandboxUrls.onbuy!,
    };
    const app = productApp(cluster.proxyUrl, pool);
    const { amazon } = await prepareSandboxes(app, { sizes: { A1LBSANDBOXUS7Q: ITEMS, A2LBSANDBOXUK4M: ITEMS }, onbuyQueueSeconds: 1 });
    await amazon.settings({ mcfStepMs: 1000 });
    const sellers = await Promise.all([onboardSeller(app, 'UK', ONBUY_KEYS[0]), onboardSeller(app, 'US', ONBUY_KEYS[1])]);
    const traffic = new Traffic(urls, sellers);

    const listed = (await Promise.all(sellers.flatMap((s) => CHANNELS.map((c) => listEverything(s, c))))).reduce((a, b) => a + b, 0);
    const listingS = await until('listing', async () => (await inspect(urls, pool, sellers, [])).stuck.listings === 0);
    log(`${workers} worker(s): ${listed} listings in ${listingS.toFixed(0)} s`);

    for (let i = 0; i < STOCK_MOVES; i++) await traffic.quantityChange();
    const syncS = await until('sync', async () => {
      const f = await inspect(urls, pool, sellers, []);
      return f.quantityDrift === 0 && f.stuck.listings === 0;
    });
    log(`${workers} worker(s): ${traffic.quantityChanges} stock moves on every channel in ${syncS.toFixed(0)} s`);

    while (traffic.orders.length < ORDERS) await traffic.order();
    const ordersS = await until('orders', async () => {
      const f = await inspect(urls, pool, sellers, traffic.orders);
      return f.fulfilled === traffic.orders.length;
    });
    log(`${workers} worker(s): ${traffic.orders.length} orders to MCF and tracking in ${ordersS.toFixed(0)} s`);
    return { workers, listed, listingS, moves: traffic.quantityChanges, syncS, orders: traffic.orders.length, ordersS };
  } finally {
    await pool.end().catch(() => {});
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const results = [];
for (const w of WORKERS) results.push(await run(w));
console.log('');
console.log('| worker processes | listings | listing s | listings/s | stock moves | sync s | orders | order s | orders/min |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.workers} | ${r.listed} | ${r.listingS.toFixed(0)} | ${(r.listed / r.listingS).toFixed(1)} | ${r.moves} | ${r.syncS.toFixed(0)} | ${r.orders} | ${r.ordersS.toFixed(0)} | ${((r.orders / r.ordersS) * 60).toFixed(1)} |`,
  );
