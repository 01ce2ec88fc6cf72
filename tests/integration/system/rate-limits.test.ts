import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimit, pruneRateLimitWindows, rateLimitExceeded } from '../../../server/modules/system/rate-limits.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';

// The counters live in Postgres so that every web process counts against one limit: two pools here
// stand for two processes.
describe('rate limits in Postgres', () => {
  let db: TestDatabase;
  let a: pg.Pool;
  let b: pg.Pool;
  beforeAll(async () => {
    db = await createTestDatabase();
    a = new pg.Pool({ connectionString: db.url, max: 2 });
    b = new pg.Pool({ connectionString: db.url, max: 2 });
  });
  afterAll(async () => {
    await a.end();
    await b.end();
    await db.drop();
  });

  it('allows `limit` hits per key in a window across processes, then refuses with the seconds left', async () => {
    const l = { bucket: 't1', limit: 3, windowMs: 60_000 };
    const results = [await hitRateLimit(a, l, 'x'), await hitRateLimit(b, l, 'x'), await hitRateLimit(a, l, 'x'), await hitRateLimit(b, l, 'x')];
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await hitRateLimit(a, l, 'y')).allowed).toBe(true); // per key
    expect((await hitRateLimit(a, { ...l, bucket: 't2' }, 'x')).allowed).toBe(true); // per bucket
  });

  it('checking counts nothing', async () => {
    const l = { bucket: 't3', limit: 1, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await rateLimitExceeded(b, l, 'k')).allowed).toBe(true);
    expect((await hitRateLimit(a, l, 'k')).allowed).toBe(true);
    expect((await rateLimitExceeded(b, l, 'k')).allowed).toBe(false);
  });

  it('starts a new window when the old one ends', async () => {
    const l = { bucket: 't4', limit: 1, windowMs: 1000 };
    // Start just after a window boundary so both hits fall in one window.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    expect((await hitRateLimit(a, l, 'k')).allowed).toBe(true);
    expect((await hitRateLimit(a, l, 'k')).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
    expect((await hitRateLimit(a, l, 'k')).allowed).toBe(true);
  });

  it('prunes windows older than a day', async () => {
    await a.query(`INSERT INTO rate_limit_windows (bucket, key, window_start, hits) VALUES ('old', 'k', now() - interval '2 days', 5)`);
    expect(await pruneRateLimitWindows(a)).toBe(1);
    const { rowCount } = await a.query(`SELECT 1 FROM rate_limit_windows WHERE bucket = 'old'`);
    expect(rowCount).toBe(0);
  });
});
