// Issue 32: rows in progress whose push job can no longer run (graphile-worker gives a running job
// no further attempt once a newer job takes its key, so a kill -9 then leaves it dead) are pushed
// again within a minute or two: the every-minute sweep queues their connection's push at once,
// instead of waiting for the 20-minute stale sweep. A push for later has its own key, so a running
// push that queues one is not superseded by it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCrontab } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import listings__sweep_stale from '../../../jobs/tasks/listings__sweep_stale.ts';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import { enqueuePush } from '../../../server/modules/listing-actions/actions.service.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { ebaySeller, headphones, type Seller } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;

describe('orphaned listing rows', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The worker is off: the test plays the worker's part and looks at the queue between.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const connectionOf = async (s: Seller) =>
    (await app.services.pool.query(`SELECT id FROM connections WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id])).rows[0].id as string;
  const pushJobs = async (connectionId: string) =>
    (
      await app.services.pool.query(
        `SELECT key, attempts, max_attempts AS "maxAttempts" FROM graphile_worker.jobs WHERE task_identifier = 'listings__push' AND queue_name = $1 ORDER BY id`,
        [`listings:${connectionId}`],
      )
    ).rows;
  /** What graphile-worker does to a running job when add_job gives its key to a new one, then the worker dies and the new job is done. */
  const supersededAndKilled = (connectionId: string) =>
    app.services.pool.query(`UPDATE graphile_worker._private_jobs SET key = NULL, attempts = max_attempts WHERE key = $1`, [`listings-push:${connectionId}`]);
  const age = (s: Seller, seconds: number) =>
    app.services.pool.query(`UPDATE listings SET status_at = now() - make_interval(secs => $2) WHERE user_id = $1`, [s.user.id, seconds]);
  const statuses = async (s: Seller) =>
    (await app.services.pool.query(`SELECT status FROM listings WHERE user_id = $1`, [s.user.id])).rows.map((r) => r.status);
  const sweepOrphans = () => listings__sweep_stale({ orphans: true }, app.services);

  it('queues the push of rows left with only a spent push job, once, after a minute; the push lists them', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 2);
    expect((await app.graphql(LIST, { ids }, s.token)).data.listOnEbay.count).toBe(2);
    const connectionId = await connectionOf(s);
    await supersededAndKilled(connectionId);
    expect(await pushJobs(connectionId)).toEqual([{ key: null, attempts: 25, maxAttempts: 25 }]);

    // Just listed: the worker may be about to take it.
    await sweepOrphans();
    expect(await pushJobs(connectionId)).toHaveLength(1);

    await age(s, 61);
    await sweepOrphans();
    await sweepOrphans();
    expect(await pushJobs(connectionId)).toEqual([
      { key: null, attempts: 25, maxAttempts: 25 },
      { key: `listings-push:${connectionId}`, attempts: 0, maxAttempts: 25 },
    ]);
    await pushListings(app.services, s.user.id, 'EBAY');
    expect(await statuses(s)).toEqual(['LISTED', 'LISTED']);
  });

  it('leaves alone rows with a push that can still run, also one queued for later', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 1);
    await app.graphql(LIST, { ids }, s.token);
    const connectionId = await connectionOf(s);
    await age(s, 120);
    await sweepOrphans();
    expect(await pushJobs(connectionId)).toEqual([{ key: `listings-push:${connectionId}`, attempts: 0, maxAttempts: 25 }]);

    // A push for later (a catalogue wait) has a key of its own: it does not take over the push's.
    await enqueuePush(app.services.pool, s.user.id, 'EBAY', connectionId, new Date(Date.now() + 15 * 60_000));
    expect((await pushJobs(connectionId)).map((j) => j.key)).toEqual([`listings-push:${connectionId}`, `listings-push-later:${connectionId}`]);
    await app.services.pool.query(`SELECT graphile_worker.remove_job($1)`, [`listings-push:${connectionId}`]);
    await sweepOrphans();
    expect((await pushJobs(connectionId)).map((j) => j.key)).toEqual([`listings-push-later:${connectionId}`]);
  });

  it('runs from the crontab every minute', () => {
    const crontab = readFileSync(join(import.meta.dirname, '../../../jobs/crontab'), 'utf8');
    const entry = parseCrontab(crontab).find((c) => c.task === 'listings__sweep_stale' && c.identifier === 'listings_sweep_orphans');
    expect(entry?.payload).toEqual({ orphans: true });
    expect(entry!.match({ min: 7, hour: 1, date: 1, month: 1, dow: 1 })).toBe(true);
  });
});
