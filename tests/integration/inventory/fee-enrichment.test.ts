// Amazon's fee estimates for a seller's items run one slice at a time, however often they are
// asked for: the 5 s poll asks again on every price change it sees, and a slice holds its worker
// slot through Amazon's pacing (getMyFeesEstimates: 0.5 a second, burst 1). Before the seller's
// fee queue, each ask beside a running slice started another (a running job's key no longer
// coalesces), and at full size they held 3.4 of a worker's 4 slots while the channels' syncs waited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { enqueueFeeEnrichment } from '../../../server/modules/inventory/enrich.service.ts';
import { requestRefresh } from '../../../server/modules/inventory/import.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from './amazon-seller.ts';

let sandbox: RunningSandbox;
let app: TestApp;

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 9 });
  await amazonSandboxControl(sandbox.url).settings({ reportStepMs: 20 });
  // About 140 priced items: two slices of fee estimates (100 items a slice, 20 a call).
  await amazonSandboxControl(sandbox.url).setCatalogueSize(US_SELLER, 160);
  app = await startTestApp({ ...sandbox.env, WORKER: 'in-process', WORKER_CONCURRENCY: '4' });
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a seller's fee estimates", () => {
  it('run one slice at a time while price changes keep asking for them, within Amazon’s limit, until every priced item has its fees', async () => {
    const seller = await createSeller(app);
    const userId = seller.user.id;
    await connectAmazon(app, sandbox, userId);
    const control = amazonSandboxControl(sandbox.url);
    await control.clearRequests();
    await requestRefresh(app.services, userId);

    const q = (sql: string) => app.services.pool.query(sql, [userId]).then((r) => r.rows[0].n as number);
    const waiting = () => q('SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND price_cents IS NOT NULL AND fees_enriched_at IS NULL');
    const running = () =>
      q(
        `SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier = 'inventory__enrich_fees' AND j.locked_at IS NOT NULL AND j.payload->>'userId' = $1`,
      );
    let most = 0;
    let sawRunning = false;
    const deadline = Date.now() + 90_000;
    // The import finishes and queues the first slice; meanwhile "the poll" asks again four times a second.
    for (;;) {
      await enqueueFeeEnrichment(app.services.pool, userId);
      const n = await running();
      most = Math.max(most, n);
      sawRunning ||= n > 0;
      const imported = await q('SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1');
      if ((imported > 0 && (await waiting()) === 0) || Date.now() > deadline) break;
      await sleep(250);
    }
    expect(await q('SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND price_cents IS NOT NULL')).toBeGreaterThan(100);
    expect(await waiting()).toBe(0);
    expect(sawRunning).toBe(true);
    expect(most).toBe(1);
    const fees = (await control.requests()).filter((r) => r.operation === 'getMyFeesEstimates');
    expect(fees.length).toBeGreaterThan(5);
    expect(fees.filter((r) => r.status === 429)).toEqual([]);
  }, 120_000);
});
