// Whether a user takes notification and marketing e-mail (the email module asks before sending):
// not when they turned enable_email_notifications off in General settings, nor when an admin
// disabled their e-mails (users.emails_disabled). Security mail does not ask.
import type { PrismaClient } from '../../db/prisma.ts';
import { userSettingsOf } from './user-settings.ts';

export async function userWantsEmail(deps: { prisma: PrismaClient }, userId: string): Promise<boolean> {
  const u = await deps.prisma.user.findUnique({ where: { id: userId }, select: { settings: true, emailsDisabled: true } });
  if (!u) return false;
  return !u.emailsDisabled && userSettingsOf(u.settings).enable_email_notifications !== false;
}
