// Safe to run twice: deletes expired records only; a second run finds nothing more to delete.
import type { TaskDeps } from '../task-list.ts';
import { pruneSecurityRecords } from '../../server/modules/accounts/prune.ts';

export default async function accounts__prune_security_records(_payload: unknown, deps: TaskDeps) {
  const counts = await pruneSecurityRecords(deps.prisma);
  deps.log.info(counts, 'pruned expired security records');
}
