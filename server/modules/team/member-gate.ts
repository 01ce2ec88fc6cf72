// The team members' gate (issue 35): a Yoga plugin beside the token gate, with the same rules
// (shared/api/token-scopes.ts) and the same walk over the document (token-rules.ts). When a
// signed-in person's operation reaches an account they are a member of (a root field's `userId`),
// every field of the operation is checked against their role's permissions before anything runs;
// a refusal is the spec's 403 (FORBIDDEN, HTTP 403) naming the fields. The `owner` scope
// (graphql/builder.ts) asks memberScope for accounts reached another way (node(id)).
import { type DocumentNode, GraphQLError, getOperationAST, Kind, type GraphQLSchema, type SelectionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { permissionRefusals } from '../../../shared/api/token-rules.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { memberAccess, type MemberAccess } from './team.service.ts';
import { operationChannelRefusals } from './channel-limits.ts';

/** The end of a refusal of a field with no permission rule (token-rules.ts): personal fields, admin's. */
const NO_RULE = 'is not available to team members';

export const TWO_FACTOR_REQUIRED_MESSAGE = 'This account requires two-factor authentication: turn it on under Account & Payment, then try again.';

/**
 * The accounts the operation's root fields name in their `userId` argument ('-' or none: the
 * caller), through the root's fragments too (a page query spreads its component's fragment on Query).
 */
export function accountsNamed(document: DocumentNode, operationName: string | null | undefined, variables: Record<string, unknown>, self: string): string[] {
  const op = getOperationAST(document, operationName ?? undefined);
  if (!op) return [];
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const out = new Set<string>();
  const seen = new Set<string>();
  const visitSelections = (selections: readonly SelectionNode[]) => {
    for (const sel of selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) visitSelections(sel.selectionSet.selections);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value);
        if (frag && !seen.has(frag.name.value)) {
          seen.add(frag.name.value);
          visitSelections(frag.selectionSet.selections);
        }
      } else {
        const arg = sel.arguments?.find((a) => a.name.value === 'userId');
        let value: unknown = '-';
        if (arg?.value.kind === Kind.STRING) value = arg.value.value;
        else if (arg?.value.kind === Kind.VARIABLE) value = variables[arg.value.name.value] ?? '-';
        out.add(typeof value === 'string' && value !== '-' ? value : self);
      }
    }
  };
  visitSelections(op.selectionSet.selections);
  return [...out];
}

/** The person's access to the account, read once per request. */
export function accessFor(ctx: GraphQLContext, accountId: string): Promise<MemberAccess | null> {
  ctx.memberAccess ??= new Map();
  let found = ctx.memberAccess.get(accountId);
  if (!found) {
    found = memberAccess(ctx, accountId, ctx.viewer!.userId);
    ctx.memberAccess.set(accountId, found);
  }
  return found;
}

function refusalsFor(access: MemberAccess, ctx: GraphQLContext, schema: GraphQLSchema, document: DocumentNode): string[] {
  if (access.twoFactorMissing) return [TWO_FACTOR_REQUIRED_MESSAGE];
  const refused = permissionRefusals(schema, document, access.permissions);
  return refused.length ? refused : operationChannelRefusals(access, document, ctx.operationName, ctx.operationVariables ?? {});
}

/** The `owner` scope for a signed-in person on another account: a member whose role covers the whole operation. */
export async function memberScope(ctx: GraphQLContext, accountId: string): Promise<boolean> {
  if (!ctx.viewer || ctx.viewer.token || !ctx.operationDocument || !ctx.operationSchema) return false;
  const access = await accessFor(ctx, accountId);
  return !!access && refusalsFor(access, ctx, ctx.operationSchema, ctx.operationDocument).length === 0;
}

export function memberGate(): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as GraphQLContext;
      ctx.operationDocument = args.document;
      ctx.operationSchema = args.schema;
      ctx.operationVariables = (args.variableValues ?? {}) as Record<string, unknown>;
      ctx.operationName = args.operationName;
      const viewer = ctx.viewer;
      // Tokens have their own gate; an admin on a seller's account is impersonating (audited, unchanged).
      if (!viewer || viewer.token || viewer.isAdmin) return;
      const accounts = accountsNamed(args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>, viewer.userId);
      for (const accountId of accounts) {
        // Their own account: a member of it only once they transferred its ownership (an ADMIN row).
        const access = await accessFor(ctx, accountId);
        // Not a member: the owner scope refuses as it always has.
        if (!access) continue;
        let refused = refusalsFor(access, ctx, args.schema, args.document);
        // In their own account their personal fields (password, two-factor: no rule) stay theirs.
        if (accountId === viewer.userId) refused = refused.filter((m) => !m.endsWith(NO_RULE));
        if (refused.length) {
          setResultAndStopExecution({
            errors: refused.map((message) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })),
          });
          return;
        }
      }
    },
  };
}
