// A visible backlog (issue 31): when a seller's new sales wait for Amazon's MCF limit (each order
// spends a preview and a create, each 2 a second per seller), the alert banner — on every page,
// the Sales pages included — says how many wait and about how long until the last reaches Amazon.
// Nothing is dropped: the orders stay NEW and their jobs go on at the limit's rate.
import type pg from 'pg';
import { MCF_PLANS, mcfTokensLeft } from './mcf-budget.ts';

/** Below this expected wait the queue drains before a seller could read a banner about it. */
const SHOW_FROM_SECONDS = 30;

export interface McfBacklog {
  waitingOrders: number;
  /** Seconds until the last waiting order can be placed at Amazon's rate (what the bucket holds goes at once). */
  expectedWaitSeconds: number;
  /** The channel most of them came from (the banner's link). */
  channel: string;
}

/** The seller's sales waiting to be placed at Amazon, and the wait Amazon's limit gives them. */
export async function mcfBacklog(db: { pool: pg.Pool }, userId: string): Promise<McfBacklog | null> {
  const { rows } = await db.pool.query<{ channel: string; n: number }>(
    `SELECT channel, count(*)::int AS n FROM sales WHERE user_id = $1 AND status = 'NEW' GROUP BY channel ORDER BY n DESC`,
    [userId],
  );
  const waitingOrders = rows.reduce((sum, r) => sum + r.n, 0);
  if (waitingOrders === 0) return null;
  const left = await mcfTokensLeft(db, userId);
  const plan = MCF_PLANS.createFulfillmentOrder;
  // Each order needs one token of each bucket it spends from: the emptiest one sets the pace.
  const ready = Math.floor(Math.min(left.createFulfillmentOrder ?? plan.burst, left.getFulfillmentPreview ?? plan.burst));
  const expectedWaitSeconds = Math.ceil(Math.max(0, waitingOrders - ready) / plan.rate);
  return { waitingOrders, expectedWaitSeconds, channel: rows[0]!.channel };
}

/** The banner while the backlog's wait is long enough to notice. */
export async function mcfBacklogAlerts(db: { pool: pg.Pool }, userId: string, now = new Date()) {
  const b = await mcfBacklog(db, userId);
  if (!b || b.expectedWaitSeconds < SHOW_FROM_SECONDS) return [];
  const wait = b.expectedWaitSeconds < 90 ? `${b.expectedWaitSeconds} seconds` : `${Math.round(b.expectedWaitSeconds / 60)} minutes`;
  return [
    {
      _active: true,
      _created_at: now.toISOString(),
      _type: 'mcf_backlog',
      classname: 'warning',
      message: `${b.waitingOrders} orders are waiting for Amazon's fulfilment limit (${MCF_PLANS.createFulfillmentOrder.rate} orders a second): the last should reach Amazon in about ${wait}. None is lost; they go in order.`,
      user_id: userId,
    },
  ];
}
