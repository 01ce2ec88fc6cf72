import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../helpers/ports.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { persistentSecret } from '../../../server/config.ts';
import { startEmbeddedPostgres } from '../../../server/db/embedded.ts';
import { createLogger } from '../../../server/logger.ts';
import { startSmtpServer } from '../../helpers/smtp.ts';

/** An email whose delivery job the product's worker will take (the SMTP server decides when it ends). */
async function queueEmailBySql(url: string): Promise<string> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`INSERT INTO email_outbox (id, "to", subject, text) VALUES (gen_random_uuid(), 'late@example.com', 's', 't') RETURNING id`);
    await c.query(`SELECT graphile_worker.add_job('email__deliver', json_build_object('emailId', $1::text), max_attempts => 10)`, [rows[0].id]);
    return rows[0].id;
  } finally {
    await c.end();
  }
}

async function emailState(url: string, emailId: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const mail = await c.query('SELECT status FROM email_outbox WHERE id = $1', [emailId]);
    const jobs = await c.query(`SELECT locked_by, attempts FROM graphile_worker._private_jobs WHERE payload->>'emailId' = $1`, [emailId]);
    return { status: mail.rows[0]?.status, jobs: jobs.rows };
  } finally {
    await c.end();
  }
}

// `npm start` as a user runs it: the real entry point in its own process, stopped by a signal.
function start(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'development', SANDBOX_PORT_BASE: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function healthy(port: number) {
  return waitFor(
    async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
      return res.status === 200 ? res.json() : null;
    },
    60_000,
    250,
  );
}

function stopWith(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

function postgresFor(dataDir: string): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).stdout;
  return ps.split('\n').filter((l) => l.includes(path.join(dataDir, 'pg')) && /postgres/.test(l));
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('npm start', () => {
  it('runs on embedded Postgres, stops on SIGINT/SIGTERM leaving no postgres, and keeps data on restart', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-boot-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };

    const first = start(env);
    expect(await healthy(Number(env.PORT))).toMatchObject({ status: 'ok', db: 'ok', worker: 'ok' });
    expect(postgresFor(dataDir).length).toBeGreaterThan(0);
    const url = `postgres://postgres:${persistentSecret(dataDir, 'pg-password')}@127.0.0.1:${env.EMBEDDED_PG_PORT}/listbridge`;
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query(`INSERT INTO email_outbox (id, "to", subject, text, status) VALUES (gen_random_uuid(), 'keep@example.com', 's', 't', 'LOGGED')`);
    await c.end();
    expect(await stopWith(first, 'SIGINT')).toBe(0);
    expect(postgresFor(dataDir)).toEqual([]);

    const second = start(env);
    await healthy(Number(env.PORT));
    const c2 = new pg.Client({ connectionString: url });
    await c2.connect();
    const { rows } = await c2.query(`SELECT count(*)::int AS n FROM email_outbox WHERE "to" = 'keep@example.com'`);
    await c2.end();
    expect(rows[0].n).toBe(1);
    expect(await stopWith(second, 'SIGTERM')).toBe(0);
    expect(postgresFor(dataDir)).toEqual([]);
  }, 120_000);

  it('uses DATABASE_URL when set and starts no embedded database', async () => {
    const db = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-boot-'));
    dirs.push(dataDir);
    const port = await freePort();
    const child = start({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: db.url });
    expect(await healthy(port)).toMatchObject({ status: 'ok', db: 'ok', worker: 'ok' });
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect(postgresFor(dataDir)).toEqual([]);
    expect(await stopWith(child, 'SIGTERM')).toBe(0);
    await db.drop();
  }, 60_000);

  it('on SIGTERM releases a job still running after the grace period, then stops, leaving no postgres', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-boot-'));
    dirs.push(dataDir);
    const smtp = await startSmtpServer();
    smtp.hold = true;
    const env = {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      SMTP_URL: smtp.url,
      WORKER_SHUTDOWN_GRACE_MS: '1500',
    };
    const child = start(env);
    await healthy(Number(env.PORT));
    const url = `postgres://postgres:${persistentSecret(dataDir, 'pg-password')}@127.0.0.1:${env.EMBEDDED_PG_PORT}/listbridge`;
    const emailId = await queueEmailBySql(url);
    await waitFor(async () => smtp.received === 1, 20_000, 100);

    expect(await stopWith(child, 'SIGTERM')).toBe(0);
    expect(postgresFor(dataDir)).toEqual([]);
    // Look at what the product left behind: the job is unlocked (another worker takes it at once), the email still to send.
    const pg2 = await startEmbeddedPostgres({ dataDir, port: Number(env.EMBEDDED_PG_PORT), log: createLogger('silent') });
    try {
      expect(await emailState(url, emailId)).toEqual({ status: 'PENDING', jobs: [{ locked_by: null, attempts: 1 }] });
    } finally {
      await pg2.stop();
      await smtp.close();
    }
  }, 120_000);

  it('on SIGTERM lets a running job finish within the grace period before stopping', async () => {
    const db = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-boot-'));
    dirs.push(dataDir);
    const smtp = await startSmtpServer();
    smtp.hold = true;
    const port = await freePort();
    const child = start({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: db.url, SMTP_URL: smtp.url, WORKER_SHUTDOWN_GRACE_MS: '15000' });
    await healthy(port);
    const emailId = await queueEmailBySql(db.url);
    await waitFor(async () => smtp.received === 1, 20_000, 100);

    const exited = stopWith(child, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    smtp.release(); // the mail server answers while the worker is stopping
    expect(await exited).toBe(0);
    expect(await emailState(db.url, emailId)).toEqual({ status: 'SENT', jobs: [] });
    expect(smtp.accepted).toHaveLength(1);
    await smtp.close();
    await db.drop();
  }, 60_000);

  it('stops at once with one line naming a bad variable', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'abc' },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr.trim()).toMatch(/^Invalid configuration: PORT="abc": [^\n]+$/);
  });
});
