// Issue 32: the Shopify sandbox's fault switches (sandbox/faults/README.md, sandbox/shopify/README.md)
// on Admin GraphQL's productSet (a write, named by its root field) and locations (a read), over real HTTP.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startShopifySandbox } from '../../../../sandbox/shopify/index.ts';
import { approveShopifyGrant } from '../../../../sandbox/shopify/testing.ts';
import * as D from '../../../../server/integrations/shopify/documents.ts';
import { buildShopifyAuthorizeUrl, exchangeShopifyCode, shopifyConfigFrom } from '../../../../server/integrations/shopify/index.ts';
import { faultSwitchTests } from '../../../helpers/fault-switches.ts';

const PRODUCT_URL = 'http://127.0.0.1:9';

faultSwitchTests({
  service: 'shopify',
  start: (faults) => startShopifySandbox({ host: '127.0.0.1', port: 0, productUrl: PRODUCT_URL, ...(faults ? { faults } : {}) }),
  async prepare(sb) {
    const cfg = shopifyConfigFrom({ ...sb.env } as never)!;
    const shop = `faults-${randomBytes(3).toString('hex')}`;
    const landed = await approveShopifyGrant(buildShopifyAuthorizeUrl(cfg, shop, { state: 'faults', redirectUri: `${PRODUCT_URL}/cb` }));
    const { accessToken } = await exchangeShopifyCode(cfg, shop, landed.searchParams.get('code')!);
    const endpoint = `${sb.url}/shops/${shop}/admin/api/${cfg.apiVersion}/graphql.json`;
    const gql = (query: string, variables: Record<string, unknown>, signal?: AbortSignal) =>
      fetch(endpoint, {
        method: 'POST',
        headers: { 'x-shopify-access-token': accessToken, 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
        ...(signal ? { signal } : {}),
      });
    return {
      write: {
        op: 'productSet',
        make() {
          const sku = `FAULT-${randomBytes(4).toString('hex')}`;
          const input = {
            title: `Fault test ${sku}`,
            status: 'ACTIVE',
            productOptions: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
            variants: [{ optionValues: [{ optionName: 'Title', name: 'Default Title' }], sku, price: '10.00' }],
          };
          return {
            send: (signal) => gql(D.PRODUCT_SET, { input, synchronous: true }, signal),
            async applied() {
              const res = await gql(`query($q:String){ products(first: 5, query: $q){ nodes { id } } }`, { q: `sku:"${sku}"` });
              const body = (await res.json()) as { data: { products: { nodes: unknown[] } } };
              return body.data.products.nodes.length === 1;
            },
          };
        },
      },
      read: { op: 'locations', send: (signal) => gql(D.LOCATIONS, { first: 5 }, signal) },
      envelope(status, body) {
        expect(body).toEqual({
          errors: expect.stringMatching(status === 429 ? /^Exceeded 2 calls per second/ : /^(Internal Server Error|Bad Gateway|Service Unavailable)$/),
        });
      },
    };
  },
});
