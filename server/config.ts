import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { integrationsEnv } from './integrations/env.ts';

/** Every setting ListBridge reads from the environment, in one place (README: Configuration). */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url().optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** 32 bytes, base64: encrypts marketplace tokens and TOTP secrets at rest. */
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('ListBridge <no-reply@listbridge.local>'),
  /** The partner API: query cost points one access token may spend per minute (issue 18). */
  API_TOKEN_COST_PER_MINUTE: z.coerce.number().int().positive().default(20_000),
  /** First wait before a sale's MCF order is polled for tracking (then doubling, at most hourly). */
  SALES_TRACK_DELAY_MS: z.coerce.number().int().positive().default(60_000),
  // With notifications, the sweep leaves an order that shipped this recently to its notification.
  MCF_NOTIFICATION_GRACE_MS: z.coerce.number().int().min(0).default(120_000),
  /**
   * Amazon changes (FBA Inventory startDateTime, Listings Items lastUpdatedAfter) are read again this
   * long after a poll ends, instead of at the next minute (the minute cron stays as the safety net).
   * A poll spends one getInventorySummaries call a page (2 a second, burst 2) and one
   * searchListingsItems call a page (5 a second): a few seconds keeps every seller far inside both.
   */
  INVENTORY_CHANGES_POLL_MS: z.coerce.number().int().min(500).default(5000),
  /**
   * eBay's order poll at least this far apart (default: as often as the application's Fulfillment
   * quota allows, from 15 s; never beyond the import's minute). New orders come sooner by eBay's
   * ORDER_CONFIRMATION notification; the poll is its safety net.
   */
  EBAY_ORDER_POLL_MS: z.coerce.number().int().min(15_000).max(60_000).optional(),
  /** Where support tickets ('Talk to us!') are e-mailed. */
  SUPPORT_EMAIL: z.email().default('support@listbridge.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER: z.enum(['in-process', 'off']).default('in-process'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  /** Worker liveness (jobs/heartbeat.ts): beat every, dead after, sweep every; running jobs' grace at shutdown. */
  WORKER_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5000),
  WORKER_STALE_MS: z.coerce.number().int().min(500).default(30_000),
  WORKER_SWEEP_MS: z.coerce.number().int().min(100).default(15_000),
  WORKER_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** OnBuy's product queue (a new product waits 20 minutes to weeks): first poll after, doubling up to the max. */
  ONBUY_QUEUE_POLL_FIRST_MS: z.coerce.number().int().min(100).default(60_000),
  ONBUY_QUEUE_POLL_MAX_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(6 * 3_600_000),
  /**
   * A product submission claimed but never answered (its call cut off, its process killed) is sent
   * again after this long: longer than one createProduct call can take (one attempt, 60 s, plus
   * 429 back-off), so a caller still waiting for OnBuy's answer is never doubled.
   */
  ONBUY_PRODUCT_CLAIM_STALE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60_000),
  /**
   * A PEM file of extra certificate authorities the product trusts when it fetches channel images
   * (server/images/), beside the public roots; like NODE_EXTRA_CA_CERTS, which Node reads only at
   * process start. For a private CDN or a local test service with its own CA.
   */
  EXTRA_CA_CERTS: z
    .string()
    .min(1)
    .refine((p) => existsSync(p), 'no such file (a PEM file of CA certificates)')
    .optional(),
  /**
   * CSV exports (server/db/csv-export.ts) run on a pool of their own: this many at once; a further
   * one waits EXPORT_QUEUE_WAIT_MS for a connection (then 503), and each is cut after
   * EXPORT_TIMEOUT_MS (also its statement_timeout), however slowly the browser reads.
   */
  EXPORT_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(3),
  EXPORT_QUEUE_WAIT_MS: z.coerce.number().int().min(100).default(30_000),
  EXPORT_TIMEOUT_MS: z.coerce.number().int().min(100).default(600_000),
  /**
   * auto: start the sandbox of every service without real credentials (refused in production);
   * on: the same, said explicitly (the only way to run production on sandboxes); off: start none.
   */
  SANDBOXES: z.enum(['auto', 'on', 'off']).default('auto'),
  /**
   * Outbound webhooks may go to private, loopback and link-local addresses (and over plain http):
   * for a receiver on a developer's machine. Never implied by NODE_ENV.
   */
  ALLOW_PRIVATE_WEBHOOKS: z.enum(['on', 'off']).default('off'),
  ...integrationsEnv,
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  publicUrl: string;
  jwtSecret: string;
  encryptionKey: Buffer;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as in most shells' `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && c.SANDBOXES !== 'on') {
    const missing = missingCredentials(c);
    if (missing.length) {
      throw new ConfigError(
        `Invalid configuration: NODE_ENV=production needs real credentials; missing ${missing.join(', ')} (or set SANDBOXES=on to run on the local sandboxes)`,
      );
    }
  }
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    dataDir,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    jwtSecret: c.JWT_SECRET ?? persistentSecret(dataDir, 'jwt-secret'),
    encryptionKey: Buffer.from(c.ENCRYPTION_KEY ?? persistentSecret(dataDir, 'encryption-key', () => randomBytes(32).toString('base64')), 'base64'),
  };
}

/**
 * The credential variables of every integration that would otherwise run on its sandbox (README:
 * the table of services). OnBuy's keys are per seller, so it only needs ONBUY_MODE=real.
 */
export function missingCredentials(c: Partial<Record<string, unknown>>): string[] {
  const required = [
    'AMAZON_LWA_CLIENT_ID',
    'AMAZON_LWA_CLIENT_SECRET',
    'AMAZON_SPAPI_APP_ID',
    'EBAY_CLIENT_ID',
    'EBAY_CLIENT_SECRET',
    'EBAY_RU_NAME',
    'EBAY_VERIFICATION_TOKEN',
    'SHOPIFY_API_KEY',
    'SHOPIFY_API_SECRET',
    'STRIPE_SECRET_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ];
  const missing = required.filter((name) => !c[name]);
  if (c.ONBUY_MODE !== 'real') missing.push('ONBUY_MODE=real');
  if (!c.AI_API_KEY && !c.AI_API_URL) missing.push('AI_API_KEY (or AI_API_URL)');
  return missing;
}

/** A random secret generated once and kept in DATA_DIR, so tokens survive restarts. */
export function persistentSecret(dataDir: string, name: string, generate = () => randomBytes(48).toString('base64url')): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = generate();
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
