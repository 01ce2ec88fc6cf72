// Safe to run twice: writes absolute quantities from Amazon (not increments) and moves the poll cursor
// forward only after applying them, so a re-run re-applies the same values.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { pollQuantities } from '../../server/modules/inventory/quantity-poll.service.ts';

/** Applies one seller's FBA quantity changes since the last poll. */
export default async function inventory__poll_quantities(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.inventory__poll_quantities.parse(payload);
  await pollQuantities(deps, userId);
}
