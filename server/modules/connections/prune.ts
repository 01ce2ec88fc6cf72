import type { PrismaClient } from '../../db/prisma.ts';

/**
 * Deletes OAuth states expired over a day ago. States live 30 minutes; a day later they explain
 * nothing. Called by the accounts module's daily prune of security records.
 */
export async function pruneExpiredOAuthStates(deps: { prisma: PrismaClient }, now = new Date()): Promise<number> {
  const { count } = await deps.prisma.oAuthState.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 86_400_000) } } });
  return count;
}
