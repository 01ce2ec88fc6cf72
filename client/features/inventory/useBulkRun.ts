import { useState } from 'react';
import { runInBatches } from './runInBatches.ts';

const BATCH = 25;

/** Runs a bulk action in batches and exposes its progress; `running` is null when idle. */
export function useBulkRun() {
  const [running, setRunning] = useState<{ done: number; total: number } | null>(null);
  /** `size`: items per request (a listing sends all at once, so the plan check is all or nothing). */
  async function start(ids: readonly string[], run: (batch: string[]) => Promise<void>, size = BATCH) {
    setRunning({ done: 0, total: ids.length });
    try {
      await runInBatches(ids, Math.max(1, size), run, (done) => setRunning({ done, total: ids.length }));
    } finally {
      setRunning(null);
    }
  }
  return { running, start };
}
