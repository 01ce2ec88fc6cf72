// Safe to run twice: writes absolute quantities from Amazon (not increments) and moves the poll cursor
// forward only after applying them, so a re-run re-applies the same values. One chain per seller:
// the next poll takes the seller's poll key (this job has a single attempt, so nothing is lost).
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { pollQuantities, queueNextPoll } from '../../server/modules/inventory/quantity-poll.service.ts';

/**
 * Applies one seller's Amazon changes since the last poll (FBA quantities, merchant-fulfilled
 * quantities and prices), then queues the next poll a few seconds on, so a change is seen within
 * seconds rather than at the next minute. A failed poll queues none: the minute cron starts again.
 */
export default async function inventory__poll_quantities(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.inventory__poll_quantities.parse(payload);
  const { polled } = await pollQuantities(deps, userId);
  if (polled) await queueNextPoll(deps, userId);
}
