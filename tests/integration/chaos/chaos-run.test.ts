// Issue 32: the chaos run's small version in `npm test` (`npm run chaos -- --test`): two web and two
// worker processes on one Postgres (a database of the test run's own), the sandboxes in a process
// of their own, faults at a few percent and processes killed with SIGKILL while two sellers list
// and buyers order; the same checks as `npm run chaos`, read from the sandboxes' state. Its last
// line says what it found: no duplicates, nothing lost, settled.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { withDatabase } from '../../helpers/global-setup.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const name = `lb_chaos_${randomBytes(5).toString('hex')}`;
let url: string;

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: inject('adminUrl') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  // An empty database: the first web process migrates it, as on a first deployment.
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  url = withDatabase(inject('adminUrl'), name);
});
afterAll(async () => {
  await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

describe('the chaos run (small)', () => {
  it('lists and orders nothing twice, loses nothing and settles, with processes killed and marketplaces failing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/chaos/chaos.ts', '--test'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    const last = /^chaos: (\d+) orders, (\d+) MCF orders, (\d+) duplicates, (\d+) lost, settled in (\d+) s$/m.exec(out);
    expect(last, out).not.toBeNull();
    const [, orders, mcf, duplicates, lost] = last!.map(Number);
    expect({ duplicates, lost, code }, out).toEqual({ duplicates: 0, lost: 0, code: 0 });
    expect(orders, out).toBeGreaterThan(0);
    expect(mcf, out).toBe(orders);
  }, 600_000);
});
