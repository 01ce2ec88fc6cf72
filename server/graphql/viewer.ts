// Who a field acts for. Every user-scoped field takes a `userId` argument ('-' = the signed-in
// user, as in REST paths); scope-auth's `owner` scope (builder.ts) lets through the owner and
// admins, and these helpers resolve the id and load the User the same way in every module.
import type { findUserForQuery as FindUserForQuery } from '../modules/accounts/accounts.service.ts';
import { port } from '../ports.ts';
import type { GraphQLContext } from './context.ts';

/** The User row with the client's selection: the accounts module's (it owns users), plugged in by server/wiring.ts, since every module's schema imports this file. */
export const findUserForQuery = port<typeof FindUserForQuery>('graphql.findUserForQuery');

/** The user a field acts for: '-' is the signed-in user. Only call behind the `owner` scope. */
export const me = (ctx: GraphQLContext, userId: string): string => (userId === '-' ? ctx.viewer!.userId : userId);

/** authScopes of a field with a `userId` argument: the owner of that id, or an admin. */
export const ownerOf = (_parent: unknown, args: { userId: string }) => ({ owner: args.userId });

/** A `prismaField` result of type User: the seller with the client's selection (`...query`). */
export const userResult = (query: object, ctx: GraphQLContext, userId: string) => findUserForQuery(ctx, query, userId);
