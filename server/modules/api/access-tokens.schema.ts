// GraphQL of the partner API's access tokens (issue 18). Partners and their scripts depend on these
// names: createAccessToken / AccessTokenCreated / revokeAccessToken / AccessTokenScope. Only a
// browser session manages tokens (the `session` scope; the token gate refuses these to tokens too).
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { errorType } from '../../graphql/errors.ts';
import { me } from '../../graphql/viewer.ts';
import { createAccessToken, listAccessTokens, revokeAccessToken } from './access-tokens.service.ts';
import { AccessTokenInputError, AccessTokenNotFoundError } from './api.errors.ts';
import { memberAccess } from '../team/team.service.ts';
import { ACCESS_TOKEN_SCOPES, SCOPE_DESCRIPTIONS } from '../../../shared/api/token-scopes.ts';

errorType(AccessTokenInputError, 'AccessTokenInputError');
errorType(AccessTokenNotFoundError, 'AccessTokenNotFoundError');

export const AccessTokenScopeEnum = builder.enumType('AccessTokenScope', {
  description: 'What an access token may do. A token acts only for its seller and only within its scopes.',
  values: Object.fromEntries(ACCESS_TOKEN_SCOPES.map((s) => [s, { description: SCOPE_DESCRIPTIONS[s] }])) as Record<
    (typeof ACCESS_TOKEN_SCOPES)[number],
    { description: string }
  >,
});

const AccessTokenType = builder.prismaObject('AccessToken', {
  description: "A partner's access token: its secret is shown once, at creation.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    scopes: t.field({ type: [AccessTokenScopeEnum], resolve: (tok) => tok.scopes as (typeof ACCESS_TOKEN_SCOPES)[number][] }),
    tokenHint: t.string({ description: "The secret's last four characters, to tell tokens apart.", resolve: (tok) => `lb_pat_…${tok.tokenHint}` }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true, description: 'Updated at most once a minute.' }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    active: t.boolean({
      description: 'Neither revoked nor expired.',
      resolve: (tok) => !tok.revokedAt && (!tok.expiresAt || tok.expiresAt.getTime() > Date.now()),
    }),
  }),
});

interface Created {
  token: string;
  accessToken: { id: string };
}
const AccessTokenCreatedType = builder.objectRef<Created>('AccessTokenCreated').implement({
  description: 'A new token: `token` is the secret, shown this once and never again.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'The secret (lb_pat_…): send it as `Authorization: Bearer lb_pat_…`.' }),
    accessToken: t.prismaField({
      type: 'AccessToken',
      resolve: (query, c: Created, _a, ctx: GraphQLContext) => ctx.prisma.accessToken.findUniqueOrThrow({ ...query, where: { id: c.accessToken.id } }),
    }),
  }),
});

const CreateAccessTokenInput = builder.inputType('CreateAccessTokenInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'What the token is for (at most 100 characters).' }),
    scopes: t.field({ type: [AccessTokenScopeEnum], required: true }),
    expiresAt: t.field({ type: 'DateTime', required: false, description: 'When the token stops working; never when absent.' }),
  }),
});

// The seller's own session (or an admin's, for that seller): never a token.
const sessionOwner = (_p: unknown, args: { userId?: string | null }) => ({ $all: { session: true, owner: args.userId ?? '-' } });

builder.queryField('accessTokens', (t) =>
  t.prismaField({
    type: ['AccessToken'],
    description: "The seller's access tokens, newest first, with their last use.",
    authScopes: sessionOwner,
    args: { userId: t.arg.string({ required: false, description: "'-' (the default) is the signed-in seller." }) },
    resolve: (_q, _p, a, ctx) => listAccessTokens(ctx, me(ctx, a.userId ?? '-')),
  }),
);

builder.mutationFields((t) => ({
  createAccessToken: t.field({
    type: AccessTokenCreatedType,
    description: 'Creates a named token with scopes and an optional expiry. The secret is in the answer only.',
    authScopes: sessionOwner,
    errors: { types: [AccessTokenInputError], directResult: true, union: { name: 'CreateAccessTokenResult' } },
    args: { input: t.arg({ type: CreateAccessTokenInput, required: true }), userId: t.arg.string({ required: false }) },
    resolve: async (_p, a, ctx) => {
      const accountId = me(ctx, a.userId ?? '-');
      // A team member's token never exceeds the member's role (issue 35); the owner and admins are not limited.
      const access = accountId !== ctx.viewer!.userId && !ctx.viewer!.isAdmin ? await memberAccess(ctx, accountId, ctx.viewer!.userId) : null;
      return createAccessToken(
        ctx,
        accountId,
        { name: a.input.name, scopes: a.input.scopes, expiresAt: a.input.expiresAt ?? null },
        ctx.viewer!.userId,
        access && { id: ctx.viewer!.userId, permissions: access.permissions },
      );
    },
  }),
  revokeAccessToken: t.field({
    type: AccessTokenType,
    description: 'Revokes a token: it stops working at once.',
    authScopes: { session: true },
    errors: { types: [AccessTokenNotFoundError], directResult: true, union: { name: 'RevokeAccessTokenResult' } },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_p, a, ctx) => revokeAccessToken(ctx, ctx.viewer!.isAdmin ? null : ctx.viewer!.userId, String(a.id)),
  }),
}));
