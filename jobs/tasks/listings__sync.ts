// Safe to run twice: each batch is settled (pushed values, history, mark cleared) before the next
// is sent, and a re-run recomputes each due listing's difference from what was settled, so a
// killed run loses nothing and pushes nothing twice. Failures back off by the connection's own
// retry state (a new change re-queuing the job cannot shorten it); refused rows are retried at
// their own time by a second job key (enqueueRowRetry, replaced by each run).
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { syncConnection } from '../../server/modules/listing-sync/continuous-sync.ts';
import { enqueueRowRetry, enqueueSync } from '../../server/modules/listing-sync/sync.service.ts';
import { RUN_BUDGET_MS } from '../../server/modules/listing-sync/engine.ts';

/** Pushes one connection's due quantities and prices (only the differences) in bulk calls. */
export default async function listings__sync(payload: unknown, deps: TaskDeps) {
  const { userId, channel, connectionId } = taskPayloads.listings__sync.parse(payload);
  const started = Date.now();
  for (;;) {
    const result = await syncConnection(deps, { userId, channel, connectionId });
    // Rows the channel refused are retried at their own time, by a job of their own.
    if (result.rowRetryAt) await enqueueRowRetry(deps.pool, userId, channel, connectionId, result.rowRetryAt);
    if (result.retryAt) return enqueueSync(deps.pool, userId, channel, connectionId, result.retryAt);
    if (result.blocked || !result.more) return;
    // More than one slice is due: take the next now while within the budget, else queue it.
    if (Date.now() - started >= RUN_BUDGET_MS) return enqueueSync(deps.pool, userId, channel, connectionId, new Date());
  }
}
