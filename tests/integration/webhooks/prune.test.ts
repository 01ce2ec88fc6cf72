import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { createPrisma, type PrismaClient } from '../../../server/db/prisma.ts';
import { pruneInboundWebhooks } from '../../../server/modules/webhooks/webhooks.service.ts';

describe('pruning inbound webhook deliveries', () => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  beforeAll(async () => {
    db = await createTestDatabase();
    prisma = createPrisma(db.url, 2);
  });
  afterAll(async () => {
    await prisma?.$disconnect();
    await db?.drop();
  });

  it('forgets deliveries received more than 30 days ago and keeps the recent ones', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
    await prisma.inboundWebhook.createMany({
      data: [
        { provider: 'shopify', deliveryId: 'old', topic: 'shop/redact', receivedAt: daysAgo(31), doneAt: daysAgo(31) },
        { provider: 'ebay', deliveryId: 'old-failed', topic: 'MARKETPLACE_ACCOUNT_DELETION', receivedAt: daysAgo(40), error: 'x' },
        { provider: 'shopify', deliveryId: 'recent', topic: 'app/uninstalled', receivedAt: daysAgo(29), doneAt: daysAgo(29) },
      ],
    });
    expect(await pruneInboundWebhooks(prisma, now)).toBe(2);
    expect((await prisma.inboundWebhook.findMany()).map((w) => w.deliveryId)).toEqual(['recent']);
  });
});
