// Inbound webhook deliveries, recorded once per (provider, delivery id) in inbound_webhooks.
// Shopify and eBay retry a delivery (same X-Shopify-Webhook-Id / notificationId) until they get a
// 2xx, and may deliver twice anyway; a restart or a second web process must not apply it again.
import type { PrismaClient } from '../../db/prisma.ts';

/** The sender's name a channel declares for its deliveries (ChannelWebhooks.provider: 'shopify', 'ebay'). */
export type WebhookProvider = string;

export interface Delivery {
  provider: WebhookProvider;
  deliveryId: string;
  topic: string;
  /** Shopify shop domain; null when keeping it would keep personal data (eBay account deletion). */
  account?: string | null;
}

/** What a transaction can reach: the client minus $connect/$transaction/… (Prisma's ITX client). */
export type WebhookTx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

type Deps = { prisma: PrismaClient };

export type ReceiveOutcome = { fresh: boolean; done: boolean };

/**
 * Records a delivery (INSERT … ON CONFLICT DO NOTHING). `fresh` says whether this is the first time
 * we see it, `done` whether an earlier delivery was already applied. Payloads are not stored: the
 * GDPR topics carry customers' names and emails, which is exactly what we are asked not to keep.
 */
export async function receive(db: Deps['prisma'] | WebhookTx, d: Delivery): Promise<ReceiveOutcome> {
  const inserted = await db.$executeRaw`
    INSERT INTO inbound_webhooks (provider, delivery_id, topic, account)
    VALUES (${d.provider}, ${d.deliveryId}, ${d.topic}, ${d.account ?? null})
    ON CONFLICT (provider, delivery_id) DO NOTHING`;
  if (inserted === 1) return { fresh: true, done: false };
  // Seen before: lock the row so a concurrent delivery of the same id waits for this one's outcome.
  const rows = await db.$queryRaw<{ done: boolean }[]>`
    UPDATE inbound_webhooks SET attempts = attempts + 1
    WHERE provider = ${d.provider} AND delivery_id = ${d.deliveryId}
    RETURNING done_at IS NOT NULL AS done`;
  return { fresh: false, done: rows[0]?.done ?? false };
}

/** Marks a delivery applied; later deliveries with its id are acknowledged and skipped. */
export async function markDone(db: Deps['prisma'] | WebhookTx, provider: WebhookProvider, deliveryId: string): Promise<void> {
  await db.$executeRaw`
    UPDATE inbound_webhooks SET done_at = now(), error = NULL
    WHERE provider = ${provider} AND delivery_id = ${deliveryId}`;
}

export type ApplyOutcome<T> = { status: 'applied'; result: T } | { status: 'duplicate' };

/**
 * Applies a delivery exactly once: record, apply and mark done in one transaction. The row lock
 * taken by the insert (or by the attempts update on a redelivery) makes a concurrent delivery of
 * the same id in another process wait, then see it done. When `apply` throws, nothing it did is
 * kept; the failure is recorded on the row (not done) and rethrown, so the sender retries.
 */
export async function applyOnce<T>(deps: Deps, d: Delivery, apply: (tx: WebhookTx) => Promise<T>): Promise<ApplyOutcome<T>> {
  try {
    return await deps.prisma.$transaction(async (tx) => {
      const seen = await receive(tx, d);
      if (seen.done) return { status: 'duplicate' as const };
      const result = await apply(tx);
      await markDone(tx, d.provider, d.deliveryId);
      return { status: 'applied' as const, result };
    });
  } catch (err) {
    await recordFailure(deps, d, err).catch(() => {});
    throw err;
  }
}

async function recordFailure(deps: Deps, d: Delivery, err: unknown) {
  const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
  await deps.prisma.$executeRaw`
    INSERT INTO inbound_webhooks (provider, delivery_id, topic, account, error)
    VALUES (${d.provider}, ${d.deliveryId}, ${d.topic}, ${d.account ?? null}, ${message})
    ON CONFLICT (provider, delivery_id) DO UPDATE SET error = EXCLUDED.error
    WHERE inbound_webhooks.done_at IS NULL`;
}

/** How long a delivery id is remembered: far beyond Shopify's (4 h) and eBay's retry periods. */
export const INBOUND_WEBHOOK_RETENTION_DAYS = 30;

/** Daily: forgets deliveries received more than the retention ago; returns how many. */
export async function pruneInboundWebhooks(db: Deps['prisma'], now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - INBOUND_WEBHOOK_RETENTION_DAYS * 86_400_000);
  const { count } = await db.inboundWebhook.deleteMany({ where: { receivedAt: { lt: before } } });
  return count;
}
