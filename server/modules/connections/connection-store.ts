// Writes and reads of the connections table (besides it only the OnBuy token lock in
// onbuy-shared-token.ts queries it). Tokens and keys go in encrypted (AES-256-GCM with
// ENCRYPTION_KEY); only sessions.ts decrypts them.
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { encryptSecret } from '../../crypto/secrets.ts';
import type { ConnectionStatus } from '../../db/generated/enums.ts';

/** AMAZON or a channel's code (EBAY, SHOPIFY, ONBUY, or any the channel registry holds): plain text since issue 33. */
export type ConnectionKind = string;
import type { Prisma, PrismaClient } from '../../db/prisma.ts';

export interface ConnectionWrite {
  accountId: string;
  accountName?: string | null;
  marketplace?: string | null;
  /** Plain text here; stored encrypted. */
  refreshToken?: string | null;
  accessToken?: string | null;
  accessTokenExpiresAt?: Date | null;
  settings?: Record<string, unknown>;
}

type Deps = { prisma: PrismaClient; config: Pick<Config, 'encryptionKey'> };

const enc = (deps: Deps, v: string | null | undefined) => (v ? encryptSecret(deps.config.encryptionKey, v) : null);

/**
 * Creates or replaces the seller's connection of this kind, authorised. A reconnection keeps the
 * settings the seller chose (e.g. the eBay currency) unless the new ones override them.
 */
export async function saveConnection(deps: Deps, userId: string, kind: ConnectionKind, w: ConnectionWrite) {
  const existing = await deps.prisma.connection.findUnique({ where: { userId_kind: { userId, kind } } });
  const settings = { ...((existing?.settings as Record<string, unknown> | null) ?? {}), ...(w.settings ?? {}) } as Prisma.InputJsonValue;
  const data = {
    status: 'AUTHORIZED' as ConnectionStatus,
    accountId: w.accountId,
    accountName: w.accountName ?? null,
    marketplace: w.marketplace ?? null,
    refreshToken: enc(deps, w.refreshToken),
    accessToken: enc(deps, w.accessToken),
    accessTokenExpiresAt: w.accessTokenExpiresAt ?? null,
    settings,
  };
  return deps.prisma.connection.upsert({
    where: { userId_kind: { userId, kind } },
    create: { userId, kind, ...data },
    update: data,
  });
}

export function findConnection(deps: { prisma: PrismaClient }, userId: string, kind: ConnectionKind) {
  return deps.prisma.connection.findUnique({ where: { userId_kind: { userId, kind } } });
}

/** Merges into the connection's settings; null when the seller has no such connection. */
export async function updateSettings(
  deps: { prisma: PrismaClient },
  userId: string,
  kind: ConnectionKind,
  patch: Record<string, unknown>,
  extra: { marketplace?: string } = {},
) {
  const c = await findConnection(deps, userId, kind);
  if (!c) return null;
  const settings = { ...((c.settings as Record<string, unknown>) ?? {}), ...patch } as Prisma.InputJsonValue;
  return deps.prisma.connection.update({ where: { id: c.id }, data: { settings, ...extra } });
}

/** A connection as the sessions read it (pg: the jobs' hot path, and the OnBuy token lock). Secrets still encrypted. */
export interface StoredConnection {
  id: string;
  status: ConnectionStatus;
  accountId: string;
  accountName: string | null;
  marketplace: string | null;
  refreshToken: string | null;
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
  settings: Record<string, unknown>;
}

const STORED_COLUMNS = `id, status, account_id AS "accountId", account_name AS "accountName", marketplace, refresh_token AS "refreshToken",
  access_token AS "accessToken", access_token_expires_at AS "accessTokenExpiresAt", settings`;

type Db = { pool: pg.Pool } | { pool: pg.PoolClient };

export async function readConnection(deps: Db, userId: string, kind: ConnectionKind): Promise<StoredConnection | null> {
  const { rows } = await deps.pool.query<StoredConnection>(`SELECT ${STORED_COLUMNS} FROM connections WHERE user_id = $1 AND kind = $2`, [userId, kind]);
  return rows[0] ?? null;
}

/**
 * Stores a new access token (already encrypted). updated_at stays: it dates the authorisation
 * ("connected at"), which a token refresh does not change.
 */
export async function storeAccessToken(deps: Db, userId: string, connectionId: string, sealed: string, expiresAt: Date): Promise<void> {
  await deps.pool.query('UPDATE connections SET access_token = $3, access_token_expires_at = $4 WHERE id = $1 AND user_id = $2', [
    connectionId,
    userId,
    sealed,
    expiresAt,
  ]);
}

/**
 * Merges keys into a connection's settings (pg, beside the token writes: the jobs' sessions hold no
 * Prisma). updated_at stays: it dates the authorisation. No-op without such a connection.
 */
export async function mergeConnectionSettings(deps: Db, userId: string, kind: ConnectionKind, patch: Record<string, unknown>): Promise<void> {
  await deps.pool.query('UPDATE connections SET settings = settings || $3::jsonb WHERE user_id = $1 AND kind = $2', [userId, kind, JSON.stringify(patch)]);
}

/** The marketplace refused the stored authorisation: the card asks the seller to reauthorise. */
export async function markNeedsReauth(deps: Db, userId: string, connectionId: string): Promise<void> {
  await deps.pool.query(`UPDATE connections SET status = 'NEEDS_REAUTH', updated_at = now() WHERE id = $1 AND user_id = $2`, [connectionId, userId]);
}

/** Sellers with an authorised Amazon connection (the scheduled imports and polls fan out over them). */
export async function amazonSellerIds(deps: { pool: pg.Pool }): Promise<string[]> {
  const { rows } = await deps.pool.query(
    `SELECT user_id FROM connections WHERE kind = 'AMAZON' AND status = 'AUTHORIZED' AND refresh_token IS NOT NULL ORDER BY user_id`,
  );
  return rows.map((r) => r.user_id as string);
}

/** Sellers with an authorised connection of this kind and an authorised Amazon connection (the order imports fan out over them). */
export async function sellersWithAmazonAnd(deps: { pool: pg.Pool }, kind: string): Promise<string[]> {
  const { rows } = await deps.pool.query(
    `SELECT c.user_id FROM connections c
      WHERE c.kind = $1 AND c.status = 'AUTHORIZED'
        AND EXISTS (SELECT 1 FROM connections a WHERE a.user_id = c.user_id AND a.kind = 'AMAZON' AND a.status = 'AUTHORIZED' AND a.refresh_token IS NOT NULL)
      ORDER BY c.user_id`,
    [kind],
  );
  return rows.map((r) => r.user_id as string);
}
