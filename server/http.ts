import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import { IMAGE_ROUTE } from './images/index.ts';
import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from './graphql/context.ts';
import type { AppServices } from './services.ts';
import { schema } from './graphql/schema.ts';
import { restRouter } from './rest/index.ts';
import { corsForPublicUrl } from './cors.ts';
import { bearerToken } from './rest/auth-middleware.ts';
import { authenticate } from './modules/accounts/accounts.service.ts';
import { authenticateAccessToken, isAccessToken } from './modules/api/access-tokens.service.ts';
import { tokenGate } from './graphql/token-gate.ts';
import { refuseNulBytes } from './graphql/nul-bytes.ts';
import { impersonationAudit } from './graphql/impersonation.ts';
import type { Viewer } from './graphql/context.ts';
import type { Logger } from './logger.ts';

declare module 'express-serve-static-core' {
  interface Request {
    id: string;
    log: Logger;
  }
}

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

  const production = app.config.NODE_ENV === 'production';
  const yoga = createYoga<{ req: express.Request; res: express.Response }, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    batching: false,
    cors: false, // corsForPublicUrl answers for every path (server/cors.ts)
    maskedErrors: production ? true : { isDev: true },
    logging: app.log.child({ component: 'graphql' }),
    plugins: [
      tokenGate({ costPerMinute: app.config.API_TOKEN_COST_PER_MINUTE, pool: app.pool }),
      impersonationAudit(),
      refuseNulBytes(),
      ...(production ? [disableIntrospection()] : []),
    ],
    context: async ({ req, res }) => {
      const bearer = bearerToken(req.header('authorization'));
      let viewer: Viewer | null = null;
      if (bearer && isAccessToken(bearer)) {
        // A partner's token: unknown, revoked or expired is HTTP 401 (a session that expired only reads as signed out).
        const found = await authenticateAccessToken(app, bearer);
        if (!found) throw new GraphQLError('Invalid, revoked or expired access token', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
        viewer = { userId: found.userId, isAdmin: false, token: { id: found.tokenId, scopes: found.scopes } };
      } else if (bearer) {
        viewer = await authenticate(app, bearer).catch(() => null);
      }
      const setResponseHeader = (name: string, value: string) => {
        if (!res.headersSent) res.setHeader(name, value);
      };
      return { ...app, requestId: req.id, viewer, bearerToken: bearer, clientIp: req.ip ?? '', setResponseHeader };
    },
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
