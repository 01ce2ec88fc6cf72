import { describe, expect, it } from 'vitest';
import { onbuyConditionFor } from './onbuy-condition.ts';

describe('the OnBuy condition reset rule (spec 001 §4)', () => {
  it('keeps a chosen condition the category allows', () => {
    expect(onbuyConditionFor('good', ['new', 'good', 'average'])).toBe('good');
    expect(onbuyConditionFor('new', ['new'])).toBe('new');
  });

  it("resets a condition the category does not allow to the category's only one", () => {
    expect(onbuyConditionFor('average', ['new'])).toBe('new');
  });

  it('clears a condition the category does not allow when it offers several', () => {
    expect(onbuyConditionFor('poor', ['new', 'good'])).toBeNull();
  });

  it('picks the only condition when none was chosen, and leaves it open among several', () => {
    expect(onbuyConditionFor(null, ['new'])).toBe('new');
    expect(onbuyConditionFor(undefined, ['new', 'good'])).toBeNull();
    expect(onbuyConditionFor('', ['new', 'good'])).toBeNull();
  });

  it('clears the condition of a category without conditions', () => {
    expect(onbuyConditionFor('new', [])).toBeNull();
  });
});
