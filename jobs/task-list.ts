import type { Task, TaskList } from 'graphile-worker';
import type { AppServices } from '../server/services.ts';
import type { TaskName } from '../server/jobs/payloads.ts';
import type { JobOwner } from '../server/jobs/runs.ts';
import { ThrottledError } from '../server/integrations/transport.ts';
import email__deliver from './tasks/email__deliver.ts';
import email__prune_outbox from './tasks/email__prune_outbox.ts';
import accounts__prune_security_records from './tasks/accounts__prune_security_records.ts';
import inventory__import_amazon from './tasks/inventory__import_amazon.ts';
import inventory__refresh from './tasks/inventory__refresh.ts';
import connections__amazon_profile from './tasks/connections__amazon_profile.ts';
import inventory__enrich_catalog from './tasks/inventory__enrich_catalog.ts';
import inventory__refresh_families from './tasks/inventory__refresh_families.ts';
import inventory__enrich_fees from './tasks/inventory__enrich_fees.ts';
import inventory__enrich_items from './tasks/inventory__enrich_items.ts';
import inventory__poll_quantities from './tasks/inventory__poll_quantities.ts';
import inventory__schedule from './tasks/inventory__schedule.ts';
import webhooks__prune from './tasks/webhooks__prune.ts';
import audit__prune from './tasks/audit__prune.ts';
import listings__push from './tasks/listings__push.ts';
import listings__sweep_stale from './tasks/listings__sweep_stale.ts';
import listings__sync from './tasks/listings__sync.ts';
import listings__prune_changes from './tasks/listings__prune_changes.ts';
import listings__ebay_import from './tasks/listings__ebay_import.ts';
import listings__reconcile from './tasks/listings__reconcile.ts';
import onbuy__product_queue from './tasks/onbuy__product_queue.ts';
import api__deliver_webhooks from './tasks/api__deliver_webhooks.ts';
import sales__import from './tasks/sales__import.ts';
import sales__fulfil from './tasks/sales__fulfil.ts';
import sales__track from './tasks/sales__track.ts';
import sales__track_sweep from './tasks/sales__track_sweep.ts';
import sales__mcf_subscribe from './tasks/sales__mcf_subscribe.ts';
import sales__forget_addresses from './tasks/sales__forget_addresses.ts';
import admin__refresh_user_stats from './tasks/admin__refresh_user_stats.ts';

export type TaskDeps = Omit<AppServices, 'worker'>;
/** The job being run (tasks that own a run record it: server/jobs/runs.ts). */
type TaskFn = (payload: unknown, deps: TaskDeps, job: JobOwner) => Promise<void>;

// The explicit list of tasks: id = file name = what it does (CONVENTIONS.md §8).
const tasks: Record<TaskName, TaskFn> = {
  email__deliver,
  email__prune_outbox,
  accounts__prune_security_records,
  inventory__import_amazon,
  inventory__refresh,
  connections__amazon_profile,
  inventory__enrich_catalog,
  inventory__refresh_families,
  inventory__enrich_fees,
  inventory__enrich_items,
  inventory__poll_quantities,
  inventory__schedule,
  webhooks__prune,
  audit__prune,
  listings__push,
  listings__sweep_stale,
  listings__sync,
  listings__prune_changes,
  listings__ebay_import,
  listings__reconcile,
  onbuy__product_queue,
  api__deliver_webhooks,
  sales__import,
  sales__fulfil,
  sales__track,
  sales__track_sweep,
  sales__mcf_subscribe,
  sales__forget_addresses,
  admin__refresh_user_stats,
};

export function createTaskList(deps: TaskDeps): TaskList {
  return Object.fromEntries(
    Object.entries(tasks).map(([name, fn]): [string, Task] => [
      name,
      async (payload, helpers) => {
        const job = { jobId: helpers.job.id, workerId: helpers.job.locked_by };
        const log = deps.log.child({ task: name, jobId: helpers.job.id });
        try {
          await fn(payload, { ...deps, log }, job);
        } catch (err) {
          const throttled = throttledIn(err);
          if (throttled && job.workerId) {
            await retryAfterThrottle(deps.pool, job.jobId, job.workerId, throttled.retryAfterMs);
            log.warn(
              { service: throttled.service, operation: throttled.operation, retryAfterMs: throttled.retryAfterMs },
              'throttled: the job runs again after the wait',
            );
          }
          throw err;
        }
      },
    ]),
  );
}

/** The ThrottledError behind an error (a client may wrap it as its cause). */
function throttledIn(err: unknown): ThrottledError | null {
  for (let e = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) if (e instanceof ThrottledError) return e;
  return null;
}

/**
 * A service asked us to wait (ThrottledError's Retry-After): that is no failure of the job, so the
 * attempt it took is given back and it runs again once the wait is over, not after graphile-worker's
 * back-off. graphile-worker records the failure right after (fail_job: run_at = greatest(now(),
 * run_at) + exp(attempts) s), so run_at is set that much earlier here. A job whose attempts were
 * all taken from it (a newer job with its key superseded it) is left so.
 */
async function retryAfterThrottle(pool: TaskDeps['pool'], jobId: string, workerId: string, retryAfterMs: number): Promise<void> {
  await pool.query(
    `UPDATE graphile_worker._private_jobs
        SET attempts = attempts - 1,
            run_at = now() + make_interval(secs => $3::float8 / 1000) - exp(least(attempts - 1, 10)) * interval '1 second'
      WHERE id = $1::bigint AND locked_by = $2 AND attempts < max_attempts AND attempts > 0`,
    [jobId, workerId, retryAfterMs],
  );
}
