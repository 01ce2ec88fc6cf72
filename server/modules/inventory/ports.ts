// What inventory announces to the modules above it, inside the transaction that changed the items
// (so a rolled-back change announces nothing). Inventory knows no listing: the listing modules
// implement these and server/wiring.ts plugs them in.
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import type { SqlRunner as Sql } from '../../db/transaction.ts';
import { port } from '../../ports.ts';

/**
 * The change feed: these items' quantity, price, fees or overrides changed (the Amazon import, the
 * quantity poll, fee enrichment, the seller's edits). Listing sync marks the seller's live listings
 * of them due and queues one sync job per connection.
 */
export const onItemsChanged = port<(tx: Sql, userId: string, itemIds: readonly string[]) => Promise<unknown>>('inventory.onItemsChanged');

/** Amazon's catalogue data arrived for these items: listings waiting for it go ahead, those held back for want of it are listed again. */
export const onCatalogArrived =
  port<(deps: { prisma: PrismaClient; pool: pg.Pool }, tx: Sql, userId: string, itemIds: readonly string[]) => Promise<void>>('inventory.onCatalogArrived');

/**
 * These children left their variation family on Amazon (issue 34): their listings are delisted
 * (taking them out of the family's listing on each channel, while they are still linked so the
 * channel knows the group; `recheck`: only looks). Returns the items whose delisting is under way:
 * they stay linked until it is done.
 */
export const onChildrenLeaving =
  port<(tx: Sql, userId: string, itemIds: readonly string[], recheck?: boolean) => Promise<string[]>>('inventory.onChildrenLeaving');

/** A child that joined its variation family (issue 34), with the siblings already in it (not excluded). */
export interface JoiningChild {
  itemId: string;
  sku: string;
  siblingIds: string[];
}

/**
 * These children joined their family on Amazon after it was listed (issue 34; only those the
 * seller's listing of the family would list: not excluded, in stock, the family listed as GROUP):
 * they are listed where their family is one live listing.
 */
export const onChildrenJoining =
  port<(deps: { prisma: PrismaClient; pool: pg.Pool }, tx: Sql, userId: string, children: readonly JoiningChild[]) => Promise<unknown>>(
    'inventory.onChildrenJoining',
  );
