// Small helpers over a pg pool: a transaction on one client, and a COPY … TO STDOUT streamed out.
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';

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

/**
 * Streams `COPY (…) TO STDOUT` into `out` (left open for the caller to end), so a large export never
 * sits in this process. COPY takes no parameters: callers put only checked values into the SQL.
 */
export async function copyToStream(db: { pool: pg.Pool }, sql: string, out: NodeJS.WritableStream): Promise<void> {
  const client = await db.pool.connect();
  try {
    const stream = client.query(copyTo(sql));
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      stream.on('end', resolve);
      stream.pipe(out, { end: false });
    });
  } finally {
    client.release();
  }
}
