// Safe to run twice: the sweep only reads Amazon and hands settled orders to trackSale, which looks
// at a sale only while it waits for Amazon and checks the channel's own record before sending.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { queueTrackingSweeps, sweepTracking } from '../../server/modules/sales/tracking-sweep.service.ts';

/** The cron (no payload) queues a sweep per seller with open MCF orders; a seller's job sweeps their MCF orders once. */
export default async function sales__track_sweep(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.sales__track_sweep.parse(payload);
  if (!userId) {
    await queueTrackingSweeps(deps);
    return;
  }
  const r = await sweepTracking(deps, userId);
  if (r.detailed) deps.log.info({ userId, ...r }, 'MCF tracking sweep');
}
