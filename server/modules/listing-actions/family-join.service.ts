// A child added to its variation family on Amazon after the family was listed (issue 34): on each
// channel where a family is one listing (ChannelEntry.groupsFamilies) and its family's listing is
// live, the child is listed too, as if the seller had listed the family again: its listing is
// marked LISTING on the siblings' connection and the push queued, and the channel's adapter puts
// it on the family's listing (eBay replaces the inventory item group with it and publishes its
// offer, Shopify adds its variant). Only what the seller's listing action would list joins: a
// child not excluded, in stock, of a family listed as GROUP, with no listing of its own there
// (one listed alone stays as it is); the inventory says which children and their siblings.
// Idempotent: a child with a listing on the channel already is skipped.
import type pg from 'pg';
import type { SqlRunner } from '../../db/transaction.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import { channelPlan } from '../../channels/plan.ts';
import { channelEntry } from '../../channels/registry.ts';
import { capacityTaken } from '../listings/capacity-taken.ts';
import { isLive, type ListingChannel, type ListingStatus } from '../listings/listings.statuses.ts';
import type { JoiningChild } from '../inventory/ports.ts';
import { enqueuePush, lockSellerChannel } from './actions.service.ts';

/** Lists the joining children on the channels where their family's one listing is live (within the plan); returns how many were marked. */
export async function onChildrenJoining(
  deps: { prisma: PrismaClient; pool: pg.Pool },
  tx: SqlRunner,
  userId: string,
  children: readonly JoiningChild[],
): Promise<number> {
  if (children.length === 0) return 0;
  let marked = 0;
  const ids = children.map((c) => c.itemId);
  // The children's and their siblings' listings, on every channel.
  const { rows: all } = await tx.query<{ item_id: string; channel: ListingChannel; connection_id: string | null; status: ListingStatus }>(
    `SELECT item_id, channel, connection_id, status FROM listings WHERE user_id = $1 AND item_id = ANY($2::uuid[]) ORDER BY channel`,
    [userId, [...new Set([...ids, ...children.flatMap((c) => c.siblingIds)])]],
  );
  const channels = [...new Set(all.map((r) => r.channel))].filter((c) => channelEntry(c)?.groupsFamilies);
  for (const channel of channels) {
    const rows = all.filter((r) => r.channel === channel);
    const listedAlready = new Set(rows.map((r) => r.item_id));
    // The connection each sibling's live listing is on (the family's one listing).
    const liveOn = new Map(rows.filter((r) => isLive(channel, r.status) && r.connection_id).map((r) => [r.item_id, r.connection_id!]));
    const joining = children.flatMap((c) => {
      const connectionId = c.siblingIds.map((s) => liveOn.get(s)).find(Boolean);
      return connectionId && !listedAlready.has(c.itemId) ? [{ ...c, connectionId }] : [];
    });
    if (joining.length === 0) continue;
    await lockSellerChannel(tx, userId, channel);
    // Within the seller's plan on the channel, as a held-back relisting: those past it stay unlisted.
    const plan = await channelPlan(deps, userId, channel);
    const room = Math.max(0, (plan?.maxListings ?? 0) - (await capacityTaken(tx, userId, channel)));
    const take = joining.slice(0, room);
    if (take.length === 0) continue;
    const { rows: inserted } = await tx.query<{ connection_id: string }>(
      `INSERT INTO listings (user_id, item_id, channel, connection_id, status, status_at, sku)
       SELECT $1, j.id, $2, j.conn, 'LISTING', now(), j.sku FROM unnest($3::uuid[], $4::uuid[], $5::text[]) AS j(id, conn, sku)
       ON CONFLICT (item_id, channel) DO NOTHING RETURNING connection_id`,
      [userId, channel, take.map((j) => j.itemId), take.map((j) => j.connectionId), take.map((j) => j.sku)],
    );
    for (const c of new Set(inserted.map((r) => r.connection_id))) await enqueuePush(tx, userId, channel, c);
    marked += inserted.length;
  }
  return marked;
}
