// The app a benchmark measures: its own embedded Postgres and data directory, the worker off (jobs
// would compete with the timings), no sandboxes unless the benchmark passes their settings; stop()
// removes everything it made. With BENCH_DATA_DIR set, the app and its database live there and stay
// after stop(), so a benchmark's large data is built once and measured (or EXPLAINed) again later.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import type { createLogger } from '../../server/logger.ts';
import { graphqlOver } from '../helpers/graphql.ts';
import { freePort } from '../helpers/ports.ts';
import type { ProductApp } from '../helpers/seller-path.ts';

export async function startBenchApp(name: string, log: ReturnType<typeof createLogger>, env: Record<string, string> = {}) {
  const kept = process.env.BENCH_DATA_DIR;
  const dir = kept ? path.join(kept, 'app') : mkdtempSync(path.join(os.tmpdir(), `listbridge-bench-${name}-`));
  const pgDir = kept ? path.join(kept, 'pg') : mkdtempSync(path.join(os.tmpdir(), `listbridge-bench-${name}-pg-`));
  if (kept) for (const d of [dir, pgDir]) mkdirSync(d, { recursive: true });
  const db = await startEmbeddedPostgres({ dataDir: pgDir, port: await freePort(), log, database: 'postgres' });
  const settings = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dir, DATABASE_URL: db.url, LOG_LEVEL: 'warn', WORKER: 'off', SANDBOXES: 'off' };
  const running = await startApp(loadConfig({ ...settings, ...env }), log);
  return {
    running,
    /** Whether the data outlives this run (BENCH_DATA_DIR). */
    kept: Boolean(kept),
    async stop() {
      await running.stop();
      await db.stop();
      if (kept) return;
      for (const d of [dir, pgDir]) rmSync(d, { recursive: true, force: true });
    },
  };
}

/** A running app as the seller's path drives it (tests/helpers/seller-path.ts): its URL, GraphQL over HTTP and its services. */
export function productAppOf(running: { url: string; services: ProductApp['services'] }): ProductApp {
  return {
    url: running.url,
    services: running.services,
    graphql: graphqlOver(running.url),
  };
}
