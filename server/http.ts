import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import { IMAGE_ROUTE } from './images/index.ts';
import { createYoga } from 'graphql-yoga';
import { type DocumentNode, GraphQLError } from 'graphql';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { securityHeaders } from './security-headers.ts';
import type { GraphQLContext } from './graphql/context.ts';
import type { AppServices } from './services.ts';
import { schema } from './graphql/schema.ts';
import { restRouter } from './rest/index.ts';
import { corsForPublicUrl } from './cors.ts';
import { bearerToken } from './rest/auth-middleware.ts';
import { authenticate } from './modules/accounts/accounts.service.ts';
import { authenticateAccessToken, isAccessToken } from './modules/api/access-tokens.service.ts';
import { tokenGate } from './modules/api/token-gate.ts';
import { refuseNulBytes } from './graphql/nul-bytes.ts';
import { impersonationAudit } from './modules/admin/impersonation.ts';
import { memberGate } from './modules/team/member-gate.ts';
import { auditLog } from './modules/audit/audit-plugin.ts';
import type { Viewer } from './graphql/context.ts';
import type { Logger } from './logger.ts';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
    /** A partner's access token, checked before its GraphQL document is parsed. */
    accessToken?: NonNullable<Awaited<ReturnType<typeof authenticateAccessToken>>>;
  }
}

/**
 * Limits applied while a GraphQL document is parsed and validated, before anything runs: the
 * largest query of the client has about 420 tokens and a depth under 12.
 */
export const GRAPHQL_MAX_TOKENS = 5000;
export const GRAPHQL_MAX_DEPTH = 15;
/** Brackets ({, (, [) open at once: selection sets, arguments, list and object values together. */
export const GRAPHQL_MAX_NESTING = 64;

/** A session token is a JWT: three base64url parts. Anything else in `Authorization` is a bad credential. */
const looksLikeJwt = (token: string) => /^[\w-]+\.[\w-]+\.[\w-]*$/.test(token);

export const CLIENT_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/client');

/** Yoga at /graphql, the REST shim at /api/v1, and the built client with history fallback. */
export function createHttpApp(app: AppServices): Express {
  const web = express();
  web.disable('x-powered-by');
  web.set('trust proxy', 'loopback');

  web.use((req, res, next) => {
    const given = req.header('x-request-id');
    req.id = given && /^[\w.-]{1,100}$/.test(given) ? given : randomUUID();
    req.log = app.log.child({ reqId: req.id });
    res.setHeader('x-request-id', req.id);
    const started = process.hrtime.bigint();
    // Server-Timing: the time spent here, for browsers' dev tools and the benchmark.
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (!res.headersSent) res.setHeader('server-timing', `app;dur=${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(2)}`);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      req.log.info({ method: req.method, url: req.originalUrl.split('?')[0], status: res.statusCode, ms }, 'request');
    });
    next();
  });

  web.use(corsForPublicUrl(app.config.publicUrl));
  web.use(securityHeaders(app.config));

  const production = app.config.NODE_ENV === 'production';
  const yoga = createYoga<{ req: express.Request; res: express.Response }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    batching: false,
    cors: false, // corsForPublicUrl answers for every path (server/cors.ts)
    // Internals never reach a client, in development neither (the log has them); invalid arguments
    // that a zod schema refused are the client's error and say which argument and why.
    maskedErrors: { maskError: maskError(app.log) },
    logging: app.log.child({ component: 'graphql' }),
    plugins: [
      // Before the parser has finished: a document of more tokens stops while it is read, one
      // nested deeper than any query stops before the (recursive) parser sees it.
      maxTokensPlugin({ n: GRAPHQL_MAX_TOKENS }),
      nestingLimit(GRAPHQL_MAX_NESTING),
      // Reported as a validation error (not thrown), so it is answered like one.
      maxDepthPlugin({
        n: GRAPHQL_MAX_DEPTH,
        flattenFragments: true,
        propagateOnRejection: false,
        onReject: [(context, err) => context?.reportError(err)],
      }),
      tokenGate({ costPerMinute: app.config.API_TOKEN_COST_PER_MINUTE, pool: app.pool }),
      memberGate(),
      impersonationAudit(),
      auditLog(),
      refuseNulBytes(),
      ...(production ? [disableIntrospection()] : []),
      refusedDocumentsAre400({ suggestions: !production }),
    ],
    context: async ({ req, res }) => {
      const bearer = bearerToken(req.header('authorization'));
      let viewer: Viewer | null = null;
      if (req.accessToken) {
        const found = req.accessToken;
        viewer = {
          userId: found.userId,
          isAdmin: false,
          token: { id: found.tokenId, scopes: found.scopes, name: found.name, createdBy: found.createdBy, member: found.member },
        };
      } else if (bearer) {
        viewer = await authenticate(app, bearer).catch(() => null);
      }
      const setResponseHeader = (name: string, value: string) => {
        if (!res.headersSent) res.setHeader(name, value);
      };
      return { ...app, requestId: req.id, viewer, bearerToken: bearer, clientIp: req.ip ?? '', setResponseHeader };
    },
  });
  // A partner's token (or anything in Authorization that is no session token) is checked before
  // the document is parsed or validated: unknown, revoked or expired is HTTP 401 UNAUTHENTICATED,
  // whatever the query. A session that expired only reads as signed out.
  web.use(yoga.graphqlEndpoint, async (req, res, next) => {
    const bearer = bearerToken(req.header('authorization'));
    if (!bearer || (!isAccessToken(bearer) && looksLikeJwt(bearer))) return next();
    try {
      const found = isAccessToken(bearer) ? await authenticateAccessToken(app, bearer) : null;
      if (!found) {
        res.status(401).json({ errors: [{ message: 'Invalid, revoked or expired access token', extensions: { code: 'UNAUTHENTICATED' } }] });
        return;
      }
      req.accessToken = found;
      next();
    } catch (err) {
      next(err);
    }
  });
  web.use(yoga.graphqlEndpoint, yoga as unknown as express.RequestHandler);

  web.use('/api/v1', restRouter(app));
  web.use(IMAGE_ROUTE, app.images.route());

  if (existsSync(CLIENT_DIST)) {
    web.use(express.static(CLIENT_DIST, { index: false, maxAge: '1h' }));
    // History fallback: any other GET that wants HTML gets the app, which routes (or shows 404).
    web.get(/.*/, (req, res, next) => {
      if (!req.accepts('html')) return next();
      res.sendFile(path.join(CLIENT_DIST, 'index.html'), { headers: { 'cache-control': 'no-cache' } });
    });
  } else {
    app.log.warn({ CLIENT_DIST }, 'client is not built (npm run build); only the API is served');
  }
  return web;
}

/**
 * Masking of errors a resolver threw: a ZodError (an argument a service's schema refused) becomes
 * BAD_USER_INPUT naming the argument and the rule; anything else not meant for the client is
 * "Unexpected error." with no stack or message of ours, logged here with the request's id.
 */
function maskError(log: Logger) {
  // By name, not instanceof: graphql's classes may come from more than one copy (ESM and CJS).
  const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof Error && e.name === 'GraphQLError';
  return (error: unknown, message: string): Error => {
    const original = isGraphQLError(error) ? error.originalError : error;
    if (original && (original as Error).name === 'ZodError') {
      const issues = (original as { issues?: Array<{ path?: PropertyKey[]; message: string }> }).issues ?? [];
      const text = issues.map((i) => (i.path?.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ') || 'Invalid argument';
      return new GraphQLError(text, { extensions: { code: 'BAD_USER_INPUT' }, path: isGraphQLError(error) ? error.path : undefined });
    }
    // Pothos's own refusals of a request (complexity, depth or breadth limits, a malformed global id) are the client's.
    if (original && (original as Error).name === 'PothosValidationError') {
      return new GraphQLError((original as Error).message, { extensions: { code: 'BAD_USER_INPUT' }, path: isGraphQLError(error) ? error.path : undefined });
    }
    // GraphQL errors made on purpose (scope checks, token gate, parser and validation limits) pass as they are.
    if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError))) return error;
    log.error({ err: original ?? error }, 'unexpected error in a GraphQL operation');
    return new GraphQLError(message, {
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
      path: isGraphQLError(error) ? error.path : undefined,
    });
  };
}

/**
 * Refuses a document whose brackets nest deeper than `max` before it is parsed: graphql's parser is
 * recursive, and thousands of nested braces would overflow the stack within the token limit. A
 * scan of the text that skips strings, block strings and comments.
 */
function nestingLimit(max: number) {
  const tooDeep = (source: string): boolean => {
    let depth = 0;
    for (let i = 0; i < source.length; i++) {
      const c = source[i];
      if (c === '#') {
        while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
      } else if (c === '"') {
        if (source.startsWith('"""', i)) {
          const end = source.indexOf('"""', i + 3);
          i = end < 0 ? source.length : end + 2;
        } else {
          for (i++; i < source.length && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
        }
      } else if (c === '{' || c === '(' || c === '[') {
        if (++depth > max) return true;
      } else if (c === '}' || c === ')' || c === ']') depth--;
    }
    return false;
  };
  return {
    onParse({ parseFn, setParseFn }: { parseFn: (source: unknown, options?: unknown) => DocumentNode; setParseFn: (fn: typeof parseFn) => void }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : (source as { body: string }).body;
        if (tooDeep(text)) throw new GraphQLError(`Syntax Error: Nesting depth limit of ${max} exceeded.`);
        return parseFn(source, options);
      });
    },
  };
}

/**
 * A document refused before it runs (too many tokens, too deep, invalid) is the client's error:
 * HTTP 400 whatever the Accept header. In production unknown fields are answered without
 * "Did you mean …?", so the schema cannot be guessed that way.
 */
function refusedDocumentsAre400(opts: { suggestions: boolean }) {
  const refused = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED']);
  return {
    onValidate() {
      return ({ valid, result }: { valid: boolean; result: readonly GraphQLError[] }) => {
        if (!valid && !opts.suggestions) for (const e of result) e.message = e.message.replace(/ ?Did you mean .+\?$/, '').trim();
      };
    },
    // Yoga marks these errors `http.spec`, which answers 200 to clients accepting
    // application/json; a refused document is a 400 for every client.
    onResultProcess({ result }: { result: unknown }) {
      for (const r of (Array.isArray(result) ? result : [result]) as Array<{ errors?: GraphQLError[]; data?: unknown }>) {
        if (!r?.errors || r.data) continue;
        for (const e of r.errors) {
          const ext = e.extensions as Record<string, unknown> | undefined;
          if (ext && refused.has(ext.code as string)) ext.http = { ...(ext.http as object), status: 400, spec: false };
        }
      }
    },
  };
}

/** No introspection in production (DESIGN.md, security facts). */
function disableIntrospection() {
  return {
    onValidate({ addValidationRule }: { addValidationRule: (rule: unknown) => void }) {
      addValidationRule((context: { reportError(e: GraphQLError): void }) => ({
        Field(node: { name: { value: string } }) {
          if (node.name.value === '__schema' || node.name.value === '__type') {
            context.reportError(new GraphQLError('Introspection is disabled'));
          }
        },
      }));
    },
  };
}
