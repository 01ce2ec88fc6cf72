// Records every GraphQL mutation that went through into the account's audit log (audit.service.ts):
// one entry per root field, in the account its `userId` names (the caller's own when none), after
// it ran. A field that failed (an error at its path) or an operation refused before it ran changed
// nothing and is not recorded.
import { getOperationAST, Kind, valueFromASTUntyped } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type AuditEntry, type AuditVia, describeArguments, recordAudit } from './audit.service.ts';

export function auditLog(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      const ctx = args.contextValue as GraphQLContext;
      const viewer = ctx.viewer;
      if (op?.operation !== 'mutation' || !viewer) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      return {
        async onExecuteDone({ result }) {
          if (!result || Symbol.asyncIterator in (result as object)) return;
          const errors = (result as { errors?: readonly { path?: readonly (string | number)[] }[] }).errors ?? [];
          if (errors.some((e) => !e.path?.length)) return;
          const entries: AuditEntry[] = [];
          for (const sel of op.selectionSet.selections) {
            if (sel.kind !== Kind.FIELD) continue;
            const key = sel.alias?.value ?? sel.name.value;
            if (errors.some((e) => e.path?.[0] === key)) continue;
            const fieldArgs = Object.fromEntries((sel.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
            const named = typeof fieldArgs.userId === 'string' && fieldArgs.userId !== '-' ? fieldArgs.userId : null;
            const accountId = named ?? viewer.userId;
            const via: AuditVia = viewer.token ? 'token' : accountId === viewer.userId ? 'owner' : viewer.isAdmin ? 'admin' : 'member';
            const { userId: _account, ...rest } = fieldArgs;
            entries.push({
              accountId,
              actorId: viewer.token ? (viewer.token.createdBy ?? null) : viewer.userId,
              via,
              tokenId: viewer.token?.id ?? null,
              tokenName: viewer.token?.name ?? null,
              ip: ctx.clientIp || null,
              kind: sel.name.value,
              what: `${sel.name.value} ${describeArguments(rest)}`,
            });
          }
          await recordAudit(ctx, entries).catch((err) => ctx.log.error({ err }, 'could not write the audit log'));
        },
      };
    },
  };
}
