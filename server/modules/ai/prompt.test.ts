import { describe, expect, it } from 'vitest';
import { buildSpecificsPrompt, catalogueOf, MAX_VALUES_PER_ASPECT, type CategoryAspect, type ItemCatalogue, valuesToShow } from './prompt.ts';

const ITEM: ItemCatalogue = {
  title: 'Sony WH-1000XM4 Wireless Over-Ear Headphones',
  brand: 'Sony',
  productType: 'HEADPHONES',
  category: 'Headphones',
  productDetails: [
    { name: 'Color', value: 'Black' },
    { name: 'Model Number', value: 'WH1000XM4' },
  ],
  featureBullets: ['Industry-leading noise cancellation', '30-hour battery'],
  description: '<p>Great   sound,\nall day.</p>',
};
const ASPECTS: CategoryAspect[] = [
  { name: 'Brand', required: true, mode: 'FREE_TEXT', values: ['Bose', 'Sony', 'Unbranded'] },
  { name: 'Type', required: true, mode: 'SELECTION_ONLY', values: ['Earbuds (In Ear)', 'Over-Ear', 'On-Ear'] },
  { name: 'MPN', required: false, mode: 'FREE_TEXT', values: [] },
];

describe('buildSpecificsPrompt', () => {
  it("gives the item's catalogue data and each aspect with its allowed or suggested values", () => {
    const [system, user] = buildSpecificsPrompt(ITEM, '112529', ASPECTS);
    expect(system!.role).toBe('system');
    expect(system!.content).toContain("'Name: value'");
    expect(system!.content).toContain("'Name: not specified'");
    expect(user!.role).toBe('user');
    expect(user!.content).toBe(
      [
        'PRODUCT DATA',
        'Title: Sony WH-1000XM4 Wireless Over-Ear Headphones',
        'Brand: Sony',
        'Product type: HEADPHONES',
        'Category: Headphones',
        'Product details:',
        '- Color: Black',
        '- Model Number: WH1000XM4',
        'Features:',
        '* Industry-leading noise cancellation',
        '* 30-hour battery',
        'Description: Great sound, all day.',
        '',
        'ITEM SPECIFICS (eBay category 112529)',
        '- Brand (required)',
        '  Suggested values: Sony | Bose | Unbranded',
        '- Type (required)',
        '  Choose one of: Over-Ear | Earbuds (In Ear) | On-Ear',
        '- MPN',
      ].join('\n'),
    );
  });

  it('leaves out what the catalogue does not have', () => {
    const [, user] = buildSpecificsPrompt(
      { title: 'Plain thing', brand: null, productType: null, category: null, productDetails: [], featureBullets: [], description: null },
      '1',
      [],
    );
    expect(user!.content).toBe('PRODUCT DATA\nTitle: Plain thing\n\nITEM SPECIFICS (eBay category 1)');
  });
});

describe('valuesToShow', () => {
  it('puts values the catalogue mentions first and caps the list', () => {
    const brands = Array.from({ length: 500 }, (_, i) => `Brand${i}`);
    const shown = valuesToShow([...brands, 'Sony'], 'Sony headphones');
    expect(shown[0]).toBe('Sony');
    expect(shown).toHaveLength(MAX_VALUES_PER_ASPECT);
  });
});

describe('catalogueOf', () => {
  it("takes the seller's edits over Amazon's data", () => {
    const c = catalogueOf({
      title: 'Report title',
      catalogDetails: {
        title: 'Catalogue title',
        brand: 'Sony',
        product_details: [
          { name: 'Color', value: 'Black' },
          { name: 'Size', value: 'M' },
        ],
        feature_bullets: ['a'],
        product_description: 'From Amazon',
      },
      userEditedDetails: { title: 'Seller title', product_details: [{ name: 'color', value: 'Blue' }], description: 'Seller text' },
    });
    expect(c).toEqual({
      title: 'Seller title',
      brand: 'Sony',
      productType: null,
      category: null,
      productDetails: [
        { name: 'color', value: 'Blue' },
        { name: 'Size', value: 'M' },
      ],
      featureBullets: ['a'],
      description: 'Seller text',
    });
  });

  it('falls back to the inventory title without catalogue data', () => {
    expect(catalogueOf({ title: 'Report title', catalogDetails: null, userEditedDetails: {} }).title).toBe('Report title');
  });
});
