// The partner API's gate (issue 18), a Yoga plugin in front of every execution:
// - persisted queries (Apollo's automatic persisted queries: a hash alone, or a hash with its query
//   to store it), kept in Postgres so every web process knows them;
// - for access tokens: every field of the operation checked against token-scopes.ts before anything
//   runs, then the operation's cost (the complexity plugin's estimate) counted against the token's
//   budget per minute in Postgres, answered with RateLimit-* headers, or 429 with Retry-After.
import { operationChannelRefusals } from '../team/channel-limits.ts';
import { createHash } from 'node:crypto';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type pg from 'pg';
import { tokenRefusals } from '../../../shared/api/token-rules.ts';
import { consumeRateLimit } from '../system/rate-limits.ts';
import { findPersistedQuery, savePersistedQuery } from './persisted-queries.ts';
import type { GraphQLContext } from '../../graphql/context.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const MAX_PERSISTED_QUERY = 20_000;

/**
 * A query sent with its hash waits here until we know who sent it: only a signed-in seller or a
 * valid access token may make us keep a query (a stranger could otherwise fill the table).
 */
const pendingSaves = new WeakMap<Request, { hash: string; query: string }>();

export function tokenGate(opts: { costPerMinute: number; pool: pg.Pool }): Plugin<GraphQLContext> {
  return {
    async onParams({ params, request, setParams }) {
      const persisted = (params.extensions as { persistedQuery?: { version?: number; sha256Hash?: string } } | undefined)?.persistedQuery;
      const hash = persisted?.sha256Hash;
      if (!hash) return;
      const { pool } = opts;
      if (params.query) {
        if (sha256(params.query) !== hash)
          throw new GraphQLError('provided sha does not match query', { extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH', http: { status: 400 } } });
        // A bound on what a caller can make us keep (a partner's queries are a few KB).
        if (params.query.length <= MAX_PERSISTED_QUERY) pendingSaves.set(request, { hash, query: params.query });
        return;
      }
      const query = await findPersistedQuery(pool, hash);
      if (!query) throw new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
      setParams({ ...params, query });
    },
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as GraphQLContext & { request?: Request };
      const pending = ctx.request && pendingSaves.get(ctx.request);
      const keep = async () => {
        if (pending && ctx.viewer) await savePersistedQuery(opts.pool, pending.hash, pending.query);
      };
      const token = ctx.viewer?.token;
      if (!token) return keep();
      const refused = tokenRefusals(args.schema, args.document, token.scopes);
      // A team member's token: not on a channel the member is not limited to (issue 35).
      if (!refused.length && token.member)
        refused.push(...operationChannelRefusals(token.member, args.document, args.operationName, (args.variableValues ?? {}) as Record<string, unknown>));
      if (!refused.length) await keep();
      if (refused.length) {
        setResultAndStopExecution({
          errors: refused.map((message) => new GraphQLError(message, { extensions: { code: 'INSUFFICIENT_SCOPE', http: { status: 403 } } })),
        });
        return;
      }
      const { complexity } = complexityFromQuery(args.document, {
        schema: args.schema,
        ctx,
        variables: (args.variableValues ?? {}) as Record<string, unknown>,
      });
      const cost = Math.max(1, complexity);
      const used = await consumeRateLimit(ctx.pool, { bucket: 'api-token-cost', limit: opts.costPerMinute, windowMs: 60_000 }, token.id, cost);
      ctx.setResponseHeader?.('RateLimit-Limit', String(opts.costPerMinute));
      ctx.setResponseHeader?.('RateLimit-Remaining', String(Math.max(0, opts.costPerMinute - used.hits)));
      ctx.setResponseHeader?.('RateLimit-Reset', String(used.retryAfterSeconds));
      ctx.setResponseHeader?.('X-Query-Cost', String(cost));
      if (!used.allowed) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`Rate limit exceeded: this token may spend ${opts.costPerMinute} cost points a minute; retry in ${used.retryAfterSeconds} s.`, {
              extensions: {
                code: 'RATE_LIMITED',
                retryAfterSeconds: used.retryAfterSeconds,
                http: { status: 429, headers: { 'Retry-After': String(used.retryAfterSeconds) } },
              },
            }),
          ],
        });
      }
    },
  };
}
