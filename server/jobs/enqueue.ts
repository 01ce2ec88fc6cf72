import type { z } from 'zod';
import type { PrismaRunner, SqlRunner } from '../db/transaction.ts';
import { taskPayloads, type TaskName } from './payloads.ts';

export interface EnqueueOptions {
  /** Coalesces repeats: a pending job with the same key is replaced, not duplicated. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  queueName?: string;
  priority?: number;
  /** graphile-worker's job_key_mode: 'preserve_run_at' keeps a pending job's run time (a debounce a stream of repeats cannot postpone). */
  jobKeyMode?: 'replace' | 'preserve_run_at';
}

/**
 * Adds a job through graphile-worker's SQL API, on the connection given, so that inside a
 * transaction the job exists exactly when the transaction commits.
 */
export async function enqueue<T extends TaskName>(
  db: SqlRunner | PrismaRunner,
  task: T,
  payload: z.input<(typeof taskPayloads)[T]>,
  opts: EnqueueOptions = {},
): Promise<void> {
  const parsed = taskPayloads[task].parse(payload);
  const sql = `SELECT graphile_worker.add_job($1::text, $2::json, queue_name => $3::text, run_at => $4::timestamptz,
     max_attempts => $5::int, job_key => $6::text, priority => $7::int, job_key_mode => $8::text)`;
  const values = [
    task,
    JSON.stringify(parsed),
    opts.queueName ?? null,
    opts.runAt ?? null,
    opts.maxAttempts ?? null,
    opts.jobKey ?? null,
    opts.priority ?? null,
    opts.jobKeyMode ?? null,
  ];
  if ('$executeRawUnsafe' in db) await db.$executeRawUnsafe(sql, ...values);
  else await db.query(sql, values);
}
