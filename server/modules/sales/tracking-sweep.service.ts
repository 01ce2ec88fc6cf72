// MCF tracking by one sweep per seller (issue 31) instead of one poll chain per sale: a single
// listAllFulfillmentOrders(queryStartDate) names every MCF order that changed since the last sweep,
// and only orders Amazon has shipped are read in detail (getFulfillmentOrder, for the carrier and
// tracking number); an order Amazon ended unshipped needs no more than the list's status. A minute
// of 200 open orders costs 1 list call plus one detail per shipped order, not 200 polls.
import { sessionFor } from '../connections/connections.service.ts';
import { ENDED_UNSHIPPED, endUnshipped, trackSale } from './fulfilment.service.ts';
import { spendMcfToken } from './mcf-budget.ts';
import type { SalesDeps } from './sales.service.ts';
import { queueTrackingSweep, sweepDelayMs } from './tracking-queue.ts';
import { subscribedToMcfNotifications } from './mcf-notifications.service.ts';

type Deps = SalesDeps & { config: SalesDeps['config'] & Record<string, unknown> };

/** Statuses of an order Amazon has shipped: its shipments are read in detail (carrier and tracking number). */
const SHIPPED = new Set(['Complete', 'CompletePartialled']);
/** Amazon's statusUpdatedDate and our clock may disagree a little: each sweep re-reads a minute back. */
const OVERLAP_MS = 60_000;

/** The minute cron's safety net: a sweep for every seller with MCF orders still open. */
export async function queueTrackingSweeps(deps: Deps): Promise<number> {
  const { rows } = await deps.pool.query<{ user_id: string }>(
    `SELECT DISTINCT user_id FROM sales WHERE status = 'MCF_REQUESTED' AND seller_fulfillment_order_id IS NOT NULL`,
  );
  for (const r of rows) await queueTrackingSweep(deps.pool, r.user_id, 0);
  return rows.length;
}

/**
 * One seller's sweep. Safe to run twice: each settled order goes through trackSale, which looks
 * at a sale only while it waits for Amazon and checks the channel's own record before sending.
 */
export async function sweepTracking(deps: Deps, userId: string): Promise<{ open: number; listed: number; detailed: number }> {
  const { rows: open } = await deps.pool.query<{ id: string; mcf_id: string; fba_status: string | null; created_at: Date }>(
    `SELECT id, seller_fulfillment_order_id AS mcf_id, fba_status, updated_at AS created_at FROM sales
      WHERE user_id = $1 AND status = 'MCF_REQUESTED' AND seller_fulfillment_order_id IS NOT NULL`,
    [userId],
  );
  if (open.length === 0) return { open: 0, listed: 0, detailed: 0 };
  const { rows: marks } = await deps.pool.query<{ swept_at: Date }>('SELECT swept_at FROM mcf_track_marks WHERE user_id = $1', [userId]);
  // From the last sweep, or (first sweep) from the oldest open order's last change.
  const from = marks[0]?.swept_at ?? new Date(Math.min(...open.map((s) => s.created_at.getTime())));
  const startedAt = new Date();
  const amazon = await sessionFor(deps, userId, 'amazon');
  await spendMcfToken(deps, userId, 'listAllFulfillmentOrders');
  const orders = await amazon.api.listAllFulfillmentOrders(new Date(from.getTime() - OVERLAP_MS).toISOString());
  const byId = new Map(orders.map((o) => [o.sellerFulfillmentOrderId, o]));
  // A seller followed by notifications: an order that shipped moments ago is left to its
  // notification (which carries the tracking) rather than read back; a later sweep reads it if
  // the notification never came. The mark stays at or before it, so that sweep lists it again.
  const graceMs = (await subscribedToMcfNotifications(deps, userId)) ? Number(deps.config.MCF_NOTIFICATION_GRACE_MS ?? 120_000) : 0;
  let mark = startedAt.getTime();
  let detailed = 0;
  for (const sale of open) {
    const listed = byId.get(sale.mcf_id);
    const status = listed?.fulfillmentOrderStatus;
    if (!status) continue;
    const changedAt = Date.parse(listed.statusUpdatedDate ?? '') || 0;
    if (SHIPPED.has(status) && startedAt.getTime() - changedAt < graceMs) {
      mark = Math.min(mark, changedAt);
      continue;
    }
    if (ENDED_UNSHIPPED.has(status)) {
      // Nothing shipped, nothing to read: the list's status is the whole answer.
      await endUnshipped(deps, sale.id, status);
    } else if (SHIPPED.has(status)) {
      // trackSale reads the order's shipments (one getFulfillmentOrder) and sends the tracking.
      detailed++;
      await trackSale(deps, sale.id);
    } else if (status !== sale.fba_status) {
      await deps.pool.query(`UPDATE sales SET fba_status = $2, updated_at = now() WHERE id = $1 AND status = 'MCF_REQUESTED'`, [sale.id, status]);
    }
  }
  await deps.pool.query(
    `INSERT INTO mcf_track_marks (user_id, swept_at) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET swept_at = GREATEST(mcf_track_marks.swept_at, EXCLUDED.swept_at)`,
    [userId, new Date(mark)],
  );
  const { rows: left } = await deps.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM sales WHERE user_id = $1 AND status = 'MCF_REQUESTED' AND seller_fulfillment_order_id IS NOT NULL`,
    [userId],
  );
  if (left[0]!.n > 0) await queueTrackingSweep(deps.pool, userId, sweepDelayMs(deps));
  return { open: open.length, listed: orders.length, detailed };
}
