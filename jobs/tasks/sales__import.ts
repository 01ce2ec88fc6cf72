// Safe to run twice: sales are saved idempotently on (seller, channel, order id) and the mark only
// moves forward, so a re-run re-reads a few orders and changes nothing.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { importOrders, queueOrderImports } from '../../server/modules/sales/sales.service.ts';
import { queueMcfSubscriptions } from '../../server/modules/sales/mcf-notifications.service.ts';

/** The cron (no payload) fans out one job per seller (and their MCF subscriptions); a seller's job polls the channel's orders. */
export default async function sales__import(payload: unknown, deps: TaskDeps) {
  const p = taskPayloads.sales__import.parse(payload);
  if (!p.userId) {
    await queueOrderImports(deps);
    // Sellers with Amazon not yet subscribed to MCF notifications (a new connection: within the minute).
    await queueMcfSubscriptions(deps);
    return;
  }
  const channel = p.channel ?? 'EBAY';
  const r = await importOrders(deps, p.userId, channel);
  if (r.created) deps.log.info({ userId: p.userId, channel, ...r }, 'imported channel orders');
}
