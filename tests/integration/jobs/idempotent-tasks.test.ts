// Tasks that talk to a marketplace may run again after a crash mid-way (their job is unlocked and
// re-run): a second run must not double anything. And a refresh never joins a dead run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonSandboxControl } from '../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../sandbox/amazon/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { enrichCatalog, enrichFees } from '../../../server/modules/inventory/enrich.service.ts';
import { getRun, requestRefresh, runImport } from '../../../server/modules/inventory/import.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createSeller } from '../../factories/users.ts';
import { connectAmazon, PRODUCT_URL, US_SELLER } from '../inventory/amazon-seller.ts';

const SIZE = 30;
const DEAD_RUN = 'The import stopped when its worker stopped; refresh to start again';

let sandbox: RunningSandbox;
let app: TestApp;

beforeAll(async () => {
  sandbox = await startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, seed: 5 });
  await amazonSandboxControl(sandbox.url).settings({ reportStepMs: 20 });
  await amazonSandboxControl(sandbox.url).setCatalogueSize(US_SELLER, SIZE);
  // No worker: the test runs each task's function itself, as a re-run after a crash would.
  app = await startTestApp({ ...sandbox.env, WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
  await sandbox?.close();
});

async function connectedSeller() {
  const seller = await createSeller(app);
  await connectAmazon(app, sandbox, seller.user.id);
  return seller.user.id;
}

const itemRows = async (userId: string) =>
  (await app.services.pool.query('SELECT seller_sku, xmin::text AS xmin FROM inventory_items WHERE user_id = $1 ORDER BY seller_sku', [userId])).rows;
const jobIdOf = async (runId: string) =>
  (await app.services.pool.query<{ job_id: string }>('SELECT job_id::text FROM inventory_import_runs WHERE id = $1', [runId])).rows[0]!.job_id;

describe('inventory__import_amazon run twice', () => {
  it('resumes the RUNNING run its job owns after a crash, with exact counts; a run after DONE changes nothing', async () => {
    const userId = await connectedSeller();
    const { run } = await requestRefresh(app.services, userId);
    const jobId = await jobIdOf(run.id);
    expect(jobId).toMatch(/^\d+$/);
    // The first attempt claimed the run and died with its worker while downloading.
    await app.services.pool.query(`UPDATE inventory_import_runs SET status = 'RUNNING', phase = 'DOWNLOADING', locked_by = 'pool-dead' WHERE id = $1`, [
      run.id,
    ]);
    // Another job may not take it; its own job, re-run, does.
    expect(await runImport(app.services, run.id, undefined, { jobId: '999999', workerId: 'pool-other' })).toMatchObject({ status: 'RUNNING' });
    const done = await runImport(app.services, run.id, undefined, { jobId, workerId: 'pool-live' });
    expect(done).toMatchObject({ status: 'DONE', insertedItems: SIZE, updatedItems: 0, error: null });
    const rows = await itemRows(userId);
    expect(rows).toHaveLength(SIZE);
    expect(new Set(rows.map((r) => r.seller_sku)).size).toBe(SIZE);

    // Crash after the commit, before the job was marked complete: the re-run finds the run DONE.
    const again = await runImport(app.services, run.id, undefined, { jobId, workerId: 'pool-live' });
    expect(again).toEqual(done);
    expect(await itemRows(userId)).toEqual(rows);
  });
});

describe('enrichment run twice', () => {
  it('asks Amazon nothing more and rewrites nothing on a second run', async () => {
    const userId = await connectedSeller();
    const { run } = await requestRefresh(app.services, userId);
    await runImport(app.services, run.id, undefined, { jobId: await jobIdOf(run.id), workerId: 'pool-live' });
    const control = amazonSandboxControl(sandbox.url);
    const enrichmentCalls = async () => (await control.requests()).filter((r) => r.operation === 'searchCatalogItems' || r.operation === 'getMyFeesEstimates');
    await control.clearRequests();
    expect((await enrichCatalog(app.services, userId, 100)).enriched).toBe(SIZE);
    const priced = (await app.services.pool.query('SELECT count(*)::int AS n FROM inventory_items WHERE user_id = $1 AND price_cents IS NOT NULL', [userId]))
      .rows[0].n;
    expect((await enrichFees(app.services, userId, 100)).enriched).toBe(priced);
    const before = await itemRows(userId);
    expect((await enrichmentCalls()).length).toBeGreaterThan(0);

    await control.clearRequests();
    expect(await enrichCatalog(app.services, userId, 100)).toEqual({ enriched: 0, more: false });
    expect(await enrichFees(app.services, userId, 100)).toEqual({ enriched: 0, more: false });
    expect(await enrichmentCalls()).toEqual([]);
    expect(await itemRows(userId)).toEqual(before);
  }, 60_000);
});

describe('refresh and dead runs', () => {
  it('joins a run whose job can still run it', async () => {
    const userId = await connectedSeller();
    const first = await requestRefresh(app.services, userId);
    // Its worker died mid-way, but the job has attempts left: the sweeper hands it on, the run resumes.
    await app.services.pool.query(`UPDATE inventory_import_runs SET status = 'RUNNING' WHERE id = $1`, [first.run.id]);
    await app.services.pool.query(`UPDATE graphile_worker._private_jobs SET locked_by = 'pool-dead', locked_at = now(), attempts = 1 WHERE id = $1`, [
      await jobIdOf(first.run.id),
    ]);
    const second = await requestRefresh(app.services, userId);
    expect(second).toMatchObject({ joined: true, run: { id: first.run.id } });
  });

  it('marks FAILED, and does not join, a run whose job is gone or out of attempts on a dead worker', async () => {
    const userId = await connectedSeller();
    const gone = await requestRefresh(app.services, userId);
    await app.services.pool.query(`UPDATE inventory_import_runs SET status = 'RUNNING' WHERE id = $1`, [gone.run.id]);
    await app.services.pool.query('DELETE FROM graphile_worker._private_jobs WHERE id = $1', [await jobIdOf(gone.run.id)]);
    const next = await requestRefresh(app.services, userId);
    expect(next.joined).toBe(false);
    expect(next.run.id).not.toBe(gone.run.id);
    expect(await getRun(app.services, gone.run.id)).toMatchObject({ status: 'FAILED', error: DEAD_RUN, finishedAt: expect.any(Date) });

    // Last attempt, locked by a worker with no live heartbeat: it will not run again.
    await app.services.pool.query(`UPDATE inventory_import_runs SET status = 'RUNNING' WHERE id = $1`, [next.run.id]);
    await app.services.pool.query(
      `UPDATE graphile_worker._private_jobs SET locked_by = 'pool-dead', locked_at = now(), attempts = max_attempts WHERE id = $1`,
      [await jobIdOf(next.run.id)],
    );
    const third = await requestRefresh(app.services, userId);
    expect(third.joined).toBe(false);
    expect(await getRun(app.services, next.run.id)).toMatchObject({ status: 'FAILED', error: DEAD_RUN });
  });
});
