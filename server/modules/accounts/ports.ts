// What accounts announces to, and asks of, the modules above it. Accounts is imported by nearly
// every module, so it imports none of them: listing sync and connections implement these and
// server/wiring.ts plugs them in.
import type { PrismaClient } from '../../db/prisma.ts';
import { port } from '../../ports.ts';
import type { SettingsTx } from './user-settings.ts';

/**
 * After the seller saved settings (the keys saved), inside the save's transaction: listing sync
 * marks the live listings of the channels they move and queues each connection's sync, so a new
 * pricing formula reprices exactly when it is stored (a rolled-back save queues nothing).
 */
export const onSettingsChanged = port<(tx: SettingsTx, userId: string, savedKeys: readonly string[]) => Promise<unknown>>('accounts.onSettingsChanged');

/** OAuth states past their life (the connections module's table, pruned with the security records); how many went. */
export const pruneExpiredOAuthStates = port<(deps: { prisma: PrismaClient }, now: Date) => Promise<number>>('accounts.pruneExpiredOAuthStates');
