// Ten sellers connect Amazon at the same moment (issue 31, "many sellers at once"; not a test): how
// long `POST spapi-auth` takes to answer each of them, and how long until each one's inventory page
// shows its first 100 items. One of the ten has a large catalogue (a 250k-item first import runs
// beside the others' small ones), the other nine 5,000 items each; each is its own Amazon account
// (the sandbox's load-run accounts), so each has Amazon's report limits to itself. Everything goes through the
// product's public interfaces (tests/helpers/seller-path.ts) with the in-process worker, as
// `npm start` runs; the Amazon sandbox is on its own thread.
// The reference (the physical limit on this machine) is one seller connecting alone.
// Run: npx tsx tests/bench/connect.bench.ts
//   BENCH_CONNECT_SELLERS (10), BENCH_CONNECT_ITEMS (5,000 per small seller), BENCH_CONNECT_BIG_ITEMS (250,000)
import { performance } from 'node:perf_hooks';
import { createLogger } from '../../server/logger.ts';
import { freePort } from '../helpers/ports.ts';
import { amazonConsent, prepareSandboxes, SITES, type Seller, signUp } from '../helpers/seller-path.ts';
import { productAppOf, startBenchApp } from './bench-app.ts';
import { loadNote, pct, recordIssue31, secs } from './issue31.ts';
import { startSandboxThread } from './sandbox-thread.ts';

const SELLERS = Number(process.env.BENCH_CONNECT_SELLERS ?? 10);
const ITEMS = Number(process.env.BENCH_CONNECT_ITEMS ?? 5_000);
const BIG_ITEMS = Number(process.env.BENCH_CONNECT_BIG_ITEMS ?? 250_000);
const FIRST_ITEMS = 100;
const log = createLogger('warn');

interface Timing {
  tag: string;
  /** POST spapi-auth, request → answer. */
  connectMs: number;
  /** POST spapi-auth sent → the inventory page's first page holds FIRST_ITEMS items. */
  visibleMs: number;
}

/** The inventory page's first page, as the screen asks for it, until it holds `n` items. */
async function firstPageHolds(s: Seller, n: number, timeoutMs = 20 * 60_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const r = await s.app.graphql(
      `query($u:String!,$n:Int!){ inventory(userId:$u, page:1, pageSize:$n){ edges { node { id } } } }`,
      { u: s.userId, n },
      s.token,
    );
    if ((r.data?.inventory?.edges?.length ?? 0) >= n) return;
    if (performance.now() > deadline) throw new Error(`${s.tag}: ${n} items not visible in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The seller lands back from Seller Central at t0 (their consent already given); times both figures. */
async function connect(s: Seller, land: () => Promise<void>, t0: number): Promise<Timing> {
  await land();
  const connectMs = performance.now() - t0;
  await firstPageHolds(s, FIRST_ITEMS);
  return { tag: s.tag, connectMs, visibleMs: performance.now() - t0 };
}

async function main() {
  const port = await freePort();
  const productUrl = `http://127.0.0.1:${port}`;
  const amazon = await startSandboxThread('amazon', { host: '127.0.0.1', port: 0, productUrl });
  const bench = await startBenchApp('connect', log, {
    PORT: String(port),
    PUBLIC_URL: productUrl,
    WORKER: 'in-process',
    SANDBOXES: 'auto',
    SANDBOX_PORT_BASE: '0',
    ...amazon.env,
  });
  const { running } = bench;
  const app = productAppOf(running);
  try {
    // Each seller is an Amazon account of its own, with Amazon's limits to itself: the big one the US
    // demo account, the reference the UK one, the small ones the sandbox's load-run accounts.
    const { amazon } = await prepareSandboxes(app, { sizes: { [SITES.US.sellerId]: BIG_ITEMS, [SITES.UK.sellerId]: ITEMS } });
    const accounts = (await amazon.addLoadSellers(SELLERS - 1)).sellers.map((s) => s.sellingPartnerId);
    for (const id of accounts) await amazon.setCatalogueSize(id, ITEMS);

    const alone = await signUp(app, 'UK', 'alone');
    const reference = await connect(alone, await amazonConsent(alone), performance.now());
    console.log(
      `one seller alone (${ITEMS} items): connect answered ${secs(reference.connectMs)}, first ${FIRST_ITEMS} items visible ${secs(reference.visibleMs)}`,
    );

    const sellers = [await signUp(app, 'US', 'big'), ...(await Promise.all(accounts.map((_, i) => signUp(app, 'UK', `small${i + 1}`))))];
    const landings = await Promise.all(sellers.map((s, i) => (i === 0 ? amazonConsent(s) : amazonConsent(s, accounts[i - 1]))));
    const t0 = performance.now();
    const timings = await Promise.all(sellers.map((s, i) => connect(s, landings[i]!, t0)));
    const connects = timings.map((t) => t.connectMs);
    const visible = timings.map((t) => t.visibleMs);
    console.log(`${SELLERS} sellers at once (1 × ${BIG_ITEMS} items, ${SELLERS - 1} × ${ITEMS}):`);
    for (const t of timings)
      console.log(`  ${t.tag.padEnd(8)} connect answered ${secs(t.connectMs).padStart(8)}   first ${FIRST_ITEMS} visible ${secs(t.visibleMs).padStart(8)}`);
    const p95 = (xs: number[]) => secs(pct(xs, 95));
    console.log(`  p95: connect answered ${p95(connects)} (target ≤ 2 s), first ${FIRST_ITEMS} items visible ${p95(visible)} (target ≤ 60 s)`);
    recordIssue31([
      {
        measure: '10 sellers connect Amazon at once: connect answered / first 100 items visible, p95',
        now: `${p95(connects)} / ${p95(visible)} (p50 ${secs(pct(connects, 50))} / ${secs(pct(visible, 50))})`,
        reference: `one seller alone: ${secs(reference.connectMs)} / ${secs(reference.visibleMs)}`,
        ratio: `${(pct(connects, 95) / reference.connectMs).toFixed(1)}× / ${(pct(visible, 95) / reference.visibleMs).toFixed(1)}×`,
        note: `${SELLERS} sellers (1 × ${BIG_ITEMS.toLocaleString('en-US')} items, ${SELLERS - 1} × ${ITEMS.toLocaleString('en-US')}); ${loadNote()}`,
      },
    ]);
  } finally {
    await bench.stop();
    await amazon.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
