import type { OrderRecord } from './state.ts';

/** Demo credentials of the sandbox's eBay application (README). Not secrets: they only open this sandbox. */
export const DEMO = {
  clientId: 'ListBrid-Sandbox-PRD-5a1b2c3d4-e5f6a7b8',
  clientSecret: 'PRD-5a1b2c3d4e5f-6a7b-8c9d-0e1f-2a3b',
  ruName: 'ListBridge-ListBrid-Sandbo-abcdefghi',
  verificationToken: 'listbridge-sandbox-verification-token-0123456789',
  username: 'demo_seller',
};

export interface SeedPolicies {
  fulfillment: Record<string, unknown>[];
  payment: Record<string, unknown>[];
  return: Record<string, unknown>[];
}

const MARKETPLACE_CURRENCY: Record<string, string> = { EBAY_US: 'USD', EBAY_CA: 'CAD', EBAY_GB: 'GBP', EBAY_AU: 'AUD', EBAY_DE: 'EUR' };
export const currencyOf = (marketplaceId: string) => MARKETPLACE_CURRENCY[marketplaceId] ?? 'USD';
export const MARKETPLACES = Object.keys(MARKETPLACE_CURRENCY);

/** One business policy of each kind per marketplace, as a seller who opted in to business policies has. */
export function seedPolicies(): SeedPolicies {
  const out: SeedPolicies = { fulfillment: [], payment: [], return: [] };
  MARKETPLACES.forEach((marketplaceId, i) => {
    const categoryTypes = [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES', default: true }];
    out.fulfillment.push({
      fulfillmentPolicyId: String(6200000000 + i),
      name: 'Standard shipping, 2-day handling',
      marketplaceId,
      categoryTypes,
      handlingTime: { unit: 'DAY', value: 2 },
      localPickup: false,
      freightShipping: false,
      globalShipping: false,
      pickupDropOff: false,
      shippingOptions: [
        {
          optionType: 'DOMESTIC',
          costType: 'FLAT_RATE',
          shippingServices: [
            {
              sortOrder: 1,
              shippingCarrierCode: 'Royal Mail',
              shippingServiceCode: 'UK_RoyalMailSecondClassStandard',
              freeShipping: true,
              shippingCost: { value: '0.0', currency: currencyOf(marketplaceId) },
            },
          ],
        },
      ],
    });
    out.payment.push({
      paymentPolicyId: String(6210000000 + i),
      name: 'eBay managed payments',
      marketplaceId,
      categoryTypes,
      immediatePay: true,
      paymentMethods: [],
    });
    out.return.push({
      returnPolicyId: String(6220000000 + i),
      name: '30 day returns, buyer pays',
      marketplaceId,
      categoryTypes,
      returnsAccepted: true,
      returnPeriod: { unit: 'DAY', value: 30 },
      returnShippingCostPayer: 'BUYER',
      refundMethod: 'MONEY_BACK',
    });
  });
  return out;
}

const BUYERS = [
  ['Olivia Smith', 'olivia_s_88', '12 High Street', 'London', 'Greater London', 'SW1A 1AA'],
  ['Jack Taylor', 'jtaylor_uk', '4 Mill Lane', 'Manchester', 'Greater Manchester', 'M1 2AB'],
  ['Amelia Brown', 'amelia.b', '77 Church Road', 'Bristol', 'Bristol', 'BS1 4DJ'],
  ['Harry Wilson', 'hwilson1990', '9 Station Road', 'Leeds', 'West Yorkshire', 'LS1 5AB'],
] as const;
const PRODUCTS = [
  ['AMZ-B07XJ8C8F5', 'Echo Dot (3rd Gen) Smart Speaker with Alexa - Charcoal', '24.99'],
  ['AMZ-B08N5WRWNW', 'Apple AirPods Pro (2nd generation) with MagSafe case', '189.00'],
  ['AMZ-B01MUAGZ49', 'OXO Good Grips Swivel Peeler', '8.49'],
  ['AMZ-B00FLYWNYQ', 'Bodum Chambord French Press Coffee Maker, 8 Cup', '32.95'],
] as const;

/** A few weeks of orders: some shipped, most waiting, so filters and shipping uploads have something to act on. */
export function seedOrders(random: () => number, now: number, userIndex: number): OrderRecord[] {
  const orders: OrderRecord[] = [];
  for (let i = 0; i < 8; i++) {
    const created = new Date(now - (i * 3 + 1) * 86_400_000 - Math.floor(random() * 3_600_000));
    const buyer = BUYERS[i % BUYERS.length]!;
    const product = PRODUCTS[(i + userIndex) % PRODUCTS.length]!;
    const quantity = 1 + (i % 2);
    const total = (Number(product[2]) * quantity).toFixed(2);
    const shipped = i >= 5;
    const orderId = `${String(10 + userIndex).padStart(2, '0')}-${String(10000 + i * 137).padStart(5, '0')}-${String(40000 + i * 911).padStart(5, '0')}`;
    const money = (value: string) => ({ value, currency: 'GBP' });
    orders.push({
      orderId,
      creationDate: created.toISOString(),
      lastModifiedDate: created.toISOString(),
      orderFulfillmentStatus: shipped ? 'FULFILLED' : 'NOT_STARTED',
      orderPaymentStatus: 'PAID',
      sellerId: 'demo_seller',
      salesRecordReference: String(100 + i),
      buyer: { username: buyer[1] },
      pricingSummary: { priceSubtotal: money(total), deliveryCost: money('0.00'), total: money(total) },
      cancelStatus: { cancelState: 'NONE_REQUESTED', cancelRequests: [] },
      fulfillmentStartInstructions: [
        {
          fulfillmentInstructionsType: 'SHIP_TO',
          ebaySupportedFulfillment: false,
          shippingStep: {
            shippingCarrierCode: 'Royal Mail',
            shippingServiceCode: 'UK_RoyalMailSecondClassStandard',
            shipTo: {
              fullName: buyer[0],
              contactAddress: { addressLine1: buyer[2], city: buyer[3], stateOrProvince: buyer[4], postalCode: buyer[5], countryCode: 'GB' },
              primaryPhone: { phoneNumber: '07700900' + String(100 + i) },
              email: `${buyer[1].replace(/\W/g, '')}@members.ebay.example`,
            },
          },
        },
      ],
      lineItems: [
        {
          lineItemId: String(10000000000 + userIndex * 1000 + i),
          legacyItemId: String(110000000000 + i),
          sku: product[0],
          title: product[1],
          quantity,
          soldFormat: 'FIXED_PRICE',
          listingMarketplaceId: 'EBAY_GB',
          purchaseMarketplaceId: 'EBAY_GB',
          lineItemCost: money(total),
          total: money(total),
          lineItemFulfillmentStatus: shipped ? 'FULFILLED' : 'NOT_STARTED',
        },
      ],
    });
  }
  return orders;
}
