// Issue 32: a marketplace that asks for a wait longer than a call is held (a 429 storm with a
// Retry-After over 30 s: the transport's ThrottledError) does not cost the job its attempts: the
// job runs again once the wait is over, with its attempts given back, and then does its work.
// The seller's path: sign-up, Amazon, import, Shopify, plan, one bulk list while Shopify throttles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
beforeAll(async () => {
  app = await startTestApp({ SANDBOXES: 'auto' });
});
afterAll(async () => {
  await app?.close();
});

const faults = async (url: string, rules: unknown[]) => {
  const res = await fetch(`${url}/__sandbox/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rules }) });
  expect(res.status).toBe(200);
};

describe('a job throttled by a marketplace', () => {
  it('waits out the Retry-After with its attempts given back, then lists', async () => {
    await prepareSandboxes(app, { sizes: { A1LBSANDBOXUS7Q: 20 } });
    const urls = await sandboxUrls(app);
    const s = await signUp(app, 'US');
    await connectAmazon(s);
    await waitForImport(s);
    await connectShopify(s, uniqueHandle('throttled'));
    await subscribe(s, ['SHOPIFY']);
    const items = (await inStockItems(s)).slice(0, 2);

    // Shopify refuses every product write for a while and asks for 35 s (the transport holds a call 30 s at most).
    await faults(urls.shopify, [{ fault: 'throttle', op: 'productSet', stormMs: 600_000, retryAfter: 35 }]);
    const r = await s.app.graphql(
      `mutation($u:String!,$ids:[ID!]!){ listOnShopify(userId:$u, input:{itemIds:$ids}){ __typename ... on Error { message } } }`,
      { u: s.userId, ids: items.map((i) => i.id) },
      s.token,
    );
    expect(r.data?.listOnShopify?.__typename).not.toMatch(/Error/);
    const failed = await waitFor(
      async () => {
        const { rows } = await app.services.pool.query(
          `SELECT attempts, max_attempts AS "maxAttempts", last_error AS "lastError", extract(epoch FROM run_at - updated_at)::float8 AS "waitS"
             FROM graphile_worker.jobs WHERE task_identifier = 'listings__push' AND last_error IS NOT NULL`,
        );
        return rows[0] ?? null;
      },
      30_000,
      200,
    );
    expect(failed.lastError).toMatch(/shopify throttled .*retry after 35 s/);
    // The attempt is given back; the job waits the Retry-After, not graphile-worker's back-off.
    expect(failed.attempts).toBe(0);
    expect(failed.waitS).toBeGreaterThan(33);
    expect(failed.waitS).toBeLessThan(37);
    expect([...(await listingStates(s, 'SHOPIFY')).values()].filter((l) => l.inProgress)).toHaveLength(2);

    // The storm ends; after the wait the same job lists both items.
    await faults(urls.shopify, []);
    const listed = await waitFor(
      async () => {
        const states = [...(await listingStates(s, 'SHOPIFY')).values()].filter((l) => l.status);
        return states.length === 2 && states.every((l) => l.status === 'LISTED') ? states : null;
      },
      60_000,
      1000,
    );
    expect(listed).toHaveLength(2);
  }, 240_000);
});
