// When a seller's MCF tracking sweep runs (tracking-sweep.service.ts): after a sale is placed, and
// again while the seller has MCF orders open. One waiting sweep per seller (its job key).
import { enqueue } from '../../jobs/enqueue.ts';
import type { SalesDeps } from './sales.service.ts';

export const sweepDelayMs = (deps: Pick<SalesDeps, 'config'>) => Number((deps.config as { SALES_TRACK_DELAY_MS?: number }).SALES_TRACK_DELAY_MS ?? 60_000);
export const sweepJobKey = (userId: string) => `mcf-sweep:${userId}`;

/** Queues the seller's sweep in `delayMs` (a sweep already due sooner keeps its time). */
export async function queueTrackingSweep(db: Parameters<typeof enqueue>[0], userId: string, delayMs: number): Promise<void> {
  await enqueue(
    db,
    'sales__track_sweep',
    { userId },
    { jobKey: sweepJobKey(userId), jobKeyMode: 'preserve_run_at', runAt: new Date(Date.now() + delayMs), priority: 1 },
  );
}
