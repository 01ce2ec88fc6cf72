// `npm start`: the whole product. Ctrl-C (SIGINT) or SIGTERM stops it in order.
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';

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
const log = createLogger(config.LOG_LEVEL);
// Loaded only once the configuration is valid, so a bad one is refused at once.
const { startApp } = await import('./app.ts');

const app = await startApp(config, log).catch((err: Error) => {
  log.fatal({ err }, 'start-up failed');
  console.error(`ListBridge could not start: ${err.message}`);
  process.exit(1);
});

// Last resort if something calls process.exit() before shutdown: postgres must not outlive us.
process.on('exit', () => {
  if (app.embedded?.pid) {
    try {
      process.kill(app.embedded.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
});

log.info({ url: app.url, database: app.embedded ? 'embedded' : 'DATABASE_URL' }, 'ListBridge is running');
console.log(`ListBridge is running at ${app.url.replace('localhost', 'localhost')}/`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took over 20 s; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    app.stop().then(() => {
      log.info('stopped');
      process.exit(0);
    });
  });
}
