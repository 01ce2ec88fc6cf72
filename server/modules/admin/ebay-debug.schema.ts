// The admin eBay debug page in GraphQL: one mutation per button press (some calls change eBay:
// opt-in, revise quantity). Admin scope, denied to access tokens (shared/api/token-scopes.ts). eBay's
// answer — or its refusal — comes back as formatted text for the 'Response' box.
import { builder } from '../../graphql/builder.ts';
import { AppError } from '../../errors.ts';
import { EbayApiError, EbayReauthorizationNeeded, EbayTradingError } from '../../integrations/ebay/index.ts';
import { AdminUserNotFoundError, AuditUnavailableError } from './admin.errors.ts';
import { adminEbayDebug, EBAY_DEBUG_CALLS, type EbayDebugCall } from './ebay-debug.ts';

/** Admin-only types carry the scope themselves (a field returning them elsewhere would still be refused). */
const adminOnly = { admin: true } as const;

interface DebugResult {
  call: string;
  ok: boolean;
  format: 'json' | 'xml';
  body: string;
}

const CallEnum = builder.enumType('AdminEbayDebugCall', {
  description: 'A button of the admin eBay debug page (spec 002 §2.16).',
  values: Object.fromEntries(Object.entries(EBAY_DEBUG_CALLS).map(([k, path]) => [k, { value: k, description: path }])) as Record<
    EbayDebugCall,
    { value: EbayDebugCall; description: string }
  >,
});

const DebugResultType = builder.objectRef<DebugResult>('AdminEbayDebugResult').implement({
  authScopes: adminOnly,
  description: 'eBay’s answer to a debug call (or its refusal), formatted for the Response box.',
  fields: (t) => ({
    call: t.exposeString('call', { description: 'The legacy REST path of the call.' }),
    ok: t.exposeBoolean('ok', { description: 'False when eBay (or ListBridge) refused the call; body then says why.' }),
    format: t.exposeString('format', { description: 'json or xml.' }),
    body: t.exposeString('body', { description: 'The answer: indented JSON, or eBay’s XML.' }),
  }),
});

/** A refusal as the Response box shows it. */
function failure(err: unknown): unknown {
  if (err instanceof EbayTradingError) return { error: err.message, ack: err.result.ack, errors: err.result.errors };
  if (err instanceof EbayApiError) return { error: err.message, status: err.status, errors: err.errors };
  if (err instanceof EbayReauthorizationNeeded) return { error: err.message, code: 'EBAY_REAUTHORIZATION_NEEDED' };
  if (err instanceof AppError) return { error: err.message, code: err.code, status: err.status };
  throw err;
}

builder.mutationFields((t) => ({
  adminEbayDebug: t.field({
    type: DebugResultType,
    description: 'Admin: one call of the eBay debug page for the seller, through their eBay connection (audited).',
    authScopes: adminOnly,
    errors: { types: [AdminUserNotFoundError, AuditUnavailableError], directResult: true },
    args: {
      userId: t.arg.string({ required: true }),
      call: t.arg({ type: CallEnum, required: true }),
      asin: t.arg.string(),
      sku: t.arg.string(),
      itemId: t.arg.string(),
      offerId: t.arg.string(),
      limit: t.arg.int(),
      offset: t.arg.int(),
      quantity: t.arg.int(),
    },
    resolve: async (_p, a, ctx) => {
      const call = a.call as EbayDebugCall;
      const path = EBAY_DEBUG_CALLS[call];
      try {
        const answer = await adminEbayDebug(ctx, ctx.viewer!.userId, a.userId, call, a);
        const body = answer.format === 'xml' ? answer.body : JSON.stringify(answer.body ?? null, null, 2);
        return { call: path, ok: true, format: answer.format, body };
      } catch (err) {
        if (err instanceof AdminUserNotFoundError) throw err;
        return { call: path, ok: false, format: 'json' as const, body: JSON.stringify(failure(err), null, 2) };
      }
    },
  }),
}));
