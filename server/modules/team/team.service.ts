// Team members (issue 35): people acting in a seller's account with a role. The account is the
// owner's users row (today's user), so an account without members works exactly as before; a
// member is another person's users row with their own password and two-factor. Every request
// reads the membership again (memberAccess), so a removal or a role change applies to the very
// next request of the member's sessions and of the tokens they created.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { PrismaClient } from '../../db/prisma.ts';
import type { Config } from '../../config.ts';
import { type AccountsDeps, getUser } from '../accounts/accounts.service.ts';
import { queueEmail } from '../email/email.service.ts';
import { isMemberRole, isTeamRole, ROLE_DESCRIPTIONS, rolePermissions, type MemberRole, type TeamRole } from '../../../shared/api/roles.ts';
import type { Permission } from '../../../shared/api/token-scopes.ts';
import { isRegisteredChannel, registeredChannels } from '../../channels/registry.ts';
import { InvitationEmailMismatchError, InvitationInvalidError, TeamInputError } from './team.errors.ts';

export const INVITATION_TTL_MS = 7 * 86_400_000;
/** Pending invitations per account: enough for any team, few enough that a stolen session cannot spam. */
export const MAX_PENDING_INVITATIONS = 50;

export interface TeamDeps {
  prisma: PrismaClient;
  pool: pg.Pool;
  config: Pick<Config, 'publicUrl'>;
}

/** What a person may do in an account they are a member of (not its owner). */
export interface MemberAccess {
  accountId: string;
  role: TeamRole;
  permissions: ReadonlySet<Permission>;
  /** The owner requires two-factor and this person has not turned it on: refused until they do. */
  twoFactorMissing: boolean;
  /** The channels (registry codes) the owner limited them to; null: every channel. */
  channels: ReadonlySet<string> | null;
}

/** A users row through the accounts module (it owns users); getUser reads only `prisma`. */
const userOf = (deps: { prisma: unknown }, id: string) => getUser(deps as AccountsDeps, id);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The person's membership of the account, or null (not a member; the owner is not one). One round trip, two when 2FA is required. */
export async function memberAccess(deps: Pick<TeamDeps, 'pool' | 'prisma'>, accountId: string, personId: string): Promise<MemberAccess | null> {
  if (!UUID.test(accountId) || !UUID.test(personId)) return null;
  const { rows } = await deps.pool.query<{ role: string; require_two_factor: boolean; channels: string[] | null }>(
    `SELECT m.role, m.channels, COALESCE(s.require_two_factor, false) AS require_two_factor
       FROM account_members m LEFT JOIN team_settings s ON s.account_id = m.account_id
      WHERE m.account_id = $1::uuid AND m.member_id = $2::uuid`,
    [accountId, personId],
  );
  const row = rows[0];
  if (!row || !isTeamRole(row.role)) return null;
  const twoFactorMissing = row.require_two_factor ? !(await userOf(deps, personId))?.twoFactorEnabled : false;
  const channels = row.channels?.length ? new Set(row.channels) : null;
  return { accountId, role: row.role, permissions: rolePermissions(row.role), twoFactorMissing, channels };
}

/** The accounts a person acts in: their own (as its owner) first, then those they are a member of. */
export async function teamAccounts(deps: Pick<TeamDeps, 'prisma'>, personId: string) {
  const own = await userOf(deps, personId);
  const memberships = await deps.prisma.accountMember.findMany({ where: { memberId: personId }, orderBy: { createdAt: 'asc' } });
  const others = await Promise.all(
    memberships.map(async (m) => ({
      accountId: m.accountId,
      email: (await userOf(deps, m.accountId))?.email ?? '',
      role: m.role as TeamRole,
      channels: m.channels.length ? m.channels : null,
    })),
  );
  // After a transfer of ownership the account's own login is a member of it (its row says the role).
  const ownRole = (others.find((o) => o.accountId === personId)?.role ?? 'OWNER') as TeamRole;
  return [...(own ? [{ accountId: own.id, email: own.email, role: ownRole, channels: null }] : []), ...others.filter((o) => o.accountId !== personId)];
}

/** The account's people: the owner, then the members in the order they joined. */
export async function listTeam(deps: Pick<TeamDeps, 'prisma'>, accountId: string) {
  const owner = await userOf(deps, accountId);
  const members = await deps.prisma.accountMember.findMany({ where: { accountId }, orderBy: { createdAt: 'asc' } });
  const people = await Promise.all(
    members.map(async (m) => {
      const u = await userOf(deps, m.memberId);
      return {
        userId: m.memberId,
        email: u?.email ?? '',
        role: m.role as TeamRole,
        twoFactorEnabled: !!u?.twoFactorEnabled,
        joinedAt: m.createdAt,
        channels: m.channels.length ? m.channels : null,
      };
    }),
  );
  // Ownership transferred: the OWNER row is the owner, the account's own login one of the members.
  if (people.some((p) => p.role === 'OWNER')) return [...people.filter((p) => p.role === 'OWNER'), ...people.filter((p) => p.role !== 'OWNER')];
  return [
    ...(owner
      ? [
          {
            userId: owner.id,
            email: owner.email,
            role: 'OWNER' as TeamRole,
            twoFactorEnabled: owner.twoFactorEnabled,
            joinedAt: owner.createdAt,
            channels: null,
          },
        ]
      : []),
    ...people,
  ];
}

export function listInvitations(deps: Pick<TeamDeps, 'prisma'>, accountId: string) {
  return deps.prisma.teamInvitation.findMany({
    where: { accountId, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: 'desc' },
  });
}

function parseRole(role: string): MemberRole {
  if (!isMemberRole(role)) throw new TeamInputError('Choose a role: Admin, Lister, Fulfilment or Viewer.');
  return role;
}

/**
 * Invites a person by e-mail: the mail (in the outbox, with the other account mail) carries a
 * one-time link valid 7 days; only its SHA-256 is kept. Inviting an address again withdraws the
 * older link.
 */
export async function inviteMember(deps: TeamDeps, accountId: string, invitedBy: string, input: { email: string; role: string }) {
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) throw new TeamInputError('Enter a valid e-mail address.');
  const role = parseRole(input.role);
  const owner = await userOf(deps, accountId);
  if (!owner) throw new TeamInputError('No such account.');
  if (owner.email === email) throw new TeamInputError('That is the account owner.');
  const members = await listTeam(deps, accountId);
  if (members.some((m) => m.email === email)) throw new TeamInputError(`${email} is already a member of this account.`);
  const pending = await deps.prisma.teamInvitation.count({ where: { accountId, acceptedAt: null, revokedAt: null, expiresAt: { gt: new Date() } } });
  if (pending >= MAX_PENDING_INVITATIONS) throw new TeamInputError(`At most ${MAX_PENDING_INVITATIONS} invitations can wait at once. Withdraw some first.`);

  const token = randomBytes(32).toString('base64url');
  const link = `${deps.config.publicUrl}/invitation/${token}`;
  return deps.prisma.$transaction(async (tx) => {
    await tx.teamInvitation.updateMany({ where: { accountId, email, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
    const invitation = await tx.teamInvitation.create({
      data: { accountId, email, role, tokenHash: sha256(token), invitedBy, expiresAt: new Date(Date.now() + INVITATION_TTL_MS) },
    });
    await queueEmail(tx, {
      to: email,
      kind: 'security',
      subject: `${owner.email} invited you to their ListBridge account`,
      text: [
        `${owner.email} invited you to work in their ListBridge account as ${role.charAt(0)}${role.slice(1).toLowerCase()}: ${ROLE_DESCRIPTIONS[role]}`,
        '',
        `Accept the invitation (sign in, or sign up with this address first): ${link}`,
        '',
        'The link works once and expires in 7 days. If you did not expect it, ignore this e-mail.',
      ].join('\n'),
    });
    return invitation;
  });
}

async function usableInvitation(deps: Pick<TeamDeps, 'prisma'>, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new InvitationInvalidError();
  const inv = await deps.prisma.teamInvitation.findUnique({ where: { tokenHash: sha256(token) } });
  if (!inv || inv.acceptedAt || inv.revokedAt || inv.expiresAt.getTime() <= Date.now()) throw new InvitationInvalidError();
  return inv;
}

/** What the invitation page shows before the person accepts. */
export async function invitationPreview(deps: Pick<TeamDeps, 'prisma'>, token: string) {
  const inv = await usableInvitation(deps, token);
  const owner = await userOf(deps, inv.accountId);
  return { accountId: inv.accountId, accountEmail: owner?.email ?? '', email: inv.email, role: inv.role as TeamRole, expiresAt: inv.expiresAt };
}

/** The signed-in person joins the account with the invitation's role; the link is used up. */
export async function acceptInvitation(deps: Pick<TeamDeps, 'prisma'>, personId: string, token: string) {
  const inv = await usableInvitation(deps, token);
  const person = await userOf(deps, personId);
  if (!person) throw new InvitationInvalidError();
  if (person.email !== inv.email) throw new InvitationEmailMismatchError(inv.email);
  if (personId === inv.accountId) throw new TeamInputError('You own this account already.');
  return deps.prisma.$transaction(async (tx) => {
    // Used once: the update only wins while the row is still unused.
    const used = await tx.teamInvitation.updateMany({
      where: { id: inv.id, acceptedAt: null, revokedAt: null },
      data: { acceptedAt: new Date(), acceptedBy: personId },
    });
    if (used.count !== 1) throw new InvitationInvalidError();
    await tx.accountMember.upsert({
      where: { accountId_memberId: { accountId: inv.accountId, memberId: personId } },
      create: { accountId: inv.accountId, memberId: personId, role: inv.role, invitedBy: inv.invitedBy },
      update: { role: inv.role },
    });
    const owner = await userOf({ prisma: tx }, inv.accountId);
    return { accountId: inv.accountId, email: owner?.email ?? '', role: inv.role as TeamRole };
  });
}

export async function revokeInvitation(deps: Pick<TeamDeps, 'prisma'>, accountId: string, id: string) {
  if (!UUID.test(id)) throw new TeamInputError('No such invitation.');
  const done = await deps.prisma.teamInvitation.updateMany({ where: { id, accountId, acceptedAt: null, revokedAt: null }, data: { revokedAt: new Date() } });
  if (done.count !== 1) throw new TeamInputError('No such invitation.');
  return true;
}

/** A new role applies to the member's next request (memberAccess reads it every time). */
export async function changeMemberRole(deps: Pick<TeamDeps, 'prisma'>, accountId: string, memberId: string, role: string) {
  const parsed = parseRole(role);
  if (!UUID.test(memberId)) throw new TeamInputError('No such member.');
  await refuseOwnerRow(deps, accountId, memberId);
  // A channel limit is a Lister's: another role starts without one.
  const done = await deps.prisma.accountMember.updateMany({
    where: { accountId, memberId },
    data: { role: parsed, ...(parsed === 'LISTER' ? {} : { channels: [] }) },
  });
  if (done.count !== 1) throw new TeamInputError('No such member.');
  return true;
}

/**
 * Limits a Lister to some channels (registered codes; none: every channel again). Applies to their
 * next request, as a role change does: the member gate and ownerOnly refuse the other channels'
 * listing actions (ChannelEntry.listingOperations).
 */
export async function setMemberChannels(deps: Pick<TeamDeps, 'prisma'>, accountId: string, memberId: string, channels: readonly string[]) {
  if (!UUID.test(memberId)) throw new TeamInputError('No such member.');
  if (channels.length > 50) throw new TeamInputError('Choose at most the registered channels.');
  const unknown = channels.filter((c) => !isRegisteredChannel(c));
  if (unknown.length) throw new TeamInputError(`No such channel: ${unknown.slice(0, 3).join(', ')}.`.slice(0, 200));
  const member = await deps.prisma.accountMember.findUnique({ where: { accountId_memberId: { accountId, memberId } } });
  if (!member) throw new TeamInputError('No such member.');
  if (member.role !== 'LISTER') throw new TeamInputError('Only a Lister can be limited to some channels.');
  const chosen = [...new Set(channels)];
  // Every channel chosen is no limit: a channel registered later is then theirs too.
  const all = chosen.length === registeredChannels().length;
  await deps.prisma.accountMember.update({ where: { accountId_memberId: { accountId, memberId } }, data: { channels: all ? [] : chosen } });
  return true;
}

/** The owner's own row (after a transfer) changes only by transferring ownership again. */
async function refuseOwnerRow(deps: Pick<TeamDeps, 'prisma'>, accountId: string, memberId: string) {
  const row = await deps.prisma.accountMember.findUnique({ where: { accountId_memberId: { accountId, memberId } } });
  if (row?.role === 'OWNER') throw new TeamInputError('The owner keeps their role: transfer ownership to an Admin first.');
}

/** Who owns the account: the person of its OWNER row after a transfer, else the account's own login. */
export async function accountOwner(deps: Pick<TeamDeps, 'prisma'>, accountId: string): Promise<string> {
  const row = await deps.prisma.accountMember.findFirst({ where: { accountId, role: 'OWNER' } });
  return row?.memberId ?? accountId;
}

/**
 * Transfers ownership (issue 35: one owner per account, transferable) from the owner to one of the
 * account's Admins; the old owner becomes an Admin. The account stays the same users row (its data,
 * billing and connections do not move): who holds the Owner role is recorded in account_members —
 * an OWNER row for the new owner, and, when the account's own login gives it away, an ADMIN row for
 * that login in its own account (memberAccess then applies that role to it like to any member).
 */
export async function transferOwnership(deps: Pick<TeamDeps, 'prisma'>, accountId: string, ownerId: string, toMemberId: string) {
  if (!UUID.test(toMemberId)) throw new TeamInputError('No such member.');
  if ((await accountOwner(deps, accountId)) !== ownerId) throw new TeamInputError('Only the owner can transfer ownership.');
  if (toMemberId === ownerId) throw new TeamInputError('You already own this account.');
  const target = await deps.prisma.accountMember.findUnique({ where: { accountId_memberId: { accountId, memberId: toMemberId } } });
  if (!target) throw new TeamInputError('No such member.');
  if (target.role !== 'ADMIN') throw new TeamInputError('Ownership goes to an Admin: make them an Admin first.');
  await deps.prisma.$transaction(async (tx) => {
    // The new owner: the account's own login needs no row to own it; anyone else an OWNER row.
    if (toMemberId === accountId) await tx.accountMember.delete({ where: { accountId_memberId: { accountId, memberId: toMemberId } } });
    else await tx.accountMember.update({ where: { accountId_memberId: { accountId, memberId: toMemberId } }, data: { role: 'OWNER', channels: [] } });
    await tx.accountMember.upsert({
      where: { accountId_memberId: { accountId, memberId: ownerId } },
      create: { accountId, memberId: ownerId, role: 'ADMIN', invitedBy: toMemberId },
      update: { role: 'ADMIN', channels: [] },
    });
  });
  return true;
}

/** The member's sessions and tokens stop reaching the account on their next request. */
export async function removeMember(deps: Pick<TeamDeps, 'prisma'>, accountId: string, memberId: string) {
  if (!UUID.test(memberId)) throw new TeamInputError('No such member.');
  await refuseOwnerRow(deps, accountId, memberId);
  // The account's own login (a member of it since a transfer) cannot leave it: its role can change.
  if (memberId === accountId) throw new TeamInputError('This person holds the account itself: change their role instead.');
  const done = await deps.prisma.accountMember.deleteMany({ where: { accountId, memberId } });
  if (done.count !== 1) throw new TeamInputError('No such member.');
  return true;
}

export async function teamSettings(deps: Pick<TeamDeps, 'prisma'>, accountId: string) {
  const row = await deps.prisma.teamSettings.findUnique({ where: { accountId } });
  return { requireTwoFactor: row?.requireTwoFactor ?? false };
}

/** Members without two-factor are refused in this account until they turn it on (the owner's own sign-in is unchanged). */
export async function setRequireTwoFactor(deps: Pick<TeamDeps, 'prisma'>, accountId: string, required: boolean) {
  await deps.prisma.teamSettings.upsert({ where: { accountId }, create: { accountId, requireTwoFactor: required }, update: { requireTwoFactor: required } });
  return { requireTwoFactor: required };
}
