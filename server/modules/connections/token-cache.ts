// What ListBridge caches of a seller's marketplace authorisation: the short-lived access token kept
// (encrypted) next to the refresh token. Clearing it makes the next call fetch a fresh one with the
// refresh token (admin's clear-cache, spec 002 §7 /ebay-auth/service/{serviceName}/user/{userId}/clear-cache).
import type pg from 'pg';
import type { ConnectionKind } from './connection-store.ts';

/** Forgets the seller's cached access token for this channel; true when there was one. */
export async function clearCachedAccessToken(deps: { pool: pg.Pool }, userId: string, kind: ConnectionKind): Promise<boolean> {
  const r = await deps.pool.query(
    'UPDATE connections SET access_token = NULL, access_token_expires_at = NULL WHERE user_id = $1 AND kind = $2 AND access_token IS NOT NULL',
    [userId, kind],
  );
  return (r.rowCount ?? 0) > 0;
}
