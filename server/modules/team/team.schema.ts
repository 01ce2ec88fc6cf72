// GraphQL of team members (issue 35). Every field acts in the account its `userId` names; the
// member gate (member-gate.ts) and the rules in shared/api/token-scopes.ts decide who may.
import { builder } from '../../graphql/builder.ts';
import { errorType } from '../../graphql/errors.ts';
import { me, ownerOf } from '../../graphql/viewer.ts';
import { PERMISSIONS } from '../../../shared/api/token-scopes.ts';
import { ROLE_DESCRIPTIONS, TEAM_ROLES, type TeamRole } from '../../../shared/api/roles.ts';
import { InvitationEmailMismatchError, InvitationInvalidError, TeamInputError } from './team.errors.ts';
import {
  acceptInvitation,
  changeMemberRole,
  invitationPreview,
  inviteMember,
  listInvitations,
  listTeam,
  memberAccess,
  removeMember,
  revokeInvitation,
  setMemberChannels,
  transferOwnership,
  setRequireTwoFactor,
  teamAccounts,
  teamSettings,
} from './team.service.ts';
import type { GraphQLContext } from '../../graphql/context.ts';

errorType(TeamInputError, 'TeamInputError');
errorType(InvitationInvalidError, 'InvitationInvalidError');
errorType(InvitationEmailMismatchError, 'InvitationEmailMismatchError');

export const TeamRoleEnum = builder.enumType('TeamRole', {
  description: "A member's role in a seller's account: one list of permissions each (shared/api/roles.ts).",
  values: Object.fromEntries(TEAM_ROLES.map((r) => [r, { description: ROLE_DESCRIPTIONS[r] }])) as Record<TeamRole, { description: string }>,
});

interface Member {
  userId: string;
  email: string;
  role: TeamRole;
  twoFactorEnabled: boolean;
  joinedAt: Date;
  channels: string[] | null;
}
export const TeamMemberType = builder.objectRef<Member>('TeamMember').implement({
  description: 'A person in the account: the owner or a member.',
  fields: (t) => ({
    userId: t.exposeString('userId', { description: "The person's user id." }),
    email: t.exposeString('email', { description: "The person's e-mail." }),
    role: t.field({ type: TeamRoleEnum, description: 'Their role here.', resolve: (m) => m.role }),
    twoFactorEnabled: t.exposeBoolean('twoFactorEnabled', { description: 'Whether they sign in with two-factor.' }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', description: 'When they joined (the owner: when the account was made).' }),
    channels: t.exposeStringList('channels', {
      nullable: true,
      description: 'The channels (codes) a Lister is limited to; null: every channel.',
    }),
  }),
});

interface Invitation {
  id: string;
  email: string;
  role: string;
  expiresAt: Date;
  createdAt: Date;
}
const TeamInvitationType = builder.objectRef<Invitation>('TeamInvitation').implement({
  description: 'An invitation waiting to be accepted (its link is only in the mail).',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'Its id (to withdraw it).' }),
    email: t.exposeString('email', { description: 'Who was invited.' }),
    role: t.field({ type: TeamRoleEnum, description: 'The role they get.', resolve: (i) => i.role as TeamRole }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'The link stops working then (7 days).' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
  }),
});

interface Team {
  accountId: string;
}
const TeamType = builder.objectRef<Team>('Team').implement({
  description: "A seller's team: the people in the account, pending invitations and the team's rules.",
  fields: (t) => ({
    accountId: t.exposeString('accountId', { description: "The account (the owner's user id)." }),
    members: t.field({ type: [TeamMemberType], description: 'The owner, then the members.', resolve: (team, _a, ctx) => listTeam(ctx, team.accountId) }),
    invitations: t.field({
      type: [TeamInvitationType],
      description: 'Invitations not yet accepted, withdrawn or expired.',
      resolve: (team, _a, ctx) => listInvitations(ctx, team.accountId),
    }),
    requireTwoFactor: t.boolean({
      description: 'Members must turn on two-factor before they can act in the account.',
      resolve: async (team, _a, ctx) => (await teamSettings(ctx, team.accountId)).requireTwoFactor,
    }),
  }),
});

interface Access {
  accountId: string;
  role: TeamRole;
  permissions: readonly string[];
}
const TeamAccessType = builder.objectRef<Access>('TeamAccess').implement({
  description: 'What the signed-in person may do in this account (the client hides the rest).',
  fields: (t) => ({
    accountId: t.exposeString('accountId', { description: 'The account.' }),
    role: t.field({ type: TeamRoleEnum, description: 'Their role (OWNER in their own account).', resolve: (a) => a.role }),
    permissions: t.stringList({ description: 'The permissions of the role (shared/api/token-scopes.ts).', resolve: (a) => [...a.permissions] }),
  }),
});

interface Account {
  accountId: string;
  email: string;
  role: TeamRole;
  channels?: string[] | null;
}
const TeamAccountType = builder.objectRef<Account>('TeamAccount').implement({
  description: 'An account the signed-in person can act in (the account switcher).',
  fields: (t) => ({
    accountId: t.exposeString('accountId', { description: "The account (the owner's user id, as in /account/{id}/…)." }),
    email: t.exposeString('email', { description: "The owner's e-mail." }),
    role: t.field({ type: TeamRoleEnum, description: 'Their role there.', resolve: (a) => a.role }),
    channels: t.stringList({
      nullable: true,
      description: 'The channels (codes) they may act on there; null: every channel.',
      resolve: (a) => a.channels ?? null,
    }),
  }),
});

interface Preview {
  accountEmail: string;
  email: string;
  role: TeamRole;
  expiresAt: Date;
}
const TeamInvitationPreviewType = builder.objectRef<Preview>('TeamInvitationPreview').implement({
  description: 'What an invitation link offers, shown before accepting.',
  fields: (t) => ({
    accountEmail: t.exposeString('accountEmail', { description: "The inviting owner's e-mail." }),
    email: t.exposeString('email', { description: 'The address invited (sign in with it to accept).' }),
    role: t.field({ type: TeamRoleEnum, description: 'The role offered.', resolve: (p) => p.role }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'When the link stops working.' }),
  }),
});

/** The signed-in person's access to the account: everything as its owner or an admin, their role's permissions as a member. */
async function accessOf(ctx: GraphQLContext, accountId: string): Promise<Access> {
  const viewer = ctx.viewer!;
  const access = viewer.isAdmin ? null : await memberAccess(ctx, accountId, viewer.userId);
  if (!access && (viewer.userId === accountId || viewer.isAdmin)) return { accountId, role: 'OWNER', permissions: PERMISSIONS };
  return { accountId, role: access?.role ?? 'VIEWER', permissions: access ? [...access.permissions] : [] };
}

builder.queryFields((t) => ({
  team: t.field({
    type: TeamType,
    description: "The account's team.",
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => ({ accountId: me(ctx, a.userId) }),
  }),
  teamAccess: t.field({
    type: TeamAccessType,
    description: 'What the signed-in person may do in the account.',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => accessOf(ctx, me(ctx, a.userId)),
  }),
  teamAccounts: t.field({
    type: [TeamAccountType],
    description: 'The accounts the signed-in person acts in: their own first, then those they are a member of (none when signed out).',
    // Empty rather than refused when signed out: the app shell asks on every page, public ones too.
    resolve: (_p, _a, ctx) => (ctx.viewer && !ctx.viewer.token ? teamAccounts(ctx, ctx.viewer.userId) : []),
  }),
  teamInvitation: t.field({
    type: TeamInvitationPreviewType,
    description: 'What an invitation link offers (anyone holding the link may look).',
    errors: { types: [InvitationInvalidError], directResult: true, union: { name: 'TeamInvitationResult' } },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => invitationPreview(ctx, a.token),
  }),
}));

const teamErrors = (name: string) => ({ types: [TeamInputError], directResult: true, union: { name } });
const team = (accountId: string): Team => ({ accountId });

builder.mutationFields((t) => ({
  inviteTeamMember: t.field({
    type: TeamType,
    description: 'Invites a person by e-mail with a role: they get a one-time link valid 7 days.',
    authScopes: ownerOf,
    errors: teamErrors('InviteTeamMemberResult'),
    args: { userId: t.arg.string({ required: true }), email: t.arg.string({ required: true }), role: t.arg({ type: TeamRoleEnum, required: true }) },
    resolve: async (_p, a, ctx) => {
      const accountId = me(ctx, a.userId);
      await inviteMember(ctx, accountId, ctx.viewer!.userId, { email: a.email, role: a.role });
      return team(accountId);
    },
  }),
  revokeTeamInvitation: t.field({
    type: TeamType,
    description: 'Withdraws an invitation: its link stops working.',
    authScopes: ownerOf,
    errors: teamErrors('RevokeTeamInvitationResult'),
    args: { userId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await revokeInvitation(ctx, me(ctx, a.userId), a.id);
      return team(me(ctx, a.userId));
    },
  }),
  changeTeamMemberRole: t.field({
    type: TeamType,
    description: "Changes a member's role; it applies to their next request.",
    authScopes: ownerOf,
    errors: teamErrors('ChangeTeamMemberRoleResult'),
    args: { userId: t.arg.string({ required: true }), memberId: t.arg.string({ required: true }), role: t.arg({ type: TeamRoleEnum, required: true }) },
    resolve: async (_p, a, ctx) => {
      await changeMemberRole(ctx, me(ctx, a.userId), a.memberId, a.role);
      return team(me(ctx, a.userId));
    },
  }),
  setTeamMemberChannels: t.field({
    type: TeamType,
    description:
      'Limits a Lister to some channels (codes, as ChannelListing.channel; none: every channel): their listing actions on the others are refused from their next request.',
    authScopes: ownerOf,
    errors: teamErrors('SetTeamMemberChannelsResult'),
    args: {
      userId: t.arg.string({ required: true }),
      memberId: t.arg.string({ required: true }),
      channels: t.arg.stringList({ required: true }),
    },
    resolve: async (_p, a, ctx) => {
      await setMemberChannels(ctx, me(ctx, a.userId), a.memberId, a.channels);
      return team(me(ctx, a.userId));
    },
  }),
  transferOwnership: t.field({
    type: TeamType,
    description:
      "The owner gives the account's ownership to one of its Admins, who becomes its Owner (billing and the team included); the old owner becomes an Admin. Applies to both from their next request.",
    authScopes: ownerOf,
    errors: teamErrors('TransferOwnershipResult'),
    args: { userId: t.arg.string({ required: true }), memberId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await transferOwnership(ctx, me(ctx, a.userId), ctx.viewer!.userId, a.memberId);
      return team(me(ctx, a.userId));
    },
  }),
  removeTeamMember: t.field({
    type: TeamType,
    description: 'Removes a member: their sessions and tokens stop reaching the account on their next request.',
    authScopes: ownerOf,
    errors: teamErrors('RemoveTeamMemberResult'),
    args: { userId: t.arg.string({ required: true }), memberId: t.arg.string({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await removeMember(ctx, me(ctx, a.userId), a.memberId);
      return team(me(ctx, a.userId));
    },
  }),
  setTeamRequiresTwoFactor: t.field({
    type: TeamType,
    description: 'Requires (or stops requiring) two-factor of every member.',
    authScopes: ownerOf,
    args: { userId: t.arg.string({ required: true }), required: t.arg.boolean({ required: true }) },
    resolve: async (_p, a, ctx) => {
      await setRequireTwoFactor(ctx, me(ctx, a.userId), a.required);
      return team(me(ctx, a.userId));
    },
  }),
  acceptTeamInvitation: t.field({
    type: TeamAccountType,
    description: 'The signed-in person joins the account of the invitation (sent to their e-mail).',
    authScopes: { session: true },
    errors: {
      types: [InvitationInvalidError, InvitationEmailMismatchError, TeamInputError],
      directResult: true,
      union: { name: 'AcceptTeamInvitationResult' },
    },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_p, a, ctx) => acceptInvitation(ctx, ctx.viewer!.userId, a.token),
  }),
}));
