// Safe to run twice: it only clears what is past the retention period.
import type { TaskDeps } from '../task-list.ts';
import { forgetOldAddresses } from '../../server/modules/sales/sales.service.ts';

/** Daily: removes buyers' names and addresses 30 days after their order was fulfilled. */
export default async function sales__forget_addresses(_payload: unknown, deps: TaskDeps) {
  const n = await forgetOldAddresses(deps);
  if (n) deps.log.info({ sales: n }, 'removed buyer addresses past retention');
}
