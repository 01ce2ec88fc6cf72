import { describe, expect, it } from 'vitest';
import { CATEGORY_DEFINITION } from './definition.ts';
import { allowsCondition, buildCategoryTree, buildCategoryTrees, leavesUnder } from './tree.ts';
import { UK_TREE } from './uk.ts';

describe('eBay sandbox category trees', () => {
  it('builds the four sites from one definition: same shape, own ids, own language', () => {
    const trees = buildCategoryTrees();
    expect(trees.map((t) => [t.marketplaceId, t.categoryTreeId])).toEqual([
      ['EBAY_US', '0'],
      ['EBAY_CA', '2'],
      ['EBAY_GB', '3'],
      ['EBAY_DE', '77'],
    ]);
    const shape = (i: number) => trees[i]!.nodes.map((n) => [n.key, n.leaf, n.level, n.aspects.length, n.conditions.length]);
    for (const i of [1, 2, 3]) expect(shape(i)).toEqual(shape(0));
    const leafIds = trees.map((t) => t.nodes.filter((n) => n.leaf).map((n) => n.categoryId));
    expect(new Set(leafIds.flat()).size).toBe(leafIds.flat().length);
    const de = trees[3]!.nodes.find((n) => n.key === 'kitchen.knives')!;
    expect([de.categoryName, de.aspects[0]!.name, de.conditions[0]!.conditionDescription]).toEqual(['Küchenmesser', 'Marke', 'Neu']);
  });

  it('refuses a site whose ids do not match the definition', () => {
    const { 'kitchen.knives': _, ...missing } = UK_TREE.ids;
    expect(() => buildCategoryTree({ ...UK_TREE, ids: missing })).toThrow(/ids missing for \[kitchen.knives\]/);
    expect(() => buildCategoryTree({ ...UK_TREE, ids: { ...UK_TREE.ids, 'kitchen.knives': UK_TREE.ids['kitchen.pans']! } })).toThrow(/used twice/);
    expect(() => buildCategoryTree(UK_TREE, [...CATEGORY_DEFINITION, { key: 'orphan', parent: 'nowhere', name: { gb: 'Orphan' } }])).toThrow(/orphan/);
  });

  it('maps conditions to the Inventory API enum and a parent to its leaves', () => {
    const uk = buildCategoryTree(UK_TREE);
    const books = uk.nodes.find((n) => n.key === 'books.books')!;
    expect(allowsCondition(books, 'LIKE_NEW')).toBe(true);
    expect(allowsCondition(books, 'USED_EXCELLENT')).toBe(false);
    const toys = uk.nodes.find((n) => n.key === 'toys')!;
    expect(leavesUnder(uk, toys).map((n) => n.categoryName)).toEqual(['Building Toys', 'Jigsaw Puzzles', 'Soft Toys & Stuffed Animals']);
  });
});
