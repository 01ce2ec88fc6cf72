// Issue 31, "many sellers at once": imports are scheduled fairly across sellers. A new seller's
// first import goes ahead of another seller's scheduled (six-hourly) re-import on the worker's
// slots, whatever order they were queued in; the worker is off here so the queue can be read as it
// would be taken (graphile-worker takes the lowest priority number first, then the oldest).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { requestRefresh, runImport } from '../../../server/modules/inventory/import.service.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { connectAmazon, PRODUCT_URL, UK_MARKET, UK_SELLER, US_SELLER } from './amazon-seller.ts';

let sandbox: RunningSandbox;
let app: TestApp;
beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 31 });
  const control = amazonSandboxControl(sandbox.url);
  await control.settings({ reportStepMs: 20 });
  await control.setCatalogueSize(US_SELLER, 40);
  await control.setCatalogueSize(UK_SELLER, 20);
  app = await startTestApp({ ...sandbox.env, WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

const nextImports = async () =>
  (
    await app.services.pool.query<{ user_id: string }>(
      `SELECT r.user_id FROM graphile_worker.jobs j JOIN inventory_import_runs r ON r.job_id::text = j.id::text AND r.status = 'QUEUED'
        WHERE j.task_identifier = 'inventory__import_amazon' ORDER BY j.priority, j.run_at, j.id`,
    )
  ).rows.map((r) => r.user_id);

describe('fair import turns across sellers', () => {
  it("a new seller's first import is taken before a big seller's scheduled re-import queued earlier", async () => {
    const big = await createSeller(app);
    await connectAmazon(app, sandbox, big.user.id);
    const first = await requestRefresh(app.services, big.user.id);
    expect((await runImport(app.services, first.run.id))?.status).toBe('DONE');

    // The six-hourly schedule queues the big seller's re-import; then a new seller connects.
    await requestRefresh(app.services, big.user.id, { scheduled: true });
    const newcomer = await createSeller(app);
    await connectAmazon(app, sandbox, newcomer.user.id, UK_SELLER, UK_MARKET);
    await requestRefresh(app.services, newcomer.user.id);
    expect(await nextImports()).toEqual([newcomer.user.id, big.user.id]);
  });
});
