import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Logger as WorkerLogger, parseCrontab, run, runMigrations, type Runner, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import type { Logger } from '../server/logger.ts';
import { createTaskList, type TaskDeps } from './task-list.ts';
import { startHeartbeat, type Heartbeat } from './heartbeat.ts';
import { startMcfNotificationReader } from './mcf-notification-reader.ts';

const CRONTAB = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crontab');

/** graphile-worker's own tables, created before anything may enqueue. */
export async function migrateWorkerSchema(pool: pg.Pool, log: Logger) {
  await runMigrations({ pgPool: pool, logger: workerLogger(log) });
}

export interface WorkerHandle {
  runner: Runner;
  heartbeat: Heartbeat;
  /**
   * Graceful stop: takes no new jobs, lets running ones finish for up to WORKER_SHUTDOWN_GRACE_MS,
   * then releases the rest (unlocked, so another worker takes them at once) and stops beating.
   */
  stop(): Promise<void>;
  /**
   * Settles once the runner has stopped for good, its last jobs' completions and failures written:
   * only then may the worker's pool be ended (a job that outlives the grace still finishes and
   * records its result through that pool).
   */
  settled: Promise<void>;
}

/** Starts a worker on `pool` with its heartbeat; signals are handled by the caller (graceful shutdown order). */
export async function startWorker(deps: TaskDeps & { concurrency: number }): Promise<WorkerHandle> {
  const { config, log } = deps;
  const heartbeat = startHeartbeat(deps.pool, log.child({ component: 'heartbeat' }), {
    beatMs: config.WORKER_HEARTBEAT_MS,
    staleMs: config.WORKER_STALE_MS,
    sweepMs: config.WORKER_SWEEP_MS,
  });
  // The pool's id is what graphile-worker writes into jobs.locked_by: beat under that id, from
  // before the pool takes its first job.
  const events = new EventEmitter() as WorkerEvents;
  const added: Promise<void>[] = [];
  events.on('pool:create', ({ workerPool }) => {
    added.push(heartbeat.add(workerPool.id).catch((err) => log.warn({ err }, 'worker heartbeat not written')));
  });
  let runner: Runner;
  try {
    runner = await run({
      pgPool: deps.pool,
      concurrency: deps.concurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      events,
      taskList: createTaskList(deps),
      parsedCronItems: parseCrontab(readFileSync(CRONTAB, 'utf8')),
      logger: workerLogger(log),
    });
  } catch (err) {
    await heartbeat.stop().catch(() => {});
    throw err;
  }
  await Promise.all(added);
  // Sweep once now: jobs of a worker that died while this one was down run again at once.
  heartbeat.sweep().catch((err) => log.warn({ err }, 'worker sweep failed'));
  // SP-API notifications (MCF tracking) are read beside the jobs, by every worker process.
  const reader = startMcfNotificationReader(deps);

  let stopping: Promise<void> | null = null;
  const stop = async () => {
    // No new notifications taken; the ones in hand finish (or come back to another worker after their timeout).
    await reader?.stop();
    const stopped = runner.stop().then(
      () => true,
      (err) => (log.warn({ err }, 'worker stopped with an error'), true),
    );
    const finished = await Promise.race([stopped, new Promise<false>((r) => setTimeout(() => r(false), config.WORKER_SHUTDOWN_GRACE_MS).unref())]);
    if (!finished) {
      // Jobs still running: hand them back now rather than leave them locked by a process about to exit.
      const { rows } = await deps.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE locked_by = ANY($1::text[])', [
        heartbeat.workerIds,
      ]);
      await deps.pool.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [heartbeat.workerIds]);
      log.warn({ released: rows[0]?.n ?? 0, graceMs: config.WORKER_SHUTDOWN_GRACE_MS }, 'jobs still running at shutdown were released for another worker');
      // They still run here: give them as long again to finish and record their results.
      await Promise.race([stopped, new Promise((r) => setTimeout(r, config.WORKER_SHUTDOWN_GRACE_MS).unref())]);
    }
    await heartbeat.stop();
  };
  const settled = runner.promise.then(
    () => undefined,
    () => undefined,
  );
  return {
    runner,
    heartbeat,
    settled,
    stop: () => {
      stopping ??= stop();
      return stopping;
    },
  };
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
