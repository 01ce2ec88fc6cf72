// Safe to run twice: it deletes listing history older than 90 days, in slices.
import type { TaskDeps } from '../task-list.ts';
import { pruneListingChanges } from '../../server/modules/listing-sync/sync.service.ts';

/** Daily: forgets continuous sync's history past 90 days. */
export default async function listings__prune_changes(_payload: unknown, deps: TaskDeps) {
  const pruned = await pruneListingChanges(deps);
  if (pruned > 0) deps.log.info({ pruned }, 'pruned listing history');
}
