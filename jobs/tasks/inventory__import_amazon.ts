// Safe to run twice: the run is claimed only when QUEUED or RUNNING under this same job (a re-run
// after its worker died resumes it from new reports); the upsert, zeroing and stats commit in one
// transaction, and the upsert is keyed on (user, SKU): nothing is counted or inserted twice.
import type { JobOwner } from '../../server/jobs/runs.ts';
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { runImport } from '../../server/modules/inventory/import.service.ts';

/** Runs one queued Amazon inventory import (reports → rows); the run row records the outcome. */
export default async function inventory__import_amazon(payload: unknown, deps: TaskDeps, job: JobOwner) {
  const { importRunId } = taskPayloads.inventory__import_amazon.parse(payload);
  await runImport(deps, importRunId, undefined, job);
}
