// Issue 32: the OnBuy sandbox's fault switches (sandbox/faults/README.md, sandbox/onbuy/README.md)
// on its listing create (`createListings`) and listing read (`getListings`), over real HTTP.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startOnbuySandbox } from '../../../../sandbox/onbuy/index.ts';
import { DEMO } from '../../../../sandbox/onbuy/seed.ts';
import { faultSwitchTests } from '../../../helpers/fault-switches.ts';

faultSwitchTests({
  service: 'onbuy',
  start: (faults) => startOnbuySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', ...(faults ? { faults } : {}) }),
  async prepare(sb) {
    const api = sb.env.ONBUY_API_URL!;
    const tokenRes = await fetch(`${api}/auth/request-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ consumer_key: DEMO.consumerKey, secret_key: DEMO.secretKey }),
    });
    const token = ((await tokenRes.json()) as { access_token: string }).access_token;
    const products = (await (await fetch(`${api}/products?site_id=2000&limit=1`, { headers: { authorization: token } })).json()) as {
      results: { opc: string }[];
    };
    const opc = products.results[0]!.opc;
    return {
      write: {
        op: 'createListings',
        make() {
          const sku = `FAULT-${randomBytes(4).toString('hex')}`;
          return {
            send: (signal) =>
              fetch(`${api}/listings`, {
                method: 'POST',
                headers: { authorization: token, 'content-type': 'application/json' },
                body: JSON.stringify({ site_id: 2000, listings: [{ sku, opc, condition: 'new', price: 12.5, stock: 3 }] }),
                ...(signal ? { signal } : {}),
              }),
            async applied() {
              const res = await fetch(`${sb.url}/__sandbox/listings?sku=${sku}`);
              return ((await res.json()) as { results: unknown[] }).results.length === 1;
            },
          };
        },
      },
      read: {
        op: 'getListings',
        send: (signal) => fetch(`${api}/listings?site_id=2000`, { headers: { authorization: token }, ...(signal ? { signal } : {}) }),
      },
      envelope(status, body) {
        expect(body).toEqual({ success: false, error: { errorCode: status === 429 ? 'tooManyRequests' : 'serverError', message: expect.any(String) } });
      },
    };
  },
});
