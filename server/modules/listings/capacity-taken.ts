// The one capacity rule (issue 29): the listings that take a place in the seller's plan on a
// channel are those live there or being listed, each row once. Listing actions, re-listing of
// held-back items and the CSV imports all count with capacityTaken.
import type { SqlRunner } from '../../db/transaction.ts';
import { channelRule, type ListingChannel, type ListingStatus } from './listings.statuses.ts';

/** Statuses that take a place in the plan: the channel's live ones and LISTING (Shopify counts LISTING as live already). */
export const capacityStatuses = (channel: ListingChannel): ListingStatus[] => [...new Set<ListingStatus>([...channelRule(channel).live, 'LISTING'])];

/** How many of the seller's listings on the channel take a place in the plan (on the caller's connection: inside its transaction, after its lock). */
export async function capacityTaken(db: SqlRunner, userId: string, channel: ListingChannel): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listings WHERE user_id = $1 AND channel = $2 AND status = ANY($3::"ListingStatus"[])`,
    [userId, channel, capacityStatuses(channel)],
  );
  return rows[0]!.n;
}
