import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { createPrisma, type PrismaClient } from '../../../server/db/prisma.ts';
import { applyOnce, markDone, receive } from '../../../server/modules/webhooks/webhooks.service.ts';

// Two Prisma clients with their own pools stand for two web processes on one database.
describe('inbound webhooks: each delivery applied once', () => {
  let db: TestDatabase;
  let one: PrismaClient;
  let two: PrismaClient;
  beforeAll(async () => {
    db = await createTestDatabase();
    one = createPrisma(db.url, 3);
    two = createPrisma(db.url, 3);
  });
  afterAll(async () => {
    await one?.$disconnect();
    await two?.$disconnect();
    await db?.drop();
  });

  const delivery = () => ({ provider: 'shopify' as const, deliveryId: randomUUID(), topic: 'shop/redact', account: 'x.myshopify.com' });
  const row = async (deliveryId: string) =>
    (
      await one.$queryRaw<{ attempts: number; done: boolean; error: string | null }[]>`
      SELECT attempts, done_at IS NOT NULL AS done, error FROM inbound_webhooks WHERE delivery_id = ${deliveryId}`
    )[0];

  it('receive says whether a delivery is new and whether it was already done', async () => {
    const d = delivery();
    expect(await receive(one, d)).toEqual({ fresh: true, done: false });
    expect(await receive(two, d)).toEqual({ fresh: false, done: false });
    await markDone(one, d.provider, d.deliveryId);
    expect(await receive(two, d)).toEqual({ fresh: false, done: true });
    expect((await receive(two, { ...d, provider: 'ebay' })).fresh).toBe(true); // ids are per provider
    expect(await row(d.deliveryId)).toEqual({ attempts: 3, done: true, error: null });
  });

  it('the same delivery arriving at two processes at once is applied by one of them', async () => {
    const d = delivery();
    let applied = 0;
    const slowApply = async () => {
      applied++;
      await new Promise((r) => setTimeout(r, 150)); // the other process arrives meanwhile
      return 'ok';
    };
    const outcomes = await Promise.all([applyOnce({ prisma: one }, d, slowApply), applyOnce({ prisma: two }, d, slowApply)]);
    expect(applied).toBe(1);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['applied', 'duplicate']);
  });

  it('a failed apply keeps nothing it did, records the error, and the retry applies it', async () => {
    const d = delivery();
    await expect(
      applyOnce({ prisma: one }, d, async (tx) => {
        await tx.$executeRaw`INSERT INTO inbound_webhooks (provider, delivery_id, topic) VALUES ('shopify', ${`${d.deliveryId}-side-effect`}, 'x')`;
        throw new Error('database hiccup');
      }),
    ).rejects.toThrow('database hiccup');
    expect(await row(`${d.deliveryId}-side-effect`)).toBeUndefined();
    expect(await row(d.deliveryId)).toEqual({ attempts: 1, done: false, error: 'database hiccup' });
    const retry = await applyOnce({ prisma: two }, d, async () => 42);
    expect(retry).toEqual({ status: 'applied', result: 42 });
    expect(await row(d.deliveryId)).toEqual({ attempts: 2, done: true, error: null });
  });
});
