import { describe, expect, it } from 'vitest';
import { parseSpecificsAnswer } from './parse.ts';
import type { CategoryAspect } from './prompt.ts';

const ASPECTS: CategoryAspect[] = [
  { name: 'Brand', required: true, mode: 'FREE_TEXT', values: ['Sony', 'Bose', 'Unbranded'] },
  { name: 'Type', required: true, mode: 'SELECTION_ONLY', values: ['Earbuds (In Ear)', 'Over-Ear', 'On-Ear'] },
  { name: 'Connectivity', required: false, mode: 'SELECTION_ONLY', values: ['Bluetooth', 'Wired'] },
  { name: 'Colour', required: false, mode: 'FREE_TEXT', values: ['Black', 'White'] },
  { name: 'MPN', required: false, mode: 'FREE_TEXT', values: [] },
];

describe('parseSpecificsAnswer', () => {
  it("reads 'Name: value' lines into specifics in the category's aspect order", () => {
    expect(parseSpecificsAnswer('Colour: Black\nBrand: Sony\nType: Over-Ear', ASPECTS)).toEqual([
      { dimension: 'Brand', value: 'Sony' },
      { dimension: 'Type', value: 'Over-Ear' },
      { dimension: 'Colour', value: 'Black' },
    ]);
  });

  it("ignores 'n/a' and 'not specified' in any case", () => {
    expect(parseSpecificsAnswer('Brand: N/A\nType: Not Specified\nColour: not specified.\nMPN: n/a\nConnectivity: Wired', ASPECTS)).toEqual([
      { dimension: 'Connectivity', value: 'Wired' },
    ]);
  });

  it("drops a value outside a SELECTION_ONLY list and takes eBay's spelling of one inside it", () => {
    expect(parseSpecificsAnswer('Type: Neckband\nConnectivity: bluetooth', ASPECTS)).toEqual([{ dimension: 'Connectivity', value: 'Bluetooth' }]);
  });

  it('keeps a free-text value that is not among the suggestions', () => {
    expect(parseSpecificsAnswer('Colour: Midnight Blue\nMPN: WH1000XM4', ASPECTS)).toEqual([
      { dimension: 'Colour', value: 'Midnight Blue' },
      { dimension: 'MPN', value: 'WH1000XM4' },
    ]);
  });

  it("matches names case-insensitively, ignores names the category does not have, and keeps a value's own colons", () => {
    expect(parseSpecificsAnswer('brand: Sony\nWeight: 250 g\nMPN: WH-1000XM4:2020', ASPECTS)).toEqual([
      { dimension: 'Brand', value: 'Sony' },
      { dimension: 'MPN', value: 'WH-1000XM4:2020' },
    ]);
  });

  it('tolerates list markers, bold names and quotes, and stray prose lines; the first answer for a name wins', () => {
    const answer = 'Here are the specifics:\n- **Brand**: "Sony"\n2. Type: Over-Ear\nBrand: Bose\n\nThat is all.';
    expect(parseSpecificsAnswer(answer, ASPECTS)).toEqual([
      { dimension: 'Brand', value: 'Sony' },
      { dimension: 'Type', value: 'Over-Ear' },
    ]);
  });

  it('answers nothing for an empty answer', () => {
    expect(parseSpecificsAnswer('', ASPECTS)).toEqual([]);
  });
});
