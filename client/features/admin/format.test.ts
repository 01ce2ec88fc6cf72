import { describe, expect, it } from 'vitest';
import { adminTime, pageWindow, wholeNumber } from './format.ts';

describe('admin formatting', () => {
  it('shows times within 24 hours as x ago, older ones as a date', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(adminTime('2026-11-26T11:55:00Z', now)).toBe('5 minutes ago');
    expect(adminTime('2026-11-26T09:00:00Z', now)).toBe('3 hours ago');
    expect(adminTime('2026-11-24T09:00:00Z', now)).toBe(new Date('2026-11-24T09:00:00Z').toLocaleDateString());
    expect(adminTime(null, now)).toBe('—');
  });
  it('windows up to 10 page buttons from max(page − 5, 1)', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(20, 50)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(pageWindow(49, 50)).toEqual([44, 45, 46, 47, 48, 49, 50]);
  });
  it('parses Limit, Offset and Quantity as whole numbers, 0 when not a number (eBay debug page)', () => {
    expect(wholeNumber('2')).toBe(2);
    expect(wholeNumber(' 12.7 ')).toBe(12);
    expect(wholeNumber('-3')).toBe(-3);
    expect(wholeNumber('')).toBe(0);
    expect(wholeNumber('abc')).toBe(0);
  });
});
