// Safe to run twice: the reconcile only compares the channel with what was last pushed; a second
// run finds the drift it recorded already repaired (or queued) and the kept price edits equal.
// Without a connection in the payload (the nightly cron) it fans out one job per connection.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { enqueue } from '../../server/jobs/enqueue.ts';
import { reconcileConnection } from '../../server/modules/listing-sync/reconcile.ts';
import { connectionsWithLiveListings } from '../../server/modules/listing-sync/sync.service.ts';

/** Nightly: each channel's actual quantities and prices against what was pushed (drift repaired, edits recorded). */
export default async function listings__reconcile(payload: unknown, deps: TaskDeps) {
  const p = taskPayloads.listings__reconcile.parse(payload);
  if (p.userId && p.channel && p.connectionId) {
    const result = await reconcileConnection(deps, { userId: p.userId, channel: p.channel, connectionId: p.connectionId });
    if (result.drifted || result.priceEdits) deps.log.info({ ...result, connectionId: p.connectionId }, 'reconciled listings with the channel');
    return;
  }
  for (const c of await connectionsWithLiveListings(deps))
    await enqueue(deps.pool, 'listings__reconcile', c, { jobKey: `listings-reconcile:${c.connectionId}`, queueName: `listings:${c.connectionId}` });
}
