// Issue 21 acceptance: a worker PROCESS (`npm run worker`'s entry, jobs/main.ts) is killed with
// SIGKILL while an Amazon import waits for its reports and while an email is half-delivered; a
// second worker process completes both within a minute, and nothing is done twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { queueEmail } from '../../../server/modules/email/email.service.ts';
import { getRun, requestRefresh } from '../../../server/modules/inventory/import.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { startSmtpServer, type TestSmtpServer } from '../../helpers/smtp.ts';
import { waitFor } from '../../helpers/wait.ts';
import { createSeller } from '../../factories/users.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../inventory/amazon-seller.ts';

const SIZE = 30;

let sandbox: RunningSandbox;
let app: TestApp;
let smtp: TestSmtpServer;
let dataDir: string;
const children: ChildProcess[] = [];

/** `npm run worker` against the test database, the test's Amazon sandbox and SMTP server, with short liveness clocks. */
function startWorkerProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'jobs/main.ts'], {
    env: {
      ...process.env,
      ...sandbox.env,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: app.db.url,
      ENCRYPTION_KEY: app.services.config.encryptionKey.toString('base64'),
      SMTP_URL: smtp.url,
      WORKER_CONCURRENCY: '2',
      WORKER_HEARTBEAT_MS: '300',
      WORKER_STALE_MS: '2000',
      WORKER_SWEEP_MS: '500',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const heartbeatOf = async (pid: number) =>
  (await app.services.pool.query<{ worker_id: string }>('SELECT worker_id FROM worker_heartbeats WHERE pid = $1', [pid])).rows[0]?.worker_id ?? null;

const jobsLockedBy = async (workerId: string) =>
  (await app.services.pool.query<{ task_identifier: string }>('SELECT task_identifier FROM graphile_worker.jobs WHERE locked_by = $1', [workerId])).rows
    .map((r) => r.task_identifier)
    .sort();

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 21 });
  await amazonSandboxControl(sandbox.url).settings({ reportStepMs: 50 });
  await amazonSandboxControl(sandbox.url).setCatalogueSize(US_SELLER, SIZE);
  smtp = await startSmtpServer();
  // The web side only: the worker processes below do the jobs.
  app = await startTestApp({ ...sandbox.env, WORKER: 'off' });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-worker-crash-'));
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await app?.close();
  await sandbox?.close();
  await smtp?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('a worker process killed mid-job', () => {
  it('has its import and its email delivery completed by another worker within a minute, once each', async () => {
    const control = amazonSandboxControl(sandbox.url);
    const seller = await createSeller(app);
    await connectAmazon(app, sandbox, seller.user.id);

    const first = startWorkerProcess();
    const firstId = await waitFor(() => heartbeatOf(first.pid!), 30_000, 100);

    // The import waits for reports that Amazon holds; the email waits for an SMTP answer that never comes.
    await control.settings({ holdReports: true });
    smtp.hold = true;
    const { run } = await requestRefresh(app.services, seller.user.id);
    const emailId = await app.services.prisma.$transaction((tx) =>
      queueEmail(tx, { to: 'buyer@example.com', subject: 'Your order', text: 'Shipped', kind: 'notification' }),
    );
    await waitFor(async () => (await getRun(app.services, run.id))?.phase === 'REQUESTING_REPORTS', 30_000, 100);
    await waitFor(async () => smtp.received === 1, 30_000, 100);
    expect(await jobsLockedBy(firstId)).toEqual(['email__deliver', 'inventory__import_amazon']);
    expect(await getRun(app.services, run.id)).toMatchObject({ status: 'RUNNING', phase: 'REQUESTING_REPORTS' });

    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const killedAt = Date.now();
    // Still locked by the dead worker: only a live worker's sweep can hand them on.
    expect(await jobsLockedBy(firstId)).toEqual(['email__deliver', 'inventory__import_amazon']);
    await control.settings({ holdReports: false });
    smtp.hold = false;

    const second = startWorkerProcess();
    const done = await waitFor(
      async () => {
        const r = await getRun(app.services, run.id);
        const mail = await app.services.prisma.emailOutbox.findUnique({ where: { id: emailId } });
        return r?.status === 'DONE' && mail?.status === 'SENT' ? { r, mail } : null;
      },
      60_000,
      200,
    );
    expect(Date.now() - killedAt).toBeLessThan(60_000);

    // The same run resumed (no second run), with exact counts and no doubled SKU.
    expect(done.r).toMatchObject({ id: run.id, status: 'DONE', insertedItems: SIZE, updatedItems: 0, error: null });
    const items = await app.services.pool.query('SELECT count(*)::int AS n, count(DISTINCT seller_sku)::int AS skus FROM inventory_items WHERE user_id = $1', [
      seller.user.id,
    ]);
    expect(items.rows[0]).toEqual({ n: SIZE, skus: SIZE });
    const runs = await app.services.pool.query('SELECT count(*)::int AS n FROM inventory_import_runs WHERE user_id = $1', [seller.user.id]);
    expect(runs.rows[0].n).toBe(1);
    const stats = await app.services.pool.query('SELECT all_items_count FROM inventory_stats WHERE user_id = $1', [seller.user.id]);
    expect(stats.rows[0].all_items_count).toBe(SIZE);

    // One delivery answered by the mail server, carrying the outbox id as its Message-ID.
    expect(smtp.accepted).toHaveLength(1);
    expect(smtp.accepted[0]).toContain(`Message-ID: <${emailId}@listbridge.local>`);
    // The dead worker's heartbeat was swept; the live one's is there.
    expect(await heartbeatOf(first.pid!)).toBeNull();
    expect(await heartbeatOf(second.pid!)).not.toBeNull();

    // A graceful stop: exit 0 and the heartbeat row removed.
    const code = new Promise((r) => second.once('exit', r));
    second.kill('SIGTERM');
    expect(await code).toBe(0);
    expect(await heartbeatOf(second.pid!)).toBeNull();
  }, 120_000);
});
