// Safe to run twice: fans out with jobKeys (a waiting poll is replaced, not doubled) and refreshes
// through requestRefresh, which joins a live import instead of starting a second one.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { enqueue } from '../../server/jobs/enqueue.ts';
import { connectedSellers, POLL_PRIORITY, pollJobKey, sellersToPoll } from '../../server/modules/inventory/quantity-poll.service.ts';
import { requestRefresh } from '../../server/modules/inventory/import.service.ts';

/**
 * Cron fan-out (jobs/crontab): `poll` queues one quantity poll per connected seller (jobKey
 * coalesces a poll still waiting), `import` a full refresh per seller (joining a running one).
 */
export default async function inventory__schedule(payload: unknown, deps: TaskDeps) {
  const { kind } = taskPayloads.inventory__schedule.parse(payload);
  if (kind === 'poll') {
    for (const userId of await sellersToPoll(deps)) {
      // preserve_run_at: a follow-up poll already due sooner keeps its time; one further out is not postponed.
      await enqueue(
        deps.pool,
        'inventory__poll_quantities',
        { userId },
        {
          jobKey: pollJobKey(userId),
          jobKeyMode: 'preserve_run_at',
          maxAttempts: 1,
          priority: POLL_PRIORITY,
        },
      );
    }
    return;
  }
  for (const userId of await connectedSellers(deps)) {
    await requestRefresh(deps, userId, { scheduled: true }).catch((err) => deps.log.warn({ err, userId }, 'scheduled inventory refresh not queued'));
  }
}
