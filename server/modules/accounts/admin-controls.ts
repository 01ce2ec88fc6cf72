// What the admin back-office (issue 17, spec 002 §2.16) reads and changes on a user. The admin
// module calls these; it never touches the users table itself.
import type { PrismaClient } from '../../db/prisma.ts';
import { EmailTakenError, ValidationError } from './accounts.errors.ts';
import { emailError } from '../../../shared/accounts/password-rules.ts';
import { userSettingsOf } from './user-settings.ts';

type Db = { prisma: PrismaClient };

export interface AdminFlags {
  markedForDeletion: boolean;
  userDebug: boolean;
  emailsDisabled: boolean;
}

export interface AdminProfile extends AdminFlags {
  id: string;
  email: string;
  isAdmin: boolean;
  fullName: string | null;
  phoneCountryCode: string | null;
  phone: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  passwordSetAt: Date | null;
  twoFactorEnabled: boolean;
  tosAcceptedAt: Date | null;
  onboardingFinished: boolean;
  aiCreditBalance: number;
  stripeCustomerId: string | null;
  cardSummary: string | null;
  /** The seller's settings with defaults applied (repricing_enabled, disable_qus, percent_sale_fee …). */
  settings: Record<string, unknown>;
}

/** One user as the admin user page shows them, or null. */
export async function adminProfile(deps: Db, userId: string): Promise<AdminProfile | null> {
  const u = await deps.prisma.user.findUnique({ where: { id: userId } });
  if (!u) return null;
  return {
    id: u.id,
    email: u.email,
    isAdmin: u.isAdmin,
    fullName: u.fullName,
    phoneCountryCode: u.phoneCountryCode,
    phone: u.phone,
    createdAt: u.createdAt,
    lastSignInAt: u.lastSignInAt,
    passwordSetAt: u.passwordSetAt,
    twoFactorEnabled: u.twoFactorEnabled,
    tosAcceptedAt: u.tosAcceptedAt,
    onboardingFinished: u.onboardingFinished,
    aiCreditBalance: u.aiCreditBalance,
    stripeCustomerId: u.stripeCustomerId,
    cardSummary: u.cardSummary,
    markedForDeletion: u.markedForDeletion,
    userDebug: u.userDebug,
    emailsDisabled: u.emailsDisabled,
    settings: userSettingsOf(u.settings) as unknown as Record<string, unknown>,
  };
}

/** Sets any of the admin switches; answers the flags before and after. */
export async function setAdminFlags(deps: Db, userId: string, patch: Partial<AdminFlags>): Promise<{ before: AdminFlags; after: AdminFlags }> {
  const pick = (u: AdminFlags): AdminFlags => ({ markedForDeletion: u.markedForDeletion, userDebug: u.userDebug, emailsDisabled: u.emailsDisabled });
  return deps.prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { markedForDeletion: true, userDebug: true, emailsDisabled: true } });
    const after = await tx.user.update({ where: { id: userId }, data: patch, select: { markedForDeletion: true, userDebug: true, emailsDisabled: true } });
    return { before: pick(before), after: pick(after) };
  });
}

/**
 * Whether an admin may give a user this sign-in address (valid, not another user's): throws the
 * refusal, else answers the address as it would be stored and the user's current one. Changes nothing.
 */
export async function checkEmailForAdmin(deps: Db, userId: string, rawEmail: string): Promise<{ before: string; after: string }> {
  const email = rawEmail.trim().toLowerCase();
  const e = emailError(email);
  if (e) throw new ValidationError([{ field: 'new_email', message: e }]);
  const current = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true } });
  if (current.email === email) return { before: current.email, after: email };
  const taken = await deps.prisma.user.findUnique({ where: { email }, select: { id: true } });
  if (taken) throw new EmailTakenError();
  return { before: current.email, after: email };
}

/** An admin changes a user's sign-in address (validated, unique). Answers the old and new address. */
export async function setEmailByAdmin(deps: Db, userId: string, rawEmail: string): Promise<{ before: string; after: string }> {
  const change = await checkEmailForAdmin(deps, userId, rawEmail);
  if (change.before !== change.after) await deps.prisma.user.update({ where: { id: userId }, data: { email: change.after } });
  return change;
}

/** What the admin users list keeps of each user (null: everyone). */
export async function adminSummaries(deps: Db, userIds: readonly string[] | null) {
  return deps.prisma.user.findMany({
    where: userIds ? { id: { in: [...userIds] } } : {},
    select: { id: true, email: true, fullName: true, createdAt: true },
  });
}

/** Users created after a moment (the list's read model picks up new sign-ups with it). */
export async function userIdsCreatedAfter(deps: Db, after: Date | null): Promise<string[]> {
  const rows = await deps.prisma.user.findMany({ where: after ? { createdAt: { gt: after } } : {}, select: { id: true } });
  return rows.map((r) => r.id);
}
