import { describe, expect, it } from 'vitest';
import { rateWindow } from './rate-window.ts';

describe('rateWindow', () => {
  it('allows `limit` hits per key in a window, then refuses until the window ends', () => {
    let t = 1_000_000;
    const w = rateWindow({ limit: 3, windowMs: 60_000, now: () => t });
    expect([w.hit('a'), w.hit('a'), w.hit('a'), w.hit('a')]).toEqual([true, true, true, false]);
    expect(w.hit('b')).toBe(true); // per key
    expect(w.exceeded('a')).toBe(true);
    expect(w.exceeded('b')).toBe(false);
    t += 45_000;
    expect(w.retryAfterSeconds()).toBe(15);
    expect(w.hit('a')).toBe(false);
    t += 15_000;
    expect(w.hit('a')).toBe(true);
    expect(w.exceeded('a')).toBe(false);
  });

  it('exceeded counts nothing', () => {
    const w = rateWindow({ limit: 1, windowMs: 1000, now: () => 0 });
    for (let i = 0; i < 5; i++) expect(w.exceeded('a')).toBe(false);
    expect(w.hit('a')).toBe(true);
    expect(w.exceeded('a')).toBe(true);
  });

  it('stops tracking new keys beyond maxKeys instead of growing without end', () => {
    const w = rateWindow({ limit: 1, windowMs: 1000, maxKeys: 2, now: () => 0 });
    w.hit('a');
    w.hit('b');
    expect(w.hit('c')).toBe(true);
    expect(w.hit('c')).toBe(true); // untracked: still meets the signature check downstream
    expect(w.hit('a')).toBe(false);
  });
});
