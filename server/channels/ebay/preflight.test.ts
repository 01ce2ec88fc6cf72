// The pre-flight check: an item's specifics against its category's aspects, before eBay sees it.
import { describe, expect, it } from 'vitest';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { inventoryItemPayload, listingCondition } from './payload.ts';
import { itemSpecifics, preflight, sellerSpecifics, type AspectRule } from './preflight.ts';

const item = (catalogDetails: object, userEditedDetails: object = {}, condition = 'New') =>
  ({
    id: 'i',
    userId: 'u',
    sellerSku: 'S',
    asin: 'A',
    title: 'Cushion cover',
    condition,
    catalogDetails,
    userEditedDetails,
    thumbUrl: null,
  }) as unknown as InventoryItemRow;

const rules: AspectRule[] = [
  { dimension: 'Brand', values: ['Dunelm', 'IKEA', 'Unbranded'], mode: 'FREE_TEXT', required: true },
  { dimension: 'Size', values: ['40 x 40 cm', '45 x 45 cm'], mode: 'SELECTION_ONLY', required: true },
  { dimension: 'Colour', values: ['Black', 'Grey'], mode: 'FREE_TEXT', required: true },
  { dimension: 'Shape', values: ['Round', 'Rectangular'], mode: 'SELECTION_ONLY', required: false },
];

describe('pre-flight check', () => {
  it('names every missing required aspect, in the category order', () => {
    const r = preflight({ Brand: ['IKEA'] }, rules);
    expect(r.missing).toEqual(['Size', 'Colour']);
    expect(r.message).toBe('Missing item specifics: Size, Colour');
  });

  it('passes when every required aspect has a value, with eBay’s spelling of names and values', () => {
    const r = preflight({ brand: ['Dunelm'], size: ['45 X 45 CM'], Colour: ['Teal'] }, rules);
    expect(r.message).toBeNull();
    expect(r.aspects).toEqual({ Brand: ['Dunelm'], Size: ['45 x 45 cm'], Colour: ['Teal'] });
  });

  it("holds back a seller's value outside a SELECTION_ONLY list, and a required one from the catalogue", () => {
    const own = preflight({ Brand: ['IKEA'], Size: ['40 x 40 cm'], Colour: ['Grey'], Shape: ['Oval'] }, rules, { Shape: ['Oval'] });
    expect(own.invalid).toEqual([{ dimension: 'Shape', value: 'Oval' }]);
    expect(own.message).toContain("Item specific Shape does not accept 'Oval'");
    const derived = preflight({ Brand: ['IKEA'], Size: ['60 x 60 cm'], Colour: ['Grey'] }, rules);
    expect(derived.invalid).toEqual([{ dimension: 'Size', value: '60 x 60 cm' }]);
    expect(derived.missing).toEqual([]);
    expect(derived.message).not.toBeNull();
  });

  it('drops an optional catalogue value outside a SELECTION_ONLY list instead of holding the item back', () => {
    const r = preflight({ Brand: ['IKEA'], Size: ['40 x 40 cm'], Colour: ['Grey'], Shape: ['Oval'], Material: ['Linen'] }, rules);
    expect(r.message).toBeNull();
    expect(r.aspects).toEqual({ Brand: ['IKEA'], Size: ['40 x 40 cm'], Colour: ['Grey'], Material: ['Linen'] });
  });

  it('a category without required aspects lets anything through', () => {
    expect(preflight({}, []).message).toBeNull();
  });
});

describe("the item's specifics", () => {
  it("merges the catalogue's (brand, product details) with the seller's variant_specifics, the seller's winning", () => {
    const i = item(
      { brand: 'IKEA', product_details: [{ name: 'Colour', value: 'Blue' }] },
      {
        variant_specifics: [
          { dimension: 'colour', value: 'Grey' },
          { dimension: 'Size', value: '40 x 40 cm' },
          { dimension: 'Size', value: '45 x 45 cm' },
        ],
      },
    );
    expect(sellerSpecifics(i)).toEqual({ colour: ['Grey'], Size: ['40 x 40 cm', '45 x 45 cm'] });
    expect(itemSpecifics(i)).toEqual({ Brand: ['IKEA'], colour: ['Grey'], Size: ['40 x 40 cm', '45 x 45 cm'] });
  });

  it("go into the eBay inventory item's aspects", () => {
    const i = item({ brand: 'IKEA' }, { variant_specifics: [{ dimension: 'Size', value: '40 x 40 cm' }] });
    const payload = inventoryItemPayload(i, 'S', { quantity: 1, condition: 'NEW', locale: 'en-GB' });
    expect(payload.product?.aspects).toEqual({ Brand: ['IKEA'], Size: ['40 x 40 cm'] });
  });

  it("lists with the seller's condition when the category accepts it, else the one from Amazon's", () => {
    expect(listingCondition(item({}, { ebay_condition_id: '1500' }), ['1000', '1500'])).toEqual({ condition: 'NEW_OTHER', conditionId: '1500' });
    expect(listingCondition(item({}, { ebay_condition_id: '2000' }), ['1000', '1500'])).toEqual({ condition: 'NEW', conditionId: '1000' });
    expect(listingCondition(item({}, {}, 'UsedGood'), null).condition).toBe('USED_GOOD');
  });
});
