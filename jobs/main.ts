// `npm run worker`: an extra worker process against the same database (how ListBridge scales out).
import { ConfigError, loadConfig, persistentSecret } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { createPool } from '../server/db/pool.ts';
import { createPrisma } from '../server/db/prisma.ts';
import { migrateWorkerSchema, startWorker } from './worker.ts';
import { integrationStatus } from '../server/integrations/status.ts';
import { createServices } from '../server/services.ts';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const log = createLogger(config.LOG_LEVEL).child({ process: 'worker' });
// Without DATABASE_URL, join the embedded database that `npm start` runs from the same DATA_DIR.
const url =
  config.DATABASE_URL ??
  `postgres://postgres:${encodeURIComponent(persistentSecret(config.dataDir, 'pg-password'))}@127.0.0.1:${config.EMBEDDED_PG_PORT}/listbridge`;

const pool = createPool(url, config.WORKER_CONCURRENCY + 2, log);
const prisma = createPrisma(url);
await migrateWorkerSchema(pool, log);
// Sandboxes belong to the `npm start` process; an extra worker talks to the services configured
// in its environment.
const integrations = integrationStatus(config, []);
const services = createServices({ config, prisma, pool, log, integrations, worker: { status: () => 'ok' } });
const worker = await startWorker({ ...services, concurrency: config.WORKER_CONCURRENCY });
log.info('worker running; Ctrl-C stops it');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    // Running jobs finish within WORKER_SHUTDOWN_GRACE_MS or are handed back to other workers.
    await worker.stop();
    await prisma.$disconnect();
    // A job still running after both graces keeps the pool: the exit below ends it with the process.
    if (await Promise.race([worker.settled.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))])) await pool.end();
    process.exit(0);
  });
}
