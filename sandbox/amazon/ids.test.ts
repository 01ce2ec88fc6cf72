import { describe, expect, it } from 'vitest';
import { decodeAsin, encodeAsin, upcFor } from './ids.ts';

describe('generated identifiers', () => {
  it('encodes ASINs that decode back to seller and item index', () => {
    for (const [seller, index] of [
      [1, 0],
      [1, 1],
      [2, 249_999],
      [2, 999_999],
      [7, 123_456],
    ] as const) {
      const asin = encodeAsin(seller, index);
      expect(asin).toMatch(/^B0[0-9A-Z]{8}$/);
      expect(decodeAsin(asin)).toEqual({ sellerNumber: seller, index });
    }
  });

  it('gives neighbouring items unrelated ASINs and rejects malformed ones', () => {
    const a = encodeAsin(1, 10);
    const b = encodeAsin(1, 11);
    expect(a.slice(0, 6)).not.toBe(b.slice(0, 6));
    expect(decodeAsin('X012345678')).toBeNull();
    expect(decodeAsin('B0ZZZZZZZZ')).toBeNull();
  });

  it('builds UPCs with a valid check digit', () => {
    const upc = upcFor(42);
    const digits = [...upc].map(Number);
    const sum = digits.slice(0, 11).reduce((s, d, i) => s + d * (i % 2 === 0 ? 3 : 1), 0);
    expect(upc).toHaveLength(12);
    expect(digits[11]).toBe((10 - (sum % 10)) % 10);
  });
});
