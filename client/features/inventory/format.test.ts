import { describe, expect, it } from 'vitest';
import { formatCents, parseDollars } from './format.ts';

describe('money formatting', () => {
  it('formats cents as $x.xx', () => {
    expect(formatCents(1299)).toBe('$12.99');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(null)).toBe('—');
  });
  it('reads typed dollars as cents and rejects anything else', () => {
    expect(parseDollars('12.99')).toBe(1299);
    expect(parseDollars('$7')).toBe(700);
    expect(parseDollars('1.005')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
});
