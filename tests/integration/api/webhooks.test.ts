// Outbound webhooks (issue 18) over real HTTP to a local receiver: endpoints managed by the
// seller's session only; a delivery signed with the documented scheme; retried on 500 with backoff;
// not duplicated when the job runs twice; recorded; events written with the change that caused
// them (listing.status_changed from the listing engine's settle); tenant isolation; private
// addresses refused unless ALLOW_PRIVATE_WEBHOOKS=on.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyWebhookSignature } from '../../../server/modules/api/webhook-signature.ts';
import { createEndpoint, deliverDue } from '../../../server/modules/api/webhooks.service.ts';
import { settle } from '../../../server/modules/listing-sync/push.service.ts';
import { insertItems, insertListings } from '../../factories/listings.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const CREATE = `mutation($url: String!, $events: [WebhookEvent!]!) {
  createWebhookEndpoint(url: $url, events: $events) {
    __typename
    ... on WebhookEndpointWithSecret { secret endpoint { id url events enabled } }
    ... on Error { code message }
  }
}`;

describe('outbound webhooks', () => {
  let app: TestApp;
  let receiver: Server;
  let url: string;
  let answer = 200;
  const received: Received[] = [];
  let seller: Awaited<ReturnType<typeof createSeller>>;
  let other: Awaited<ReturnType<typeof createSeller>>;

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/listbridge`;
    // The worker is off: the tests run the delivery job's work themselves, to see each attempt.
    // The receiver is on loopback: allowed only by the explicit development setting.
    app = await startTestApp({ WORKER: 'off', ALLOW_PRIVATE_WEBHOOKS: 'on' });
    [seller, other] = await Promise.all([createSeller(app), createSeller(app)]);
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((r) => receiver?.close(r));
  });
  beforeEach(() => {
    answer = 200;
    received.length = 0;
  });

  async function endpoint(events: string[], who = seller) {
    const r = await app.graphql(CREATE, { url, events }, who.token);
    expect(r.data.createWebhookEndpoint.__typename).toBe('WebhookEndpointWithSecret');
    return r.data.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
  }
  const deliveries = async (endpointId: string) =>
    (await app.services.pool.query('SELECT * FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY seq', [endpointId])).rows;

  it('sends a signed test event, records it, and queues the delivery job with the event', async () => {
    const { secret, endpoint: ep } = await endpoint(['LISTING_STATUS_CHANGED']);
    expect(secret).toMatch(/^whsec_/);
    const stored = (await app.services.pool.query('SELECT secret FROM webhook_endpoints WHERE id = $1', [ep.id])).rows[0].secret;
    expect(stored).not.toContain(secret);

    const sent = await app.graphql(`mutation($id: ID!) { sendTestWebhook(id: $id) { __typename } }`, { id: ep.id }, seller.token);
    expect(sent.data.sendTestWebhook.__typename).toBe('Ok');
    const jobs = await app.services.pool.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'api__deliver_webhooks' AND key = $1`,
      [`webhooks:${ep.id}`],
    );
    expect(jobs.rows[0].n).toBe(1);

    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 1, succeeded: 1 });
    expect(received).toHaveLength(1);
    const [hit] = received;
    const payload = JSON.parse(hit!.body);
    expect(payload).toMatchObject({ type: 'ping', data: { message: 'A test event from ListBridge.' } });
    expect(hit!.headers['listbridge-event-id']).toBe(payload.id);
    expect(verifyWebhookSignature(secret, String(hit!.headers['listbridge-signature']), hit!.body)).toBe(true);
    expect(verifyWebhookSignature('whsec_wrong', String(hit!.headers['listbridge-signature']), hit!.body)).toBe(false);

    const log = await app.graphql(
      `query { webhookEndpoints { id deliveries { eventType status attempts responseCode latencyMs deliveredAt } } }`,
      {},
      seller.token,
    );
    const mine = log.data.webhookEndpoints.find((e: { id: string }) => e.id === ep.id);
    expect(mine.deliveries).toHaveLength(1);
    expect(mine.deliveries[0]).toMatchObject({ eventType: 'ping', status: 'SUCCEEDED', attempts: 1, responseCode: 200 });
    expect(mine.deliveries[0].latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('retries on 500 with a doubling backoff, then succeeds; a second run sends nothing', async () => {
    const { endpoint: ep } = await endpoint(['LISTING_STATUS_CHANGED']);
    await app.graphql(`mutation($id: ID!) { sendTestWebhook(id: $id) { __typename } }`, { id: ep.id }, seller.token);
    answer = 500;
    const before = Date.now();
    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 1, succeeded: 0 });
    let [d] = await deliveries(ep.id);
    expect(d).toMatchObject({ status: 'PENDING', attempts: 1, response_code: 500, last_error: 'HTTP 500' });
    expect(d.next_attempt_at.getTime() - before).toBeGreaterThanOrEqual(59_000);
    // Not due yet: nothing is sent.
    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 0, succeeded: 0 });
    // The retry is queued for when it is due.
    const job = await app.services.pool.query(`SELECT run_at FROM graphile_worker.jobs WHERE key = $1`, [`webhooks:${ep.id}`]);
    expect(Math.abs(job.rows[0].run_at.getTime() - d.next_attempt_at.getTime())).toBeLessThan(1000);

    await app.services.pool.query('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1', [d.id]);
    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 1, succeeded: 0 });
    [d] = await deliveries(ep.id);
    expect(d.attempts).toBe(2);
    expect(d.next_attempt_at.getTime() - Date.now()).toBeGreaterThanOrEqual(119_000); // doubled

    answer = 200;
    await app.services.pool.query('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE id = $1', [d.id]);
    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 1, succeeded: 1 });
    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 0, succeeded: 0 });
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['listbridge-event-id'])).size).toBe(1); // one event, same id on every attempt
    [d] = await deliveries(ep.id);
    expect(d).toMatchObject({ status: 'SUCCEEDED', attempts: 3, response_code: 200 });
    const endpointRow = (await app.services.pool.query('SELECT failing_since FROM webhook_endpoints WHERE id = $1', [ep.id])).rows[0];
    expect(endpointRow.failing_since).toBeNull();
  });

  it('disables an endpoint failing for three days and e-mails the seller', async () => {
    const { endpoint: ep } = await endpoint(['SALE_CREATED']);
    await app.graphql(`mutation($id: ID!) { sendTestWebhook(id: $id) { __typename } }`, { id: ep.id }, seller.token);
    await app.services.pool.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '3 days 1 minute' WHERE id = $1`, [ep.id]);
    answer = 503;
    await deliverDue(app.services, ep.id);
    const row = (await app.services.pool.query('SELECT enabled, disabled_reason FROM webhook_endpoints WHERE id = $1', [ep.id])).rows[0];
    expect(row).toEqual({ enabled: false, disabled_reason: 'Every delivery failed for three days.' });
    const mail = await app.services.pool.query(`SELECT text FROM email_outbox WHERE "to" = $1 AND subject = 'ListBridge disabled a webhook endpoint'`, [
      seller.email,
    ]);
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].text).toContain(url);
    // A disabled endpoint gets nothing more; its pending deliveries are closed as failed.
    await app.services.pool.query('UPDATE webhook_deliveries SET next_attempt_at = now() WHERE endpoint_id = $1', [ep.id]);
    received.length = 0;
    expect(await deliverDue(app.services, ep.id)).toEqual({ sent: 0, succeeded: 0 });
    expect(received).toHaveLength(0);
    expect((await deliveries(ep.id)).map((d) => d.status)).toEqual(['FAILED']);
  });

  it('writes listing.status_changed with the listing engine’s settle, in order per listing, only to endpoints taking it', async () => {
    const { endpoint: wants } = await endpoint(['LISTING_STATUS_CHANGED']);
    const { endpoint: other1 } = await endpoint(['SALE_CREATED']);
    const [itemId] = await insertItems(app.services, seller.user.id, 1, 'HOOK');
    const [listingId] = await insertListings(app.services, [{ userId: seller.user.id, itemId: itemId!, channel: 'EBAY', status: 'LISTING' }]);
    await settle(app.services, seller.user.id, [{ id: listingId!, from: 'LISTING', to: 'LISTED', offerId: 'o-1', externalId: '1234' }]);
    // Settling again from a status the row no longer has changes nothing and says nothing.
    await settle(app.services, seller.user.id, [{ id: listingId!, from: 'LISTING', to: 'FAILED_TO_LIST', error: 'late' }]);
    await app.services.pool.query(`UPDATE listings SET status = 'DELISTING' WHERE id = $1`, [listingId]);
    await settle(app.services, seller.user.id, [{ id: listingId!, from: 'DELISTING', to: 'REMOVE' }]);

    const rows = await deliveries(wants.id);
    expect(rows.map((r) => [r.event_type, r.payload.data.from, r.payload.data.to])).toEqual([
      ['listing.status_changed', 'LISTING', 'LISTED'],
      ['listing.status_changed', 'DELISTING', 'NOT_LISTED'],
    ]);
    expect(rows[0].payload.data).toMatchObject({ listingId, channel: 'EBAY' });
    expect(await deliveries(other1.id)).toEqual([]);
    expect(await deliverDue(app.services, wants.id)).toEqual({ sent: 2, succeeded: 2 });
    expect(received.map((r) => JSON.parse(r.body).data.to)).toEqual(['LISTED', 'NOT_LISTED']);
  });

  it("keeps each seller's endpoints their own, and away from access tokens", async () => {
    const { endpoint: ep } = await endpoint(['SYNC_FAILED']);
    await app.graphql(`mutation($id: ID!) { sendTestWebhook(id: $id) { __typename } }`, { id: ep.id }, seller.token);
    const deliveryId = (await deliveries(ep.id))[0].id;
    for (const [query, variables] of [
      [`mutation($id: ID!) { sendTestWebhook(id: $id) { __typename } }`, { id: ep.id }],
      [`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) { __typename } }`, { id: ep.id }],
      [`mutation($id: ID!) { rotateWebhookSecret(id: $id) { __typename } }`, { id: ep.id }],
      [`mutation($id: ID!) { updateWebhookEndpoint(id: $id, enabled: false) { __typename } }`, { id: ep.id }],
      [`mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { __typename } }`, { id: deliveryId }],
    ] as const) {
      const r = await app.graphql(query, variables, other.token);
      expect(Object.values(r.data)[0], query).toEqual({ __typename: 'WebhookNotFoundError' });
    }
    const theirs = await app.graphql(`query($u: String) { webhookEndpoints(userId: $u) { id } }`, { u: seller.user.id }, other.token);
    expect(theirs.data?.webhookEndpoints ?? null).toBeNull();
    expect((await app.graphql(`{ webhookEndpoints { id } }`, {}, other.token)).data.webhookEndpoints).toEqual([]);
    expect((await app.services.pool.query('SELECT enabled FROM webhook_endpoints WHERE id = $1', [ep.id])).rows[0].enabled).toBe(true);

    const token = await app.graphql(
      `mutation { createAccessToken(input: { name: "all", scopes: [INVENTORY_READ, LISTINGS_READ, LISTINGS_WRITE, SALES_READ, SETTINGS_WRITE] }) { ... on AccessTokenCreated { token } } }`,
      {},
      seller.token,
    );
    const viaToken = await app.graphql(`{ webhookEndpoints { id } }`, {}, token.data.createAccessToken.token);
    expect(viaToken.errors?.[0]?.message).toBe('Query.webhookEndpoints is not available to access tokens');
  });

  it('refuses private and plain-http endpoints without ALLOW_PRIVATE_WEBHOOKS', async () => {
    const production = { ...app.services, config: { ...app.services.config, ALLOW_PRIVATE_WEBHOOKS: 'off' as const } };
    await expect(createEndpoint(production, seller.user.id, { url: 'https://127.0.0.1/hook', events: ['sale.created'] })).rejects.toThrow(
      'Webhooks cannot be sent to private or loopback addresses.',
    );
    await expect(createEndpoint(production, seller.user.id, { url: 'http://example.com/hook', events: ['sale.created'] })).rejects.toThrow(
      'The URL must start with https://.',
    );
    const bad = await app.graphql(CREATE, { url: 'ftp://example.com/x', events: ['SALE_CREATED'] }, seller.token);
    expect(bad.data.createWebhookEndpoint).toMatchObject({ __typename: 'WebhookEndpointInputError', message: 'The URL must start with https://.' });
  });
});
