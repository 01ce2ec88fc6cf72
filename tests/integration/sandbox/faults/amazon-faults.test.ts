// Issue 32: the Amazon sandbox's fault switches (sandbox/faults/README.md, sandbox/amazon/README.md)
// on MCF's createFulfillmentOrder (a write) and listAllFulfillmentOrders (a read), over real HTTP.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { amazonSandboxControl, confirmConsentWithoutBrowser } from '../../../../sandbox/amazon/control-client.ts';
import { startAmazonSandbox } from '../../../../sandbox/amazon/index.ts';
import { amazonConfigFromEnv, createAmazonClient } from '../../../../server/integrations/amazon/index.ts';
import { faultSwitchTests } from '../../../helpers/fault-switches.ts';

const US_SELLER = 'A1LBSANDBOXUS7Q';
const MARKET = 'ATVPDKIKX0DER';

faultSwitchTests({
  service: 'amazon',
  start: (faults) => startAmazonSandbox({ host: '127.0.0.1', port: 0, productUrl: 'http://127.0.0.1:9', ...(faults ? { faults } : {}) }),
  async prepare(sb) {
    const client = createAmazonClient(amazonConfigFromEnv(sb.env)!);
    const consent = await confirmConsentWithoutBrowser(client.consentUrl('faults'), US_SELLER);
    const { accessToken } = await client.exchangeCode(consent.code);
    const { items } = await amazonSandboxControl(sb.url).items(US_SELLER, 0, 200);
    const sku = items.find((i) => i.fulfilment === 'AFN' && i.fba.fulfillable >= 20 && !i.sku.includes('"'))!.sku;
    const api = `${sb.url}/fba/outbound/2020-07-01/fulfillmentOrders`;
    const headers = { 'x-amz-access-token': accessToken, 'content-type': 'application/json' };
    return {
      write: {
        op: 'createFulfillmentOrder',
        make() {
          const id = `LB-FAULT-${randomBytes(4).toString('hex')}`;
          const body = {
            marketplaceId: MARKET,
            sellerFulfillmentOrderId: id,
            displayableOrderId: id,
            displayableOrderDate: new Date().toISOString(),
            displayableOrderComment: 'Thank you for your order',
            shippingSpeedCategory: 'Standard',
            destinationAddress: {
              name: 'Jane Buyer',
              addressLine1: '410 Terry Ave N',
              city: 'Seattle',
              stateOrRegion: 'WA',
              postalCode: '98109',
              countryCode: 'US',
            },
            items: [{ sellerSku: sku, sellerFulfillmentOrderItemId: `${id}-1`, quantity: 1 }],
          };
          return {
            send: (signal) => fetch(api, { method: 'POST', headers, body: JSON.stringify(body), ...(signal ? { signal } : {}) }),
            applied: async () => (await fetch(`${api}/${id}`, { headers })).status === 200,
          };
        },
      },
      read: {
        op: 'listAllFulfillmentOrders',
        send: (signal) => fetch(`${api}?queryStartDate=2026-01-01T00:00:00Z`, { headers, ...(signal ? { signal } : {}) }),
      },
      envelope(status, body) {
        const code = status === 429 ? 'QuotaExceeded' : status === 500 ? 'InternalFailure' : 'ServiceUnavailable';
        expect(body).toEqual({ errors: [{ code, message: expect.any(String) }] });
      },
    };
  },
});
