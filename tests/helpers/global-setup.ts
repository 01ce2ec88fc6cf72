import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createLogger } from '../../server/logger.ts';
import { migrateWorkerSchema } from '../../jobs/worker.ts';
import { sandboxTls } from '../../sandbox/amazon/tls.ts';
import { freePort } from './ports.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
    amazonTlsDir: string;
  }
}

/**
 * One real PostgreSQL for the whole run (embedded, or TEST_DATABASE_URL / DATABASE_URL when
 * given), with a migrated template database; each test file clones it (tests/helpers/db.ts).
 */
export default async function setup(project: TestProject) {
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  let adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  if (!adminUrl) {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'listbridge-test-'));
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log, database: 'postgres' });
    adminUrl = embedded.adminUrl;
  }
  const templateDb = `lb_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDb}`);
  await admin.query(`CREATE DATABASE ${templateDb}`);
  const templateUrl = withDatabase(adminUrl, templateDb);
  await migrate(templateUrl);
  const pool = new pg.Pool({ connectionString: templateUrl, max: 2 });
  pool.on('error', () => {});
  await migrateWorkerSchema(pool, log);
  await pool.end();

  // The Amazon sandbox's CA and certificate, made once for the run (RSA keys and signatures take a
  // second or more): each test app's fresh DATA_DIR starts with a copy, as a restarted one would.
  const amazonTlsDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'listbridge-test-tls-')), 'amazon-tls');
  sandboxTls(amazonTlsDir);
  project.provide('amazonTlsDir', amazonTlsDir);
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);

  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(path.dirname(amazonTlsDir), { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
