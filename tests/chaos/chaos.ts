// `npm run chaos` (issue 32): the product on several web and worker processes against one Postgres,
// the marketplaces failing at a few percent and a random process killed with SIGKILL every 30–60 s
// and started again, while a UK and a US seller list everything on eBay, Shopify and OnBuy, Amazon's
// stock moves and buyers order on all three channels. Then the faults stop, the run waits for the
// product to settle and checks, from the sandboxes' state, that nothing was listed or ordered twice,
// nothing was lost and nothing is left in between. Its last line is for tools:
//   chaos: <orders> orders, <mcf> MCF orders, <d> duplicates, <l> lost, settled in <s> s
// Variants: `-- --short` (at most ten minutes here), `-- --test` (the two-minute one `npm test` runs).
// Options: --web N, --workers M, --items N, --minutes M, --keep (leave the run's folder and logs).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ONBUY_KEYS, prepareSandboxes } from '../helpers/seller-path.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { type ChaosSeller, CHANNELS, type Findings, inspect, listEverything, onboardSeller, productApp, sleep, Traffic, type Urls } from './world.ts';

interface Profile {
  items: number;
  chaosMs: number;
  killEveryMs: [number, number];
  settleMs: number;
  web: number;
  workers: number;
  orderEveryMs: number;
  quantityEveryMs: number;
}

const PROFILES: Record<'full' | 'short' | 'test', Profile> = {
  full: {
    items: 2000,
    chaosMs: 10 * 60_000,
    killEveryMs: [30_000, 60_000],
    settleMs: 15 * 60_000,
    web: 2,
    workers: 3,
    orderEveryMs: 3000,
    quantityEveryMs: 1500,
  },
  short: {
    items: 300,
    chaosMs: 3 * 60_000,
    killEveryMs: [30_000, 60_000],
    settleMs: 4 * 60_000,
    web: 2,
    workers: 3,
    orderEveryMs: 4000,
    quantityEveryMs: 2000,
  },
  test: { items: 40, chaosMs: 50_000, killEveryMs: [15_000, 25_000], settleMs: 240_000, web: 2, workers: 2, orderEveryMs: 4000, quantityEveryMs: 3000 },
};

/** A few percent of every fault, on every operation of the four marketplaces (sandbox/faults/README.md). */
const FAULTS = [
  { fault: 'error', rate: 0.02 },
  { fault: 'applied_error', rate: 0.02 },
  { fault: 'reset', rate: 0.01 },
  { fault: 'slow', rate: 0.03, ms: 1500 },
  { fault: 'timeout', rate: 0.003, ms: 120_000 },
  { fault: 'throttle', rate: 0.003, stormMs: 3000 },
];

function args() {
  const argv = process.argv.slice(2);
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : undefined;
  };
  const kind = flag('test') ? 'test' : flag('short') ? 'short' : 'full';
  const p = { ...PROFILES[kind] };
  if (value('web')) p.web = value('web')!;
  if (value('workers')) p.workers = value('workers')!;
  if (value('items')) p.items = value('items')!;
  if (value('minutes')) p.chaosMs = value('minutes')! * 60_000;
  return { kind, profile: p, keep: flag('keep'), hold: flag('hold') };
}

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function setFaults(urls: Urls, on: boolean) {
  for (const base of [urls.amazon, urls.ebay, urls.shopify, urls.onbuy]) {
    const res = await fetch(
      `${base}/__sandbox/faults`,
      on ? { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules: FAULTS }) } : { method: 'DELETE' },
    );
    if (!res.ok) throw new Error(`${base}/__sandbox/faults answered ${res.status}`);
  }
}

async function faultStats(urls: Urls): Promise<Record<string, number>> {
  const total: Record<string, number> = {};
  for (const base of [urls.amazon, urls.ebay, urls.shopify, urls.onbuy]) {
    const { stats } = (await (await fetch(`${base}/__sandbox/faults`)).json()) as { stats: { injected: Record<string, number> } };
    for (const [k, n] of Object.entries(stats.injected)) total[k] = (total[k] ?? 0) + n;
  }
  return total;
}

const p95 = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
};

/** Calls `step` every `everyMs` (jittered) until `until()` says stop; errors are the step's own business. */
async function every(everyMs: number, until: () => boolean, step: () => Promise<void>) {
  while (!until()) {
    await step().catch(() => {});
    await sleep(everyMs * (0.5 + Math.random()));
  }
}

async function main() {
  const { kind, profile, keep, hold } = args();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-chaos-'));
  // The embedded Postgres runs as `postgres` when we are root: it must reach its folder inside.
  chmodSync(dir, 0o755);
  log(
    `chaos (${kind}): ${profile.web} web + ${profile.workers} worker processes, 2 sellers × ${profile.items} items, faults for ${profile.chaosMs / 1000} s; logs in ${dir}/logs`,
  );
  let cluster: Cluster | null = null;
  let pool: pg.Pool | null = null;
  const t0 = Date.now();
  try {
    cluster = await startCluster({ dir, web: profile.web, workers: profile.workers, databaseUrl: process.env.DATABASE_URL, log });
    pool = new pg.Pool({ connectionString: cluster.databaseUrl, max: 4 });
    pool.on('error', () => {});
    const urls: Urls = {
      amazon: cluster.sandboxUrls.amazon!,
      ebay: cluster.sandboxUrls.ebay!,
      shopify: cluster.sandboxUrls.shopify!,
      onbuy: cluster.sandboxUrls.onbuy!,
    };
    const app = productApp(cluster.proxyUrl, pool);
    const { amazon } = await prepareSandboxes(app, { sizes: { A1LBSANDBOXUS7Q: profile.items, A2LBSANDBOXUK4M: profile.items }, onbuyQueueSeconds: 1 });
    await amazon.settings({ mcfStepMs: 1000 });
    log(`up in ${((Date.now() - t0) / 1000).toFixed(0)} s at ${cluster.proxyUrl}; onboarding the sellers`);
    const sellers: ChaosSeller[] = await Promise.all([onboardSeller(app, 'UK', ONBUY_KEYS[0]), onboardSeller(app, 'US', ONBUY_KEYS[1])]);
    log(`sellers imported and connected in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    // The fault period: faults on, everything listed, buyers and stock moving, processes killed.
    await setFaults(urls, true);
    cluster.takeLatencies();
    const chaosStart = Date.now();
    const over = () => Date.now() - chaosStart >= profile.chaosMs;
    const traffic = new Traffic(urls, sellers);
    const kills: string[] = [];
    const listed = await Promise.all(sellers.flatMap((s) => CHANNELS.map((c) => listEverything(s, c).catch((err) => (log(`list: ${err.message}`), 0)))));
    log(`listing ${listed.reduce((a, b) => a + b, 0)} items on 3 channels; faults on`);
    const killer = (async () => {
      while (!over()) {
        const [lo, hi] = profile.killEveryMs;
        await sleep(lo + Math.random() * (hi - lo));
        if (over()) break;
        const slot = cluster!.slots[Math.floor(Math.random() * cluster!.slots.length)]!;
        await cluster!.kill(slot);
        kills.push(slot.name);
        log(`SIGKILL ${slot.name}; restarting`);
        await sleep(1000);
        slot.restarts++;
        await cluster!.start(slot).catch((err) => log(`restart ${slot.name} failed: ${err.message}`));
      }
    })();
    await Promise.all([
      killer,
      every(profile.orderEveryMs, over, () => traffic.order()),
      every(profile.quantityEveryMs, over, () => traffic.quantityChange()),
      every(1000, over, () => traffic.browse()),
    ]);
    const latencies = cluster.takeLatencies();
    await setFaults(urls, false);
    const injected = await faultStats(urls);
    log(
      `faults off after ${((Date.now() - chaosStart) / 1000).toFixed(0)} s: ${traffic.orders.length} orders, ${traffic.quantityChanges} stock moves, ${kills.length} kills; waiting to settle`,
    );

    // Settling: every process is up and no fault is injected; wait until nothing is in between.
    const settleStart = Date.now();
    let findings: Findings & { settled: boolean };
    for (;;) {
      findings = await inspect(urls, pool, sellers, traffic.orders);
      if (findings.settled || Date.now() - settleStart > profile.settleMs) break;
      await sleep(5000);
    }
    const settledIn = Math.round((Date.now() - settleStart) / 1000);
    const duplicates = findings.duplicates.listings + findings.duplicates.mcf + findings.duplicates.tracking + findings.duplicates.sales;
    const lost = findings.lost.listings + findings.lost.sales + findings.lost.mcf + findings.lost.tracking;
    const stuck = findings.stuck.listings + findings.stuck.sales + findings.stuck.runs + findings.stuck.deadJobs;

    console.log('');
    console.log(`processes: ${profile.web} web, ${profile.workers} workers, one Postgres; ${kills.length} SIGKILLs (${kills.join(', ') || 'none'})`);
    console.log(
      `faults injected: ${Object.entries(injected)
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    );
    console.log(
      `listings live: eBay ${findings.live.EBAY}, Shopify ${findings.live.SHOPIFY}, OnBuy ${findings.live.ONBUY}; held back with a reason: ${findings.heldBack}`,
    );
    console.log(`orders: ${traffic.orders.length} placed, ${findings.mcfOrders} with their MCF order, ${findings.fulfilled} with tracking on the channel`);
    console.log(`stock moves on Amazon: ${traffic.quantityChanges}; channel quantities off Amazon's after settling: ${findings.quantityDrift}`);
    console.log(
      `duplicates: listings ${findings.duplicates.listings}, sales ${findings.duplicates.sales}, MCF ${findings.duplicates.mcf}, tracking ${findings.duplicates.tracking}`,
    );
    console.log(`lost: listings ${findings.lost.listings}, sales ${findings.lost.sales}, MCF ${findings.lost.mcf}, tracking ${findings.lost.tracking}`);
    console.log(
      `stuck: listings ${findings.stuck.listings}, sales ${findings.stuck.sales}, runs ${findings.stuck.runs}, jobs failed for good ${findings.stuck.deadJobs}; alerts shown: ${findings.alerts}`,
    );
    console.log(`web latency during the run: p95 ${p95(latencies).toFixed(0)} ms over ${latencies.length} requests`);
    if (traffic.failures.size) console.log(`driver: ${[...traffic.failures].map(([k, n]) => `${k} ×${n}`).join('; ')}`);
    for (const e of findings.examples) console.log(`  ${e}`);
    console.log(`total ${((Date.now() - t0) / 1000).toFixed(0)} s${findings.settled ? '' : `; NOT settled after ${settledIn} s (stuck ${stuck})`}`);
    console.log(
      `chaos: ${traffic.orders.length} orders, ${findings.mcfOrders} MCF orders, ${duplicates} duplicates, ${lost} lost, settled in ${findings.settled ? settledIn : `>${settledIn}`} s`,
    );
    process.exitCode = duplicates === 0 && lost === 0 && findings.settled ? 0 : 1;
    if (hold) {
      // --hold: the processes stay up for a look (database ${cluster.databaseUrl}) until Ctrl-C.
      console.log(`holding: database ${cluster.databaseUrl}, product ${cluster.proxyUrl}, sandboxes ${JSON.stringify(cluster.sandboxUrls)}; Ctrl-C ends`);
      await new Promise((r) => process.once('SIGINT', r));
    }
  } finally {
    await pool?.end().catch(() => {});
    await cluster?.stop().catch(() => {});
    if (!keep && process.exitCode === 0) rmSync(dir, { recursive: true, force: true });
    else console.log(`run folder kept: ${dir}`);
  }
}

await main().catch((err) => {
  console.error(`chaos run failed: ${(err as Error).stack ?? err}`);
  process.exitCode = 2;
});
