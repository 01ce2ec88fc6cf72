// Outbound webhook addresses (issue 29): without ALLOW_PRIVATE_WEBHOOKS=on — whatever NODE_ENV
// says — endpoints on loopback, link-local (cloud metadata) and IPv4-mapped addresses are refused,
// and a delivery connects only to the address it checked: DNS that answers a public address to the
// check and a private one afterwards (rebinding) reaches nothing.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookUrlProblem } from '../../../server/modules/api/webhook-urls.ts';
import { createEndpoint, deliverDue, sendTestEvent } from '../../../server/modules/api/webhooks.service.ts';
import { createSeller } from '../../factories/users.ts';
import { startTestApp, type TestApp } from '../../helpers/app.ts';

const CREATE = `mutation($url: String!) {
  createWebhookEndpoint(url: $url, events: [SALE_CREATED]) { __typename ... on Error { message } }
}`;

describe('outbound webhook addresses', () => {
  let app: TestApp;
  let seller: Awaited<ReturnType<typeof createSeller>>;
  // Anything listening on loopback that a delivery might reach: counts the connections it gets.
  let listener: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    listener = createServer((socket: Socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
    port = (listener.address() as AddressInfo).port;
    // No ALLOW_PRIVATE_WEBHOOKS, and NODE_ENV is not production.
    app = await startTestApp({ WORKER: 'off' });
    seller = await createSeller(app);
  });
  afterAll(async () => {
    await app?.close();
    await new Promise((r) => listener?.close(r));
  });

  it('refuses loopback, link-local, IPv4-mapped and plain-http endpoints outside production too', async () => {
    expect(app.services.config.NODE_ENV).not.toBe('production');
    for (const url of [
      `https://127.0.0.1:${port}/hook`,
      'https://169.254.169.254/latest/meta-data/',
      `https://[::ffff:7f00:1]:${port}/hook`,
      `https://[::1]:${port}/hook`,
      'https://[fd00::1]/hook',
      'https://10.0.0.1/hook',
    ]) {
      const r = await app.graphql(CREATE, { url }, seller.token);
      expect(r.data.createWebhookEndpoint, url).toEqual({
        __typename: 'WebhookEndpointInputError',
        message: 'Webhooks cannot be sent to private or loopback addresses.',
      });
    }
    const http = await app.graphql(CREATE, { url: `http://127.0.0.1:${port}/hook` }, seller.token);
    expect(http.data.createWebhookEndpoint.message).toBe('The URL must start with https://.');
  });

  it('connects only to the address it checked: a name that turns private after the check reaches nothing', async () => {
    let lookups = 0;
    // DNS rebinding: public for the first question, loopback (where `listener` waits) afterwards.
    const rebinding = async () => (lookups++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }]);
    const url = `https://rebind.example:${port}/hook`;
    expect(await webhookUrlProblem(url, false, rebinding)).toBeNull(); // the check when the endpoint is saved

    // Stored as it would have been after that check (the service resolves with the system's DNS).
    const allowing = { ...app.services, config: { ...app.services.config, ALLOW_PRIVATE_WEBHOOKS: 'on' as const } };
    const { endpoint } = await createEndpoint(allowing, seller.user.id, { url, events: ['sale.created'] });
    await sendTestEvent(app.services, seller.user.id, endpoint.id);

    connections = 0;
    expect(await deliverDue(app.services, endpoint.id, { resolveAll: rebinding })).toEqual({ sent: 1, succeeded: 0 });
    expect(connections).toBe(0);
    expect(lookups).toBe(2); // one for the check, one for the delivery's connection: never asked again
    const { rows } = await app.services.pool.query('SELECT status, last_error FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint.id]);
    expect(rows).toEqual([
      {
        status: 'PENDING',
        last_error: expect.stringMatching(/^Webhooks cannot be sent to private or loopback addresses\. \(rebind\.example is 127\.0\.0\.1\)$/),
      },
    ]);
  });

  it('refuses a name with any private address among its answers, and a stored literal private address', async () => {
    const allowing = { ...app.services, config: { ...app.services.config, ALLOW_PRIVATE_WEBHOOKS: 'on' as const } };
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const named = await createEndpoint(allowing, seller.user.id, { url: `https://mixed.example:${port}/hook`, events: ['sale.created'] });
    // Saved while the development setting was on, delivered after it was turned off.
    const literal = await createEndpoint(allowing, seller.user.id, { url: `https://[::ffff:7f00:1]:${port}/hook`, events: ['sale.created'] });
    connections = 0;
    for (const { endpoint } of [named, literal]) {
      await sendTestEvent(app.services, seller.user.id, endpoint.id);
      expect(await deliverDue(app.services, endpoint.id, { resolveAll: mixed })).toEqual({ sent: 1, succeeded: 0 });
      const { rows } = await app.services.pool.query('SELECT last_error FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint.id]);
      expect(rows[0].last_error).toMatch(/^Webhooks cannot be sent to private or loopback addresses\./);
    }
    expect(connections).toBe(0);
  });
});
