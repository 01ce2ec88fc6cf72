// Outbound webhooks (issue 18): a seller's endpoints, the events written as deliveries in the
// same transaction as the change that caused them, and their delivery by the job
// api__deliver_webhooks (one per endpoint, so an endpoint's deliveries go out in order).
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import type { SqlRunner } from '../../db/transaction.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { Logger } from '../../logger.ts';
import { queueEmail } from '../email/email.service.ts';
import { getUser, type AccountsDeps } from '../accounts/accounts.service.ts';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature.ts';
import { fetch as undiciFetch, type Agent } from 'undici';
import { type ResolveAll, webhookDispatcher, webhookUrlProblem, webhookUrlShapeProblem } from './webhook-urls.ts';
import { WebhookEndpointInputError, WebhookNotFoundError } from './webhooks.errors.ts';

export const WEBHOOK_EVENTS = ['item.quantity_changed', 'listing.status_changed', 'sale.created', 'sale.fulfilled', 'sync.failed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number] | 'ping';

/** Retries double from a minute; after a day from the first attempt the delivery is given up. */
export const FIRST_RETRY_MS = 60_000;
export const GIVE_UP_AFTER_MS = 24 * 3600_000;
/** An endpoint failing this long is disabled and its seller told. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600_000;
const TIMEOUT_MS = 10_000;
const BATCH = 50;

export interface WebhookDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
  config: Pick<Config, 'encryptionKey' | 'ALLOW_PRIVATE_WEBHOOKS'>;
  log?: Logger;
}

export interface WebhookEvent {
  type: WebhookEventType;
  /** The object the event is about (its deliveries to one endpoint go out in order). */
  objectId: string;
  data: Record<string, unknown>;
}

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
/** A receiver on a developer's machine: only with ALLOW_PRIVATE_WEBHOOKS=on, never implied by NODE_ENV. */
const allowPrivate = (deps: WebhookDeps) => deps.config.ALLOW_PRIVATE_WEBHOOKS === 'on';

function checkEvents(events: readonly string[]): string[] {
  const unique = [...new Set(events)];
  if (!unique.length) throw new WebhookEndpointInputError('Choose at least one event.');
  const unknown = unique.find((e) => !(WEBHOOK_EVENTS as readonly string[]).includes(e));
  if (unknown) throw new WebhookEndpointInputError(`Unknown event ${unknown}.`);
  return unique;
}

export async function createEndpoint(deps: WebhookDeps, userId: string, input: { url: string; events: readonly string[] }) {
  const url = input.url.trim();
  const problem = await webhookUrlProblem(url, allowPrivate(deps));
  if (problem) throw new WebhookEndpointInputError(problem);
  const events = checkEvents(input.events);
  if ((await deps.prisma.webhookEndpoint.count({ where: { userId } })) >= 10) throw new WebhookEndpointInputError('You can have at most 10 webhook endpoints.');
  const secret = newSecret();
  const endpoint = await deps.prisma.webhookEndpoint.create({ data: { userId, url, events, secret: encryptSecret(deps.config.encryptionKey, secret) } });
  return { endpoint, secret };
}

async function ownEndpoint(deps: WebhookDeps, userId: string, id: string) {
  const found = /^[0-9a-f-]{36}$/i.test(id) ? await deps.prisma.webhookEndpoint.findFirst({ where: { id, userId } }) : null;
  if (!found) throw new WebhookNotFoundError();
  return found;
}

export function listEndpoints(deps: WebhookDeps, userId: string) {
  return deps.prisma.webhookEndpoint.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
}

export async function updateEndpoint(deps: WebhookDeps, userId: string, id: string, input: { events?: readonly string[] | null; enabled?: boolean | null }) {
  await ownEndpoint(deps, userId, id);
  return deps.prisma.webhookEndpoint.update({
    where: { id },
    data: {
      ...(input.events ? { events: checkEvents(input.events) } : {}),
      // Turning it back on forgets the failure streak.
      ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled, disabledReason: null, failingSince: null } : {}),
      updatedAt: new Date(),
    },
  });
}

export async function rotateSecret(deps: WebhookDeps, userId: string, id: string) {
  await ownEndpoint(deps, userId, id);
  const secret = newSecret();
  const endpoint = await deps.prisma.webhookEndpoint.update({
    where: { id },
    data: { secret: encryptSecret(deps.config.encryptionKey, secret), updatedAt: new Date() },
  });
  return { endpoint, secret };
}

export async function deleteEndpoint(deps: WebhookDeps, userId: string, id: string) {
  await ownEndpoint(deps, userId, id);
  await deps.prisma.webhookEndpoint.delete({ where: { id } });
}

export async function listDeliveries(deps: WebhookDeps, userId: string, endpointId: string, take = 50) {
  await ownEndpoint(deps, userId, endpointId);
  return deps.prisma.webhookDelivery.findMany({ where: { endpointId }, orderBy: { seq: 'desc' }, take: Math.min(200, Math.max(1, take)) });
}

/**
 * Writes the events as deliveries to the seller's enabled endpoints that take them, and queues
 * each such endpoint's delivery job, all on `sql` (inside the caller's transaction, so a rolled-back
 * change sends nothing). Without a subscribed endpoint it is one cheap statement.
 */
export async function emitEvents(sql: SqlRunner, userId: string, events: readonly WebhookEvent[], only?: { endpointId: string }): Promise<number> {
  if (events.length === 0) return 0;
  const created = new Date().toISOString();
  const ids = events.map(() => randomUUID());
  const { rows } = await sql.query<{ endpoint_id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event_id, event_type, object_id, payload)
     SELECT e.id, x.event_id, x.type, x.object_id, jsonb_build_object('id', x.event_id, 'type', x.type, 'created', $6::text, 'data', x.data)
       FROM webhook_endpoints e
       JOIN unnest($2::uuid[], $3::text[], $4::text[], $5::jsonb[]) WITH ORDINALITY AS x(event_id, type, object_id, data, n)
         ON x.type = ANY(e.events) OR x.type = 'ping'
      WHERE e.user_id = $1 AND e.enabled AND ($7::uuid IS NULL OR e.id = $7::uuid)
      ORDER BY e.id, x.n
     RETURNING endpoint_id`,
    [userId, ids, events.map((e) => e.type), events.map((e) => e.objectId), events.map((e) => JSON.stringify(e.data)), created, only?.endpointId ?? null],
  );
  for (const endpointId of new Set(rows.map((r) => r.endpoint_id))) await queueDelivery(sql, endpointId);
  return rows.length;
}

async function queueDelivery(sql: SqlRunner, endpointId: string, runAt?: Date) {
  await enqueue(sql, 'api__deliver_webhooks', { endpointId }, { jobKey: `webhooks:${endpointId}`, queueName: `webhooks:${endpointId}`, runAt });
}

/** 'ping' to one endpoint, to try it. */
export async function sendTestEvent(deps: WebhookDeps, userId: string, endpointId: string): Promise<void> {
  const endpoint = await ownEndpoint(deps, userId, endpointId);
  if (!endpoint.enabled) throw new WebhookEndpointInputError('Enable the endpoint before sending a test event.');
  await emitEvents(deps.pool, userId, [{ type: 'ping', objectId: endpointId, data: { message: 'A test event from ListBridge.' } }], { endpointId });
}

/** Sends a delivery again (a failed one, or one the seller wants repeated). */
export async function redeliver(deps: WebhookDeps, userId: string, deliveryId: string) {
  const d = /^[0-9a-f-]{36}$/i.test(deliveryId)
    ? await deps.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, include: { endpoint: true } })
    : null;
  if (!d || d.endpoint.userId !== userId) throw new WebhookNotFoundError();
  await deps.pool.query(
    `UPDATE webhook_deliveries SET status = 'PENDING', next_attempt_at = now(), first_attempt_at = NULL, claimed_at = NULL, last_error = NULL WHERE id = $1`,
    [deliveryId],
  );
  await queueDelivery(deps.pool, d.endpointId);
  return deps.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } });
}

interface DueDelivery {
  id: string;
  event_id: string;
  payload: unknown;
  attempts: number;
  first_attempt_at: Date | null;
}

/**
 * The job's work for one endpoint: sends the deliveries that are due, oldest first, never one
 * for an object while an older delivery of that object is still pending (in order per object),
 * then queues itself for the next retry. Each delivery is claimed with a one-minute lease, so two
 * runs never send the same one and a crashed run's delivery goes out again later.
 */
export async function deliverDue(deps: WebhookDeps, endpointId: string, opts: { resolveAll?: ResolveAll } = {}): Promise<{ sent: number; succeeded: number }> {
  const endpoint = await deps.prisma.webhookEndpoint.findUnique({ where: { id: endpointId } });
  if (!endpoint) return { sent: 0, succeeded: 0 };
  if (!endpoint.enabled) {
    await deps.pool.query(
      `UPDATE webhook_deliveries SET status = 'FAILED', last_error = 'The endpoint is disabled.' WHERE endpoint_id = $1 AND status = 'PENDING'`,
      [endpointId],
    );
    return { sent: 0, succeeded: 0 };
  }
  const secret = decryptSecret(deps.config.encryptionKey, endpoint.secret);
  let sent = 0;
  let succeeded = 0;
  // Connections that check and pin the address they connect to (webhook-urls.ts).
  const dispatcher = webhookDispatcher({ allowPrivate: allowPrivate(deps), resolveAll: opts.resolveAll });
  try {
    for (;;) {
      const { rows } = await deps.pool.query<DueDelivery>(
        `UPDATE webhook_deliveries d SET claimed_at = now(), attempts = d.attempts + 1, first_attempt_at = COALESCE(d.first_attempt_at, now())
        WHERE d.id IN (
          SELECT c.id FROM webhook_deliveries c
           WHERE c.endpoint_id = $1 AND c.status = 'PENDING' AND c.next_attempt_at <= now()
             AND (c.claimed_at IS NULL OR c.claimed_at < now() - interval '1 minute')
             AND NOT EXISTS (SELECT 1 FROM webhook_deliveries p WHERE p.endpoint_id = c.endpoint_id AND p.object_id = c.object_id AND p.status = 'PENDING' AND p.seq < c.seq)
           ORDER BY c.seq LIMIT $2 FOR UPDATE SKIP LOCKED)
        RETURNING d.id, d.event_id, d.payload, d.attempts, d.first_attempt_at`,
        [endpointId, BATCH],
      );
      if (rows.length === 0) break;
      for (const d of rows) {
        sent++;
        if (await sendOne(deps, endpoint, secret, d, dispatcher)) succeeded++;
      }
    }
  } finally {
    await dispatcher.close().catch(() => undefined);
  }
  // The next retry, if any is waiting.
  const next = await deps.pool.query<{ at: Date | null }>(
    `SELECT min(next_attempt_at) AS at FROM webhook_deliveries WHERE endpoint_id = $1 AND status = 'PENDING'`,
    [endpointId],
  );
  if (next.rows[0]?.at) await queueDelivery(deps.pool, endpointId, next.rows[0].at);
  return { sent, succeeded };
}

async function sendOne(
  deps: WebhookDeps,
  endpoint: { id: string; userId: string; url: string; failingSince: Date | null },
  secret: string,
  d: DueDelivery,
  dispatcher: Agent,
): Promise<boolean> {
  const body = JSON.stringify(d.payload);
  const started = performance.now();
  let code: number | null = null;
  let error: string | null = null;
  const problem = webhookUrlShapeProblem(endpoint.url, allowPrivate(deps));
  if (problem) error = problem;
  else {
    try {
      const res = await undiciFetch(endpoint.url, {
        dispatcher,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ListBridge-Webhooks/1',
          [SIGNATURE_HEADER]: signWebhook(secret, body),
          'ListBridge-Event-Id': d.event_id,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      code = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (code < 200 || code >= 300) error = `HTTP ${code}`;
    } catch (err) {
      // fetch's own message is "fetch failed"; the connection's reason (e.g. a private address) is its cause.
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : null;
      error = cause ?? (err instanceof Error ? err.message : String(err));
    }
  }
  const latency = Math.round(performance.now() - started);
  if (!error) {
    await deps.pool.query(
      `UPDATE webhook_deliveries SET status = 'SUCCEEDED', response_code = $2, latency_ms = $3, last_error = NULL, delivered_at = now(), claimed_at = NULL WHERE id = $1`,
      [d.id, code, latency],
    );
    if (endpoint.failingSince) await deps.pool.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1', [endpoint.id]);
    return true;
  }
  const firstAt = d.first_attempt_at ?? new Date();
  const nextAt = new Date(Date.now() + FIRST_RETRY_MS * 2 ** (d.attempts - 1));
  const giveUp = nextAt.getTime() - firstAt.getTime() > GIVE_UP_AFTER_MS;
  await deps.pool.query(
    `UPDATE webhook_deliveries SET status = $2, response_code = $3, latency_ms = $4, last_error = $5, next_attempt_at = $6, claimed_at = NULL WHERE id = $1`,
    [d.id, giveUp ? 'FAILED' : 'PENDING', code, latency, error.slice(0, 500), nextAt],
  );
  await noteFailure(deps, endpoint);
  return false;
}

/** Starts the endpoint's failure streak, or after three days of it disables the endpoint and tells the seller. */
async function noteFailure(deps: WebhookDeps, endpoint: { id: string; userId: string; url: string }) {
  const { rows } = await deps.pool.query<{ failing_since: Date }>(
    `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, now()) WHERE id = $1 RETURNING failing_since`,
    [endpoint.id],
  );
  const since = rows[0]?.failing_since;
  if (!since || Date.now() - since.getTime() < DISABLE_AFTER_MS) return;
  const user = await getUser({ prisma: deps.prisma } as AccountsDeps, endpoint.userId);
  await deps.prisma.$transaction(async (tx) => {
    const disabled = await tx.webhookEndpoint.updateMany({
      where: { id: endpoint.id, enabled: true },
      data: { enabled: false, disabledReason: 'Every delivery failed for three days.', updatedAt: new Date() },
    });
    if (disabled.count === 0 || !user) return;
    await queueEmail(tx, {
      to: user.email,
      subject: 'ListBridge disabled a webhook endpoint',
      kind: 'notification',
      userId: endpoint.userId,
      text: `Every delivery to ${endpoint.url} has failed for three days, so ListBridge stopped sending to it.\n\nFix the endpoint, then enable it again in Settings › API & Webhooks; failed deliveries can be redelivered from its log.`,
    });
  });
}
