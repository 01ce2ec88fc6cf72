import { describe, expect, it } from 'vitest';
import { withDefaults } from './category-defaults.ts';

describe('category defaults under an item’s own specifics (issue 28)', () => {
  it('changes nothing without defaults', () => {
    expect(withDefaults({ Brand: ['OXO'] }, undefined)).toEqual({ Brand: ['OXO'] });
  });
  it('fills an aspect the item has no value for', () => {
    expect(withDefaults({ Brand: ['OXO'] }, { Shape: ['Round'] })).toEqual({ Brand: ['OXO'], Shape: ['Round'] });
  });
  it("keeps the item's own value, whatever the spelling of its name", () => {
    expect(withDefaults({ shape: ['Rectangular'] }, { Shape: ['Round'] })).toEqual({ shape: ['Rectangular'] });
  });
  it('treats an empty value of the item as none', () => {
    expect(withDefaults({ Shape: [' '], Brand: ['OXO'] }, { Shape: ['Round'] })).toEqual({ Shape: ['Round'], Brand: ['OXO'] });
  });
});
