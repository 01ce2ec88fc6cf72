import { describe, expect, it } from 'vitest';
import { channelQuantity, parseQuantityBuffer } from './quantity.ts';

describe('channelQuantity', () => {
  it('is FBA + MFN minus the buffer', () => {
    expect(channelQuantity({ fbaQuantity: 7, mfnQuantity: 3, quantityBuffer: 4 })).toBe(6);
  });
  it('treats no buffer as 0', () => {
    expect(channelQuantity({ fbaQuantity: 7, mfnQuantity: 3, quantityBuffer: null })).toBe(10);
  });
  it('never goes below 0', () => {
    expect(channelQuantity({ fbaQuantity: 1, mfnQuantity: 0, quantityBuffer: 5 })).toBe(0);
    expect(channelQuantity({ fbaQuantity: 0, mfnQuantity: 0, quantityBuffer: 0 })).toBe(0);
  });
});

describe('parseQuantityBuffer', () => {
  it('keeps whole numbers from numbers and numeric strings', () => {
    expect(parseQuantityBuffer(3)).toBe(3);
    expect(parseQuantityBuffer(' 12 ')).toBe(12);
    expect(parseQuantityBuffer('2.9')).toBe(2);
    expect(parseQuantityBuffer(0)).toBe(0);
  });
  it('turns a non-number into empty (null)', () => {
    for (const v of ['', 'abc', '3x', null, undefined, {}, [], Number.NaN, Infinity, true]) expect(parseQuantityBuffer(v)).toBeNull();
  });
  it('clamps negatives to 0', () => {
    expect(parseQuantityBuffer(-4)).toBe(0);
    expect(parseQuantityBuffer('-1')).toBe(0);
  });
});
