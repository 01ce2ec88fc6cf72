import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { createSeller } from '../../factories/users.ts';

const KEYS = { consumer_key: 'ck_test_5b0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e', secret_key: 'sk_test_9f8e7d6c5b4a39281706f5e4d3c2b1a0' };
const WORKER = path.resolve(import.meta.dirname, 'onbuy-worker.ts');

interface SandboxState {
  badTokenRefusals: number;
  sellers: { consumerKey: string; tokensIssued: number }[];
}

describe('the OnBuy token is shared through the database (one active token per key pair)', () => {
  let app: TestApp;
  let sandboxUrl: string;
  let userId: string;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    sandboxUrl = app.services.config.ONBUY_API_URL.replace(/\/v2$/, '');
    const s = await createSeller(app);
    userId = s.user.id;
    const res = await rest(app.url, 'POST', `/user/${userId}/onbuy/save-credentials`, KEYS, s.token);
    expect(res.status).toBe(200);
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill();
    await app?.close();
  });

  const sandbox = async (): Promise<{ issued: number; refusals: number }> => {
    const s = (await (await fetch(`${sandboxUrl}/__sandbox/state`)).json()) as SandboxState;
    return { issued: s.sellers.find((x) => x.consumerKey === KEYS.consumer_key)!.tokensIssued, refusals: s.badTokenRefusals };
  };

  /** Two worker processes call OnBuy for the seller at the same time; their summaries. */
  async function runTwoWorkers(): Promise<{ calls: number; errors: string[] }[]> {
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: app.services.config.dataDir,
      DATABASE_URL: app.db.url,
      ENCRYPTION_KEY: app.services.config.encryptionKey.toString('base64'),
      ONBUY_API_URL: app.services.config.ONBUY_API_URL,
      SELLER_ID: userId,
      LOOP_MS: '3000',
    };
    const workers = [0, 1].map(() => spawn(process.execPath, ['--import', 'tsx', WORKER], { env, stdio: ['pipe', 'pipe', 'inherit'] }));
    children.push(...workers);
    const outputs = workers.map((w) => {
      let text = '';
      w.stdout!.on('data', (d) => (text += d));
      return { w, text: () => text, exited: once(w, 'exit') };
    });
    // Both processes are up before either calls OnBuy, so their loops overlap.
    await Promise.all(outputs.map(({ text }) => waitUntil(() => text().includes('ready'))));
    for (const { w } of outputs) w.stdin!.write('go\n');
    await Promise.all(outputs.map(({ exited }) => exited));
    return outputs.map(({ text }) => JSON.parse(text().trim().split('\n').at(-1)!));
  }

  it('two worker processes with no stored token: exactly one token is requested and no 401 happens', async () => {
    // Forget the token the connection stored, so both processes start without one.
    await app.services.pool.query(`UPDATE connections SET access_token = NULL, access_token_expires_at = NULL WHERE user_id = $1`, [userId]);
    const before = await sandbox();
    const results = await runTwoWorkers();
    const after = await sandbox();
    for (const r of results) {
      expect(r.errors).toEqual([]);
      expect(r.calls).toBeGreaterThan(5);
    }
    expect(after.issued - before.issued).toBe(1);
    expect(after.refusals - before.refusals).toBe(0);
  }, 90_000);

  it('when OnBuy expires the token early, the workers renew it once between them and no 401 reaches a caller', async () => {
    // OnBuy's clock runs past the token's 15 minutes while ours still trusts it: each worker's next call gets 401.
    await fetch(`${sandboxUrl}/__sandbox/clock/advance`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"seconds":960}' });
    const before = await sandbox();
    const results = await runTwoWorkers();
    const after = await sandbox();
    for (const r of results) {
      expect(r.errors).toEqual([]);
      expect(r.calls).toBeGreaterThan(5);
    }
    expect(after.issued - before.issued).toBe(1);
    // The expired token was refused (at most once per process) and never again after the renewal.
    expect(after.refusals - before.refusals).toBeGreaterThanOrEqual(1);
    expect(after.refusals - before.refusals).toBeLessThanOrEqual(2);
  }, 90_000);
});

async function waitUntil(ok: () => boolean, ms = 60_000) {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('worker did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
}
