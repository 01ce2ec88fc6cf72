import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { Config } from './config.ts';
import type { Logger } from './logger.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { migrate } from './db/migrate.ts';
import { createPrisma } from './db/prisma.ts';
import { createPool } from './db/pool.ts';
import { seedFirstAccounts } from './modules/accounts/seed.ts';
import { ensurePlans } from './modules/billing/billing.service.ts';
import { createHttpApp } from './http.ts';
import { createServices, type AppServices } from './services.ts';
import { migrateWorkerSchema, startWorker, type WorkerHandle } from '../jobs/worker.ts';
import { unlockJobsOfPreviousRun } from '../jobs/heartbeat.ts';
import { startSandboxes } from '../sandbox/index.ts';
import { integrationStatus } from './integrations/status.ts';
import { connectDemoSellerToAmazonSandbox } from './demo-seller.ts';

export interface RunningApp {
  url: string;
  services: AppServices;
  embedded: EmbeddedDatabase | null;
  /** Stops the worker (running jobs get a bounded grace), then HTTP, then the pools, then the embedded database. */
  stop(): Promise<void>;
  /**
   * Settles when the in-process worker has written its last result and its pool has ended (at
   * once without one). A job released after the stop's grace may still be finishing after stop():
   * whoever drops the database (the tests) waits for this first.
   */
  workerDone(): Promise<void>;
}

/** Boots the whole product: database, migrations, worker, HTTP. */
export async function startApp(config: Config, log: Logger): Promise<RunningApp> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      await fn().catch((err) => log.error({ err }, 'error during shutdown'));
    }
  };
  try {
    // Listen first: with PORT=0 the address is known only now, and the sandboxes need it to
    // redirect consent pages and deliver webhooks. Requests get 503 until the app is ready.
    let handler: RequestListener = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
      res.end(JSON.stringify({ status: 'starting', message: 'ListBridge is starting, please retry in a moment' }));
    };
    const server: Server = createServer((req, res) => handler(req, res));
    server.listen(config.PORT, config.HOST);
    await once(server, 'listening');
    let httpClosed: Promise<void> | null = null;
    const closeHttp = () =>
      (httpClosed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5000).unref();
      }));
    cleanups.push(closeHttp);
    const { port } = server.address() as AddressInfo;
    const url = `http://localhost:${port}`;
    // Links in emails, OAuth redirects and webhooks must use the real address.
    if (!config.PUBLIC_URL) config.publicUrl = url;

    const sandboxes = config.SANDBOXES !== 'off' ? await startSandboxes(config, config.publicUrl, log) : [];
    cleanups.push(() => Promise.all(sandboxes.map((s) => s.close())));
    for (const sandbox of sandboxes) Object.assign(config, sandbox.env);
    const integrations = integrationStatus(config, sandboxes);

    let embedded: EmbeddedDatabase | null = null;
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, log });
      cleanups.push(() => embedded!.stop());
      databaseUrl = embedded.url;
    }
    await migrate(databaseUrl, log);

    const pool = createPool(databaseUrl, 10, log);
    cleanups.push(() => pool.end());
    const exportPool = createPool(databaseUrl, config.EXPORT_POOL_SIZE, log, {
      statementTimeoutMs: config.EXPORT_TIMEOUT_MS,
      connectionTimeoutMs: config.EXPORT_QUEUE_WAIT_MS,
    });
    cleanups.push(() => exportPool.end());
    const prisma = createPrisma(databaseUrl);
    cleanups.push(() => prisma.$disconnect());
    await migrateWorkerSchema(pool, log);
    if (embedded) {
      const released = await unlockJobsOfPreviousRun(pool);
      if (released.length) log.warn({ workers: released }, 'released the jobs of workers that stopped with the last run');
    }

    let runner: WorkerHandle | null = null;
    let workerEnded: Promise<void> = Promise.resolve();
    const worker: AppServices['worker'] = {
      status: () => (config.WORKER === 'off' ? 'external' : runner && !stopped ? 'ok' : 'down'),
    };
    let stopped = false;
    const services = createServices({ config, prisma, pool, exportPool, log, worker, integrations });
    if (config.NODE_ENV !== 'test') {
      // Production gets the first admin only; the demo seller is for trying the product out.
      const { demoSellerId } = await seedFirstAccounts(services, (line) => console.log(line), { demoSeller: config.NODE_ENV !== 'production' });
      // Its Amazon account on the sandbox, imported by the worker started below (issue 30 §10).
      if (demoSellerId && integrations.amazon.mode === 'sandbox') {
        await connectDemoSellerToAmazonSandbox(services, demoSellerId).catch((err) =>
          log.warn({ err }, 'the demo seller could not be connected to the Amazon sandbox'),
        );
      }
    }
    // The plan catalogue in Stripe and the plans table; retried on the first billing call if down.
    if (services.clients.stripe) {
      await ensurePlans(services).catch((err) => log.warn({ err }, 'plans not synced with Stripe yet; retried on first billing call'));
    }

    if (config.WORKER === 'in-process') {
      const workerPool = createPool(databaseUrl, config.WORKER_CONCURRENCY + 2, log);
      // The worker's pool ends only when the runner has settled: a job released after the grace
      // still finishes in this process and writes its completion through this pool. A job that
      // never finishes keeps its connection until the process exits, rather than crash the stop.
      cleanups.push(async () => {
        if (!runner || (await settledWithin(runner.settled, 100))) return workerPool.end();
        workerEnded = runner.settled.then(() => workerPool.end()).catch(() => {});
      });
      runner = await startWorker({ ...services, pool: workerPool, concurrency: config.WORKER_CONCURRENCY });
      runner.runner.promise.catch((err) => log.error({ err }, 'worker stopped unexpectedly')).finally(() => (stopped = true));
      // Shutdown order: the worker first (running jobs finish or are released), then HTTP, then the rest.
      cleanups.push(closeHttp);
      cleanups.push(() => runner!.stop());
    }

    cleanups.push(() => services.descriptionPreviews.close()); // the preview threads end with the app
    handler = createHttpApp(services);
    return { url, services, embedded, stop, workerDone: () => workerEnded };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Whether `p` settles within `ms`. */
function settledWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([p.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
}
