// Issue 21 acceptance, end to end: the whole product (`server/main.ts`: web, in-process worker,
// embedded Postgres) is killed with SIGKILL, process group and all, while a seller's first
// Amazon import waits for its reports; restarted on the same data directory, a refresh completes
// and the item count is exact. The Amazon sandbox runs in the test process: it stands for Amazon,
// which does not crash with us (and keeps the refresh token it issued).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../sandbox/types.ts';
import { persistentSecret } from '../../server/config.ts';
import { confirmAmazonConsent } from '../integration/connections/flows.ts';
import { freePort } from '../helpers/ports.ts';
import { rest } from '../helpers/rest.ts';
import { waitFor } from '../helpers/wait.ts';

const SIZE = 40;
const US = 'ATVPDKIKX0DER';

let sandbox: RunningSandbox;
let dataDir: string;
let env: Record<string, string>;
const products: ChildProcess[] = [];

/** The product as `npm start` runs it, as the leader of its own process group (postgres included). */
function startProduct(): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  products.push(child);
  return { child, output: () => out };
}

/** Waits for /api/v1/health to answer 200; fails at once, with the product's output, if it exits. */
async function healthy(product: { child: ChildProcess; output: () => string }) {
  return waitFor(
    async () => {
      if (product.child.exitCode !== null) throw new Error(`the product exited with ${product.child.exitCode}:\n${product.output()}`);
      const res = await fetch(`http://127.0.0.1:${env.PORT}/api/v1/health`).catch(() => null);
      return res?.status === 200 ? res.json() : null;
    },
    90_000,
    250,
  ).catch((err) => {
    throw new Error(`${(err as Error).message}\nproduct output:\n${product.output().slice(-4000)}`);
  });
}

function postgresFor(dir: string): string[] {
  const ps = spawnSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).stdout;
  return ps.split('\n').filter((l) => l.includes(path.join(dir, 'pg')) && /postgres/.test(l));
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = `postgres://postgres:${encodeURIComponent(persistentSecret(dataDir, 'pg-password'))}@127.0.0.1:${env.EMBEDDED_PG_PORT}/listbridge`;
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text, values)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-crash-'));
  const port = await freePort();
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: `http://localhost:${port}`, seed: 7 });
  const control = amazonSandboxControl(sandbox.url);
  await control.settings({ reportStepMs: 50 });
  await control.setCatalogueSize('A1LBSANDBOXUS7Q', SIZE);
  env = {
    ...sandbox.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SANDBOXES: 'auto',
    SANDBOX_PORT_BASE: '0',
    WORKER_HEARTBEAT_MS: '500',
    WORKER_STALE_MS: '3000',
    WORKER_SWEEP_MS: '1000',
  };
});
afterAll(async () => {
  for (const p of products) {
    try {
      process.kill(-p.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  await sandbox?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('restart after a crash', () => {
  it('resumes or restarts the import killed mid-way: a refresh completes with the exact item count', async () => {
    const control = amazonSandboxControl(sandbox.url);
    const first = startProduct();
    await healthy(first);
    const password = await waitFor(async () => /seller: demo@listbridge\.local \/ (\S+)/.exec(first.output())?.[1], 10_000);
    const signIn = await rest(`http://127.0.0.1:${env.PORT}`, 'POST', '/auth/sign-in', { email: 'demo@listbridge.local', password });
    expect(signIn.status).toBe(200);
    const { jwt: token, userId } = signIn.body;
    const api = `http://127.0.0.1:${env.PORT}`;

    // Connecting Amazon queues the first import; Amazon holds its reports, so the import waits.
    await control.settings({ holdReports: true });
    const start = await rest(api, 'GET', `/user/${userId}/spapi-auth/${US}`, undefined, token);
    expect(start.status).toBe(200);
    const landed = await confirmAmazonConsent(start.body.consent_url);
    const connected = await rest(
      api,
      'POST',
      `/user/${userId}/spapi-auth`,
      {
        sellingPartnerId: landed.searchParams.get('selling_partner_id'),
        spapiOauthCode: landed.searchParams.get('spapi_oauth_code'),
        state: landed.searchParams.get('state'),
        setOnboarding: false,
      },
      token,
    );
    expect(connected.status).toBe(200);
    const [running] = await waitFor(async () => {
      const rows = await sql<{ id: string; status: string; locked_by: string | null }>(
        `SELECT id, status, locked_by FROM inventory_import_runs WHERE user_id = $1 AND phase = 'REQUESTING_REPORTS'`,
        [userId],
      );
      return rows.length ? rows : null;
    }, 30_000);
    expect(running).toMatchObject({ status: 'RUNNING', locked_by: expect.stringMatching(/^pool-/) });

    // A machine crash: web, worker and postgres die together.
    process.kill(-first.child.pid!, 'SIGKILL');
    await waitFor(async () => first.child.exitCode !== null || first.child.signalCode !== null, 10_000);
    await waitFor(async () => postgresFor(dataDir).length === 0, 10_000);
    await control.settings({ holdReports: false });

    // New ports: while the product was down, another test's server may have been given its old ones
    // (the OS reuses freed ports). The data directory, and with it the session secret, stays.
    env = { ...env, PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()) };
    const restarted = `http://127.0.0.1:${env.PORT}`;
    const second = startProduct();
    await healthy(second);
    const refresh = await rest(restarted, 'POST', `/user/${userId}/fba-items/refresh`, undefined, token);
    expect(refresh.status).toBe(200);
    expect(refresh.body.success).toBe(true);
    const done = await waitFor(
      async () => {
        const rows = await sql<{ id: string; status: string }>('SELECT id, status FROM inventory_import_runs WHERE user_id = $1 ORDER BY created_at', [userId]);
        return rows.every((r) => r.status === 'DONE' || r.status === 'FAILED') && rows.some((r) => r.status === 'DONE') ? rows : null;
      },
      60_000,
      250,
    );
    // The crashed run was resumed by its own job (the refresh joined it) or finished before a new one ran: never left RUNNING.
    expect(done.find((r) => r.id === running!.id)?.status).toBe('DONE');
    const [items] = await sql<{ n: number; skus: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT seller_sku)::int AS skus FROM inventory_items WHERE user_id = $1',
      [userId],
    );
    expect(items).toEqual({ n: SIZE, skus: SIZE });
    const [stats] = await sql<{ all_items_count: number }>('SELECT all_items_count FROM inventory_stats WHERE user_id = $1', [userId]);
    expect(stats!.all_items_count).toBe(SIZE);

    const exited = new Promise((r) => second.child.once('exit', r));
    second.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(postgresFor(dataDir)).toEqual([]);
  }, 180_000);
});
