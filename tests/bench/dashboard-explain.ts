// The Dashboard page's statements EXPLAINed (issue 36 "Fast"): on the data dashboard.bench.ts kept
// (BENCH_DATA_DIR), runs the dashboard (90 and 7 days, all channels and one) and stock cover through
// their services, each statement under EXPLAIN (ANALYZE, BUFFERS) with its real parameters, and
// prints every plan and its execution time: where a slow query spends its time.
// Run: BENCH_DATA_DIR=<dir> npx tsx tests/bench/dashboard-explain.ts   (PLANS=0 prints the times only, ROUNDS=n runs it n times;
// EXPLAIN_DATABASE_URL=<url> reads a database already running instead, e.g. while the bench still seeds it)
import pg from 'pg';
import { createLogger } from '../../server/logger.ts';
import { getDashboard, getStockCover } from '../../server/modules/dashboard/dashboard.service.ts';
import { startBenchApp } from './bench-app.ts';

const log = createLogger('warn');

/** The pool's query, each statement run under EXPLAIN ANALYZE first (printed), then for its rows. */
function explaining(pool: pg.Pool, label: string): { pool: pg.Pool } {
  const query = async (text: string, values?: unknown[]) => {
    const plan = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    const time = lines.find((l) => l.startsWith('Execution Time'));
    console.log(`\n[${label}] ${text.replace(/\s+/g, ' ').slice(0, 110)}…\n  ${time}`);
    if (process.env.PLANS !== '0') console.log(lines.map((l) => `    ${l}`).join('\n'));
    return pool.query(text, values);
  };
  return { pool: { query } as unknown as pg.Pool };
}

async function main() {
  const url = process.env.EXPLAIN_DATABASE_URL;
  if (!url && !process.env.BENCH_DATA_DIR) throw new Error('Set BENCH_DATA_DIR to the directory dashboard.bench.ts kept.');
  const bench = url ? null : await startBenchApp('dash', log);
  const pool = bench?.running.services.pool ?? new pg.Pool({ connectionString: url });
  try {
    const { rows } = await pool.query<{ id: string; last: Date }>(
      `SELECT u.id, (SELECT max(ordered_at) FROM sales s WHERE s.user_id = u.id) AS last FROM users u WHERE u.email = 'bench@example.com'`,
    );
    const seller = rows[0];
    if (!seller) throw new Error('No bench seller in BENCH_DATA_DIR: run dashboard.bench.ts with it first.');
    // "Now" is the last sale's day, so the periods hold the kept sales whenever this runs.
    const now = seller.last;
    // Several rounds (ROUNDS, 1 by default): on a busy machine the fastest round is the one to read.
    for (let round = 1; round <= Number(process.env.ROUNDS ?? 1); round++) {
      console.log(`\n######## round ${round}`);
      for (const [period, channel] of [
        ['LAST_90_DAYS', null],
        ['LAST_7_DAYS', 'EBAY'],
      ] as const) {
        const t = performance.now();
        await getDashboard(explaining(pool, `dashboard ${period} ${channel ?? 'all'}`), seller.id, { period, channel, now });
        console.log(`== dashboard ${period} ${channel ?? 'all'}: ${(performance.now() - t).toFixed(1)} ms with the EXPLAINs`);
      }
      const t = performance.now();
      await getStockCover(explaining(pool, 'stockCover'), seller.id, now);
      console.log(`== stockCover: ${(performance.now() - t).toFixed(1)} ms with the EXPLAINs`);
    }
  } finally {
    await (bench ? bench.stop() : pool.end());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
