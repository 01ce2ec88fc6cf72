// What every SP-API operation shares: the access-token check, the per-operation token bucket,
// x-amzn-RequestId / x-amzn-RateLimit-Limit headers, the error envelope, and a journal of
// requests and responses that contract tests validate against Amazon's models.
import { SpApiFault, jsonBody, sendJson, type Ctx, type Handler } from './http.ts';
import type { LwaStore } from './lwa.ts';
import { planOf, type OperationId, type RateLimiter } from './rate-limit.ts';
import type { SellerStore, World } from './store.ts';

export interface SpApiResult {
  status: number;
  body: unknown;
}

export type SpApiHandler = (ctx: Ctx, store: SellerStore) => SpApiResult | Promise<SpApiResult>;

export interface JournalEntry {
  operation: OperationId;
  method: string;
  path: string;
  pathParams: Record<string, string>;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  body?: unknown;
  status: number;
  response: unknown;
}

export interface SpApiDeps {
  lwa: LwaStore;
  limiter: RateLimiter;
  world: World;
  journal: JournalEntry[];
  /** Calls per operation and answer (`createFulfillmentOrder 200`), never trimmed: benchmarks count with it. */
  counts?: Map<string, number>;
}

const JOURNAL_LIMIT = 2000;
const ERROR_TYPES: Record<number, string> = {
  400: 'InvalidInputException',
  403: 'AccessDeniedException',
  404: 'NotFoundException',
  429: 'QuotaExceededException',
  500: 'InternalFailure',
};

/**
 * `grantless`: an application operation (createDestination, getDestinations) called with a
 * client_credentials token; its handler gets no seller store.
 */
export function spApiRoute(deps: SpApiDeps, operation: OperationId, handler: SpApiHandler, opts: { grantless?: boolean } = {}): Handler {
  const limit = String(planOf(operation).rate);
  return async (ctx) => {
    let status: number;
    let response: unknown;
    try {
      const token = header(ctx, 'x-amz-access-token');
      const sellerId = opts.grantless ? deps.lwa.authenticateGrantless(token) : deps.lwa.authenticate(token);
      if (!deps.limiter.take(operation, sellerId)) {
        throw new SpApiFault(429, 'QuotaExceeded', 'You exceeded your quota for the requested resource.');
      }
      ({ status, body: response } = await handler(ctx, opts.grantless ? (null as never) : deps.world.store(sellerId)));
      if (response === undefined) {
        // Operations whose model defines no body (cancelReport) answer with headers only.
        ctx.res.writeHead(status, { 'x-amzn-ratelimit-limit': limit, 'content-length': 0 });
        ctx.res.end();
      } else sendJson(ctx, status, response, { 'x-amzn-ratelimit-limit': limit });
    } catch (err) {
      const fault = err instanceof SpApiFault ? err : new SpApiFault(500, 'InternalFailure', 'We encountered an internal error. Please try again.');
      if (!(err instanceof SpApiFault)) console.error('[amazon sandbox]', err);
      status = fault.status;
      response = { errors: [{ code: fault.code, message: fault.message, ...(fault.details !== undefined ? { details: fault.details } : {}) }] };
      // The brief's throttling signal includes the applied rate on 429 as well, so clients can
      // size their back-off; 403 comes from the gateway before any usage plan applies.
      const headers: Record<string, string> = { 'x-amzn-errortype': ERROR_TYPES[status] ?? 'InternalFailure' };
      if (status !== 403) headers['x-amzn-ratelimit-limit'] = limit;
      sendJson(ctx, status, response, headers);
    }
    record(deps.journal, ctx, operation, status, response);
    deps.counts?.set(`${operation} ${status}`, (deps.counts.get(`${operation} ${status}`) ?? 0) + 1);
  };
}

function header(ctx: Ctx, name: string): string | undefined {
  const v = ctx.req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

function record(journal: JournalEntry[], ctx: Ctx, operation: OperationId, status: number, response: unknown): void {
  const query: Record<string, string[]> = {};
  for (const k of new Set(ctx.query.keys())) query[k] = ctx.query.getAll(k);
  let body: unknown;
  if (ctx.rawBody) {
    try {
      body = jsonBody(ctx);
    } catch {
      body = ctx.rawBody;
    }
  }
  const headers: Record<string, string> = {};
  for (const name of ['user-agent', 'content-type', 'x-amz-date']) {
    const v = header(ctx, name);
    if (v !== undefined) headers[name] = v;
  }
  journal.push({
    operation,
    method: ctx.method,
    path: ctx.path,
    pathParams: ctx.params,
    query,
    headers,
    ...(body !== undefined ? { body } : {}),
    status,
    response,
  });
  if (journal.length > JOURNAL_LIMIT) journal.splice(0, journal.length - JOURNAL_LIMIT);
}
