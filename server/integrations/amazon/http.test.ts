import { describe, expect, it } from 'vitest';
import { backoffMs } from './http.ts';

describe('backoffMs', () => {
  it('waits one refill interval of the applied rate, doubling per attempt', () => {
    expect(backoffMs('2', 0, 60_000)).toBe(500);
    expect(backoffMs('2', 1, 60_000)).toBe(1000);
    expect(backoffMs('0.5', 0, 60_000)).toBe(2000);
  });

  it('caps the wait and falls back to one second without a usable header', () => {
    expect(backoffMs('0.0167', 3, 60_000)).toBe(60_000);
    expect(backoffMs(null, 0, 60_000)).toBe(1000);
    expect(backoffMs('garbage', 1, 60_000)).toBe(2000);
  });
});
