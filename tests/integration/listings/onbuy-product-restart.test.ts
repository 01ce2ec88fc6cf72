// OnBuy takes from 20 minutes to weeks to decide a new product, so the queue poll must outlive the
// process: its next run is a graphile-worker job in Postgres (run_at), not a timer. The product
// stops while a product is Queued, OnBuy decides meanwhile, and the next start settles it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnbuySandbox } from '../../../sandbox/onbuy/index.ts';
import type { RunningSandbox } from '../../../sandbox/types.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { waitFor } from '../../helpers/wait.ts';
import { onbuyControl, onbuyReadyItems, onbuySeller } from './onbuy-seller.ts';

let sandbox: RunningSandbox;
let db: TestDatabase;
let env: Record<string, string>;
const apps: TestApp[] = [];

beforeAll(async () => {
  // OnBuy outlives the product's restart: the sandbox runs on its own here.
  sandbox = await startOnbuySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:1' });
  await onbuyControl(sandbox.env.ONBUY_API_URL!).knobs({ queueDelaySeconds: 3600 });
  db = await createTestDatabase();
  env = {
    ONBUY_API_URL: sandbox.env.ONBUY_API_URL!,
    // The stored OnBuy keys must open after the restart: one key for both starts.
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    ONBUY_QUEUE_POLL_FIRST_MS: '1500',
    ONBUY_QUEUE_POLL_MAX_MS: '1500',
  };
});
afterAll(async () => {
  for (const a of apps) await a.close().catch(() => {});
  await db?.drop();
  await sandbox?.close();
});

const pollJobs = async (itemId: string) => {
  const c = new pg.Client({ connectionString: db.url });
  await c.connect();
  try {
    return (
      await c.query<{ run_at: Date; locked_at: Date | null }>(
        `SELECT j.run_at, j.locked_at FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
          WHERE t.identifier = 'onbuy__product_queue' AND j.payload->>'itemId' = $1`,
        [itemId],
      )
    ).rows;
  } finally {
    await c.end();
  }
};

describe('the OnBuy queue poll across a restart', () => {
  it('keeps the queued poll in Postgres while the product is down and settles Created after the next start', async () => {
    const first = await startTestApp(env, { db });
    apps.push(first);
    const s = await onbuySeller(first);
    const [itemId] = await onbuyReadyItems(first, s.user.id, 1, 'RST');
    const res = await first.graphql(
      `mutation($u: String!, $input: CreateOnbuyProductInput!) { createOnbuyProduct(userId: $u, input: $input) {
         ... on CreateOnbuyProductSuccess { creation { status queueId } } ... on Error { message } } }`,
      { u: s.user.id, input: { itemId, categoryId: 2710, brandName: 'Mat Co', conditionCode: 'new' } },
      s.token,
    );
    const { status, queueId } = res.data.createOnbuyProduct.creation;
    expect(status).toBe('QUEUED');
    await first.close();

    // Down: the poll is a job row waiting for its run_at, nothing holds it.
    const [job] = await pollJobs(itemId!);
    expect(job).toBeDefined();
    expect(job!.locked_at).toBeNull();
    await onbuyControl(sandbox.env.ONBUY_API_URL!).approve(queueId);

    const second = await startTestApp(env, { db });
    apps.push(second);
    const done = await waitFor(async () => {
      const r = await second.services.pool.query(`SELECT status::text, opc FROM onbuy_product_creations WHERE item_id = $1`, [itemId]);
      return r.rows[0]?.status === 'CREATED' ? r.rows[0] : null;
    }, 20_000);
    expect(done.opc).toMatch(/^S\d{6}$/);
    const edits = (await second.services.pool.query(`SELECT user_edited_details AS e FROM inventory_items WHERE id = $1`, [itemId])).rows[0].e;
    expect(edits.onbuy_product_code).toBe(done.opc);
    expect(await pollJobs(itemId!)).toEqual([]);
  });
});
