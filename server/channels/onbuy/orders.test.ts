import { describe, expect, it } from 'vitest';
import { onbuyOrderToSale, onbuyProviderFor } from './orders.ts';

const PROVIDERS = [
  { tracking_id: 1, name: 'Royal Mail' },
  { tracking_id: 3, name: 'Evri' },
  { tracking_id: 5, name: 'Amazon Logistics' },
];

describe('OnBuy orders as sales', () => {
  it('maps an order awaiting dispatch as paid, its address and lines in pence', () => {
    const order = {
      order_id: 'T1',
      status: 'Awaiting Dispatch',
      date: '2026-11-24T10:00:00Z',
      updated_at: '2026-11-24T10:01:00Z',
      previously_exported: false,
      currency_code: 'GBP',
      price_total: '39.98',
      buyer: { name: 'Bo Buyer', email: 'b@example.com' },
      delivery_address: { name: 'Bo Buyer', line_1: '2 Low Rd', town: 'York', postcode: 'YO1 1AA', country: 'United Kingdom', country_code: 'GB' },
      products: [{ sku: 'S1', opc: 'P1', name: 'Pan', quantity: 2, quantity_dispatched: 0, unit_price: '19.99' }],
      tracking: null,
    };
    const sale = onbuyOrderToSale(order);
    expect(sale).toMatchObject({
      orderId: 'T1',
      paymentStatus: 'PAID',
      cancelled: false,
      totalCents: 3998,
      shipTo: { name: 'Bo Buyer', addressLine1: '2 Low Rd', city: 'York', postalCode: 'YO1 1AA', countryCode: 'GB' },
      lines: [{ lineId: 'S1', sku: 'S1', quantity: 2, priceCents: 3998 }],
    });
    expect(onbuyOrderToSale({ ...order, status: 'Cancelled' }).cancelled).toBe(true);
    expect(onbuyOrderToSale({ ...order, status: 'Refunded' }).paymentStatus).toBe('REFUNDED');
    // OnBuy's sales fee with VAT (what the seller pays) is the fee the sale stores; an order without it has none reported.
    expect(onbuyOrderToSale({ ...order, sales_fee_inc_vat: '3.60' }).reportedFee).toEqual({
      cents: 360,
      basis: "reported by OnBuy (the order's sales_fee_inc_vat)",
    });
    expect(onbuyOrderToSale(order).reportedFee).toBeNull();
  });

  it("finds OnBuy's tracking provider for Amazon's carrier", () => {
    expect(onbuyProviderFor('Royal Mail', PROVIDERS)?.tracking_id).toBe(1);
    expect(onbuyProviderFor('AMZN_UK', PROVIDERS)?.tracking_id).toBe(5);
    expect(onbuyProviderFor('Hermes', PROVIDERS)?.tracking_id).toBe(3);
    expect(onbuyProviderFor('Yodel', PROVIDERS)).toBeNull();
  });
});
