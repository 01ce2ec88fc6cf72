// The OnBuy listing of an item: the chosen product code, condition, price, stock, handling time and
// delivery weight; refused before any call without a product code or a price.
import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { inventoryItem } from '../../../tests/factories/inventory-item.ts';
import {
  AWAITING_PRICE,
  deliveryWeightKg,
  listingPayload,
  listingUpdate,
  NO_PRODUCT_CODE,
  ONBUY_HANDLING_DAYS,
  onbuyAmount,
  onbuyCents,
  onbuyListingCondition,
  onbuyListingPrice,
  onbuyProductCode,
} from './payload.ts';

const item = (over: Partial<InventoryItemRow> = {}): InventoryItemRow =>
  inventoryItem({ priceCents: 2499, userEditedDetails: { onbuy_product_code: 'Q7W8E9R' }, ...over });

describe('OnBuy listing payload', () => {
  it("lists the item on its chosen OPC at the Amazon price, with the quantity given and OnBuy's handling time", () => {
    expect(listingPayload(item(), 'SKU-1', { quantity: 4 })).toEqual({
      ok: true,
      priceCents: 2499,
      listing: { sku: 'SKU-1', opc: 'Q7W8E9R', condition: 'new', price: 24.99, stock: 4, handling_time: ONBUY_HANDLING_DAYS },
    });
  });

  it("refuses an item without a product code with 'Choose an OnBuy product first'", () => {
    expect(listingPayload(item({ userEditedDetails: {} }), 'SKU-1', { quantity: 1 })).toEqual({ ok: false, error: NO_PRODUCT_CODE });
    expect(listingPayload(item({ userEditedDetails: { onbuy_product_code: '   ' } }), 'SKU-1', { quantity: 1 })).toEqual({ ok: false, error: NO_PRODUCT_CODE });
    expect(NO_PRODUCT_CODE).toBe('Choose an OnBuy product first');
  });

  it('waits for pricing info when the item has no Amazon price', () => {
    expect(listingPayload(item({ priceCents: null }), 'SKU-1', { quantity: 1 })).toEqual({ ok: false, error: AWAITING_PRICE });
    expect(listingPayload(item({ priceCents: 0 }), 'SKU-1', { quantity: 1 })).toEqual({ ok: false, error: AWAITING_PRICE });
    expect(onbuyListingPrice(item({ priceCents: 1250 }))).toEqual({ priceCents: 1250, ready: true });
  });

  it('never sends a negative or fractional stock', () => {
    const p = listingPayload(item(), 'S', { quantity: -3 });
    expect(p.ok && p.listing.stock).toBe(0);
    const q = listingPayload(item(), 'S', { quantity: 2.7 });
    expect(q.ok && q.listing.stock).toBe(2);
  });

  it('trims the product code', () => {
    expect(onbuyProductCode(item({ userEditedDetails: { onbuy_product_code: ' H2J3K4L ' } }))).toBe('H2J3K4L');
    expect(onbuyProductCode(item({ userEditedDetails: { onbuy_product_code: 42 } }))).toBeNull();
  });

  it('adds the delivery weight in kg when the package weight is known', () => {
    const p = listingPayload(item({ catalogDetails: { package_dimensions: { weight: { amount: 2, unit: 'pounds' } } } }), 'S', { quantity: 1 });
    expect(p.ok && p.listing.delivery_weight).toBe(0.907);
  });
});

describe('OnBuy condition', () => {
  it("uses the seller's OnBuy condition when chosen", () => {
    expect(onbuyListingCondition(item({ condition: 'UsedGood', userEditedDetails: { onbuy_condition_code: 'average' } }))).toBe('average');
  });
  it("maps the Amazon condition to OnBuy's slugs otherwise", () => {
    const of = (condition: string) => onbuyListingCondition(item({ condition, userEditedDetails: {} }));
    expect(of('New')).toBe('new');
    expect(of('Refurbished')).toBe('excellent');
    expect(of('Used - Like New')).toBe('good');
    expect(of('UsedVeryGood')).toBe('good');
    expect(of('used_good')).toBe('good');
    expect(of('UsedAcceptable')).toBe('average');
    expect(of('CollectibleAcceptable')).toBe('average');
    expect(of('something odd')).toBe('new');
  });
});

describe('OnBuy amounts and weights', () => {
  it('turns pence into pounds and back', () => {
    expect(onbuyAmount(2499)).toBe(24.99);
    expect(onbuyAmount(100)).toBe(1);
    expect(onbuyCents(24.99)).toBe(2499);
    expect(onbuyCents('19.95')).toBe(1995);
    expect(onbuyCents(undefined)).toBeNull();
    expect(onbuyCents('')).toBeNull();
  });

  it('converts package weights to kg; unknown or impossible ones give none', () => {
    const w = (weight: unknown) => deliveryWeightKg({ catalogDetails: { package_dimensions: { weight } } });
    expect(w({ amount: 500, unit: 'grams' })).toBe(0.5);
    expect(w({ amount: 1.2, unit: 'kilograms' })).toBe(1.2);
    expect(w({ amount: 8, unit: 'ounces' })).toBe(0.227);
    expect(w({ amount: 1, unit: null })).toBe(0.454);
    expect(w({ amount: 0, unit: 'pounds' })).toBeNull();
    expect(w({ amount: 3, unit: 'stones' })).toBeNull();
    expect(w(null)).toBeNull();
    expect(deliveryWeightKg({ catalogDetails: null })).toBeNull();
  });
});

describe('OnBuy listing update', () => {
  it('sends only the fields given', () => {
    expect(listingUpdate('S', { quantity: 3 })).toEqual({ sku: 'S', stock: 3 });
    expect(listingUpdate('S', { priceCents: 1999 })).toEqual({ sku: 'S', price: 19.99 });
    expect(listingUpdate('S', { priceCents: 500, quantity: 0, handlingTime: 2 })).toEqual({ sku: 'S', price: 5, stock: 0, handling_time: 2 });
  });
});
