import { graphqlOver } from './graphql.ts';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { startApp, type RunningApp } from '../../server/app.ts';
import { createTestDatabase, keepUntilRunEnds, type TestDatabase } from './db.ts';

export interface TestApp extends RunningApp {
  db: TestDatabase;
  /** POSTs a GraphQL document and returns the parsed body. */
  graphql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: any[] }>;
  close(): Promise<void>;
}

/**
 * The real product (HTTP, GraphQL, REST, worker) on a random port over a fresh database and data
 * directory, or over `opts.db` / `opts.dataDir` (a restart: the sandboxes' saved state is in the data
 * directory; what was passed in is left for its owner to remove).
 */
export async function startTestApp(env: Record<string, string> = {}, opts: { db?: TestDatabase; dataDir?: string } = {}): Promise<TestApp> {
  const db = opts.db ?? (await createTestDatabase());
  const dataDir = opts.dataDir ?? freshDataDir();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: db.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WORKER_CONCURRENCY: '2',
    // A test is over when the app stops: jobs still running get a short grace, not a deployment's.
    WORKER_SHUTDOWN_GRACE_MS: '2000',
    // Tests that talk to marketplaces ask for the sandboxes (SANDBOXES: 'auto'), on free ports.
    SANDBOXES: 'off',
    SANDBOX_PORT_BASE: '0',
    ...env,
  });
  const app = await startApp(config, createLogger(config.LOG_LEVEL));
  return {
    ...app,
    db,
    graphql: graphqlOver(app.url),
    async close() {
      await app.stop();
      // A job released after the stop's grace still records its result through the worker's pool:
      // the database goes only after that; a job still running after 30 s keeps it (db.ts).
      const settled = await Promise.race([app.workerDone().then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 30_000).unref())]);
      if (!settled) keepUntilRunEnds(db.url);
      if (!opts.db) await db.drop();
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new DATA_DIR holding the run's Amazon sandbox certificates (tests/helpers/global-setup.ts). */
function freshDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-app-'));
  cpSync(inject('amazonTlsDir'), path.join(dir, 'sandboxes', 'amazon-tls'), { recursive: true });
  return dir;
}
