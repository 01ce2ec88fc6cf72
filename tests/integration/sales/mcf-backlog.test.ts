// Issue 31, "a backlog is visible": when a seller's new sales queue behind Amazon's MCF limit, the
// alert banner (shown on every page, the Sales pages included; REST GET /user/{id}/alerts is its
// document) says how many wait and about how long. The figures come from Amazon's documented plan
// for createFulfillmentOrder and getFulfillmentPreview (2 a second, burst 30, per seller), worked by
// hand below. The sales are written as the import leaves them (NEW, paid) with the worker off, so
// they stay waiting while the test reads the banner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendMcfToken } from '../../../server/modules/sales/mcf-budget.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';
import { rest } from '../../helpers/rest.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ WORKER: 'off' });
});
afterAll(async () => {
  await app?.close();
});

async function newSales(userId: string, n: number, from = 0) {
  await app.services.pool.query(
    `INSERT INTO sales (user_id, channel, order_id, ordered_at, channel_modified_at, currency, payment_status)
     SELECT $1, 'EBAY', 'ORDER-' || g, now(), now(), 'GBP', 'PAID' FROM generate_series($2::int + 1, $2::int + $3::int) g`,
    [userId, from, n],
  );
}

const backlogAlerts = async (seller: Awaited<ReturnType<typeof createSeller>>) => {
  const res = await rest(app.url, 'GET', `/user/${seller.user.id}/alerts`, undefined, seller.token);
  expect(res.status).toBe(200);
  return (res.body as { _type: string; classname: string; message: string; link: string }[]).filter((a) => a._type === 'mcf_backlog');
};

describe('a visible MCF backlog', () => {
  it('says nothing while the orders fit the burst and a short wait', async () => {
    const seller = await createSeller(app);
    // 40 orders: 30 go at once, 10 more at 2 a second = 5 s.
    await newSales(seller.user.id, 40);
    expect(await backlogAlerts(seller)).toEqual([]);
  });

  it('shows the waiting orders and the expected wait, which grows when the bucket is spent', async () => {
    const seller = await createSeller(app);
    await newSales(seller.user.id, 150);
    // 150 orders, 30 at once, 120 at 2 a second: 60 s.
    expect(await backlogAlerts(seller)).toEqual([
      expect.objectContaining({
        classname: 'warning',
        message:
          "150 orders are waiting for Amazon's fulfilment limit (2 orders a second): the last should reach Amazon in about 60 seconds. None is lost; they go in order.",
        link: expect.stringContaining('sales/'),
      }),
    ]);
    // Another process has just spent the create burst: all 150 at 2 a second, 75 s (≈ 1 minute).
    for (let i = 0; i < 30; i++) await spendMcfToken(app.services, seller.user.id, 'createFulfillmentOrder');
    await newSales(seller.user.id, 30, 150);
    // 180 orders, none at once: 90 s = 2 minutes when rounded (refill while the test runs: a token or two).
    const [alert] = await backlogAlerts(seller);
    expect(alert?.message).toMatch(
      /^180 orders are waiting for Amazon's fulfilment limit \(2 orders a second\): the last should reach Amazon in about (89 seconds|2 minutes)\./,
    );
  });
});
