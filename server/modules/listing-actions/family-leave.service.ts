// A child taken out of its variation family on Amazon leaves the family's listing on each channel
// where a family is one listing (ChannelEntry.groupsFamilies; elsewhere each child is a listing of
// its own and stays so) (issue 34): its listings are delisted as the seller's delist would
// (DELISTING, the connection's push queued) while the child is still linked, so the channel's
// adapter takes it off the family's listing and keeps the listing for the siblings. The inventory
// unlinks it once no delisting is under way (a refused one leaves the listing up with the
// channel's message, as any delist; the child is unlinked all the same, an item of its own).
import type { SqlRunner } from '../../db/transaction.ts';
import type { ListingChannel } from '../listings/listings.statuses.ts';
import { channelEntry } from '../../channels/registry.ts';
import { enqueuePush, lockSellerChannel } from './actions.service.ts';

/**
 * Marks the children's listings DELISTING and queues their pushes (unless `recheck`: a look at how
 * the delistings went, which marks nothing, so a refused delist is not retried in a loop); returns
 * the children whose delisting is still under way.
 */
export async function onChildrenLeaving(tx: SqlRunner, userId: string, itemIds: readonly string[], recheck = false): Promise<string[]> {
  if (itemIds.length === 0 || recheck) return delisting(tx, userId, itemIds);
  const { rows: channels } = await tx.query<{ channel: ListingChannel }>(
    `SELECT DISTINCT channel FROM listings WHERE user_id = $1 AND item_id = ANY($2::uuid[]) ORDER BY channel`,
    [userId, itemIds],
  );
  // Only where the family is one listing: elsewhere the child is listed alone and stays so.
  for (const { channel } of channels.filter((c) => channelEntry(c.channel)?.groupsFamilies)) {
    await lockSellerChannel(tx, userId, channel);
    const { rows: marked } = await tx.query<{ connection_id: string | null }>(
      `UPDATE listings SET status = 'DELISTING', status_at = now(), updated_at = now(), pending_revision = NULL
        WHERE user_id = $1 AND channel = $2 AND item_id = ANY($3::uuid[]) AND status <> 'DELISTING' RETURNING connection_id`,
      [userId, channel, itemIds],
    );
    for (const connectionId of new Set(marked.map((m) => m.connection_id))) if (connectionId) await enqueuePush(tx, userId, channel, connectionId);
  }
  return delisting(tx, userId, itemIds);
}

async function delisting(tx: SqlRunner, userId: string, itemIds: readonly string[]): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await tx.query<{ item_id: string }>(
    `SELECT DISTINCT item_id FROM listings WHERE user_id = $1 AND item_id = ANY($2::uuid[]) AND status = 'DELISTING'`,
    [userId, itemIds],
  );
  return rows.map((r) => r.item_id);
}
