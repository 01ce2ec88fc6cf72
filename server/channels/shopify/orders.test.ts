import { describe, expect, it } from 'vitest';
import { mcfFeatures } from '../../modules/sales/fulfilment.service.ts';
import { shopifyOrderToSale } from './orders.ts';
import type { ShopifyOrder } from '../../integrations/shopify/index.ts';

const order = (over: Partial<ShopifyOrder> = {}): ShopifyOrder =>
  ({
    id: 'gid://shopify/Order/5001',
    legacyResourceId: '5001',
    name: '#1001',
    email: 'b@example.com',
    createdAt: '2026-11-26T10:00:00Z',
    updatedAt: '2026-11-26T10:05:00Z',
    cancelledAt: null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    totalPriceSet: { shopMoney: { amount: '49.00', currencyCode: 'GBP' } },
    shippingAddress: {
      name: 'Ada Buyer',
      address1: '1 Test Street',
      address2: null,
      city: 'London',
      province: null,
      provinceCode: null,
      zip: 'EC1A 1BB',
      countryCodeV2: 'GB',
      phone: null,
    },
    lineItems: {
      nodes: [
        {
          id: 'gid://shopify/LineItem/1',
          sku: 'SKU-1',
          title: 'Skillet',
          quantity: 2,
          unfulfilledQuantity: 2,
          originalUnitPriceSet: { shopMoney: { amount: '24.50' } },
        },
      ],
    },
    fulfillmentOrders: { nodes: [] },
    transactions: [],
    ...over,
  }) as ShopifyOrder;

describe('a Shopify order as a sale', () => {
  it("keeps the order's number and name, money in minor units, the address MCF needs", () => {
    expect(shopifyOrderToSale(order())).toMatchObject({
      orderId: '5001',
      orderName: '#1001',
      paymentStatus: 'PAID',
      currency: 'GBP',
      totalCents: 4900,
      buyerName: 'Ada Buyer',
      shipTo: { name: 'Ada Buyer', addressLine1: '1 Test Street', city: 'London', postalCode: 'EC1A 1BB', countryCode: 'GB' },
      cancelled: false,
      lines: [{ lineId: 'gid://shopify/LineItem/1', sku: 'SKU-1', quantity: 2, priceCents: 4900 }],
    });
  });

  it('is cancelled when Shopify cancelled or refunded it, and has no address without a street', () => {
    expect(shopifyOrderToSale(order({ cancelledAt: '2026-11-26T11:00:00Z' })).cancelled).toBe(true);
    expect(shopifyOrderToSale(order({ displayFinancialStatus: 'REFUNDED' })).cancelled).toBe(true);
    expect(shopifyOrderToSale(order({ shippingAddress: null })).shipTo).toBeNull();
  });
});

// OrderTransaction as Shopify documents it (kind SALE/AUTHORIZATION/CAPTURE/REFUND, status SUCCESS/FAILURE …,
// fees: [TransactionFee!]! "only present for Shopify Payments transactions", amount a MoneyV2).
const gbp = (amount: string) => ({ amount: { amount, currencyCode: 'GBP' } });
const tx = (kind: string, status: string, fees: { amount: { amount: string; currencyCode: string } }[], gateway = 'shopify_payments') => ({
  kind,
  status,
  gateway,
  fees,
});

describe("a Shopify order's fees", () => {
  it('are the fees Shopify reports on the Shopify Payments sale, named as reported by Shopify', () => {
    const sale = shopifyOrderToSale(order({ transactions: [tx('SALE', 'SUCCESS', [gbp('1.23')])] }));
    expect(sale.reportedFee?.cents).toBe(123);
    expect(sale.reportedFee?.basis).toMatch(/^reported by Shopify \(/);
  });

  it('add up the captures, not the authorisation, a failed attempt or a refund (Shopify keeps the fees of a refunded payment)', () => {
    const o = order({
      transactions: [
        tx('AUTHORIZATION', 'SUCCESS', []),
        tx('CAPTURE', 'FAILURE', [gbp('0.99')]),
        tx('CAPTURE', 'SUCCESS', [gbp('0.80'), gbp('0.25')]),
        tx('CAPTURE', 'SUCCESS', [gbp('0.40')]),
        tx('REFUND', 'SUCCESS', [gbp('0.10')]),
      ],
    });
    expect(shopifyOrderToSale(o).reportedFee?.cents).toBe(80 + 25 + 40);
  });

  it('stay unknown when no payment carries fees (another gateway) or a fee is in another currency', () => {
    expect(shopifyOrderToSale(order({ transactions: [tx('SALE', 'SUCCESS', [], 'manual')] })).reportedFee).toBeNull();
    expect(shopifyOrderToSale(order({ transactions: [] })).reportedFee).toBeNull();
    expect(shopifyOrderToSale(order({ transactions: [tx('SALE', 'SUCCESS', [{ amount: { amount: '1.50', currencyCode: 'USD' } }])] })).reportedFee).toBeNull();
  });
});

describe("the seller's MCF features (002 §2.4)", () => {
  const features = (blank: string, amzl: string) => mcfFeatures('SHOPIFY', { shopify_settings: { shopify_blank_box: blank, shopify_block_amzl: amzl } });
  it('leaves the account default when blank, and requires or refuses otherwise', () => {
    expect(features('', '')).toEqual([]);
    expect(features('required', 'enabled')).toEqual([
      { featureName: 'BLANK_BOX', featureFulfillmentPolicy: 'Required' },
      { featureName: 'BLOCK_AMZL', featureFulfillmentPolicy: 'Required' },
    ]);
    expect(features('disabled', 'disabled')).toEqual([
      { featureName: 'BLANK_BOX', featureFulfillmentPolicy: 'NotRequired' },
      { featureName: 'BLOCK_AMZL', featureFulfillmentPolicy: 'NotRequired' },
    ]);
    expect(features('enabled', '')).toEqual([{ featureName: 'BLANK_BOX', featureFulfillmentPolicy: 'Required' }]);
  });
  it("applies each channel's own settings: eBay sales take ebay_blank_box and ebay_block_amzl (001 §3), OnBuy none", () => {
    expect(mcfFeatures('EBAY', { shopify_settings: { shopify_blank_box: 'required' } })).toEqual([]);
    expect(mcfFeatures('EBAY', { ebay_blank_box: 'disabled', ebay_block_amzl: 'enabled', shopify_settings: { shopify_blank_box: 'required' } })).toEqual([
      { featureName: 'BLANK_BOX', featureFulfillmentPolicy: 'NotRequired' },
      { featureName: 'BLOCK_AMZL', featureFulfillmentPolicy: 'Required' },
    ]);
    expect(mcfFeatures('SHOPIFY', { ebay_blank_box: 'required' })).toEqual([]);
    expect(mcfFeatures('ONBUY', { ebay_blank_box: 'required', shopify_settings: { shopify_blank_box: 'required' } })).toEqual([]);
  });
});
