// Inventory benchmark (not a test; DESIGN.md "Targets"): a 250k-item seller in the Amazon sandbox,
// 1M items in the database, first import, re-import with 1% changed, and the inventory page's
// p50/p95 over a mix of filters, sorts, searches and pages through GraphQL and through raw pg.
// Run: npx tsx tests/bench/inventory.bench.ts   (BENCH_ITEMS=… for a smaller seller)
// The sandbox runs on a worker thread; each import prints its phases.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser } from '../../server/modules/accounts/accounts.service.ts';
import { requestRefresh, runImport, type ImportTrace } from '../../server/modules/inventory/import.service.ts';
import { queryInventory } from '../../server/modules/inventory/inventory.service.ts';
import type { TestApp } from '../helpers/app.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../integration/inventory/amazon-seller.ts';
import { freePort } from '../helpers/ports.ts';
import { startAmazonSandboxThread } from './sandbox-thread.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 250_000);
const DB_TOTAL = Number(process.env.BENCH_DB_TOTAL ?? 1_000_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const log = createLogger('warn');

const LOAD_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);

interface LoadResult {
  latencies: number[];
  throughput: number;
  failed: number;
}

/** Runs load-client.mjs in its own process over these requests; one warm-up round, then one measured. */
async function loadRun(requests: unknown[], concurrency: number): Promise<LoadResult> {
  const spec = path.join(mkdtempSync(path.join(os.tmpdir(), 'listbridge-load-')), 'spec.json');
  writeFileSync(spec, JSON.stringify({ requests, concurrency, rounds: 1 }));
  const child = spawn(process.execPath, [fileURLToPath(new URL('./load-client.mjs', import.meta.url)), spec], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const [code] = await once(child, 'exit');
  rmSync(path.dirname(spec), { recursive: true, force: true });
  if (code !== 0) throw new Error(`load-client exited with ${code}`);
  const r = JSON.parse(out) as { latencies: number[]; elapsedMs: number; failed: number };
  return { latencies: r.latencies, throughput: (r.latencies.length / r.elapsedMs) * 1000, failed: r.failed };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-'));
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-pg-'));
  const db = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), log, database: 'postgres' });
  // On its own thread: its report generation is Amazon's work, not the import's (see sandbox-thread.ts).
  const sandbox = await startAmazonSandboxThread({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 3 });
  const control = amazonSandboxControl(sandbox.url);
  await control.settings({ reportStepMs: 10 });
  await control.setCatalogueSize(US_SELLER, ITEMS);
  // The worker stays off: enrichment jobs would compete with the timings (they are rate-bound by Amazon).
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    WORKER: 'off',
    SANDBOXES: 'off',
    ...sandbox.env,
  });
  const running = await startApp(config, log);
  const app = running.services;
  try {
    const seller = await createUser(app, { email: 'bench@example.com', password: 'Sunflower42x', isAdmin: false, tosAccepted: true, onboardingFinished: true });
    await connectAmazon({ services: app } as unknown as TestApp, sandbox, seller.id);

    // Other sellers' rows, so the seller's queries run in a 1M-row table.
    const others = Math.max(0, DB_TOTAL - ITEMS);
    let t = performance.now();
    for (let n = 0, left = others; left > 0; n++) {
      const count = Math.min(250_000, left);
      left -= count;
      const u = await createUser(app, {
        email: `filler${n}@example.com`,
        password: 'Sunflower42x',
        isAdmin: false,
        tosAccepted: true,
        onboardingFinished: true,
      });
      await app.pool.query(
        `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, mfn_quantity, price_cents)
         SELECT $1, 'F-' || g, 'B0' || lpad(g::text, 8, '0'), 'Filler item ' || g, 'New', CASE WHEN g % 3 = 0 THEN 'MFN' ELSE 'FBA' END, g % 17, 0, 100 + g % 5000
           FROM generate_series(1, $2::int) g`,
        [u.id, count],
      );
    }
    await app.pool.query('ANALYZE inventory_items');
    console.log(`filled ${others} other sellers' items in ${ms(performance.now() - t)}`);

    // Each import prints its phases, so the figure explains itself. "download" is the time spent waiting
    // for report bytes, i.e. mostly the sandbox generating the reports as it streams them (Amazon does
    // that on its own servers before the report is DONE), and "report → rows" is the import without the
    // report requests and that wait (DESIGN's target is "report to rows").
    const importOnce = async () => {
      const { run } = await requestRefresh(app, seller.id);
      const trace: ImportTrace = { timings: {} };
      const start = performance.now();
      const done = await runImport(app, run.id, trace);
      if (done?.status !== 'DONE') throw new Error(`import ${done?.status}: ${done?.error}`);
      const total = performance.now() - start;
      const tm = trace.timings;
      const phases = (['reports', 'download', 'parse', 'snapshot', 'compare', 'staging', 'upsert', 'zeroing', 'stats', 'analyze'] as const)
        .filter((k) => tm[k] !== undefined)
        .map((k) => `${k} ${(tm[k]! / 1000).toFixed(2)} s`)
        .join(', ');
      const other = total - Object.values(tm).reduce((a, b) => a + b, 0);
      const reportToRows = total - (tm.reports ?? 0) - (tm.download ?? 0);
      console.log(
        `  phases: ${phases}, other ${(other / 1000).toFixed(2)} s; rows staged ${trace.stagedRows}; report → rows ${(reportToRows / 1000).toFixed(2)} s`,
      );
      return { ms: total, reportToRows, run: done };
    };
    const first = await importOnce();
    console.log(
      `first import of ${ITEMS} items: report → rows ${ms(first.reportToRows)} (target ≤ 20 s at 250k, DESIGN "report to rows"); request → done ${ms(first.ms)}; inserted ${first.run.insertedItems}`,
    );

    // 1% of the items change quantity on Amazon.
    const changed = Math.floor(ITEMS / 100);
    t = performance.now();
    let done = 0;
    for (let off = 0; done < changed && off < ITEMS; off += 1000) {
      const page = await control.items(US_SELLER, off, 1000);
      for (const i of page.items) {
        if (done >= changed) break;
        if (i.fulfilment === 'AFN') {
          await control.setQuantity(US_SELLER, i.sku, { fulfillable: i.fba.fulfillable + 1 });
          done++;
        } else if (i.fulfilment === 'MFN') {
          await control.setQuantity(US_SELLER, i.sku, { mfn: i.mfnQuantity + 1 });
          done++;
        }
      }
    }
    const second = await importOnce();
    console.log(
      `re-import with ${done} changed: report → rows ${ms(second.reportToRows)} (target ≤ 3 s at 250k); request → done ${ms(second.ms)}; updated ${second.run.updatedItems}`,
    );

    // The query mix: filters, sorts, searches and pages as a seller clicks through them.
    const sorts = ['sku', '-sku', 'asin', '-asin', 'title', '-title', 'cond', '-cond', 'qty', '-qty', 'price', '-price'];
    const filters: Record<string, string>[] = [
      {},
      { zeroQuantity: 'hide' },
      { inventorySource: 'amazon' },
      { inventorySource: 'merchant' },
      { archiveStatus: 'visible' },
      { ebayStatus: 'unlisted' },
      { shopifyStatus: 'unattempted' },
      { search: 'skillet' },
      { search: 'KIT' },
      { search: 'Used - Good' },
    ];
    const mix: Record<string, string | number | undefined>[] = Array.from({ length: QUERIES }, (_, n) => ({
      ...filters[n % filters.length],
      sort: sorts[(n * 7) % sorts.length]!,
      page: [1, 1, 1, 2, 3, 10, 40][n % 7]!,
      pageSize: [25, 25, 25, 50, 100, 250][n % 6]!,
    }));
    const signIn = await fetch(`${running.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'Sunflower42x' }),
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    // Both paths are measured warm (count cache filled, plans and Prisma shapes compiled).
    for (const q of mix) await queryInventory(app, seller.id, q as never);
    const rawTimes: number[] = [];
    for (const q of mix) {
      const s = performance.now();
      await queryInventory(app, seller.id, q as never);
      rawTimes.push(performance.now() - s);
    }
    const gqlTimes: number[] = [];
    const gqlServerTimes: number[] = [];
    const doc = `query($u: String!, $sort: String, $page: Int, $size: Int, $search: String, $src: InventorySourceFilter, $zero: InventoryZeroQuantityFilter,
      $arch: InventoryArchiveFilter, $ebay: InventoryChannelStatusFilter, $shop: InventoryChannelStatusFilter) {
      inventory(userId: $u, sort: $sort, page: $page, pageSize: $size, search: $search, inventorySource: $src, zeroQuantity: $zero, archiveStatus: $arch, ebayStatus: $ebay, shopifyStatus: $shop) {
        totalCount numPages edges { node { id sellerSku asin title thumbUrl condition totalQuantity priceCents ebayStatus shopifyStatus hidden } } } }`;
    const gqlVariables = (q: (typeof mix)[number]) => ({
      u: seller.id,
      sort: q.sort,
      page: q.page,
      size: q.pageSize,
      search: q.search,
      src: q.inventorySource,
      zero: q.zeroQuantity,
      arch: q.archiveStatus,
      ebay: q.ebayStatus,
      shop: q.shopifyStatus,
    });
    const viaGraphql = async (q: (typeof mix)[number]) => {
      const vars = gqlVariables(q);
      const res = await fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ query: doc, variables: vars }),
      });
      const body = (await res.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      // The server's own time (auth, Yoga, Pothos, the query), without this process's HTTP client.
      return Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
    };
    for (const q of mix) await viaGraphql(q);
    for (const q of mix) {
      const s = performance.now();
      gqlServerTimes.push(await viaGraphql(q));
      gqlTimes.push(performance.now() - s);
    }
    console.log(
      `inventory query, raw pg (service): p50 ${ms(pct(rawTimes, 50))}, p95 ${ms(pct(rawTimes, 95))} over ${QUERIES} queries (target p50 ≤ 15 ms, p95 ≤ 50 ms)`,
    );
    console.log(`inventory query, GraphQL over HTTP: p50 ${ms(pct(gqlTimes, 50))}, p95 ${ms(pct(gqlTimes, 95))}`);
    console.log(`inventory query, GraphQL server time (Server-Timing): p50 ${ms(pct(gqlServerTimes, 50))}, p95 ${ms(pct(gqlServerTimes, 95))}`);
    console.log(
      `GraphQL / raw pg throughput ratio (p50): ${(pct(rawTimes, 50) / pct(gqlTimes, 50)).toFixed(2)} over HTTP, ${(pct(rawTimes, 50) / pct(gqlServerTimes, 50)).toFixed(2)} server time (in process: a function call against a whole HTTP request; the target's measure is the load generator's below)`,
    );

    // The same mix from a load generator in its own process (load-client.mjs), so the client's work
    // is not on the server's thread: GraphQL, and the REST route that calls the same service
    // function (raw pg behind the same authentication), back to back.
    const auth = { authorization: `Bearer ${jwt}` };
    const gqlRequests = mix.map((q) => ({
      url: `${running.url}/graphql`,
      method: 'POST',
      graphql: true,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        query: doc,
        variables: gqlVariables(q),
      }),
    }));
    const restRequests = mix.map((q) => {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(q)) if (v !== undefined && k !== 'pageSize') params.set(k, String(v));
      params.set('resultsPerPage', String(q.pageSize));
      return { url: `${running.url}/api/v1/user/${seller.id}/fba-items?${params}`, method: 'GET', headers: auth };
    });
    const gqlLoad = await loadRun(gqlRequests, LOAD_CONCURRENCY);
    const restLoad = await loadRun(restRequests, LOAD_CONCURRENCY);
    const line = (name: string, r: LoadResult) =>
      `${name}: p50 ${ms(pct(r.latencies, 50))}, p95 ${ms(pct(r.latencies, 95))}, ${r.throughput.toFixed(0)} req/s${r.failed ? ` (${r.failed} failed)` : ''}`;
    console.log(
      `load generator (separate process, concurrency ${LOAD_CONCURRENCY}, ${gqlRequests.length} requests each; load ${os.loadavg()[0]!.toFixed(1)}):`,
    );
    console.log(`  ${line('GraphQL', gqlLoad)}`);
    console.log(`  ${line('REST (raw pg service)', restLoad)}`);
    console.log(
      `  GraphQL / raw throughput ${(gqlLoad.throughput / restLoad.throughput).toFixed(2)}, p50 ratio ${(pct(restLoad.latencies, 50) / pct(gqlLoad.latencies, 50)).toFixed(2)} (target: throughput ≥ 0.7)`,
    );

    // Which of inventory_items' indexes the query mix used (the import and the enrichment jobs use
    // the unique and pending ones; the worker is off here).
    const used = await app.pool.query<{ indexrelname: string; idx_scan: string }>(
      `SELECT indexrelname, idx_scan::text FROM pg_stat_user_indexes WHERE relname = 'inventory_items' ORDER BY indexrelname`,
    );
    console.log(`index scans on inventory_items: ${used.rows.map((r) => `${r.indexrelname} ${r.idx_scan}`).join(', ')}`);
  } finally {
    await running.stop();
    await sandbox.close();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
