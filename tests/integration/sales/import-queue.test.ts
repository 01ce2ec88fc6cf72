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

  it('runs one at a time while an import is slow', async () => {
    // Shopify answers the next orders query 15 s late (the sandbox's `slow` fault, the way a
    // throttled shop keeps an import waiting): the job stays running all that time however late a
    // loaded machine starts it, so the probes below cannot miss it.
    const faults = await fetch(`${shopifyUrl}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ fault: 'slow', op: 'orders', ms: 15_000, count: 1 }] }),
    });
    expect(faults.status).toBe(200);

    await refresh();
    await waitFor(async () => (await running()) === 1, 60_000, 50);
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
  }, 120_000);
});
