// Runs with owners (CONVENTIONS.md §15). A run is a long unit of work with its own status row
// (the Amazon import today; listing batches and syncs tomorrow). It records the graphile-worker
// job that owns it (`job_id`) and the worker that last claimed it (`locked_by`). Whether that job
// can still finish the run is read from Postgres alone: graphile-worker's jobs and the workers'
// heartbeats (jobs/heartbeat.ts), so a web process can tell a live run from a dead one.
//
// To make a new run table owned:
//   1. add `job_id BIGINT` and `locked_by TEXT` to it;
//   2. when its job is enqueued, store the job's id (`jobIdByKey` below, in the same transaction);
//   3. in the task, claim the run (setting job_id and locked_by) when it is QUEUED, or when it is
//      RUNNING and owned by this very job: a re-run after its worker died resumes it, so the task
//      must be safe to run twice (see runImport's claim);
//   4. add it to OWNED_RUNS, so the sweeper settles runs whose job died; never join a run for
//      which `ownerAliveSql` is false.
import type { SqlRunner } from '../db/transaction.ts';
import { escapeIdentifier } from '../db/sql.ts';

/** The job of a run can still finish it: it exists and will run again, or is running on a live worker. */
export function ownerAliveSql(runSql: string): string {
  return `EXISTS (SELECT 1 FROM graphile_worker.jobs j WHERE j.id = ${runSql}.job_id AND (
            j.attempts < j.max_attempts
            OR j.locked_by IN (SELECT h.worker_id FROM worker_heartbeats h WHERE h.expires_at > now())))`;
}

/** The id of the job just added with `jobKey` (call right after enqueue, on the same connection). */
export async function jobIdByKey(db: SqlRunner, jobKey: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM graphile_worker.jobs WHERE key = $1 ORDER BY id DESC LIMIT 1', [jobKey]);
  return rows[0]?.id ?? null;
}

/** Who runs a job: its id and the worker (graphile-worker pool) that locked it. */
export interface JobOwner {
  jobId: string;
  workerId: string | null;
}

/** A table of owned runs, and how a run whose job died is settled. */
export interface OwnedRunTable {
  table: string;
  /** SQL condition of a run that is not finished (e.g. `status IN ('QUEUED', 'RUNNING')`). */
  active: string;
  /** SET list that marks a run failed; `$1` is the message. */
  fail: string;
  message: string;
}

export const OWNED_RUNS: OwnedRunTable[] = [
  {
    table: 'inventory_import_runs',
    active: `status IN ('QUEUED', 'RUNNING')`,
    fail: `status = 'FAILED', phase = NULL, error = $1, finished_at = now()`,
    message: 'The import stopped when its worker stopped; refresh to start again',
  },
  {
    table: 'ebay_import_runs',
    active: `status IN ('QUEUED', 'RUNNING')`,
    fail: `status = 'FAILED', error = $1, finished_at = now(), updated_at = now()`,
    message: 'The import stopped before it finished; upload the file again to import the lines not done',
  },
];

/**
 * Marks failed every active run whose job can no longer finish it (gone, out of attempts, or on
 * its last attempt on a dead worker). `whereSql` narrows it (e.g. one seller: `user_id = $2`).
 * Returns how many runs were settled.
 */
export async function settleDeadRuns(db: SqlRunner, spec: OwnedRunTable, whereSql = 'true', params: unknown[] = []): Promise<number> {
  // Fixed SQL of OWNED_RUNS (code, never a request); values go as parameters.
  const { active: activeSql, fail: failSql } = spec;
  const res = await db.query(
    `UPDATE ${escapeIdentifier(spec.table)} r SET ${failSql}
      WHERE ${activeSql} AND r.job_id IS NOT NULL AND NOT ${ownerAliveSql('r')} AND (${whereSql})`,
    [spec.message, ...params],
  );
  return res.rowCount ?? 0;
}
