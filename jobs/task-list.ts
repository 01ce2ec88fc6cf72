import type { Task, TaskList } from 'graphile-worker';
import type { AppServices } from '../server/graphql/context.ts';
import type { TaskName } from './payloads.ts';
import email__deliver from './tasks/email__deliver.ts';
import email__prune_outbox from './tasks/email__prune_outbox.ts';

export type TaskDeps = Omit<AppServices, 'worker'>;
type TaskFn = (payload: unknown, deps: TaskDeps) => Promise<void>;

// The explicit list of tasks: id = file name = what it does (CONVENTIONS.md §8).
const tasks: Record<TaskName, TaskFn> = {
  email__deliver,
  email__prune_outbox,
};

export function createTaskList(deps: TaskDeps): TaskList {
  return Object.fromEntries(
    Object.entries(tasks).map(([name, fn]): [string, Task] => [
      name,
      async (payload, helpers) => {
        await fn(payload, { ...deps, log: deps.log.child({ task: name, jobId: helpers.job.id }) });
      },
    ]),
  );
}
