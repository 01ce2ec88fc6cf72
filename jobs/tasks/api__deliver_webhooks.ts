// Safe to run twice: each delivery is claimed with a lease before it is sent and marked with its
// outcome after, so a second run finds nothing due (a run killed mid-send resends that one
// delivery after the lease: receivers dedupe on ListBridge-Event-Id).
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { deliverDue } from '../../server/modules/api/webhooks.service.ts';

/** Sends one webhook endpoint's due deliveries in order, then queues itself for the next retry. */
export default async function api__deliver_webhooks(payload: unknown, deps: TaskDeps) {
  const { endpointId } = taskPayloads.api__deliver_webhooks.parse(payload);
  const r = await deliverDue(deps, endpointId);
  if (r.sent) deps.log.info({ endpointId, ...r }, 'webhook deliveries sent');
}
