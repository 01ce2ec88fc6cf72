// The chaos run's processes (issue 32): one Postgres (embedded, or DATABASE_URL), the sandboxes in
// a process of their own (`npm run sandbox`), N web processes (`npm start` with WORKER=off) behind
// a small round-robin proxy (the load balancer of a real deployment: it is PUBLIC_URL), and M
// worker processes (`npm run worker`). Any web or worker process can be killed with SIGKILL and
// started again, as a process manager would.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../server/db/embedded.ts';
import { createLogger } from '../../server/logger.ts';
import { freePort } from '../helpers/ports.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ClusterOptions {
  dir: string;
  web: number;
  workers: number;
  /** Use this database instead of an embedded one (must exist; migrated by the first web process). */
  databaseUrl?: string;
  log: (line: string) => void;
}

export interface Slot {
  name: string;
  kind: 'web' | 'worker';
  child: ChildProcess | null;
  port?: number;
  up: boolean;
  restarts: number;
}

export interface Cluster {
  proxyUrl: string;
  databaseUrl: string;
  sandboxEnv: Record<string, string>;
  sandboxUrls: Record<string, string>;
  slots: Slot[];
  /** Latencies (ms) of requests through the proxy since the last call, then cleared. */
  takeLatencies(): number[];
  kill(slot: Slot): Promise<void>;
  start(slot: Slot): Promise<void>;
  stop(): Promise<void>;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
const waitExit = (child: ChildProcess) => new Promise<void>((resolve) => (exited(child) ? resolve() : child.once('exit', () => resolve())));

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  mkdirSync(path.join(opts.dir, 'logs'), { recursive: true });
  const logs = new Map<string, WriteStream>();
  const logOf = (name: string) => {
    let s = logs.get(name);
    if (!s) logs.set(name, (s = createWriteStream(path.join(opts.dir, 'logs', `${name}.log`), { flags: 'a' })));
    return s;
  };
  const cleanups: Array<() => Promise<unknown>> = [];

  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = opts.databaseUrl;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(opts.dir, 'db'), port: await freePort(), log: createLogger('warn') });
    cleanups.push(() => embedded!.stop());
    databaseUrl = embedded.url;
  }

  // The proxy's port is known before anything starts: it is every process's PUBLIC_URL.
  const proxy = http.createServer();
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  // The sandboxes, alone in their process on ports of their own.
  const sandboxBase = await freeBase();
  const sandbox = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: opts.dir, SANDBOX_PORT_BASE: String(sandboxBase), PUBLIC_URL: proxyUrl, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  sandbox.stderr!.pipe(logOf('sandboxes'));
  const { urls: sandboxUrls, env: sandboxEnv } = await new Promise<{ urls: Record<string, string>; env: Record<string, string> }>((resolve, reject) => {
    const urls: Record<string, string> = {};
    const env: Record<string, string> = {};
    let out = '';
    sandbox.stdout!.on('data', (d) => {
      out += d;
      logOf('sandboxes').write(d);
      for (const line of out.split('\n')) {
        const service = /^(\w+)\s+(https?:\/\/\S+)$/.exec(line);
        if (service) urls[service[1]!] = service[2]!;
        const setting = /^\s+(\w+)=(.*)$/.exec(line);
        if (setting) env[setting[1]!] = setting[2]!;
      }
      if (urls.ai && env.AI_MODEL) resolve({ urls, env });
    });
    sandbox.once('exit', (code) => reject(new Error(`npm run sandbox exited (${code}); see ${opts.dir}/logs/sandboxes.log`)));
  });
  cleanups.push(async () => {
    sandbox.kill('SIGTERM');
    await Promise.race([waitExit(sandbox), new Promise((r) => setTimeout(r, 5000))]);
    if (!exited(sandbox)) sandbox.kill('SIGKILL');
  });

  const common: Record<string, string> = {
    ...sandboxEnv,
    ONBUY_MODE: 'real',
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(opts.dir, 'product'),
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: proxyUrl,
    // One secret for every process (each would otherwise make its own in DATA_DIR at the same moment).
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SANDBOXES: 'off',
    SALES_TRACK_DELAY_MS: '3000',
    ONBUY_QUEUE_POLL_FIRST_MS: '3000',
    ONBUY_QUEUE_POLL_MAX_MS: '20000',
    // Above the OnBuy client's 60 s timeout: a submission whose worker was killed mid-call is sent again within the settle time.
    ONBUY_PRODUCT_CLAIM_STALE_MS: '90000',
  };

  const slots: Slot[] = [];
  for (let i = 0; i < opts.web; i++) slots.push({ name: `web-${i + 1}`, kind: 'web', child: null, port: await freePort(), up: false, restarts: 0 });
  for (let i = 0; i < opts.workers; i++) slots.push({ name: `worker-${i + 1}`, kind: 'worker', child: null, up: false, restarts: 0 });

  async function start(slot: Slot): Promise<void> {
    const entry = slot.kind === 'web' ? 'server/main.ts' : 'jobs/main.ts';
    const env = {
      ...process.env,
      ...common,
      ...(slot.kind === 'web' ? { WORKER: 'off', PORT: String(slot.port), HOST: '127.0.0.1' } : { WORKER_CONCURRENCY: '4' }),
    };
    const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    slot.child = child;
    const log = logOf(slot.name);
    log.write(`--- start ${new Date().toISOString()}\n`);
    child.stdout!.pipe(log, { end: false });
    child.stderr!.pipe(log, { end: false });
    if (slot.kind === 'worker') {
      slot.up = true;
      return;
    }
    // A web process is up once it answers its health check.
    const t0 = Date.now();
    while (Date.now() - t0 < 120_000) {
      if (exited(child)) throw new Error(`${slot.name} exited at start; see ${opts.dir}/logs/${slot.name}.log`);
      const ok = await fetch(`http://127.0.0.1:${slot.port}/api/v1/health`)
        .then((r) => r.status === 200)
        .catch(() => false);
      if (ok) {
        slot.up = true;
        return;
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`${slot.name} did not answer its health check in 2 minutes`);
  }

  async function kill(slot: Slot): Promise<void> {
    slot.up = false;
    if (slot.child && !exited(slot.child)) {
      slot.child.kill('SIGKILL');
      await waitExit(slot.child);
    }
    logOf(slot.name).write(`--- SIGKILL ${new Date().toISOString()}\n`);
  }

  // Web processes one after another: the first one migrates the database and seeds the first accounts.
  for (const s of slots) await start(s);

  // The load balancer: round robin over the web processes that are up; a request a dead process
  // never answered goes to the next one (bodies are small and buffered, so it can be sent again).
  let latencies: number[] = [];
  let next = 0;
  proxy.on('request', (req, res) => {
    const t0 = performance.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const tryUpstream = (left: number) => {
        const webs = slots.filter((s) => s.kind === 'web' && s.up);
        if (webs.length === 0 || left === 0) {
          if (!res.headersSent) res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' }).end('{"error":"no web process"}');
          return;
        }
        const target = webs[next++ % webs.length]!;
        const up = http.request(
          { host: '127.0.0.1', port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: `127.0.0.1:${target.port}` } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            answer.on('end', () => latencies.push(performance.now() - t0));
            answer.on('error', () => res.destroy());
          },
        );
        up.on('error', () => {
          if (res.headersSent) return void res.destroy();
          setTimeout(() => tryUpstream(left - 1), 200);
        });
        up.end(body);
      };
      tryUpstream(opts.web * 4);
    });
  });
  cleanups.push(() => new Promise<void>((r) => (proxy.closeAllConnections(), proxy.close(() => r()))));

  return {
    proxyUrl,
    databaseUrl,
    sandboxEnv,
    sandboxUrls,
    slots,
    takeLatencies() {
      const out = latencies;
      latencies = [];
      return out;
    },
    kill,
    start,
    async stop() {
      // Graceful stops (SIGTERM), workers first; then the sandboxes, the proxy and the database.
      await Promise.all(
        slots.map(async (s) => {
          if (!s.child || exited(s.child)) return;
          s.child.kill('SIGTERM');
          await Promise.race([waitExit(s.child), new Promise((r) => setTimeout(r, 30_000))]);
          if (!exited(s.child)) s.child.kill('SIGKILL');
        }),
      );
      for (const fn of cleanups.reverse()) await fn().catch(() => {});
      for (const l of logs.values()) l.end();
    },
  };
}

/** A base port with the next seven free (the sandboxes take base + 1 … + 6). */
async function freeBase(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const base = 20_000 + Math.floor(Math.random() * 40_000);
    const ok = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => portFree(base + n)));
    if (ok.every(Boolean)) return base;
  }
  throw new Error('no free range of ports for the sandboxes');
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = http.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}
