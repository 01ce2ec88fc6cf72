// Issue 32: the Stripe sandbox's fault switches (sandbox/faults/README.md, sandbox/stripe/README.md)
// on customers.create (a write) and products.list (a read), over real HTTP.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startStripeSandbox } from '../../../../sandbox/stripe/index.ts';
import { faultSwitchTests } from '../../../helpers/fault-switches.ts';

faultSwitchTests({
  service: 'stripe',
  start: (faults) => startStripeSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', ...(faults ? { faults } : {}) }),
  async prepare(sb) {
    const headers = { authorization: `Bearer ${sb.env.STRIPE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' };
    return {
      write: {
        op: 'customers.create',
        make() {
          const email = `fault-${randomBytes(4).toString('hex')}@example.com`;
          return {
            send: (signal) =>
              fetch(`${sb.url}/v1/customers`, { method: 'POST', headers, body: `email=${encodeURIComponent(email)}`, ...(signal ? { signal } : {}) }),
            async applied() {
              const res = await fetch(`${sb.url}/v1/customers?email=${encodeURIComponent(email)}`, { headers });
              return ((await res.json()) as { data: unknown[] }).data.length === 1;
            },
          };
        },
      },
      read: { op: 'products.list', send: (signal) => fetch(`${sb.url}/v1/products?limit=1`, { headers, ...(signal ? { signal } : {}) }) },
      envelope(status, body) {
        expect(body).toEqual({
          error:
            status === 429 ? expect.objectContaining({ type: 'invalid_request_error', code: 'rate_limit' }) : expect.objectContaining({ type: 'api_error' }),
        });
      },
    };
  },
});
