// Safe to run twice: only a sale still waiting for Amazon is looked at, and the channel's own record
// of a shipment is checked before tracking is sent.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { trackSale } from '../../server/modules/sales/fulfilment.service.ts';

/** Reads a sale's MCF order once (jobs queued before the tracking sweep existed); once shipped, sends the tracking to the channel. */
export default async function sales__track(payload: unknown, deps: TaskDeps) {
  const { saleId } = taskPayloads.sales__track.parse(payload);
  const status = await trackSale(deps, saleId);
  if (status !== 'WAITING') deps.log.info({ saleId, status }, 'sale tracking');
}
