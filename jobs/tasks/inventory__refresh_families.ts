// Safe to run twice: it compares the linked children with what Amazon says now; delisting an item
// already being delisted marks nothing, a recheck marks nothing, and unlinking an unlinked item
// changes nothing.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { refreshFamilies } from '../../server/modules/inventory/family-refresh.service.ts';

/** Re-reads the seller's variation families on Amazon: children no longer in theirs leave it (and its listings). */
export default async function inventory__refresh_families(payload: unknown, deps: TaskDeps) {
  const { userId, recheck } = taskPayloads.inventory__refresh_families.parse(payload);
  await refreshFamilies(deps, userId, recheck ?? false);
}
