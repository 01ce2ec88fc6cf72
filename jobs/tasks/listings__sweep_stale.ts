// Safe to run twice: it only queues pushes, on the same jobKey as the listing actions, so a second
// run (or an action in between) replaces the waiting push instead of adding one; the push itself
// settles each stuck row once, from eBay's truth, and only if the row is still in that status.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { requeueStaleListings } from '../../server/modules/listing-sync/stale-sweep.service.ts';

/**
 * Cron (jobs/crontab): re-queues the push of connections with rows in progress for over 20 minutes
 * (every 5 minutes), or (`orphans`, every minute) with no push job left that can run for them.
 */
export default async function listings__sweep_stale(payload: unknown, deps: TaskDeps) {
  const { orphans } = taskPayloads.listings__sweep_stale.parse(payload);
  const queued = await requeueStaleListings(deps, new Date(), { orphans: orphans === true });
  if (queued.length > 0) deps.log.info({ connections: queued.length }, 'stuck listing rows: push re-queued');
}
