// Safe to run twice: picks only priced items without fees (fees_enriched_at IS NULL) and writes them in
// one UPDATE guarded by the price they were estimated for; a re-run only repeats the unwritten slice.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { enqueueFeeEnrichment, enrichFees } from '../../server/modules/inventory/enrich.service.ts';

/** One bounded slice of Product Fees estimates; queues the next slice while items remain. */
export default async function inventory__enrich_fees(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.inventory__enrich_fees.parse(payload);
  const { more } = await enrichFees(deps, userId);
  if (more) await enqueueFeeEnrichment(deps.pool, userId, 'a slice');
}
