// Safe to run twice: it only reads OnBuy's queue entry and records its verdict (Created with the
// OPC, copied to the item's onbuy_product_code; or Failed with OnBuy's error); a second run finds
// the item no longer Queued and stops, or records the same verdict again. A pending entry queues
// the next poll under the same jobKey, so there is never more than one poll per item, and its
// run_at lives in Postgres: the back-off (1 min doubling to 6 h by default) survives restarts.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { pollOnbuyProductQueue, schedulePoll } from '../../server/modules/listing-content/onbuy-products.service.ts';

/** Polls OnBuy's product-creation queue for one item until OnBuy creates or refuses the product. */
export default async function onbuy__product_queue(payload: unknown, deps: TaskDeps) {
  const { userId, itemId } = taskPayloads.onbuy__product_queue.parse(payload);
  const outcome = await pollOnbuyProductQueue(deps, userId, itemId);
  if (!outcome.done) await schedulePoll(deps, userId, itemId, outcome.retryInMs);
}
