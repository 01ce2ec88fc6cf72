import { describe, expect, it } from 'vitest';
import { PRODUCT_KINDS } from '../../../sandbox/amazon/catalogue.ts';
import { CATEGORIES } from '../../../sandbox/onbuy/categories.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { onbuyCategoryName } from './categories.ts';

const item = (title: string, catalogDetails: Record<string, unknown> | null): InventoryItemRow =>
  ({ id: 'i', title, sellerSku: 'S', catalogDetails, userEditedDetails: {} }) as unknown as InventoryItemRow;

// Per Amazon item_type_keyword of the demo catalogue (the brief's list), the OnBuy UK category a
// person would choose for it (OnBuy's own category names).
const EXPECTED: [keyword: string, kindCode: string, onbuyCategory: string][] = [
  ['skillets', 'SKILLET-10"', 'Frying Pans & Skillets'],
  ['spatulas', 'SPATULA4', 'Kitchen Utensils & Gadgets'],
  ['french-presses', 'FPRESS34', 'Coffee Makers'],
  ['cutting-boards', 'BOARD-BAMBOO', 'Chopping Boards'],
  ['mixing-bowls', 'BOWLS5', 'Mixing Bowls'],
  ['kitchen-scales', 'SCALE-DIG', 'Kitchen Scales'],
  ['chefs-knives', 'KNIFE-8"', 'Kitchen Knives'],
  ['throw-pillow-covers', 'PILLOW-18"', 'Cushion Covers'],
  ['window-curtain-panels', 'CURTAIN2', 'Curtains'],
  ['planters', 'POT-CERAMIC', 'Plant Pots & Planters'],
  ['wall-clocks', 'CLOCK-12"', 'Wall Clocks'],
  ['bath-towels', 'TOWEL4', 'Towels'],
  ['yoga-mats', 'YOGAMAT6', 'Yoga Mats'],
  ['water-bottles', 'BOTTLE32', 'Water Bottles'],
  ['resistance-bands', 'BANDS5', 'Resistance Bands'],
  ['camping-lanterns', 'LANTERN', 'Camping Lights & Lanterns'],
  ['usb-cables', 'USBC-6FT', 'USB Cables'],
  ['wireless-chargers', 'QICHARGE15', 'Wireless Chargers'],
  ['laptop-stands', 'LAPSTAND', 'Laptop Stands'],
  ['tablet-sleeves', 'SLEEVE-11"', 'Tablet Cases & Sleeves'],
  ['building-blocks', 'BLOCKS100', 'Construction Toys'],
  ['jigsaw-puzzles', 'PUZZLE1000', 'Jigsaw Puzzles'],
  ['teddy-bears', 'BEAR-12"', 'Soft Toys'],
  ['cookbooks', 'BK-HOMECOOK', 'Food & Drink Books'],
  ['sports-books', 'BK-TRAIL', 'Sports Books'],
  ['history-books', 'BK-TEA', 'History Books'],
];

describe('the OnBuy category of an Amazon item', () => {
  it('covers every product kind of the demo catalogue', () => {
    expect(EXPECTED.map(([, code]) => code).sort()).toEqual(PRODUCT_KINDS.map((k) => k.code).sort());
  });

  for (const [keyword, code, expected] of EXPECTED) {
    const kind = PRODUCT_KINDS.find((k) => k.code === code)!;
    const title = kind.categoryKey === 'books' ? kind.name : `Harbor Lane ${kind.name}, Slate Grey`;

    it(`${keyword}: "${expected}" from Amazon's item_type_keyword`, () => {
      const i = item('Something else entirely', {
        product_type: kind.productType,
        attributes: { item_type_keyword: [{ value: keyword, marketplace_id: 'A1F83G8C2ARO7P' }] },
      });
      expect(onbuyCategoryName(i)).toBe(expected);
    });

    it(`${keyword}: "${expected}" from the item's title when Amazon gave no keyword`, () => {
      expect(onbuyCategoryName(item(title, { product_type: kind.productType }))).toBe(expected);
      // Before the catalogue data arrives: the title alone.
      expect(onbuyCategoryName(item(title, null))).toBe(expected);
    });
  }

  it('names categories OnBuy lists in', () => {
    const listable = new Set(CATEGORIES.filter((c) => c.can_list_in).map((c) => c.name));
    for (const [, , name] of EXPECTED) expect(listable.has(name), name).toBe(true);
  });

  it('gives no category for an item of an unknown kind', () => {
    expect(onbuyCategoryName(item('Harbor Lane Garden Hose 50ft', { product_type: 'HOME' }))).toBeNull();
    expect(onbuyCategoryName(item('Harbor Lane Garden Hose 50ft', { attributes: { item_type_keyword: [{ value: 'garden-hoses' }] } }))).toBeNull();
  });
});
