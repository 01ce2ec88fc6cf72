// Saving settings (POST settings and the settings mutations): validates and stores the changed
// settings and, in the same transaction, tells listing sync which keys moved (onSettingsChanged),
// so what a new pricing formula queues exists exactly when the formula does.
import type { PrismaClient } from '../../db/prisma.ts';
import { onSettingsChanged } from './ports.ts';
import { updateUserSettings, type UserSettings } from './user-settings.ts';

/** Stores the seller's changed settings and, in the same transaction, has the channels they move synced. */
export async function saveSettingsAndSync(deps: { prisma: PrismaClient }, userId: string, patch: unknown): Promise<UserSettings> {
  return updateUserSettings(deps, userId, patch, (tx, keys) => onSettingsChanged(tx, userId, keys).then(() => undefined));
}
