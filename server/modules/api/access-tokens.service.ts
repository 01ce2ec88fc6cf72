// Access tokens for the partner API (issue 18): created with scopes and an optional expiry, the
// secret shown once (only its SHA-256 is stored), checked on every request, revoked at once.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import { ACCESS_TOKEN_SCOPES, type AccessTokenScope } from '../../../shared/api/token-scopes.ts';
import { AccessTokenInputError, AccessTokenNotFoundError } from './api.errors.ts';
import { type MemberAccess, memberAccess } from '../team/team.service.ts';

export const ACCESS_TOKEN_PREFIX = 'lb_pat_';
/** A seller's live tokens; enough for every integration, few enough to review. */
export const MAX_ACCESS_TOKENS = 25;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface ApiDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
}

export interface TokenViewer {
  userId: string;
  tokenId: string;
  scopes: ReadonlySet<AccessTokenScope>;
  name: string;
  createdBy: string | null;
  /** A token a team member made: what the member may still do (their channels, issue 35). */
  member: MemberAccess | null;
}

export const isAccessToken = (bearer: string) => bearer.startsWith(ACCESS_TOKEN_PREFIX);

export async function createAccessToken(
  deps: ApiDeps,
  userId: string,
  input: { name: string; scopes: readonly string[]; expiresAt?: Date | null },
  createdBy: string,
  /** The team member creating it on another seller's account (issue 35): the scopes must be theirs. */
  member?: { id: string; permissions: ReadonlySet<string> } | null,
) {
  const name = input.name.trim();
  if (!name || name.length > 100) throw new AccessTokenInputError('Give the token a name of at most 100 characters.');
  const scopes = [...new Set(input.scopes)];
  if (!scopes.length) throw new AccessTokenInputError('Choose at least one scope.');
  const unknown = scopes.find((s) => !(ACCESS_TOKEN_SCOPES as readonly string[]).includes(s));
  if (unknown) throw new AccessTokenInputError(`Unknown scope ${unknown}.`);
  const beyond = member && scopes.find((s) => !member.permissions.has(s));
  if (beyond) throw new AccessTokenInputError(`Your role does not include ${beyond}: a token cannot do more than you.`);
  if (input.expiresAt && input.expiresAt.getTime() <= Date.now()) throw new AccessTokenInputError('The expiry must be in the future.');
  const live = await deps.prisma.accessToken.count({ where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } });
  if (live >= MAX_ACCESS_TOKENS) throw new AccessTokenInputError(`You can have at most ${MAX_ACCESS_TOKENS} active tokens. Revoke one first.`);

  // 32 random bytes: unguessable, so a fast hash is enough to store it.
  const token = ACCESS_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const accessToken = await deps.prisma.accessToken.create({
    data: {
      userId,
      name,
      scopes,
      tokenHash: sha256(token),
      tokenHint: token.slice(-4),
      expiresAt: input.expiresAt ?? null,
      createdBy,
      memberId: member?.id ?? null,
    },
  });
  return { token, accessToken };
}

export function listAccessTokens(deps: ApiDeps, userId: string) {
  return deps.prisma.accessToken.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
}

/** Revokes a seller's token (`userId` null: an admin, any seller's). */
export async function revokeAccessToken(deps: ApiDeps, userId: string | null, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AccessTokenNotFoundError();
  const found = await deps.prisma.accessToken.findFirst({ where: userId ? { id, userId } : { id } });
  if (!found) throw new AccessTokenNotFoundError();
  return found.revokedAt ? found : deps.prisma.accessToken.update({ where: { id }, data: { revokedAt: new Date() } });
}

/**
 * The seller and scopes of a bearer `lb_pat_…`, or null when it is unknown, revoked or expired.
 * One round trip; the last use is written at most once a minute per token. A team member's token
 * holds only what the member's role holds now, and nothing once they left the account.
 */
export async function authenticateAccessToken(deps: Pick<ApiDeps, 'pool' | 'prisma'>, bearer: string): Promise<TokenViewer | null> {
  const { rows } = await deps.pool.query<{ id: string; user_id: string; scopes: string[]; name: string; created_by: string | null; member_id: string | null }>(
    `WITH t AS (
       SELECT id, user_id, scopes, name, created_by, member_id, last_used_at FROM access_tokens
        WHERE token_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())
     ), touched AS (
       UPDATE access_tokens a SET last_used_at = now() FROM t
        WHERE a.id = t.id AND (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute')
     )
     SELECT id, user_id, scopes, name, created_by, member_id FROM t`,
    [sha256(bearer)],
  );
  const row = rows[0];
  if (!row) return null;
  let scopes = row.scopes as AccessTokenScope[];
  let member: MemberAccess | null = null;
  if (row.member_id) {
    member = await memberAccess(deps, row.user_id, row.member_id);
    if (!member) return null;
    scopes = scopes.filter((s) => member!.permissions.has(s));
  }
  return { userId: row.user_id, tokenId: row.id, scopes: new Set(scopes), name: row.name, createdBy: row.created_by, member };
}
