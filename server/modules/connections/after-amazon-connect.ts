// What happens once a seller's Amazon account is connected: a job asks the inventory module for
// the first import (inventory__refresh → requestRefresh, which joins a run already queued or
// running). A job, not a call into inventory: connections does not depend on the inventory module
// (which depends on connections for its Amazon session).
import { enqueue } from '../../jobs/enqueue.ts';
import type { AppServices } from '../../services.ts';

/** Queues the inventory import for a newly connected seller; a failure here never undoes the connection. */
export async function queueFirstAmazonImport(deps: Pick<AppServices, 'pool' | 'log'>, userId: string): Promise<void> {
  try {
    // Ahead of other sellers' work (issue 31: a new seller's first items are not held back by others' imports).
    await enqueue(deps.pool, 'inventory__refresh', { userId }, { jobKey: `inventory-refresh:${userId}`, priority: -5 });
  } catch (err) {
    deps.log.error({ err, userId }, 'could not queue the first Amazon inventory import');
  }
}
