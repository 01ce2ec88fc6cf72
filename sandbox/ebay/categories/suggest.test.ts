import { describe, expect, it } from 'vitest';
import { rank, stem, tokenise } from './suggest.ts';

describe('category suggestion scoring', () => {
  it('tokenises into whole lower-case words without numbers, single letters or stop words', () => {
    expect(tokenise('USB-C to USB-C Cable 6 ft, 100W')).toEqual(['usb', 'usb', 'cable', 'ft']);
    expect(tokenise('Chef\'s Knife 8"')).toEqual(['chef', 'knife']);
    expect(tokenise('Küchenmesser für Köche')).toEqual(['küchenmesser', 'köche']);
  });

  it('stems the common English plurals and leaves other words alone', () => {
    expect(['knives', 'accessories', 'boxes', 'brushes', 'mats', 'glass', 'bus', 'analysis'].map(stem)).toEqual([
      'knife',
      'accessory',
      'box',
      'brush',
      'mat',
      'glass',
      'bus',
      'analysis',
    ]);
  });

  it('ranks phrase matches over single words and name words, and drops categories with no whole-word match', () => {
    const c = (name: string, ...keywords: string[]) => ({ name, phrases: keywords.map(tokenise), nameWords: tokenise(name) });
    const categories = [c('Building Toys', 'building', 'blocks'), c('Kitchen Scales', 'kitchen scale', 'scale'), c('Kitchen Knives', 'knife')];
    expect(rank('Digital Kitchen Scale', categories).map((x) => [x.category.name, x.score])).toEqual([
      ['Kitchen Scales', 6],
      ['Kitchen Knives', 1],
    ]);
    expect(rank('rebuilding', categories)).toEqual([]);
    expect(rank('', categories)).toEqual([]);
  });
});
