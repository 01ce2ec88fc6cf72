// Issue 32: the worker is killed (SIGKILL) a few seconds after a seller queued Shopify listings,
// and a worker starts again on the same database. The README promises a killed process's work
// runs again within a minute: no row may stay LISTING without a push job to settle it, and each
// item is one product in the shop (listings__sweep_stale, which re-queues after 20 minutes, is
// not what saves them). The seller's path: sign-up, Amazon, import, Shopify, plan, one bulk list.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationsEnv } from '../../../server/integrations/env.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import {
  connectAmazon,
  connectShopify,
  inStockItems,
  listingStates,
  prepareSandboxes,
  sandboxUrls,
  signUp,
  subscribe,
  uniqueHandle,
  waitForImport,
} from '../../helpers/seller-path.ts';
import { waitFor } from '../../helpers/wait.ts';

let app: TestApp;
let dataDir: string;
const children: ChildProcess[] = [];

/** `npm run worker` on the test's database and sandboxes, with short liveness clocks. */
function startWorkerProcess(): ChildProcess {
  const config = app.services.config as unknown as Record<string, unknown>;
  const integrations = Object.fromEntries(
    Object.keys(integrationsEnv)
      .filter((k) => typeof config[k] === 'string' || typeof config[k] === 'number')
      .map((k) => [k, String(config[k])]),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'jobs/main.ts'], {
    env: {
      ...process.env,
      ...integrations,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DATA_DIR: dataDir,
      DATABASE_URL: app.db.url,
      ENCRYPTION_KEY: app.services.config.encryptionKey.toString('base64'),
      PUBLIC_URL: app.url,
      WORKER_CONCURRENCY: '4',
      WORKER_HEARTBEAT_MS: '500',
      WORKER_STALE_MS: '5000',
      WORKER_SWEEP_MS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off', SALES_TRACK_DELAY_MS: '500' });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'lb-killed-push-'));
});
afterAll(async () => {
  for (const c of children) await killHard(c);
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** In-stock items with or without Amazon's catalogue data (read only: no screen shows it). */
async function enrichedSkus(userId: string): Promise<Set<string>> {
  const { rows } = await app.services.pool.query<{ sku: string }>(
    `SELECT seller_sku AS sku FROM inventory_items WHERE user_id = $1 AND catalog_enriched_at IS NOT NULL`,
    [userId],
  );
  return new Set(rows.map((r) => r.sku));
}

const putFaults = async (url: string, rules: unknown[]) => {
  const res = await fetch(`${url}/__sandbox/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
  expect(res.status).toBe(200);
};

describe('a worker killed while Shopify listings are being pushed', () => {
  it('leaves no row LISTING without a push job: a new worker lists every item within a minute, each once', async () => {
    await prepareSandboxes(app, { sizes: { A1LBSANDBOXUS7Q: 260 } });
    const urls = await sandboxUrls(app);
    // Amazon's Catalog Items answers the first enrichment slice (10 calls, 200 items), then fails:
    // some items have their catalogue data, the others wait for it while being listed.
    await putFaults(urls.amazon, [
      { fault: 'slow', op: 'searchCatalogItems', ms: 0, count: 10 },
      { fault: 'error', op: 'searchCatalogItems', status: 503 },
    ]);
    let worker = startWorkerProcess();
    const s = await signUp(app, 'US');
    await connectAmazon(s);
    await waitForImport(s);
    await waitFor(async () => (await enrichedSkus(s.userId)).size > 0, 60_000, 200);
    const shop = uniqueHandle('killed');
    await connectShopify(s, shop);
    await subscribe(s, ['SHOPIFY']);
    const enriched = await enrichedSkus(s.userId);
    const inStock = await inStockItems(s);
    const withData = inStock.filter((i) => enriched.has(i.sellerSku)).slice(0, 8);
    const withoutData = inStock.filter((i) => !enriched.has(i.sellerSku)).slice(0, 4);
    expect([withData.length, withoutData.length]).toEqual([8, 4]);
    const items = [...withData, ...withoutData];

    // Each product takes Shopify a while, so the kill lands in the middle of the push.
    await putFaults(urls.shopify, [{ fault: 'slow', op: 'productSet', ms: 700 }]);
    const r = await s.app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ listOnShopify(userId:$u, input:{itemIds:$ids}){ __typename ... on Error { message } } }`,
      { u: s.userId, ids: items.map((i) => i.id) },
      s.token,
    );
    expect(r.data?.listOnShopify?.__typename).not.toMatch(/Error/);
    // Killed while the push is under way: the items without data told to wait, a few products
    // made in the shop, none recorded yet (a batch is settled when its last product is made).
    await waitFor(
      async () => [...(await listingStates(s, 'SHOPIFY')).values()].some((l) => l.lastError === "Waiting for Amazon's catalogue data"),
      30_000,
      100,
    );
    await new Promise((res) => setTimeout(res, 2000));
    await killHard(worker);
    const killedAt = Date.now();
    const atKill = [...(await listingStates(s, 'SHOPIFY')).values()].filter((l) => withData.some((i) => i.sellerSku === l.sellerSku) && l.inProgress);

    worker = startWorkerProcess();
    const skus = new Set(withData.map((i) => i.sellerSku));
    const listed = await waitFor(
      async () => {
        const states = [...(await listingStates(s, 'SHOPIFY')).values()].filter((l) => skus.has(l.sellerSku));
        return states.length === skus.size && states.every((l) => l.status && !l.inProgress) ? states : null;
      },
      75_000,
      1000,
    ).catch(async () => {
      const { rows } = await app.services.pool.query(
        `SELECT l.sku, l.status, l.last_error FROM listings l WHERE l.user_id = $1 AND l.channel = 'SHOPIFY' ORDER BY l.sku`,
        [s.userId],
      );
      const jobs = await app.services.pool.query(
        `SELECT key, run_at, attempts, max_attempts, locked_by, last_error FROM graphile_worker.jobs WHERE task_identifier = 'listings__push'`,
      );
      throw new Error(
        `rows in progress ${Math.round((Date.now() - killedAt) / 1000)} s after the kill: ${JSON.stringify(rows)}; push jobs: ${JSON.stringify(jobs.rows)}`,
      );
    });
    // The kill came while items with their data were still being listed.
    expect(atKill.length).toBeGreaterThan(0);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(listed.map((l) => [l.sellerSku, l.status, !!l.externalId]).sort()).toEqual([...skus].sort().map((k) => [k, 'LISTED', true]));
    // The items without catalogue data still wait for it, as the seller is told.
    const waiting = [...(await listingStates(s, 'SHOPIFY')).values()].filter((l) => withoutData.some((i) => i.sellerSku === l.sellerSku));
    expect(waiting.map((l) => [l.status, l.lastError])).toEqual(Array(4).fill(['LISTING', "Waiting for Amazon's catalogue data"]));

    // One product per listed item in the shop.
    const shopProducts = (await (await fetch(`${urls.shopify}/__sandbox/shops/${shop}/products`)).json()) as { products: { variants: { sku: string }[] }[] };
    const perSku = new Map<string, number>();
    for (const p of shopProducts.products) for (const v of p.variants) if (skus.has(v.sku)) perSku.set(v.sku, (perSku.get(v.sku) ?? 0) + 1);
    expect([...perSku.values()]).toEqual(Array(8).fill(1));
  }, 300_000);
});
