// A transaction on one client of a pg pool. (CSV downloads streamed by COPY: server/db/csv-export.ts.)
import type pg from 'pg';

/** Runs `work` in a transaction on one client: COMMIT when it resolves, ROLLBACK when it throws. */
export async function inTransaction<T>(db: { pool: pg.Pool }, work: (tx: pg.PoolClient) => Promise<T>): Promise<T> {
  const tx = await db.pool.connect();
  try {
    await tx.query('BEGIN');
    const out = await work(tx);
    await tx.query('COMMIT');
    return out;
  } catch (err) {
    await tx.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    tx.release();
  }
}
