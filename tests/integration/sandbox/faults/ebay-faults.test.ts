// Issue 32: the eBay sandbox's fault switches (sandbox/faults/README.md, sandbox/ebay/README.md)
// on its offer create (`createOffer`) and inventory read (`getInventoryItems`), over real HTTP.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { startEbaySandbox } from '../../../../sandbox/ebay/index.ts';
import { answerEbayConsent } from '../../../../sandbox/ebay/testing.ts';
import { buildEbayConsentUrl, ebayConfigFrom, exchangeEbayCode } from '../../../../server/integrations/ebay/index.ts';
import { faultSwitchTests } from '../../../helpers/fault-switches.ts';

faultSwitchTests({
  service: 'ebay',
  start: (faults) => startEbaySandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', ...(faults ? { faults } : {}) }),
  async prepare(sb) {
    const cfg = ebayConfigFrom({ ...sb.env, EBAY_API_URL: sb.env.EBAY_API_URL!, EBAY_AUTH_URL: sb.env.EBAY_AUTH_URL! } as never)!;
    const landed = await answerEbayConsent(buildEbayConsentUrl(cfg, { state: 'faults' }), 'agree', `faults_${randomBytes(3).toString('hex')}`);
    const { accessToken } = await exchangeEbayCode(cfg, landed.searchParams.get('code')!);
    const api = `${sb.url}/sell/inventory/v1`;
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', 'content-language': 'en-GB' };
    // Inventory items to make offers for, made before any rule is on (one per write of the tests).
    const skus: string[] = [];
    for (let i = 0; i < 12; i++) {
      const sku = `FAULT-${randomBytes(4).toString('hex')}`;
      const put = await fetch(`${api}/inventory_item/${sku}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ product: { title: `Fault test ${i}` }, condition: 'NEW', availability: { shipToLocationAvailability: { quantity: 2 } } }),
      });
      expect(put.status).toBeLessThan(300);
      skus.push(sku);
    }
    return {
      write: {
        op: 'createOffer',
        make() {
          const sku = skus.shift()!;
          return {
            send: (signal) =>
              fetch(`${api}/offer`, {
                method: 'POST',
                headers,
                body: JSON.stringify({
                  sku,
                  marketplaceId: 'EBAY_GB',
                  format: 'FIXED_PRICE',
                  availableQuantity: 2,
                  pricingSummary: { price: { value: '10.00', currency: 'GBP' } },
                }),
                ...(signal ? { signal } : {}),
              }),
            async applied() {
              const res = await fetch(`${api}/offer?sku=${sku}`, { headers });
              if (res.status === 404) return false;
              return ((await res.json()) as { offers?: unknown[] }).offers?.length === 1;
            },
          };
        },
      },
      read: { op: 'getInventoryItems', send: (signal) => fetch(`${api}/inventory_item?limit=1`, { headers, ...(signal ? { signal } : {}) }) },
      envelope(status, body) {
        expect(body).toEqual({
          errors: [expect.objectContaining({ errorId: status === 429 ? 2001 : 25001, category: status === 429 ? 'REQUEST' : 'APPLICATION' })],
        });
      },
    };
  },
});
