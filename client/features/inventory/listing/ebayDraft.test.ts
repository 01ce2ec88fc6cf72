import { describe, expect, it } from 'vitest';
import {
  applySpecifics,
  conditionAfterCategory,
  ebayDraftFromItem,
  ebayEditsFromDraft,
  missingRequired,
  setSpecific,
  specificRows,
  type EbaySource,
  type SpecificRule,
} from './ebayDraft.ts';

const rules: SpecificRule[] = [
  { dimension: 'Colour', values: ['Black', 'Grey'], mode: 'FREE_TEXT', required: false },
  { dimension: 'Brand', values: ['IKEA'], mode: 'FREE_TEXT', required: true },
  { dimension: 'Size', values: ['40 x 40 cm', '45 x 45 cm'], mode: 'SELECTION_ONLY', required: true },
];
const source: EbaySource = {
  edits: { ebayCategoryId: '36030', ebayConditionId: '1000', conditionNote: 'Sealed', variantSpecifics: [{ dimension: 'Size', value: '40 x 40 cm' }] },
  categoryText: 'Home > Cushion Covers',
};

describe('eBay Settings draft', () => {
  it('starts from the saved edits and sends only what changed', () => {
    const d = ebayDraftFromItem(source);
    expect(d).toEqual({
      categoryId: '36030',
      categoryText: 'Home > Cushion Covers',
      specifics: [{ dimension: 'Size', value: '40 x 40 cm' }],
      conditionId: '1000',
      conditionNote: 'Sealed',
    });
    expect(ebayEditsFromDraft(d, source)).toEqual({});
    expect(ebayEditsFromDraft({ ...d, categoryId: '2613', conditionId: null, conditionNote: ' ' }, source)).toEqual({
      ebayCategoryId: '2613',
      ebayConditionId: null,
      conditionNote: null,
    });
    expect(ebayEditsFromDraft({ ...d, specifics: [{ dimension: 'Size', value: ' ' }] }, source)).toEqual({ variantSpecifics: null });
  });

  it('sets, replaces and removes a specific by name without case', () => {
    const s = setSpecific([{ dimension: 'Size', value: '40 x 40 cm' }], 'size', '45 x 45 cm');
    expect(s).toEqual([{ dimension: 'Size', value: '45 x 45 cm' }]);
    expect(setSpecific(s, 'Size', '')).toEqual([]);
    expect(
      applySpecifics(s, [
        { dimension: 'Colour', value: 'Grey' },
        { dimension: 'Size', value: '' },
      ]),
    ).toEqual([
      { dimension: 'Size', value: '45 x 45 cm' },
      { dimension: 'Colour', value: 'Grey' },
    ]);
  });

  it("lists required specifics first, prefilled from the catalogue, with eBay's values as a picker, then custom ones", () => {
    const rows = specificRows(
      rules,
      [{ dimension: 'Pattern', value: 'Striped' }],
      [
        { dimension: 'Brand', value: 'IKEA' },
        { dimension: 'Size', value: '60 x 60 cm' },
      ],
    );
    expect(rows.map((r) => [r.dimension, r.value, r.required, r.fromCatalogue, r.custom])).toEqual([
      ['Brand', 'IKEA', true, true, false],
      ['Size', '', true, false, false],
      ['Colour', '', false, false, false],
      ['Pattern', 'Striped', false, false, true],
    ]);
    expect(rows[1]!.choices).toEqual(['40 x 40 cm', '45 x 45 cm']);
    expect(rows[2]!.choices).toBeNull();
    expect(rows[2]!.suggestions).toEqual(['Black', 'Grey']);
    expect(missingRequired(rows)).toEqual(['Size']);
  });

  it("shows the seller's value over the catalogue's, in eBay's spelling", () => {
    const rows = specificRows(rules, [{ dimension: 'size', value: '45 X 45 CM' }], [{ dimension: 'Size', value: '40 x 40 cm' }]);
    expect(rows.find((r) => r.dimension === 'Size')).toMatchObject({ value: '45 x 45 cm', fromCatalogue: false });
  });

  it('clears the condition when the new category has none or does not accept it', () => {
    expect(conditionAfterCategory('1000', [])).toBeNull();
    expect(conditionAfterCategory('1000', [{ conditionId: '1000' }, { conditionId: '3000' }])).toBe('1000');
    expect(conditionAfterCategory('2750', [{ conditionId: '1000' }])).toBeNull();
  });
});
