import { useState } from 'react';
import { runInBatches } from './runInBatches.ts';

const BATCH = 25;

/** Runs a bulk action in batches and exposes its progress; `running` is null when idle. */
export function useBulkRun() {
  const [running, setRunning] = useState<{ done: number; total: number } | null>(null);
  async function start(ids: readonly string[], run: (batch: string[]) => Promise<void>) {
    setRunning({ done: 0, total: ids.length });
    try {
      await runInBatches(ids, BATCH, run, (done) => setRunning({ done, total: ids.length }));
    } finally {
      setRunning(null);
    }
  }
  return { running, start };
}
