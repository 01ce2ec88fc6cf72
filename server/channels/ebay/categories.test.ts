import { describe, expect, it } from 'vitest';
import { categoryTitleKey, mapLimited } from './categories.ts';

describe('categoryTitleKey', () => {
  it('gives variants that differ only by numbers the same key', () => {
    expect(categoryTitleKey('Sony Wireless Over-Ear Headphones 1')).toBe('sony wireless over ear headphones');
    expect(categoryTitleKey('SONY wireless over-ear headphones #2041')).toBe('sony wireless over ear headphones');
    expect(categoryTitleKey('Water Bottle 500ml, 2x')).toBe(categoryTitleKey('Water bottle 750ml 3x'));
  });

  it('keeps words that decide the category, and model names that start with a letter', () => {
    expect(categoryTitleKey('Sony WH-1000XM4 Headphones')).toBe('sony wh headphones');
    expect(categoryTitleKey('USB Cable')).not.toBe(categoryTitleKey('USB Charger'));
    expect(categoryTitleKey('Apple iPhone13 case')).toBe('apple iphone13 case');
    expect(categoryTitleKey('Mütze für Kinder 3')).toBe('mütze für kinder');
  });
});

describe('mapLimited', () => {
  it('keeps the order of its inputs and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3, 0, 6], 3, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30, 0, 60]);
    expect(most).toBe(3);
  });

  it('passes a failure on', async () => {
    await expect(mapLimited([1, 2], 2, async (n) => (n === 2 ? Promise.reject(new Error('no')) : n))).rejects.toThrow('no');
  });

  it('after a failure starts nothing new and answers only once the work in flight has ended', async () => {
    const started: number[] = [];
    let inFlight = 0;
    const call = mapLimited([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      inFlight++;
      try {
        if (n === 1) throw new Error('no');
        await new Promise((r) => setTimeout(r, 30));
        return n;
      } finally {
        inFlight--;
      }
    });
    await expect(call).rejects.toThrow('no');
    expect(inFlight).toBe(0);
    expect(started).toEqual([1, 2]);
  });
});
