// Safe to run twice: deletes delivered mail past retention; a second run finds nothing more to delete.
import type { TaskDeps } from '../task-list.ts';
import { pruneOutbox } from '../../server/modules/email/email.service.ts';

export default async function email__prune_outbox(_payload: unknown, deps: TaskDeps) {
  const count = await pruneOutbox(deps.prisma);
  if (count) deps.log.info({ count }, 'pruned delivered mail from the outbox');
}
