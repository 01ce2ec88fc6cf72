// What happens once a seller's Amazon account is connected: the first inventory import is queued
// (the inventory module owns the import; it joins a run that is already queued or running).
import type { AppServices } from '../../services.ts';
import { requestRefresh } from '../inventory/import.service.ts';

/** Queues the inventory import for a newly connected seller; a failure here never undoes the connection. */
export async function queueFirstAmazonImport(deps: Pick<AppServices, 'pool' | 'log'>, userId: string): Promise<void> {
  try {
    await requestRefresh(deps, userId);
  } catch (err) {
    deps.log.error({ err, userId }, 'could not queue the first Amazon inventory import');
  }
}
