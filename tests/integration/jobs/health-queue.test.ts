import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

// GET /api/v1/health shows whether work is moving: the freshest worker heartbeat and the oldest
// job that is due and waiting for a worker.
describe('health: worker heartbeat and queue age', () => {
  let app: TestApp;
  const health = async () => (await fetch(`${app.url}/api/v1/health`)).json();
  beforeAll(async () => {
    // One beat at start, then none for a minute: the test controls the rows.
    app = await startTestApp({ WORKER_HEARTBEAT_MS: '60000' });
  });
  afterAll(() => app.close());

  it('reports the age of the freshest heartbeat, and null when no worker beats', async () => {
    const body = await health();
    expect(body).toMatchObject({ status: 'ok', db: 'ok', worker: 'ok', integrations: expect.any(Object) });
    expect(body.workerHeartbeatAgeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.workerHeartbeatAgeSeconds).toBeLessThan(30);

    await app.services.pool.query(`UPDATE worker_heartbeats SET beat_at = now() - interval '95 seconds'`);
    expect((await health()).workerHeartbeatAgeSeconds).toBeCloseTo(95, -1);
    await app.services.pool.query('DELETE FROM worker_heartbeats');
    expect((await health()).workerHeartbeatAgeSeconds).toBeNull();
  });

  it("reports the oldest due, unlocked job's wait, ignoring future and locked jobs", async () => {
    expect((await health()).oldestWaitingJobAgeSeconds).toBeNull();
    // Tasks this worker does not know, so they stay queued.
    const add = (task: string, runAt: string) =>
      app.services.pool.query(`SELECT graphile_worker.add_job($1, '{}'::json, run_at => now() + $2::interval)`, [task, runAt]);
    await add('test__future', '10 minutes');
    await add('test__locked', '-1 hour');
    await app.services.pool.query(`UPDATE graphile_worker._private_jobs SET locked_by = 'pool-elsewhere', locked_at = now() WHERE run_at < now()`);
    expect((await health()).oldestWaitingJobAgeSeconds).toBeNull();
    await add('test__waiting', '-2 minutes');
    expect((await health()).oldestWaitingJobAgeSeconds).toBeCloseTo(120, -1);
  });
});
