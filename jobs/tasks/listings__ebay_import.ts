// Safe to run twice: each batch commits its listings with the run's progress (a re-run resumes
// after the last batch), and a listing eBay already migrated is found again by its SKU.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { runEbayImport } from '../../server/modules/listing-csv/ebay-csv.service.ts';

/** Reads an Import eBay Listings run's rows from eBay and links them (server/modules/listing-csv/ebay-csv.service.ts). */
export default async function listings__ebay_import(payload: unknown, deps: TaskDeps) {
  const { runId } = taskPayloads.listings__ebay_import.parse(payload);
  await runEbayImport(deps, runId);
}
