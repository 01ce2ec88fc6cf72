import pg from 'pg';
import type { Logger } from '../logger.ts';

// 57P01: the server is shutting down. On Ctrl-C the terminal signals postgres too, so idle
// connections are cut while we stop; that is expected and not worth an error line.
const isShutdown = (err: unknown) => (err as { code?: string })?.code === '57P01';

/** What a pool may add to pg's defaults: a statement timeout (ms, set for the session) and how long a caller waits for a client. */
export interface PoolLimits {
  statementTimeoutMs?: number;
  connectionTimeoutMs?: number;
}

/** A pg pool whose idle and connected clients never crash the process on a dropped connection. */
export function createPool(connectionString: string, max: number, log: Logger, limits: PoolLimits = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs } : {}),
    ...(limits.connectionTimeoutMs ? { connectionTimeoutMillis: limits.connectionTimeoutMs } : {}),
  });
  const onError = (err: Error) => (isShutdown(err) ? log.debug : log.error).call(log, { err }, 'pg client error');
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}
