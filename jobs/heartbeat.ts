// Worker liveness in Postgres (issue 21). graphile-worker locks a job with its pool's id and, when
// that process dies, leaves the lock for four hours. So every worker process beats in
// `worker_heartbeats` (one row per pool id, valid until expires_at), and a sweeper in any live
// worker unlocks the jobs of workers whose beat expired, so they run again within a minute, and
// settles the runs those jobs can no longer finish (server/jobs/runs.ts).
import os from 'node:os';
import type pg from 'pg';
import type { Logger } from '../server/logger.ts';
import { inTransaction } from '../server/db/transaction.ts';
import { OWNED_RUNS, settleDeadRuns } from '../server/jobs/runs.ts';

export interface HeartbeatTimings {
  /** How often this process beats. */
  beatMs: number;
  /** A beat is valid this long; after it a worker counts as dead. */
  staleMs: number;
  /** How often this process tries to sweep (one sweeper at a time, by advisory lock). */
  sweepMs: number;
}

export interface Heartbeat {
  /** Starts beating for a graphile-worker pool id (jobs.locked_by) of this process. */
  add(workerId: string): Promise<void>;
  readonly workerIds: readonly string[];
  /** Runs one sweep now (also runs on its own every sweepMs); null when another process holds the sweep. */
  sweep(): Promise<SweepResult | null>;
  /** Stops beating and sweeping and removes this process's rows (a clean exit is not a death). */
  stop(): Promise<void>;
}

export interface SweepResult {
  unlockedWorkers: string[];
  settledRuns: number;
}

// hashtext() of a fixed name: one sweeper at a time across every worker process.
const SWEEP_LOCK = `hashtext('listbridge.worker-sweep')`;

export function startHeartbeat(pool: pg.Pool, log: Logger, t: HeartbeatTimings): Heartbeat {
  const ids: string[] = [];
  let stopped = false;
  const beat = async () => {
    if (ids.length === 0 || stopped) return;
    await pool.query(
      `INSERT INTO worker_heartbeats (worker_id, pid, host, expires_at)
       SELECT id, $2, $3, now() + make_interval(secs => $4::float8 / 1000) FROM unnest($1::text[]) AS id
       ON CONFLICT (worker_id) DO UPDATE SET beat_at = now(), expires_at = EXCLUDED.expires_at`,
      [ids, process.pid, os.hostname(), t.staleMs],
    );
  };
  const sweep = () => sweepDeadWorkers(pool, t.staleMs);
  const beating = setInterval(() => beat().catch((err) => log.warn({ err }, 'worker heartbeat not written')), t.beatMs);
  const sweeping = setInterval(
    () =>
      sweep()
        .then((r) => r && (r.unlockedWorkers.length || r.settledRuns) && log.warn(r, 'released the jobs of stopped workers'))
        .catch((err) => log.warn({ err }, 'worker sweep failed')),
    t.sweepMs,
  );
  beating.unref();
  sweeping.unref();
  return {
    async add(workerId) {
      ids.push(workerId);
      await beat();
    },
    get workerIds() {
      return ids;
    },
    sweep,
    async stop() {
      stopped = true;
      clearInterval(beating);
      clearInterval(sweeping);
      if (ids.length) await pool.query('DELETE FROM worker_heartbeats WHERE worker_id = ANY($1::text[])', [ids]);
    },
  };
}

/**
 * Unlocks the jobs of dead workers: those whose beat expired, and those that hold jobs but never
 * beat (locked longer than a beat stays valid). Then settles runs whose job can no longer finish.
 */
export async function sweepDeadWorkers(pool: pg.Pool, staleMs: number): Promise<SweepResult | null> {
  return inTransaction({ pool }, async (client) => {
    const lock = await client.query(`SELECT pg_try_advisory_xact_lock(${SWEEP_LOCK}) AS ok`);
    // Another worker sweeps right now: nothing was written, so the commit ends an empty transaction.
    if (!lock.rows[0].ok) return null;
    const { rows } = await client.query<{ worker_id: string }>(
      `SELECT worker_id FROM worker_heartbeats WHERE expires_at < now()
       UNION
       SELECT DISTINCT locked_by FROM graphile_worker.jobs
        WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1::float8 / 1000)
          AND locked_by NOT IN (SELECT worker_id FROM worker_heartbeats)`,
      [staleMs],
    );
    const dead = rows.map((r) => r.worker_id);
    if (dead.length) {
      await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [dead]);
      await client.query('DELETE FROM worker_heartbeats WHERE worker_id = ANY($1::text[])', [dead]);
    }
    let settled = 0;
    for (const spec of OWNED_RUNS) settled += await settleDeadRuns(client, spec);
    return { unlockedWorkers: dead, settledRuns: settled };
  });
}

/**
 * At start-up of the embedded database nothing else can be running on it: every job still locked
 * was locked by a process that died with it (kill -9, power cut). Unlock them all at once.
 */
export async function unlockJobsOfPreviousRun(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ ids: string[] }>(
    `SELECT array(SELECT locked_by FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL
                  UNION SELECT locked_by FROM graphile_worker._private_job_queues WHERE locked_by IS NOT NULL) AS ids`,
  );
  const ids = rows[0]!.ids;
  if (ids.length) await pool.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [ids]);
  await pool.query('DELETE FROM worker_heartbeats');
  return ids;
}
