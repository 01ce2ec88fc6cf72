// `npm run sandbox`: every sandbox alone on its usual port, for trying a client or an SDK by hand.
import { loadConfig } from '../server/config.ts';
import { createLogger } from '../server/logger.ts';
import { startSandboxes } from './index.ts';

const config = loadConfig();
const log = createLogger(config.LOG_LEVEL);
// Pretend nothing is configured: this command is for the sandboxes themselves.
const sandboxes = await startSandboxes(
  {
    ...config,
    AMAZON_LWA_CLIENT_ID: undefined,
    EBAY_CLIENT_ID: undefined,
    SHOPIFY_API_KEY: undefined,
    ONBUY_MODE: 'sandbox',
    STRIPE_SECRET_KEY: undefined,
    AI_API_URL: undefined,
    AI_API_KEY: undefined,
  },
  config.publicUrl,
  log,
);
for (const s of sandboxes) {
  console.log(`${s.service.padEnd(8)} ${s.url}`);
  for (const [k, v] of Object.entries(s.links ?? {})) console.log(`         ${k}: ${v}`);
  for (const [k, v] of Object.entries(s.env)) console.log(`         ${k}=${v}`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await Promise.all(sandboxes.map((s) => s.close()));
    process.exit(0);
  });
}
