// The referral programme's accounts side (spec 001 §1, 002 §2.8): each seller's referrer_alias
// (their link is {publicUrl}/signup?ref={alias}), made on first need; who referred a seller (set
// once, at sign-up through the link); and the lookups billing needs for the $50 coupon and the
// 22% commission.
import { randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db/prisma.ts';

type Deps = { prisma: PrismaClient };

/** Lower-case letters and digits without look-alikes (0/o, 1/l). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const ALIAS_LENGTH = 8;
export const ALIAS_PATTERN = /^[a-z0-9]{4,32}$/;

function newAlias(): string {
  const bytes = randomBytes(ALIAS_LENGTH);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The seller's alias, made (and kept) on first need. */
export async function ensureReferrerAlias(deps: Deps, userId: string): Promise<string> {
  const u = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { referrerAlias: true } });
  if (u.referrerAlias) return u.referrerAlias;
  for (let attempt = 0; ; attempt++) {
    const alias = newAlias();
    // Only where none is set yet: two first views at once end with one alias.
    const set = await deps.prisma.user.updateMany({ where: { id: userId, referrerAlias: null }, data: { referrerAlias: alias } }).catch((err) => {
      if ((err as { code?: string }).code === 'P2002' && attempt < 5) return null; // taken by another seller: draw again
      throw err;
    });
    if (set === null) continue;
    if (set.count === 1) return alias;
    return (await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { referrerAlias: true } })).referrerAlias!;
  }
}

/** The seller an alias belongs to, or null (unknown or malformed alias). */
export async function referrerByAlias(deps: Deps, alias: string | null | undefined): Promise<string | null> {
  const a = (alias ?? '').trim().toLowerCase();
  if (!ALIAS_PATTERN.test(a)) return null;
  return (await deps.prisma.user.findUnique({ where: { referrerAlias: a }, select: { id: true } }))?.id ?? null;
}

/** Who referred the seller, or null. */
export async function referrerOf(deps: Deps, userId: string): Promise<string | null> {
  return (await deps.prisma.user.findUnique({ where: { id: userId }, select: { referredById: true } }))?.referredById ?? null;
}

/** The sellers a seller referred (id, e-mail, sign-up date), newest first. */
export function referredSellers(deps: Deps, referrerId: string) {
  return deps.prisma.user.findMany({
    where: { referredById: referrerId },
    select: { id: true, email: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: 500,
  });
}
