// Listing from a real import (not a test; issue 28 "Performance"): a fresh seller with a
// 10,000-item Amazon catalogue signs up, connects Amazon, waits for the import (and, by default,
// the catalogue enrichment), connects eBay, subscribes, and lists every in-stock item on eBay with
// one action (MAX_ITEMS_PER_ACTION allows 10,000 per action; more items take the fewest actions).
// Nothing is written to the database by the benchmark: the seller's path goes through the
// product's public interfaces (tests/helpers/seller-path.ts). Prints the share that lists, the
// held-back reasons, and the wall time from the action to the last row settled split into eBay
// time (an eBay request in flight), Amazon time (else an Amazon request: Catalog Items when the
// product waits for them), Postgres time (else a query in flight) and our code (the rest), with the
// targets beside them. Amazon and eBay sandboxes run on their own threads: their
// work is the marketplaces', not ours.
// Run: npx tsx tests/bench/import-listing.bench.ts
//   BENCH_IMPORT_ITEMS=500 for a small run; BENCH_LIST_AT=import lists straight after the import;
//   BENCH_CPU_PROFILE=<file.cpuprofile> writes a CPU profile of the product's thread over the listing
//   alone (action → last row settled; open it in Chrome DevTools or read it with tests/bench/profile-top.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { createLogger } from '../../server/logger.ts';
import { MAX_ITEMS_PER_ACTION } from '../../server/modules/listing-actions/actions.service.ts';
import { freePort } from '../helpers/ports.ts';
import {
  connectAmazon,
  connectEbay,
  inStockItems,
  prepareSandboxes,
  SITES,
  signUp,
  subscribe,
  waitForEnrichment,
  waitForImport,
} from '../helpers/seller-path.ts';
import { productAppOf } from './bench-app.ts';
import { startSandboxThread } from './sandbox-thread.ts';
import { freeIntervals, gaps, recordTimeline, unionTime } from './timeline.ts';

const ITEMS = Number(process.env.BENCH_IMPORT_ITEMS ?? 10_000);
const LIST_AT = process.env.BENCH_LIST_AT === 'import' ? 'import' : 'enriched';
const CPU_PROFILE = process.env.BENCH_CPU_PROFILE;
const log = createLogger('warn');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pctOf = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-'));
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-pg-'));
  const db = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), log, database: 'postgres' });
  // The product's address is fixed before it starts: the Amazon and eBay consent pages redirect to it.
  const port = await freePort();
  const productUrl = `http://127.0.0.1:${port}`;
  const amazon = await startSandboxThread('amazon', { host: '127.0.0.1', port: 0, productUrl });
  const ebay = await startSandboxThread('ebay', { host: '127.0.0.1', port: 0, productUrl });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: productUrl,
    DATA_DIR: dir,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    WORKER: 'in-process',
    // Amazon and eBay on their threads (their settings given); Stripe and the rest in-process.
    SANDBOXES: 'auto',
    SANDBOX_PORT_BASE: '0',
    ...amazon.env,
    ...ebay.env,
  });
  const timeline = recordTimeline(ebay.url);
  // Amazon's time too: listed straight after the import, the product may wait for Catalog Items.
  const amazonTimeline = recordTimeline(amazon.url);
  const running = await startApp(config, log);
  const app = productAppOf(running);
  // The benchmark's own reads (progress and the outcome) are not part of the product's Postgres time.
  const probe = new pg.Client({ connectionString: db.url });
  timeline.ignore(probe);
  amazonTimeline.ignore(probe);
  await probe.connect();
  try {
    const site = SITES.US;
    await prepareSandboxes(app, { sizes: { [site.sellerId]: ITEMS } });
    await amazonSandboxControl(amazon.url).settings({ reportStepMs: 50 });

    const t00 = performance.now();
    const seller = await signUp(app, 'US', 'bench');
    await connectAmazon(seller);
    await waitForImport(seller, 30 * 60_000);
    const importMs = performance.now() - t00;
    await connectEbay(seller, 'bench_importer');
    await subscribe(seller, ['EBAY']);
    let enrichMs = 0;
    if (LIST_AT === 'enriched') {
      await waitForEnrichment(seller, 60 * 60_000);
      enrichMs = performance.now() - t00 - importMs;
    }
    const items = await inStockItems(seller);
    console.log(
      `seller US (A1LBSANDBOXUS7Q), catalogue ${ITEMS} items: import ${s(importMs)}${LIST_AT === 'enriched' ? `, enrichment done ${s(enrichMs)} later` : ''}; ${items.length} in stock, listed ${LIST_AT === 'enriched' ? 'after the enrichment' : 'straight after the import'}`,
    );

    // From the first action to the last row settled.
    const profiler = CPU_PROFILE ? new Session() : null;
    // The profile's timestamps are µs of the monotonic clock (hrtime); performance.now is ms since timeOrigin (wall-clock ms).
    const clockOffsetUs = (performance.timeOrigin + performance.now()) * 1000 - Number(process.hrtime.bigint() / 1000n);
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    timeline.start();
    amazonTimeline.start();
    const t0 = performance.now();
    const answers: string[] = [];
    for (let i = 0; i < items.length; i += MAX_ITEMS_PER_ACTION) {
      const ids = items.slice(i, i + MAX_ITEMS_PER_ACTION).map((x) => x.id);
      const r = await app.graphql(
        `mutation($u:String!,$ids:[ID!]!){ listOnEbay(userId:$u, input:{itemIds:$ids}){ __typename ... on Error { message } } }`,
        { u: seller.userId, ids },
        seller.token,
      );
      const a = r.data?.listOnEbay;
      answers.push(a ? `${a.__typename}${a.message ? `: ${a.message}` : ''}` : JSON.stringify(r.errors).slice(0, 200));
    }
    const actionMs = performance.now() - t0;
    let lastReport = t0;
    for (;;) {
      const { rows } = await probe.query<{ pending: number; n: number }>(
        `SELECT count(*) FILTER (WHERE status = 'LISTING')::int AS pending, count(*)::int AS n FROM listings WHERE user_id = $1 AND channel = 'EBAY'`,
        [seller.userId],
      );
      const { pending, n } = rows[0]!;
      if (pending === 0 && n > 0) break;
      if (n === 0 && performance.now() - t0 > 60_000) throw new Error(`no listing rows a minute after the action (${answers.join('; ')})`);
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        console.log(`  ${s(lastReport - t0)}: ${n - pending} of ${n} settled`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const t1 = performance.now();
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(CPU_PROFILE!, JSON.stringify(profile));
      profiler.disconnect();
      // The stretches with nothing in flight, on the profile's clock (µs of the same monotonic clock
      // as performance.now, offset by timeOrigin): profile-top.ts --only reads just those samples.
      const toProfileUs = (ms: number) => Math.round((performance.timeOrigin + ms) * 1000 - clockOffsetUs);
      const free = freeIntervals([...timeline.ebay, ...amazonTimeline.ebay, ...timeline.db], t0, t1).map(([a, b]) => [toProfileUs(a), toProfileUs(b)]);
      writeFileSync(`${CPU_PROFILE}.free.json`, JSON.stringify(free));
    }
    timeline.stop();
    amazonTimeline.stop();
    const wall = t1 - t0;

    const { rows: outcome } = await probe.query<{ status: string; external: boolean; reason: string | null; n: number }>(
      `SELECT status, external_id IS NOT NULL AS external, last_error AS reason, count(*)::int AS n
         FROM listings WHERE user_id = $1 AND channel = 'EBAY' GROUP BY 1, 2, 3 ORDER BY n DESC`,
      [seller.userId],
    );
    const live = outcome.filter((o) => o.status === 'LISTED' && o.external).reduce((a, o) => a + o.n, 0);
    const rowsSeen = outcome.reduce((a, o) => a + o.n, 0);
    const ebayMs = unionTime(timeline.ebay, t0, t1);
    // Amazon requests (the second recorder's "ebay" list holds the requests to its URL) outside eBay's.
    const marketsMs = unionTime([...timeline.ebay, ...amazonTimeline.ebay], t0, t1);
    const amazonMs = marketsMs - ebayMs;
    const dbMs = unionTime([...timeline.ebay, ...amazonTimeline.ebay, ...timeline.db], t0, t1) - marketsMs;
    const oursMs = wall - marketsMs - dbMs;

    console.log(`listing every in-stock item on eBay from a real import (${Math.ceil(items.length / MAX_ITEMS_PER_ACTION)} action(s): ${answers.join('; ')}):`);
    console.log(`  listed with an eBay item id: ${live} of ${items.length} = ${pctOf(live, items.length)}   (target ≥ 95%, no per-item edit)`);
    if (rowsSeen !== items.length) console.log(`  listing rows: ${rowsSeen} for ${items.length} items selected`);
    console.log(`  held back (status: reason):`);
    for (const o of outcome.filter((x) => !(x.status === 'LISTED' && x.external)).slice(0, 12))
      console.log(`    ${String(o.n).padStart(6)}  ${o.status}: ${o.reason ?? '(no message)'}`);
    console.log(
      `  wall time, first action → last row settled: ${s(wall)} (the action(s) themselves ${s(actionMs)}); ${(items.length / (wall / 1000)).toFixed(0)} items/s`,
    );
    console.log(`    eBay time (an eBay request in flight)            ${s(ebayMs).padStart(10)} (${pctOf(ebayMs, wall)})`);
    if (amazonMs > 0) console.log(`    Amazon time (else an Amazon request in flight)  ${s(amazonMs).padStart(10)} (${pctOf(amazonMs, wall)})`);
    console.log(`    Postgres time (else a query in flight)          ${s(dbMs).padStart(10)} (${pctOf(dbMs, wall)})`);
    console.log(`    our code (the rest: our CPU and the job queue)  ${s(oursMs).padStart(10)} (${pctOf(oursMs, wall)})   (target ≤ 10%)`);
    const idle = gaps([...timeline.ebay, ...amazonTimeline.ebay, ...timeline.db], t0, t1, 100);
    console.log(`      of which ${idle.length} stretches ≥ 100 ms with nothing in flight: ${s(idle.reduce((a, b) => a + b, 0))}`);
    console.log(`    Postgres time by statement (summed, overlaps included):`);
    for (const [sql, st] of [...timeline.statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6)) console.log(`      ${s(st.ms)} in ${st.n} × ${sql}`);
  } finally {
    await probe.end().catch(() => {});
    await running.stop();
    await amazon.close();
    await ebay.close();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
