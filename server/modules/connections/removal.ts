// Removing a channel's data when the channel tells us to (Shopify shop/redact, eBay Marketplace
// Account Deletion). The webhooks module calls these inside its transaction, so they take any
// Prisma client that can reach the connections table (the client itself or a transaction).
import type { Prisma, PrismaClient } from '../../db/prisma.ts';

/** The part of Prisma these functions need: a PrismaClient or an interactive transaction. */
export type ConnectionsDb = Pick<PrismaClient, 'connection'>;

/**
 * Shopify shop/redact: the shop uninstalled ListBridge 48 hours ago and asks us to erase its data.
 * Deletes every seller's connection to that shop (token included); returns the sellers whose went
 * (their Shopify listings are the caller's to forget).
 */
export async function removeShopifyShopData(db: ConnectionsDb, shopDomain: string): Promise<string[]> {
  const domain = shopDomain.trim().toLowerCase();
  if (!domain) return [];
  return deleteConnections(db, { kind: 'SHOPIFY', accountId: domain });
}

async function deleteConnections(db: ConnectionsDb, where: Prisma.ConnectionWhereInput): Promise<string[]> {
  const rows = await db.connection.findMany({ where, select: { id: true, userId: true } });
  if (rows.length) await db.connection.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
  return rows.map((r) => r.userId);
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

/** The sellers connected to a shop (products/delete names the shop, not the seller). */
export async function sellersOfShopifyShop(db: ConnectionsDb, shopDomain: string): Promise<string[]> {
  const domain = shopDomain.trim().toLowerCase();
  if (!domain) return [];
  const rows = await db.connection.findMany({ where: { kind: 'SHOPIFY', accountId: domain }, select: { userId: true } });
  return rows.map((r) => r.userId);
}

/**
 * eBay Marketplace Account Deletion: the eBay user closed their account or asked for their data to
 * be deleted. Deletes the eBay connection (tokens, user name, site) of every seller connected as
 * that eBay user name. Returns the sellers whose connection went.
 */
export async function removeEbayAccountData(db: ConnectionsDb, ebayUsername: string): Promise<string[]> {
  // An empty name must never match: connections whose name could not be read store ''.
  const username = ebayUsername.trim();
  if (!username) return [];
  // eBay user names are case-insensitive.
  return deleteConnections(db, { kind: 'EBAY', accountId: { equals: username, mode: 'insensitive' } });
}

/**
 * The sellers connected as this eBay user (an ORDER_CONFIRMATION names the seller by user name and
 * immutable user id): by the user id kept at connect, or by the name (case-insensitive) where no id was.
 */
export async function sellersOfEbayUser(db: ConnectionsDb, user: { username: string; userId: string }): Promise<string[]> {
  const username = user.username.trim();
  const userId = user.userId.trim();
  // Empty values must never match: connections whose name could not be read store ''.
  const or: Prisma.ConnectionWhereInput[] = [];
  if (userId) or.push({ settings: { path: ['ebayUserId'], equals: userId } });
  if (username) or.push({ accountId: { equals: username, mode: 'insensitive' } });
  if (!or.length) return [];
  const rows = await db.connection.findMany({ where: { kind: 'EBAY', status: 'AUTHORIZED', OR: or }, select: { userId: true } });
  return rows.map((r) => r.userId);
}

/**
 * An admin removes a seller's eBay or Shopify authorisation (issue 17): the connection row and its
 * tokens go. Answers what it was (kind, status, account) for the audit log, or null when none.
 */
export async function removeUserConnection(
  db: ConnectionsDb,
  userId: string,
  kind: 'EBAY' | 'SHOPIFY',
): Promise<{ kind: string; status: string; accountId: string; accountName: string | null } | null> {
  const row = await db.connection.findUnique({
    where: { userId_kind: { userId, kind } },
    select: { id: true, kind: true, status: true, accountId: true, accountName: true },
  });
  if (!row) return null;
  await db.connection.delete({ where: { id: row.id } });
  return { kind: row.kind, status: row.status, accountId: row.accountId, accountName: row.accountName };
}

/** Which channels each seller has connected (the admin users list's Has eBay / Has Shopify; null: every seller). */
export async function connectedKindsByUsers(
  db: ConnectionsDb,
  userIds: readonly string[] | null,
): Promise<Map<string, { kinds: string[]; accounts: Record<string, string> }>> {
  const rows = await db.connection.findMany({
    where: userIds ? { userId: { in: [...userIds] } } : {},
    select: { userId: true, kind: true, accountId: true },
  });
  const out = new Map<string, { kinds: string[]; accounts: Record<string, string> }>();
  for (const r of rows) {
    const e = out.get(r.userId) ?? { kinds: [], accounts: {} };
    e.kinds.push(r.kind);
    e.accounts[r.kind] = r.accountId;
    out.set(r.userId, e);
  }
  return out;
}
