// "Bulk listing reports how many were held back and why" (issue 12): the seller's eBay listings
// the pre-flight check kept from eBay (their last action failed with its message), counted per
// message. The engine records the message as the listing's error, so this is a read of listings.
import type pg from 'pg';
import { PREFLIGHT_MESSAGE_PREFIXES } from '../../channels/ebay/preflight.ts';

export interface HeldBack {
  count: number;
  /** Most frequent first. */
  reasons: { message: string; count: number }[];
}

export async function ebayHeldBack(deps: { pool: pg.Pool }, userId: string): Promise<HeldBack> {
  const { rows } = await deps.pool.query<{ message: string; count: number }>(
    `SELECT last_error AS message, count(*)::int AS count FROM listings
      WHERE user_id = $1 AND channel = 'EBAY' AND status IN ('FAILED_TO_LIST', 'FAILED_TO_REVISE')
        AND (starts_with(last_error, $2) OR starts_with(last_error, $3))
      GROUP BY last_error ORDER BY count(*) DESC, last_error`,
    [userId, ...PREFLIGHT_MESSAGE_PREFIXES],
  );
  return { count: rows.reduce((n, r) => n + r.count, 0), reasons: rows };
}
