// Safe to run twice: deletes audit log entries older than a year (issue 35); a second run finds nothing more.
import type { TaskDeps } from '../task-list.ts';
import { pruneAudit } from '../../server/modules/audit/audit.service.ts';

export default async function audit__prune(_payload: unknown, deps: TaskDeps) {
  const count = await pruneAudit(deps.prisma);
  if (count) deps.log.info({ count }, 'pruned audit log entries older than a year');
}
