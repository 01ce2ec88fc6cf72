// OAuth `state` values: random, handed to the browser once, kept only as a SHA-256, single use and
// short-lived. Consuming one checks the seller and the service too, so a state issued to another
// seller (or for another service) is refused like an unknown one.
import { createHash, randomBytes } from 'node:crypto';
import type { ConnectionKind } from './connection-store.ts';
import type { PrismaClient } from '../../db/prisma.ts';
import type { OAuthFlow } from '../../../shared/connections/ebay-state.ts';
import { InvalidOAuthStateError } from './connections.errors.ts';

/** Consent pages expire long before this; a seller who wanders off simply starts again. */
export const STATE_TTL_MS = 30 * 60_000;

/** Where the browser goes after the return route (shared with the client's eBay return page). */
export type { OAuthFlow };

export interface StateData {
  flow: OAuthFlow;
  [key: string]: string | number | boolean | null;
}

const hash = (raw: string) => createHash('sha256').update(raw).digest('hex');

/** A fresh state for this seller and service; only its hash is stored. */
export async function issueState(deps: { prisma: PrismaClient }, userId: string, kind: ConnectionKind, data: StateData): Promise<string> {
  const raw = randomBytes(24).toString('hex');
  await deps.prisma.oAuthState.create({
    data: { userId, kind, stateHash: hash(raw), data, expiresAt: new Date(Date.now() + STATE_TTL_MS) },
  });
  return raw;
}

/**
 * Marks the state used and returns what was stored with it; InvalidOAuthStateError when it is
 * unknown, another seller's or service's, used or expired. One conditional UPDATE, so two
 * concurrent returns with the same state cannot both succeed.
 */
export async function consumeState(deps: { prisma: PrismaClient }, userId: string, kind: ConnectionKind, raw: string): Promise<StateData> {
  if (!raw) throw new InvalidOAuthStateError();
  const stateHash = hash(raw);
  const { count } = await deps.prisma.oAuthState.updateMany({
    where: { stateHash, userId, kind, usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (count !== 1) throw new InvalidOAuthStateError();
  const row = await deps.prisma.oAuthState.findUniqueOrThrow({ where: { stateHash } });
  return row.data as StateData;
}
