import { describe, expect, it } from 'vitest';
import { runInBatches } from './runInBatches.ts';

describe('runInBatches', () => {
  it('runs batches in order and reports progress after each', async () => {
    const seen: string[][] = [];
    const progress: number[] = [];
    await runInBatches(
      ['a', 'b', 'c', 'd', 'e'],
      2,
      async (b) => void seen.push(b),
      (n) => progress.push(n),
    );
    expect(seen).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(progress).toEqual([0, 2, 4, 5]);
  });
  it('stops at the first failure', async () => {
    let calls = 0;
    const failing = runInBatches(
      ['a', 'b', 'c'],
      1,
      async () => {
        calls += 1;
        if (calls === 2) throw new Error('nope');
      },
      () => {},
    );
    await expect(failing).rejects.toThrow('nope');
    expect(calls).toBe(2);
  });
});
