// Plugins and their options only; types live in server/modules/*/<domain>.schema.ts.
import SchemaBuilder from '@pothos/core';
import { GraphQLError } from 'graphql';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import PrismaPlugin from '@pothos/plugin-prisma';
import RelayPlugin from '@pothos/plugin-relay';
import ErrorsPlugin from '@pothos/plugin-errors';
import ZodPlugin from '@pothos/plugin-zod';
import ComplexityPlugin from '@pothos/plugin-complexity';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import type PrismaTypes from '../db/pothos-types.ts';
import { getDatamodel } from '../db/pothos-types.ts';
import { port } from '../ports.ts';
import type { GraphQLContext } from './context.ts';

/**
 * The `owner` scope's answer for an admin on another seller's id: true once the impersonation is
 * recorded in the audit log, a refusal when it cannot be (admin/impersonation.ts, plugged in by
 * server/wiring.ts: the builder sits below every module).
 */
export const auditImpersonation = port<(ctx: GraphQLContext, targetUserId: string) => Promise<true>>('graphql.auditImpersonation');

/**
 * The `owner` scope's answer for a signed-in person on another seller's id: a team member whose
 * role allows the whole operation (team/member-gate.ts, plugged in by server/wiring.ts).
 */
export const memberScope = port<(ctx: GraphQLContext, accountId: string) => Promise<boolean>>('graphql.memberScope');

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  PrismaTypes: PrismaTypes;
  AuthScopes: { authenticated: boolean; session: boolean; admin: boolean; owner: string };
  DefaultFieldNullability: false;
  Scalars: { DateTime: { Input: Date; Output: Date } };
}>({
  defaultFieldNullability: false,
  // scope-auth first, so that no other plugin runs before a field's scopes are checked.
  plugins: [ScopeAuthPlugin, PrismaPlugin, RelayPlugin, ErrorsPlugin, ZodPlugin, ComplexityPlugin, DataloaderPlugin],
  scopeAuth: {
    // A stable code for partners: no credentials at all is UNAUTHENTICATED, a caller without the
    // right is FORBIDDEN; the message stays Pothos's ("Not authorized to resolve Query.inventory").
    unauthorizedError: (_parent, ctx, _info, result) =>
      new GraphQLError(result.message, { extensions: { code: ctx.viewer === null ? 'UNAUTHENTICATED' : 'FORBIDDEN' } }),
    authScopes: (ctx) => ({
      authenticated: ctx.viewer !== null,
      // A browser session, not a partner's access token (account, billing and token management).
      session: ctx.viewer !== null && !ctx.viewer.token,
      admin: ctx.viewer?.isAdmin === true,
      // A seller owns only their own user id; a team member reaches the accounts they belong to,
      // within their role (issue 35); an admin reaches every seller.
      // '-' in a path or argument means the signed-in user.
      owner: (userId: string) => {
        if (ctx.viewer === null) return false;
        if (userId === '-' || ctx.viewer.userId === userId) return true;
        if (!ctx.viewer.isAdmin) return ctx.viewer.token ? false : memberScope(ctx, userId);
        // An admin on a seller's data: recorded before the field runs, refused when it cannot be.
        return auditImpersonation(ctx, userId);
      },
    }),
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    filterConnectionTotalCount: true,
    onUnusedQuery: process.env.NODE_ENV === 'production' ? null : 'warn',
  },
  relay: {
    clientMutationId: 'omit',
    cursorType: 'String',
  },
  errors: { defaultTypes: [] },
  zod: {
    // An argument outside its rules: BAD_USER_INPUT naming the argument (never a masked ZodError).
    validationError: (zodError) =>
      new GraphQLError(zodError.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; '), {
        extensions: { code: 'BAD_USER_INPUT' },
      }),
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: 10,
    // Breadth counts every field of a query: the listing view's page query (every channel's panel,
    // the catalogue, sync state) is about 205, so 250 leaves it room while a query of hundreds of
    // aliased fields is still refused before it runs.
    limit: { complexity: 5000, depth: 12, breadth: 250 },
  },
});

builder.queryType({});
builder.mutationType({});
builder.scalarType('DateTime', {
  serialize: (d) => (d instanceof Date ? d.toISOString() : new Date(d as string).toISOString()),
  parseValue: (v) => {
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return d;
  },
});
