// Safe to run twice: enriches only the named items still without catalogue data
// (catalog_enriched_at IS NULL) and marks them in one UPDATE with the listings' hook
// (catalog-wait.service.ts onCatalogArrived) in the same transaction; a re-run after a crash asks
// Amazon again only for the slice that was not written.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { enrichCatalogItems, requestCatalogFirst } from '../../server/modules/inventory/enrich.service.ts';

/** Catalogue data for items a listing waits for, ahead of the import's enrichment chain; queues the rest while any remain. */
export default async function inventory__enrich_items(payload: unknown, deps: TaskDeps) {
  const { userId, itemIds } = taskPayloads.inventory__enrich_items.parse(payload);
  const { more } = await enrichCatalogItems(deps, userId, itemIds);
  if (more) await requestCatalogFirst(deps.pool, userId, itemIds);
}
