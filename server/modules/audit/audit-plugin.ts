// Records every GraphQL mutation into the account's audit log (audit.service.ts): one entry per
// root field, in the account its `userId` names (the caller's own when none), written BEFORE the
// operation runs — after the token and member gates let it through — and finished after it with
// its outcome (done, failed, or refused by the field's own scope). A field that crashes the process
// leaves its entry 'started'. When the entries cannot be written nothing runs (AUDIT_UNAVAILABLE),
// as for an admin's impersonation. Only accounts the caller may act in get entries: a stranger's
// attempt on someone else's account is refused by the owner scope and writes nothing there.
import { getOperationAST, GraphQLError, Kind } from 'graphql';
import { valueFromASTUntyped } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { decodeGlobalID } from '@pothos/plugin-relay';
import type { GraphQLContext } from '../../graphql/context.ts';
import { type AccountsDeps, getUser } from '../accounts/accounts.service.ts';
import { accessFor } from '../team/member-gate.ts';
import { AuditLogUnavailableError } from './audit.errors.ts';
import { type AuditEntry, type AuditVia, describeArguments, finishAudit, startAudit } from './audit.service.ts';

const UUID = /^[0-9a-f-]{36}$/i;
const REFUSED = new Set(['FORBIDDEN', 'UNAUTHENTICATED']);

/**
 * The inventory items a mutation's arguments name (ids, itemIds, input.itemIds, id, itemId; global
 * or raw), so its entry links to their sync history. Other ids (listings, tokens) are no item's.
 */
function itemIdsOf(args: Record<string, unknown>): string[] {
  const input = (args.input && typeof args.input === 'object' ? args.input : {}) as Record<string, unknown>;
  const out = new Set<string>();
  for (const v of [args.ids, args.itemIds, input.itemIds, args.id, args.itemId, input.id, input.itemId]) {
    for (const raw of Array.isArray(v) ? v : v === undefined ? [] : [v]) {
      if (typeof raw !== 'string') continue;
      let id: string | null = UUID.test(raw) ? raw : null;
      try {
        const g = decodeGlobalID(raw);
        if (g.typename === 'InventoryItem' && UUID.test(g.id)) id = g.id;
      } catch {
        // a raw id, or not an id
      }
      if (id) out.add(id);
      if (out.size >= 20) return [...out];
    }
  }
  return [...out];
}

/** How the caller acts in the account, or null when they cannot act there at all (nothing to record). */
async function viaFor(ctx: GraphQLContext, accountId: string): Promise<AuditVia | null> {
  const viewer = ctx.viewer!;
  if (viewer.token) return accountId === viewer.userId ? 'token' : null;
  // Their own account, unless they transferred its ownership (then a member of it).
  if (accountId === viewer.userId) return (await accessFor(ctx, accountId)) ? 'member' : 'owner';
  if (!UUID.test(accountId)) return null;
  if (viewer.isAdmin) return (await getUser(ctx as AccountsDeps, accountId)) ? 'admin' : null;
  return (await accessFor(ctx, accountId)) ? 'member' : null;
}

export function auditLog(): Plugin<GraphQLContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const op = getOperationAST(args.document, args.operationName ?? undefined);
      const ctx = args.contextValue as GraphQLContext;
      const viewer = ctx.viewer;
      if (op?.operation !== 'mutation' || !viewer) return;
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const keys: string[] = [];
      const entries: AuditEntry[] = [];
      for (const sel of op.selectionSet.selections) {
        if (sel.kind !== Kind.FIELD) continue;
        const fieldArgs = Object.fromEntries((sel.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value, variables)]));
        const named = typeof fieldArgs.userId === 'string' && fieldArgs.userId !== '-' ? fieldArgs.userId : null;
        const accountId = named ?? viewer.userId;
        const via = await viaFor(ctx, accountId);
        if (!via) continue;
        const { userId: _account, ...rest } = fieldArgs;
        keys.push(sel.alias?.value ?? sel.name.value);
        entries.push({
          accountId,
          actorId: viewer.token ? (viewer.token.createdBy ?? null) : viewer.userId,
          via,
          tokenId: viewer.token?.id ?? null,
          tokenName: viewer.token?.name ?? null,
          ip: ctx.clientIp || null,
          kind: sel.name.value,
          what: `${sel.name.value} ${describeArguments(rest)}`,
          itemIds: itemIdsOf(rest),
        });
      }
      let ids: string[];
      try {
        ids = await startAudit(ctx, entries);
      } catch (err) {
        ctx.log.error({ err }, 'could not write the audit log: the change was refused');
        const refusal = new AuditLogUnavailableError();
        setResultAndStopExecution({ errors: [new GraphQLError(refusal.message, { extensions: { code: refusal.code, http: { status: 503 } } })] });
        return;
      }
      if (!ids.length) return;
      return {
        async onExecuteDone({ result }) {
          if (!result || Symbol.asyncIterator in (result as object)) return;
          const errors = (result as { errors?: readonly GraphQLError[] }).errors ?? [];
          const whole = errors.find((e) => !e.path?.length);
          const outcomes = keys.map((key, i) => {
            const error = whole ?? errors.find((e) => e.path?.[0] === key);
            const outcome = !error ? 'done' : REFUSED.has(String(error.extensions?.code)) ? 'refused' : 'failed';
            return [ids[i]!, outcome] as const;
          });
          await finishAudit(ctx, outcomes).catch((err) => ctx.log.error({ err }, 'could not finish the audit log entries'));
        },
      };
    },
  };
}
