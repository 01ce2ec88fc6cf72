// Safe to run twice: an existing subscription (Amazon's 409) is read back and stored again.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { subscribeToMcfNotifications } from '../../server/modules/sales/mcf-notifications.service.ts';

/** Subscribes one seller to FULFILLMENT_ORDER_STATUS notifications (MCF tracking without read-backs). */
export default async function sales__mcf_subscribe(payload: unknown, deps: TaskDeps) {
  const { userId } = taskPayloads.sales__mcf_subscribe.parse(payload);
  const r = await subscribeToMcfNotifications(deps, userId);
  deps.log.info({ userId, result: r }, 'MCF notifications');
}
