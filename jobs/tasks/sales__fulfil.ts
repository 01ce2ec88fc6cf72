// Safe to run twice: a sale past NEW is left alone, and the MCF order id is derived from the sale,
// so an order already placed is found, not placed again.
import type { TaskDeps } from '../task-list.ts';
import { taskPayloads } from '../../server/jobs/payloads.ts';
import { fulfilSale } from '../../server/modules/sales/fulfilment.service.ts';

/** Places the Multi-Channel Fulfilment order of a paid sale's FBA lines. */
export default async function sales__fulfil(payload: unknown, deps: TaskDeps) {
  const { saleId } = taskPayloads.sales__fulfil.parse(payload);
  const status = await fulfilSale(deps, saleId);
  deps.log.info({ saleId, status }, 'sale fulfilment');
}
