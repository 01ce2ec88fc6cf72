// Transactions on pg, and the one type for "where a statement runs". (CSV downloads streamed by
// COPY: server/db/csv-export.ts.) Every BEGIN in server/ and jobs/ goes through these two helpers,
// so a transaction always ends in COMMIT or ROLLBACK and its client always goes back to the pool.
import type pg from 'pg';

/**
 * Where one statement runs: a pg pool, a pool client (a transaction), a connection the caller holds
 * (push.service's writer), or Prisma's interactive transaction wrapped as `query` (the settings
 * save and plan changes). A function that must run inside its caller's transaction takes one.
 */
export interface SqlRunner {
  query<R extends pg.QueryResultRow = any>(text: string, values?: unknown[]): Promise<{ rows: R[]; rowCount?: number | null }>;
}

/** Prisma's client or interactive transaction, for the few writers (enqueue) that run on either. */
export interface PrismaRunner {
  $executeRawUnsafe(sql: string, ...values: unknown[]): Promise<number>;
}

export interface TransactionOptions {
  /** BEGIN READ ONLY: a consistent snapshot for a long read (a cursor over many rows). */
  readOnly?: boolean;
}

/** Runs `work` in a transaction on one client of the pool: COMMIT when it resolves, ROLLBACK when it throws. */
export async function inTransaction<T>(db: { pool: pg.Pool }, work: (tx: pg.PoolClient) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  const tx = await db.pool.connect();
  try {
    return await inTransactionOn(tx, work, opts);
  } finally {
    tx.release();
  }
}

/**
 * Runs `work` in a transaction on a connection the caller holds and keeps (its temporary tables,
 * its session settings, its advisory lock): COMMIT when `work` resolves, ROLLBACK when it throws.
 * Never a pool: each of its statements may run on another client.
 */
export async function inTransactionOn<C extends SqlRunner, T>(conn: C, work: (tx: C) => Promise<T>, opts: TransactionOptions = {}): Promise<T> {
  try {
    await conn.query(opts.readOnly ? 'BEGIN READ ONLY' : 'BEGIN');
    const out = await work(conn);
    await conn.query('COMMIT');
    return out;
  } catch (err) {
    await conn.query('ROLLBACK').catch(() => {});
    throw err;
  }
}
