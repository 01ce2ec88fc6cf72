import { describe, expect, it } from 'vitest';
import type { VariationFamily } from '../../modules/inventory/families.service.ts';
import type { InventoryItemRow } from '../../modules/inventory/inventory.service.ts';
import { familyProblem, familyProductSetInput } from './family.ts';

const child = (sku: string, values: Record<string, string>): InventoryItemRow =>
  ({
    id: sku,
    sellerSku: sku,
    title: `Tablet Sleeve ${sku}`,
    thumbUrl: `https://images.example/${sku}.jpg`,
    priceCents: 1500,
    variationValues: values,
    listings: [],
  }) as unknown as InventoryItemRow;
const family = (attributes: string[]): VariationFamily =>
  ({
    userId: 'u',
    parentAsin: 'B0PARENT',
    title: 'Tablet Sleeve',
    theme: 'SIZE_NAME/COLOR_NAME',
    attributes,
    listAs: 'GROUP',
    children: [],
  }) as VariationFamily;
const sleeveOptions = (color: string) => [
  { optionName: 'Color', name: color },
  { optionName: 'Size', name: '10 Inch' },
];
const push = (quantity: number) => ({ locationId: 'gid://shopify/Location/1', quantity, priceCents: 1500, compareAtCents: null });

describe('a variation family as one Shopify product', () => {
  it('has an option per theme attribute and a variant per child; a child already on the product is named by its variant id only', () => {
    const f = family(['color', 'size']);
    const a = child('S-1', { color: 'Black', size: '10 Inch' });
    const b = child('S-2', { color: 'Navy Blue', size: '10 Inch' });
    const input = familyProductSetInput(
      f,
      [
        { item: a, sku: 'S-1', push: push(4) },
        { item: b, sku: 'S-2', variantId: 'gid://shopify/ProductVariant/9' },
      ],
      'gid://shopify/Product/3',
    );
    expect(input).toMatchObject({ id: 'gid://shopify/Product/3', title: 'Tablet Sleeve', status: 'ACTIVE' });
    expect(input.productOptions).toEqual([
      { name: 'Color', values: [{ name: 'Black' }, { name: 'Navy Blue' }] },
      { name: 'Size', values: [{ name: '10 Inch' }] },
    ]);
    const [first, second] = input.variants as Record<string, unknown>[];
    expect(first).toMatchObject({
      sku: 'S-1',
      price: '15.00',
      optionValues: sleeveOptions('Black'),
      inventoryQuantities: [{ locationId: 'gid://shopify/Location/1', name: 'available', quantity: 4 }],
    });
    // Its stock and price are left as they are on Shopify.
    expect(second).toEqual({
      id: 'gid://shopify/ProductVariant/9',
      sku: 'S-2',
      optionValues: sleeveOptions('Navy Blue'),
    });
    expect((input.files as { originalSource: string }[]).map((x) => x.originalSource)).toEqual([
      'https://images.example/S-1.jpg',
      'https://images.example/S-2.jpg',
    ]);
  });

  it('refuses what Shopify would: more than 3 options, a child without a value, two children with the same values', () => {
    const four = family(['color', 'size', 'material', 'style']);
    expect(familyProblem(four, [])).toBe('Shopify allows at most 3 options on a product; this family varies by 4.');
    const f = family(['color']);
    expect(familyProblem(f, [child('A', { color: 'Black' }), child('B', {})])).toBe('B has no value for every option the family varies by.');
    expect(familyProblem(f, [child('A', { color: 'Black' }), child('B', { color: 'Black' })])).toBe(
      'A and B have the same Color: Shopify needs each combination once.',
    );
    expect(familyProblem(f, [child('A', { color: 'Black' }), child('B', { color: 'White' })])).toBeNull();
  });
});
