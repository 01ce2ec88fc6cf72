// eBay's rules for an inventory item group (Inventory API, createOrReplaceInventoryItemGroup): each
// aspect in variesBy.specifications needs two or more values, and Color is the aspect whose values
// carry their own pictures. The benchmark from a real import met families whose in-stock children
// shared one value of an aspect (only the medium sizes in stock) and eBay refused the group.
import { describe, expect, it } from 'vitest';
import type { VariationFamily } from '../../modules/inventory/families.service.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { groupPayload, groupProblem } from './groups.ts';

const family = { parentAsin: 'B0PARENT01', title: 'Cotton Tee', theme: 'SIZE/COLOR', attributes: ['size', 'color'], listAs: 'GROUP' } as VariationFamily;
const child = (id: string, size: string, color: string) => ({ id, sellerSku: `TEE-${id}`, variationValues: { size, color } }) as unknown as InventoryItemRow;
const first = {
  sku: 'TEE-1',
  product: { title: 'Cotton Tee M Black', description: 'Soft.', imageUrls: ['https://img.example/1.jpg'], aspects: { Brand: ['Marlow'] } },
};

describe('an eBay group of the children being listed', () => {
  it('varies by the aspects whose values differ among them; one they all share is an aspect of the group', () => {
    const members = [child('1', 'M', 'Black'), child('2', 'M', 'White'), child('3', 'M', 'Red')];
    expect(groupProblem(family, members)).toBeNull();
    const group = groupPayload(family, members, new Map(members.map((m) => [m.id, m.sellerSku])), first);
    expect(group.variesBy).toEqual({ aspectsImageVariesBy: ['Color'], specifications: [{ name: 'Color', values: ['Black', 'White', 'Red'] }] });
    expect(group.aspects).toEqual({ Brand: ['Marlow'], Size: ['M'] });
  });

  it('varies by both aspects when both differ', () => {
    const members = [child('1', 'M', 'Black'), child('2', 'L', 'Black'), child('3', 'M', 'White')];
    const group = groupPayload(family, members, new Map(members.map((m) => [m.id, m.sellerSku])), first);
    expect(group.variesBy.specifications).toEqual([
      { name: 'Size', values: ['M', 'L'] },
      { name: 'Color', values: ['Black', 'White'] },
    ]);
    expect(group.aspects).toEqual({ Brand: ['Marlow'] });
  });

  it('is no group when the children do not differ at all (they are listed alone)', () => {
    expect(groupProblem(family, [child('1', 'M', 'Black'), child('2', 'M', 'Black')])).toBe(
      'The children listed do not differ by any aspect the family varies by.',
    );
  });
});
