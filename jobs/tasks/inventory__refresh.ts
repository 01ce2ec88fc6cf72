// Safe to run twice: requestRefresh joins the seller's import already queued or running, so a second
// run queues no second import.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { requestRefresh } from '../../server/modules/inventory/import.service.ts';

/** Queues (or joins) an Amazon inventory import for one seller, e.g. right after Amazon is connected. */
export default async function inventory__refresh(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.inventory__refresh.parse(payload);
  await requestRefresh(deps, userId);
}
