import type { PrismaClient } from '../../db/prisma.ts';
import { pruneExpiredOAuthStates } from './ports.ts';
import { SIGN_IN_WINDOW_MS } from './accounts.service.ts';

/** Security records older than they can matter: kept small, and no longer than needed. */
export async function pruneSecurityRecords(prisma: PrismaClient, now = new Date()) {
  const day = 86_400_000;
  const [states, resets, failures, revoked, resetRequests] = await Promise.all([
    // OAuth states belong to the connections module, which prunes its own table.
    pruneExpiredOAuthStates({ prisma }, now),
    prisma.passwordResetToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - day) } } }),
    // Failures count for rate limiting within the window; a week of them stays for support.
    prisma.signInFailure.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - Math.max(7 * day, SIGN_IN_WINDOW_MS)) } } }),
    prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.passwordResetRequest.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - Math.max(7 * day, SIGN_IN_WINDOW_MS)) } } }),
  ]);
  return {
    oauthStates: states,
    resetTokens: resets.count,
    signInFailures: failures.count,
    revokedSessions: revoked.count,
    passwordResetRequests: resetRequests.count,
  };
}
