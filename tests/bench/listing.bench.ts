// Listing benchmark (not a test; issue 11 "Performance"): a seller on the eBay enterprise plan
// lists 10,000 items through the real action (listItems, as listOnEbay calls it) and the
// in-process worker's listings__push jobs, against the eBay sandbox on a worker thread.
// Prints the wall time from the action to the last row settled, eBay calls per kind against the
// bulk minimum, rows/s, and where the wall time went: waiting on eBay (an eBay request in
// flight), else waiting on Postgres, else our own code and the job queue.
// Run: npx tsx tests/bench/listing.bench.ts   (BENCH_LIST_ITEMS=… for fewer items)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { answerEbayConsent } from '../../sandbox/ebay/testing.ts';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { createLogger } from '../../server/logger.ts';
import { createUser } from '../../server/modules/accounts/accounts.service.ts';
import { ensurePlans } from '../../server/modules/billing/billing.service.ts';
import { connectEbay, startEbayAuthorization } from '../../server/channels/ebay/connect.ts';
import { listItems } from '../../server/modules/listing-actions/actions.service.ts';
import { freePort } from '../helpers/ports.ts';
import { startSandboxThread } from './sandbox-thread.ts';
import { gaps, recordTimeline, unionTime } from './timeline.ts';

const ITEMS = Number(process.env.BENCH_LIST_ITEMS ?? 10_000);
const EBAY_USER = 'bench_lister';
/** eBay's bulk calls of a listing: 25 items each, so ceil(n / 25) of each is the least possible. */
const BULK_KINDS = ['bulkCreateOrReplaceInventoryItem', 'bulkCreateOffer', 'bulkPublishOffer'];
const log = createLogger('warn');
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const pctOf = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-'));
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-bench-pg-'));
  const db = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), log, database: 'postgres' });
  // On its own thread: validating and storing listings is eBay's work, not ours (see sandbox-thread.ts).
  const ebay = await startSandboxThread('ebay', { host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', seed: 3 });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'warn',
    // The worker runs the push jobs as in production (one job per connection: 2,000-row slices for up to 30 s a run, then re-queued).
    WORKER: 'in-process',
    SANDBOXES: 'off',
    ...ebay.env,
  });
  const timeline = recordTimeline(ebay.url);
  const running = await startApp(config, log);
  const app = running.services;
  const probe = new pg.Client({ connectionString: db.url });
  timeline.ignore(probe);
  await probe.connect();
  try {
    const seller = await createUser(app, { email: 'bench@example.com', password: 'Sunflower42x', isAdmin: false, tosAccepted: true, onboardingFinished: true });
    // The enterprise plan (250,000 eBay listings), as the Stripe webhook would have saved it.
    await ensurePlans(app);
    await app.pool.query(
      `INSERT INTO subscriptions (id, user_id, channel, plan_id, stripe_subscription_id, status, updated_at)
       VALUES (gen_random_uuid(), $1, 'ebay', 'ebay_enterprise_monthly', 'sub_bench_listing', 'active', now())`,
      [seller.id],
    );
    // eBay consent as the seller's browser gives it, then the code exchanged by the connections service.
    const auth = await startEbayAuthorization(app, seller.id, '3', 'settings');
    const landed = await answerEbayConsent(auth.consentUrl, 'agree', EBAY_USER);
    await connectEbay(app, seller.id, { code: landed.searchParams.get('code') ?? '', state: landed.searchParams.get('state') ?? '', siteId: '3' });
    // Headphones with what eBay's Headphones category needs (Brand, Type, a photo), as ebay-seller.ts makes them.
    const { rows: items } = await app.pool.query<{ id: string }>(
      `INSERT INTO inventory_items (user_id, seller_sku, asin, title, condition, item_type, fba_quantity, price_cents, earnings_cents, catalog_details)
       SELECT $1, 'BENCH-' || n, 'B0' || lpad(n::text, 8, '0'), 'Sony Wireless Over-Ear Headphones ' || n, 'New', 'FBA', 5, 2500, 2200, $2::jsonb
         FROM generate_series(1, $3::int) AS n ORDER BY n
       RETURNING id`,
      [
        seller.id,
        JSON.stringify({ brand: 'Sony', images: ['https://images.example.com/hp.jpg'], product_details: [{ name: 'Type', value: 'Over-Ear' }] }),
        ITEMS,
      ],
    );
    const callsBefore = await ebayCalls(ebay.url);
    const allBefore = await ebayCalls(ebay.url, 'all');

    // From the action to the last row settled.
    timeline.start();
    const t0 = performance.now();
    const elu0 = performance.eventLoopUtilization();
    const sandboxElu0 = ebay.eventLoopUtilization();
    const cpu0 = process.cpuUsage();
    const action = await listItems(app, { userId: seller.id, channel: 'EBAY', itemIds: items.map((i) => i.id) });
    const actionMs = performance.now() - t0;
    if (action.count !== ITEMS) throw new Error(`the action marked ${action.count} of ${ITEMS} items`);
    let lastReport = t0;
    for (;;) {
      const { rows } = await probe.query<{ pending: number }>(`SELECT count(*)::int AS pending FROM listings WHERE user_id = $1 AND status = 'LISTING'`, [
        seller.id,
      ]);
      const pending = rows[0]!.pending;
      if (pending === 0) break;
      if (performance.now() - lastReport > 10_000) {
        lastReport = performance.now();
        console.log(`  ${s(lastReport - t0)}: ${ITEMS - pending} of ${ITEMS} settled`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const t1 = performance.now();
    const wall = t1 - t0;
    const cpu = process.cpuUsage(cpu0);
    const mainBusy = performance.eventLoopUtilization(elu0);
    const sandboxBusy = ebay.eventLoopUtilization(sandboxElu0);
    timeline.stop();

    const { rows: outcome } = await app.pool.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM listings WHERE user_id = $1 GROUP BY status ORDER BY status`,
      [seller.id],
    );
    const since = (before: Record<string, number>, after: Record<string, number>) =>
      Object.fromEntries(
        Object.keys(after)
          .map((k) => [k, (after[k] ?? 0) - (before[k] ?? 0)] as const)
          .filter(([, n]) => n > 0),
      );
    const mine = since(callsBefore, await ebayCalls(ebay.url));
    // Taxonomy and metadata calls use the application token: the sandbox counts them for no seller.
    // This benchmark is the sandbox's only client, so all calls minus the seller's are those.
    const calls = since(allBefore, await ebayCalls(ebay.url, 'all'));
    const minimum = Math.ceil(ITEMS / 25);

    const ebayWait = unionTime(timeline.ebay, t0, t1);
    const dbWait = unionTime([...timeline.ebay, ...timeline.db], t0, t1) - ebayWait;
    const ours = wall - ebayWait;
    console.log(`listing ${ITEMS} items on eBay (sandbox on a worker thread, worker in-process):`);
    console.log(`  outcome: ${outcome.map((o) => `${o.status} ${o.n}`).join(', ')}`);
    console.log(`  wall time, action → last row settled: ${s(wall)} (the action itself ${s(actionMs)}); ${(ITEMS / (wall / 1000)).toFixed(0)} rows/s`);
    console.log(`  eBay API calls per kind (bulk kinds: target = the bulk minimum ceil(n/25) = ${minimum}):`);
    for (const [kind, n] of Object.entries(calls).sort((a, b) => b[1] - a[1])) {
      const note = BULK_KINDS.includes(kind) ? `minimum ${minimum}${n === minimum ? ', met' : ''}` : mine[kind] ? 'seller token' : 'application token';
      console.log(`    ${kind.padEnd(34)} ${String(n).padStart(6)}  (${note})`);
    }
    const total = Object.values(calls).reduce((a, b) => a + b, 0);
    console.log(`    ${'all API calls'.padEnd(34)} ${String(total).padStart(6)}  (bulk minimum of the three bulk kinds together: ${3 * minimum})`);
    console.log(`    HTTP requests to eBay seen by the client: ${timeline.ebay.length} (API calls + OAuth token requests)`);
    console.log(`  where the wall time went:`);
    console.log(`    an eBay request in flight          ${s(ebayWait)} (${pctOf(ebayWait, wall)})`);
    console.log(`    else a Postgres query in flight    ${s(dbWait)} (${pctOf(dbWait, wall)})`);
    console.log(`    else our code and the job queue    ${s(wall - ebayWait - dbWait)} (${pctOf(wall - ebayWait - dbWait, wall)})`);
    // Nothing in flight for a while: the worker between two runs of the push job, or our code busy.
    const idle = gaps([...timeline.ebay, ...timeline.db], t0, t1, 100);
    console.log(`      of which ${idle.length} stretches ≥ 100 ms with no eBay request and no query in flight: ${s(idle.reduce((a, b) => a + b, 0))}`);
    console.log(`    Postgres time by statement (summed, overlaps included):`);
    const top = [...timeline.statements].sort((a, b) => b[1].ms - a[1].ms).slice(0, 6);
    for (const [sql, st] of top) console.log(`      ${s(st.ms)} in ${st.n} × ${sql}`);
    console.log(`  our own code (wall − eBay): ${s(ours)} = ${pctOf(ours, wall)} of the wall time (target ≤ 10%)`);
    console.log(
      `  CPU: main thread busy ${s(mainBusy.active)} (${pctOf(mainBusy.active, wall)} of wall), eBay sandbox thread busy ${s(sandboxBusy.active)}, process CPU ${s((cpu.user + cpu.system) / 1000)} (both threads)`,
    );
    console.log(
      `  queue pace: ${(ITEMS / (wall / 1000)).toFixed(0)} rows/s against eBay's pace ${(ITEMS / (ebayWait / 1000)).toFixed(0)} rows/s (rows / time with an eBay request in flight; target: equal)`,
    );
  } finally {
    await probe.end().catch(() => {});
    await running.stop();
    await ebay.close();
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(pgDir, { recursive: true, force: true });
  }
}

/** The sandbox's count of calls per eBay operation: the bench seller's (user token), or all (app token calls too). */
async function ebayCalls(baseUrl: string, who: 'seller' | 'all' = 'seller'): Promise<Record<string, number>> {
  const res = await fetch(`${baseUrl}/__sandbox/calls${who === 'seller' ? `?username=${EBAY_USER}` : ''}`);
  return ((await res.json()) as { calls: Record<string, number> }).calls;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
