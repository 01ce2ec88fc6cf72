// Writes and reads of the connections table. Tokens and keys go in encrypted (AES-256-GCM with
// ENCRYPTION_KEY); nothing outside this file and the per-channel access helpers decrypts them.
import type { Config } from '../../config.ts';
import { decryptSecret, encryptSecret } from '../../crypto/secrets.ts';
import type { ConnectionKind, ConnectionStatus } from '../../db/generated/enums.ts';
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

/** The plain text of a stored token or key (for the modules that call the marketplaces). */
export function revealSecret(deps: { config: Pick<Config, 'encryptionKey'> }, stored: string | null): string | null {
  return stored ? decryptSecret(deps.config.encryptionKey, stored) : null;
}
