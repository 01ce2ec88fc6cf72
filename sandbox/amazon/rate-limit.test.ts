import { describe, expect, it } from 'vitest';
import { RateLimiter, TokenBucket, USAGE_PLANS } from './rate-limit.ts';

function clock(start = 0) {
  let t = start;
  return { now: () => t, advance: (ms: number) => void (t += ms) };
}

describe('TokenBucket', () => {
  it('allows a burst, refuses the next call, then refills at the plan rate', () => {
    const c = clock();
    const b = new TokenBucket({ rate: 2, burst: 2 }, c.now);
    expect([b.take(), b.take(), b.take()]).toEqual([true, true, false]);
    c.advance(499);
    expect(b.take()).toBe(false);
    c.advance(1);
    expect(b.take()).toBe(true);
  });

  it('never refills beyond the burst', () => {
    const c = clock();
    const b = new TokenBucket({ rate: 1, burst: 2 }, c.now);
    c.advance(60_000);
    expect(b.available()).toBe(2);
  });

  it('refills createReport at one call per minute (0.0167/s)', () => {
    const c = clock();
    const b = new TokenBucket(USAGE_PLANS.createReport, c.now);
    for (let i = 0; i < 15; i++) expect(b.take()).toBe(true);
    expect(b.take()).toBe(false);
    c.advance(59_000);
    expect(b.take()).toBe(false);
    c.advance(1_000);
    expect(b.take()).toBe(true);
  });
});

describe('RateLimiter', () => {
  it('keeps one bucket per operation and per seller', () => {
    const c = clock();
    const r = new RateLimiter(c.now);
    expect(r.take('getMyFeesEstimates', 'A')).toBe(true);
    expect(r.take('getMyFeesEstimates', 'A')).toBe(false);
    expect(r.take('getMyFeesEstimates', 'B')).toBe(true);
    expect(r.take('getCatalogItem', 'A')).toBe(true);
  });

  it('refuses exactly the forced number of calls, for one seller or for everyone', () => {
    const r = new RateLimiter(clock().now);
    r.force('getReport', 'A', 2);
    expect([r.take('getReport', 'A'), r.take('getReport', 'B'), r.take('getReport', 'A'), r.take('getReport', 'A')]).toEqual([false, true, false, true]);
    r.force('getReport', '*', 1);
    expect([r.take('getReport', 'B'), r.take('getReport', 'B')]).toEqual([false, true]);
  });
});
