import type { AppServices } from '../../services.ts';

export type PartStatus = 'ok' | 'down' | 'external';

export interface Health {
  status: 'ok' | 'down';
  db: PartStatus;
  worker: PartStatus;
  /** Seconds since the freshest worker heartbeat (any worker process); null when none beats. */
  workerHeartbeatAgeSeconds: number | null;
  /** Seconds the oldest job that is due and not locked has waited; null when none waits. */
  oldestWaitingJobAgeSeconds: number | null;
}

const QUEUE_SQL = `
SELECT (SELECT extract(epoch FROM now() - max(beat_at)) FROM worker_heartbeats)::float8 AS heartbeat,
       (SELECT extract(epoch FROM now() - min(run_at)) FROM graphile_worker.jobs
         WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now())::float8 AS waiting`;

/**
 * Checks the database with a round trip and reports the worker as the runner sees it, with how
 * fresh the workers' heartbeats are and how long the queue's oldest due job has waited.
 */
export async function checkHealth(app: Pick<AppServices, 'pool' | 'worker'>): Promise<Health> {
  const ages = await app.pool
    .query<{ heartbeat: number | null; waiting: number | null }>(QUEUE_SQL)
    .then((r) => r.rows[0]!)
    .catch(() => null);
  const db: PartStatus = ages ? 'ok' : 'down';
  const worker = app.worker.status();
  const round = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.max(0, Math.round(v * 10) / 10));
  return {
    status: db === 'ok' && worker !== 'down' ? 'ok' : 'down',
    db,
    worker,
    workerHeartbeatAgeSeconds: round(ages?.heartbeat),
    oldestWaitingJobAgeSeconds: round(ages?.waiting),
  };
}

export function appVersion(): string {
  return process.env.npm_package_version ?? '0.1.0';
}
