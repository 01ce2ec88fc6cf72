// Fixed-window rate limits kept in Postgres, so every web process counts against one limit (a
// per-process counter would let N processes take N times the traffic). One upsert per counted
// request; the public endpoints that use it (webhooks) are cheap next to the HMAC/ECDSA checks
// they protect.
import type pg from 'pg';

export interface RateLimit {
  /** Names the counter (e.g. 'webhook-requests'); keys are counted per bucket. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export interface RateCount {
  /** Whether the key is within its limit (including this hit, for `hitRateLimit`). */
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

// The window a moment falls in: epoch milliseconds floored to a multiple of windowMs.
const WINDOW = `to_timestamp(floor(extract(epoch FROM clock_timestamp()) * 1000 / $3) * $3 / 1000.0)`;
const RETRY = `GREATEST(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $3 / 1000.0) - clock_timestamp()))))::int`;

/** Counts one hit for `key`; not allowed once the key has more than `limit` hits in the window. */
export async function hitRateLimit(db: pg.Pool, l: RateLimit, key: string): Promise<RateCount> {
  const { rows } = await db.query<{ hits: number; retry: number }>(
    `INSERT INTO rate_limit_windows AS w (bucket, key, window_start, hits) VALUES ($1, $2, ${WINDOW}, 1)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = w.hits + 1
     RETURNING hits, ${RETRY} AS retry`,
    [l.bucket, key, l.windowMs],
  );
  return { allowed: rows[0]!.hits <= l.limit, retryAfterSeconds: rows[0]!.retry };
}

/**
 * Counts `cost` units for `key` (a partner token's query cost). Allowed while the window had room
 * before this request, so one expensive query is not refused forever; the next ones wait.
 */
export async function consumeRateLimit(db: pg.Pool, l: RateLimit, key: string, cost: number): Promise<RateCount & { hits: number }> {
  const { rows } = await db.query<{ hits: number; retry: number }>(
    `INSERT INTO rate_limit_windows AS w (bucket, key, window_start, hits) VALUES ($1, $2, ${WINDOW}, $4)
     ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = w.hits + $4
     RETURNING hits, ${RETRY} AS retry`,
    [l.bucket, key, l.windowMs, cost],
  );
  const hits = rows[0]!.hits;
  return { allowed: hits - cost < l.limit, retryAfterSeconds: rows[0]!.retry, hits };
}

/** Whether `key` has already used up its limit in this window (counts nothing). */
export async function rateLimitExceeded(db: pg.Pool, l: RateLimit, key: string): Promise<RateCount> {
  const { rows } = await db.query<{ hits: number; retry: number }>(
    `SELECT hits, ${RETRY} AS retry FROM rate_limit_windows WHERE bucket = $1 AND key = $2 AND window_start = ${WINDOW}`,
    [l.bucket, key, l.windowMs],
  );
  const row = rows[0];
  return { allowed: !row || row.hits < l.limit, retryAfterSeconds: row?.retry ?? 1 };
}

/** Forgets windows older than a day (daily prune). */
export async function pruneRateLimitWindows(db: pg.Pool): Promise<number> {
  const r = await db.query(`DELETE FROM rate_limit_windows WHERE window_start < now() - interval '1 day'`);
  return r.rowCount ?? 0;
}
