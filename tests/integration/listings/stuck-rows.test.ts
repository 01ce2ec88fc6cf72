// Rows never stay in progress: the cron sweep re-queues the push of a connection whose rows have
// been in progress for over 20 minutes with no job left to settle them, and the push settles them
// from eBay's truth (live on eBay → LISTED, nothing there → FAILED_TO_LIST with the reason).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCrontab } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import listings__sweep_stale from '../../../jobs/tasks/listings__sweep_stale.ts';
import { createTaskList } from '../../../jobs/task-list.ts';
import { pushListings } from '../../../server/modules/listing-sync/engine.ts';
import type { TestApp } from '../../helpers/app.ts';
import { startTestApp } from '../../helpers/app.ts';
import { ebaySeller, headphones, type Seller } from './ebay-seller.ts';

const LIST = `mutation($ids: [ID!]!) { listOnEbay(userId: "-", input: { itemIds: $ids }) { __typename ... on ListOnEbaySuccess { count } } }`;

describe('stuck listing rows', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The worker is off: the test runs the sweep and the push itself and looks at the queue between.
    app = await startTestApp({ SANDBOXES: 'auto', WORKER: 'off' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const connectionOf = async (s: Seller) =>
    (await app.services.pool.query(`SELECT id FROM connections WHERE user_id = $1 AND kind = 'EBAY'`, [s.user.id])).rows[0].id as string;
  const pushJobs = async (connectionId: string) =>
    (
      await app.services.pool.query(`SELECT queue_name AS "queue" FROM graphile_worker.jobs WHERE task_identifier = 'listings__push' AND key = $1`, [
        `listings-push:${connectionId}`,
      ])
    ).rows;
  /** The push job died for good (its retries ran out and it was removed). */
  const dropPush = (connectionId: string) => app.services.pool.query(`SELECT graphile_worker.remove_job($1)`, [`listings-push:${connectionId}`]);
  const age = (s: Seller, minutes: number) =>
    app.services.pool.query(`UPDATE listings SET status_at = now() - make_interval(mins => $2) WHERE user_id = $1`, [s.user.id, minutes]);
  const rows = async (s: Seller) =>
    (
      await app.services.pool.query(`SELECT status, last_error AS "error", external_id AS "externalId" FROM listings WHERE user_id = $1 ORDER BY sku`, [
        s.user.id,
      ])
    ).rows;
  const sweep = () => listings__sweep_stale({}, app.services);

  it('re-queues the push of rows in progress for over 20 minutes, once, and the push settles them from eBay', async () => {
    const s = await ebaySeller(app);
    const [live, never] = await headphones(app, s.user.id, 2);
    const connectionId = await connectionOf(s);
    // One item really got listed on eBay, but its row was put back in progress as if the run
    // had been killed between publishing and settling; the other never reached eBay.
    expect((await app.graphql(LIST, { ids: [live] }, s.token)).data.listOnEbay.count).toBe(1);
    await pushListings(app.services, s.user.id, 'EBAY');
    await app.services.pool.query(`UPDATE listings SET status = 'LISTING' WHERE user_id = $1`, [s.user.id]);
    expect((await app.graphql(LIST, { ids: [never] }, s.token)).data.listOnEbay.count).toBe(1);
    await dropPush(connectionId);

    await age(s, 19);
    await sweep();
    expect(await pushJobs(connectionId)).toEqual([]);

    await age(s, 21);
    await sweep();
    await sweep();
    // The actions' own key and queue: one job, whatever the number of sweeps.
    expect(await pushJobs(connectionId)).toEqual([{ queue: `listings:${connectionId}` }]);

    await pushListings(app.services, s.user.id, 'EBAY');
    const settled = await rows(s);
    expect(settled.map((r) => r.status)).toEqual(['LISTED', 'FAILED_TO_LIST']);
    expect(settled[0].externalId).toMatch(/^\d+$/);
    expect(settled[1].error).toBe('Listing did not complete on eBay within 20 minutes; list the item again.');
  });

  it('leaves the rows of a connection waiting for reauthorisation queued and queues nothing for it', async () => {
    const s = await ebaySeller(app);
    const ids = await headphones(app, s.user.id, 1);
    await app.graphql(LIST, { ids }, s.token);
    const connectionId = await connectionOf(s);
    await dropPush(connectionId);
    await app.services.pool.query(`UPDATE connections SET status = 'NEEDS_REAUTH' WHERE id = $1`, [connectionId]);
    await age(s, 30);
    await sweep();
    expect(await pushJobs(connectionId)).toEqual([]);
    expect((await rows(s)).map((r) => r.status)).toEqual(['LISTING']);
  });

  it('runs from the crontab every five minutes as a registered task', async () => {
    const crontab = readFileSync(join(import.meta.dirname, '../../../jobs/crontab'), 'utf8');
    const entry = parseCrontab(crontab).find((c) => c.task === 'listings__sweep_stale');
    expect(entry?.match).toBeDefined();
    expect(entry!.match({ min: 5, hour: 1, date: 1, month: 1, dow: 1 })).toBe(true);
    expect(entry!.match({ min: 6, hour: 1, date: 1, month: 1, dow: 1 })).toBe(false);
    expect(Object.keys(createTaskList(app.services))).toContain('listings__sweep_stale');
  });
});
