// Impersonation (issues 17 and 29): an admin reaching another seller's data through the `owner`
// scope (builder.ts) is recorded in admin_audit_log BEFORE the field runs, reads as well as
// mutations, once per seller and request. When the record cannot be written the field fails with
// AUDIT_UNAVAILABLE and does not run (fail closed): nothing an admin does to a seller goes unrecorded.
import { type DocumentNode, GraphQLError, getOperationAST } from 'graphql';
import { recordImpersonation } from './admin.service.ts';
import { AuditUnavailableError } from './admin.errors.ts';
import type { GraphQLContext } from '../../graphql/context.ts';

/** Notes the operation (query or mutation, its top-level fields) on the context, for the audit row. */
export function impersonationAudit() {
  return {
    onExecute({ args }: { args: { contextValue: unknown; document: DocumentNode; operationName?: string | null } }) {
      const ctx = args.contextValue as GraphQLContext;
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      if (!op) return;
      ctx.operation = { kind: op.operation, fields: op.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])) };
    },
  };
}

/**
 * The `owner` scope's answer for an admin on another seller's id: true once the impersonation is
 * recorded; throws AUDIT_UNAVAILABLE (the field does not run) when it cannot be.
 */
export function auditImpersonation(ctx: GraphQLContext, targetUserId: string): Promise<true> {
  ctx.impersonated ??= new Map();
  let recorded = ctx.impersonated.get(targetUserId);
  if (!recorded) {
    const op = ctx.operation ?? { kind: 'query', fields: [] };
    recorded = recordImpersonation(ctx, {
      adminId: ctx.viewer!.userId,
      targetUserId,
      write: op.kind !== 'query',
      what: `graphql ${op.kind} ${op.fields.join(', ')}`.trim(),
    }).then(
      () => true as const,
      (err) => {
        ctx.log.error({ err, targetUserId }, 'could not record an impersonation: refused');
        const refusal = new AuditUnavailableError();
        throw new GraphQLError(refusal.message, { extensions: { code: refusal.code } });
      },
    );
    ctx.impersonated.set(targetUserId, recorded);
  }
  return recorded;
}
