// The partner API's gate (issue 18), a Yoga plugin in front of every execution:
// - persisted queries (Apollo's automatic persisted queries: a hash alone, or a hash with its query
//   to store it), kept in Postgres so every web process knows them;
// - for access tokens: every field of the operation checked against token-scopes.ts before anything
//   runs, then the operation's cost (the complexity plugin's estimate) counted against the token's
//   budget per minute in Postgres, answered with RateLimit-* headers, or 429 with Retry-After.
import { createHash } from 'node:crypto';
import { complexityFromQuery } from '@pothos/plugin-complexity';
import { type DocumentNode, GraphQLError, type GraphQLSchema, isInterfaceType, isObjectType, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type pg from 'pg';
import { ROOT_FIELD_RULES, TYPE_RULES, type AccessTokenScope, type TokenRule } from '../modules/api/token-scopes.ts';
import { consumeRateLimit } from '../modules/system/rate-limits.ts';
import { findPersistedQuery, savePersistedQuery } from '../modules/api/persisted-queries.ts';
import type { GraphQLContext } from './context.ts';

/** The rule for `type.field` (default deny; Error types are open). */
export function tokenRule(schema: GraphQLSchema, typeName: string, fieldName: string): TokenRule {
  if (typeName === 'Query' || typeName === 'Mutation') return ROOT_FIELD_RULES[typeName][fieldName] ?? 'deny';
  const rule = TYPE_RULES[typeName];
  if (typeof rule === 'string') return rule;
  if (rule) return rule[fieldName] ?? 'deny';
  const type = schema.getType(typeName);
  if (isObjectType(type) && type.getInterfaces().some((i) => i.name === 'Error')) return 'open';
  return 'deny';
}

/** Every field of the document a token with these scopes may not read, as messages. */
export function tokenRefusals(schema: GraphQLSchema, document: DocumentNode, scopes: ReadonlySet<AccessTokenScope>): string[] {
  const typeInfo = new TypeInfo(schema);
  const refused = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        const field = node.name.value;
        if (!parent || field.startsWith('__') || !(isObjectType(parent) || isInterfaceType(parent))) return;
        const rule = tokenRule(schema, parent.name, field);
        if (rule === 'open') return;
        if (rule === 'deny') refused.add(`${parent.name}.${field} is not available to access tokens`);
        else if (!scopes.has(rule)) refused.add(`${parent.name}.${field} needs the ${rule} scope`);
      },
    }),
  );
  return [...refused];
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function tokenGate(opts: { costPerMinute: number; pool: pg.Pool }): Plugin<GraphQLContext> {
  return {
    async onParams({ params, setParams }) {
      const persisted = (params.extensions as { persistedQuery?: { version?: number; sha256Hash?: string } } | undefined)?.persistedQuery;
      const hash = persisted?.sha256Hash;
      if (!hash) return;
      const { pool } = opts;
      if (params.query) {
        if (sha256(params.query) !== hash)
          throw new GraphQLError('provided sha does not match query', { extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH', http: { status: 400 } } });
        await savePersistedQuery(pool, hash, params.query);
        return;
      }
      const query = await findPersistedQuery(pool, hash);
      if (!query) throw new GraphQLError('PersistedQueryNotFound', { extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } });
      setParams({ ...params, query });
    },
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as GraphQLContext;
      const token = ctx.viewer?.token;
      if (!token) return;
      const refused = tokenRefusals(args.schema, args.document, token.scopes);
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
