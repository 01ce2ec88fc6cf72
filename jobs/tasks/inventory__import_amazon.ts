import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { runImport } from '../../server/modules/inventory/import.service.ts';

/** Runs one queued Amazon inventory import (reports → rows); the run row records the outcome. */
export default async function inventory__import_amazon(payload: unknown, deps: TaskDeps) {
  const { importRunId } = taskPayloads.inventory__import_amazon.parse(payload);
  await runImport(deps, importRunId);
}
