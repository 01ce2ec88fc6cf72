// Removing a channel's data when the channel tells us to (Shopify shop/redact, eBay Marketplace
// Account Deletion). The webhooks module calls these inside its transaction, so they take any
// Prisma client that can reach the connections table (the client itself or a transaction).
import type { PrismaClient } from '../../db/prisma.ts';

/** The part of Prisma these functions need: a PrismaClient or an interactive transaction. */
export type ConnectionsDb = Pick<PrismaClient, 'connection'>;

/**
 * Shopify shop/redact: the shop uninstalled ListBridge 48 hours ago and asks us to erase its data.
 * Deletes every seller's connection to that shop (token included); returns how many went.
 */
export async function removeShopifyShopData(db: ConnectionsDb, shopDomain: string): Promise<number> {
  const domain = shopDomain.trim().toLowerCase();
  if (!domain) return 0;
  const { count } = await db.connection.deleteMany({ where: { kind: 'SHOPIFY', accountId: domain } });
  return count;
}

/**
 * app/uninstalled: the token is dead; the connection stays (the seller sees "reauthorise").
 * Returns how many connections were marked.
 */
export async function markShopifyShopUninstalled(db: ConnectionsDb, shopDomain: string): Promise<number> {
  const domain = shopDomain.trim().toLowerCase();
  if (!domain) return 0;
  const { count } = await db.connection.updateMany({ where: { kind: 'SHOPIFY', accountId: domain }, data: { status: 'NEEDS_REAUTH' } });
  return count;
}

/**
 * eBay Marketplace Account Deletion: the eBay user closed their account or asked for their data to
 * be deleted. Deletes the eBay connection (tokens, user name, site) of every seller connected as
 * that eBay user name. Returns how many went.
 */
export async function removeEbayAccountData(db: ConnectionsDb, ebayUsername: string): Promise<number> {
  // An empty name must never match: connections whose name could not be read store ''.
  const username = ebayUsername.trim();
  if (!username) return 0;
  // eBay user names are case-insensitive.
  const { count } = await db.connection.deleteMany({ where: { kind: 'EBAY', accountId: { equals: username, mode: 'insensitive' } } });
  return count;
}
