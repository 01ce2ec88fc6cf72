import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem.ts';

describe('moveItem', () => {
  it('moves an entry up, down and across the list without changing the original', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
  it('clamps the target and ignores an index outside the list', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 1, -3)).toEqual(['b', 'a']);
    expect(moveItem(['a', 'b'], 4, 0)).toEqual(['a', 'b']);
  });
});
