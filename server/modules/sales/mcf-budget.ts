// Amazon's MCF usage plans, kept in Postgres (issue 31): one token bucket per seller and operation
// (mcf_rate_buckets), so every worker process spends from the same bucket and together they never
// send more than Amazon allows. Without it each process would spend its own burst, and the orders
// of a busy minute would meet 429s and the transport's back-off instead of waiting their turn.
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.ts';
import { ThrottledError } from '../../integrations/transport.ts';

/**
 * The documented default usage plans (Fulfillment Outbound 2020-07-01 model: "Rate (requests per
 * second) | Burst": 2 | 30 for each of these operations).
 */
export const MCF_PLANS = {
  createFulfillmentOrder: { rate: 2, burst: 30 },
  getFulfillmentPreview: { rate: 2, burst: 30 },
  getFulfillmentOrder: { rate: 2, burst: 30 },
  listAllFulfillmentOrders: { rate: 2, burst: 30 },
  cancelFulfillmentOrder: { rate: 2, burst: 30 },
} as const;
export type McfOperation = keyof typeof MCF_PLANS;

/** A job waits in place for a token this long at most; a longer wait gives the slot back (ThrottledError). */
const MAX_WAIT_MS = 20_000;

/**
 * Takes one token of the seller's bucket for `operation` if there is one; else says how long until
 * there is. The bucket row is locked while it is read and written, and its time is the database's
 * clock, so processes on different machines agree.
 */
export async function tryTakeMcfToken(db: { pool: pg.Pool }, userId: string, operation: McfOperation): Promise<{ taken: boolean; waitMs: number }> {
  const plan = MCF_PLANS[operation];
  await db.pool.query(`INSERT INTO mcf_rate_buckets (user_id, operation, tokens, refilled_at) VALUES ($1, $2, $3, clock_timestamp()) ON CONFLICT DO NOTHING`, [
    userId,
    operation,
    plan.burst,
  ]);
  return inTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ tokens: number }>(`SELECT tokens FROM mcf_rate_buckets WHERE user_id = $1 AND operation = $2 FOR UPDATE`, [
      userId,
      operation,
    ]);
    if (!rows[0]) throw new Error('MCF bucket row missing');
    // The clock is read after the lock is held: a waiter never refills from a moment before the
    // holder's write.
    const now = await tx.query<{ elapsed: number }>(
      `SELECT GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - refilled_at))::float8 AS elapsed FROM mcf_rate_buckets WHERE user_id = $1 AND operation = $2`,
      [userId, operation],
    );
    const available = Math.min(plan.burst, Number(rows[0].tokens) + Number(now.rows[0]!.elapsed) * plan.rate);
    const taken = available >= 1;
    await tx.query(`UPDATE mcf_rate_buckets SET tokens = $3, refilled_at = GREATEST(refilled_at, clock_timestamp()) WHERE user_id = $1 AND operation = $2`, [
      userId,
      operation,
      taken ? available - 1 : available,
    ]);
    return { taken, waitMs: taken ? 0 : Math.ceil(((1 - available) / plan.rate) * 1000) };
  });
}

/**
 * Waits for a token of the seller's bucket (a few seconds at most in a job's slot); beyond that the
 * job is given back to the queue with the wait (ThrottledError: it runs again, its attempt kept).
 */
export async function spendMcfToken(db: { pool: pg.Pool }, userId: string, operation: McfOperation, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { taken, waitMs } = await tryTakeMcfToken(db, userId, operation);
    if (taken) return;
    if (Date.now() - started + waitMs > maxWaitMs) {
      // Our own bucket refused, not Amazon: the job's refusal says so in its text.
      throw new ThrottledError('amazon', operation, waitMs, {
        status: 429,
        ok: false,
        headers: new Headers(),
        text: "MCF budget: waiting for the seller's bucket",
      });
    }
    await new Promise((r) => setTimeout(r, waitMs));
  }
}

/** Tokens left in each of the seller's MCF buckets now (the backlog estimate reads them). */
export async function mcfTokensLeft(db: { pool: pg.Pool }, userId: string): Promise<Partial<Record<McfOperation, number>>> {
  const { rows } = await db.pool.query<{ operation: McfOperation; tokens: number; elapsed: number }>(
    `SELECT operation, tokens, GREATEST(0, EXTRACT(EPOCH FROM clock_timestamp() - refilled_at))::float8 AS elapsed FROM mcf_rate_buckets WHERE user_id = $1`,
    [userId],
  );
  const out: Partial<Record<McfOperation, number>> = {};
  for (const r of rows) {
    const plan = MCF_PLANS[r.operation];
    if (plan) out[r.operation] = Math.min(plan.burst, Number(r.tokens) + Number(r.elapsed) * plan.rate);
  }
  return out;
}
