// Issue 32: "Shopify throttled, then a buyer order: four sales__import jobs for the same seller and
// channel ran at once (the connection's queue should allow one)". A channel's order import for one
// seller runs one at a time, however often it is asked for (the minute poll, Shopify's
// orders/create, the seller's refresh): a request while one runs waits behind it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';
import { connectShopify, type Seller, sandboxUrls, signUp, uniqueHandle } from '../../helpers/seller-path.ts';
import { waitFor } from '../../helpers/wait.ts';

describe("a seller's order import on one channel", () => {
  let app: TestApp;
  let s: Seller;
  let shop: string;
  let shopifyUrl: string;
  beforeAll(async () => {
    app = await startTestApp({ SANDBOXES: 'auto' });
    s = await signUp(app, 'US', 'queue');
    shop = uniqueHandle('queue');
    await connectShopify(s, shop);
    shopifyUrl = (await sandboxUrls(app)).shopify;
  });
  afterAll(async () => {
    await app?.close();
  });

  const running = async () => {
    const { rows } = await app.services.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
        WHERE t.identifier = 'sales__import' AND j.locked_by IS NOT NULL AND j.payload->>'userId' = $1`,
      [s.userId],
    );
    return rows[0]!.n;
  };
  const refresh = async () => expect((await rest(app.url, 'POST', `/user/${s.userId}/shopify-sales/refresh`, {}, s.token)).status).toBe(200);

  it('runs one at a time while the shop is throttled', async () => {
    // An empty bucket refilling slowly: an orders query (~137 points) waits about 17 s for it
    // (within the client's 30 s patience, so the job stays running while it waits). The bucket is
    // emptied again on every probe until the job runs: a loaded machine may take many seconds to
    // start it, and a bucket refilled meanwhile would let it finish between probes.
    const emptyBucket = async () => {
      const r = await fetch(`${shopifyUrl}/__sandbox/shops/${shop}/throttle`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currentlyAvailable: 0, restoreRate: 8 }),
      });
      expect(r.status).toBe(200);
    };
    await emptyBucket();

    await refresh();
    await waitFor(
      async () => {
        if ((await running()) === 1) return true;
        await emptyBucket();
        return false;
      },
      45_000,
      50,
    );
    let most = 0;
    for (let i = 0; i < 3; i++) {
      await refresh();
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        most = Math.max(most, await running());
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(most, 'sales__import jobs of this seller and channel running at once').toBe(1);
  }, 90_000);
});
