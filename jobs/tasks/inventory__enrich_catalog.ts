// Safe to run twice: picks only items without catalogue data (catalog_enriched_at IS NULL) and marks
// them in one UPDATE; a re-run after a crash asks Amazon again only for the slice that was not written.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { enqueueCatalogEnrichment, enrichCatalog } from '../../server/modules/inventory/enrich.service.ts';

/** One bounded slice of Catalog Items enrichment; queues the next slice while items remain. */
export default async function inventory__enrich_catalog(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.inventory__enrich_catalog.parse(payload);
  const { more } = await enrichCatalog(deps, userId);
  if (more) await enqueueCatalogEnrichment(deps.pool, userId);
}
