import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger as WorkerLogger, parseCrontab, run, runMigrations, type Runner } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from '../server/logger.ts';
import { createTaskList, type TaskDeps } from './task-list.ts';

const CRONTAB = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crontab');

/** graphile-worker's own tables, created before anything may enqueue. */
export async function migrateWorkerSchema(pool: pg.Pool, log: Logger) {
  await runMigrations({ pgPool: pool, logger: workerLogger(log) });
}

/** Starts a worker on `pool`; signals are handled by the caller (graceful shutdown order). */
export async function startWorker(deps: TaskDeps & { concurrency: number }): Promise<Runner> {
  return run({
    pgPool: deps.pool,
    concurrency: deps.concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList: createTaskList(deps),
    parsedCronItems: parseCrontab(readFileSync(CRONTAB, 'utf8')),
    logger: workerLogger(deps.log),
  });
}

function workerLogger(log: Logger) {
  const child = log.child({ component: 'worker' });
  return new WorkerLogger(() => (level, message, meta) => {
    const shutdownNoise =
      (meta?.error as { code?: string } | undefined)?.code === '57P01' || message.includes('terminating connection due to administrator command');
    const fn = shutdownNoise ? 'debug' : level === 'error' ? 'error' : level === 'warning' ? 'warn' : level === 'info' ? 'info' : 'debug';
    child[fn](meta ?? {}, message);
  });
}
