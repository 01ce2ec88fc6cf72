// Safe to run twice: each batch is settled before the next is sent, settled rows are not picked
// again, and the eBay adapter reuses what eBay already has by SKU (create-or-replace inventory
// items, the offer id saved before publishing or named by eBay's "already exists" answer, a
// published offer settled as it is). A revoked token stops the run with the rest left queued.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { pushListings, ROWS_PER_RUN, RUN_BUDGET_MS } from '../../server/modules/listing-sync/engine.ts';
import { enqueuePush } from '../../server/modules/listing-actions/actions.service.ts';

/** Pushes one seller's listings in progress on one channel (list, revise, delist) in bulk calls. */
export default async function listings__push(payload: unknown, deps: TaskDeps) {
  const { userId, channel } = taskPayloads.listings__push.parse(payload);
  const started = Date.now();
  for (;;) {
    const result = await pushListings(deps, userId, channel);
    // A full slice means more may wait: take it now while within the budget, else queue the next
    // run (same key and queue as the action's job).
    if (result.stoppedForReauth || result.settled < ROWS_PER_RUN || !result.connectionId) return;
    if (Date.now() - started >= RUN_BUDGET_MS) return enqueuePush(deps.pool, userId, channel, result.connectionId);
  }
}
