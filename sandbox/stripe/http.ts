import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import { authenticate, publishableRefused } from './auth.ts';
import { handleControl } from './control.ts';
import { serveStripeJs, STRIPE_JS_PATH } from './stripejs.ts';
import { invalidRequest, StripeError } from './errors.ts';
import { parseForm } from './form.ts';
import { fingerprint, replay, shouldSave } from './idempotency.ts';
import { match, type Route } from './router.ts';
import { SANDBOX_API_VERSION, type Ctx, type RecordedRequest, type State } from './state.ts';

/**
 * The wire layer: Stripe's headers (`Request-Id`, `Stripe-Version`, `Idempotency-Key`,
 * `Stripe-Should-Retry`), auth, form-encoded parameters, injected faults and the error envelope.
 * `/__sandbox/…` is the control API for tests and demos; it never shares paths with Stripe's.
 */
const MAX_RECORDED = 2000;

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-cache, no-store', ...headers });
  res.end(body);
}

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,HEAD,PUT,PATCH,POST,DELETE',
  'access-control-expose-headers': 'Request-Id, Stripe-Should-Retry',
};

export function createHandler(state: State, routes: Route[]) {
  const handle = serve(state, routes);
  return (req: http.IncomingMessage, res: http.ServerResponse): void => {
    handle(req, res).catch((err: unknown) => {
      // A dropped connection mid-body, or a bug: never take the sandbox down.
      console.error('[stripe sandbox]', err);
      if (!res.headersSent) send(res, 500, json({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
    });
  };
}

function serve(state: State, routes: Route[]) {
  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const raw = await readBody(req);
    // Stripe.js and its frames (js.stripe.com's part, served here so that browsers need nothing from the Internet).
    if (url.pathname.startsWith(STRIPE_JS_PATH)) {
      const page = serveStripeJs(state, req.method ?? 'GET', url, raw);
      res.writeHead(page.status, { 'content-type': page.type, 'cache-control': 'no-cache' });
      return void res.end(page.body);
    }
    // api.stripe.com answers browsers from any origin (Stripe.js calls it with the publishable key).
    if (req.method === 'OPTIONS' && url.pathname.startsWith('/v1/')) {
      res.writeHead(204, {
        ...CORS,
        'access-control-allow-headers': 'authorization, content-type, stripe-version, idempotency-key',
        'access-control-max-age': '300',
      });
      return void res.end();
    }
    if (url.pathname.startsWith('/__sandbox/')) {
      try {
        const out = handleControl(state, req.method ?? 'GET', url, raw);
        return send(res, out.status, json(out.body));
      } catch (err) {
        return send(res, 500, json({ error: err instanceof Error ? err.message : String(err) }));
      }
    }
    const requestId = `req_${randomBytes(7).toString('hex')}`;
    const version = header(req, 'stripe-version');
    const idemKey = header(req, 'idempotency-key');
    const headers: Record<string, string> = { ...CORS, 'request-id': requestId, 'stripe-version': SANDBOX_API_VERSION };
    if (idemKey) headers['idempotency-key'] = idemKey;
    const method = req.method ?? 'GET';
    const params = method === 'POST' ? parseForm(raw) : parseForm(url.search.slice(1));
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      params,
      stripeVersion: version ?? null,
      idempotencyKey: idemKey ?? null,
      status: 0,
      response: null,
    };
    const reply = (status: number, body: string, extra: Record<string, string> = headers) => {
      record.status = status;
      record.response = JSON.parse(body) as unknown;
      send(res, status, body, extra);
    };
    if (url.pathname.startsWith('/v1/')) {
      state.requests.push(record);
      if (state.requests.length > MAX_RECORDED) state.requests.shift();
    }
    try {
      const kind = authenticate(state, header(req, 'authorization'), params.key);
      delete params.key;
      if (kind === 'publishable') record.publishableKey = true;
      if (version !== undefined && !/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version)) {
        throw invalidRequest(`Invalid Stripe API version: ${version}`, { code: 'api_version_invalid' });
      }
      // Only the pinned version's shapes are simulated: another version is refused rather than
      // answered with shapes it does not have (README: deliberate differences).
      if (version !== undefined && version !== SANDBOX_API_VERSION) {
        throw invalidRequest(
          `This Stripe sandbox answers API version ${SANDBOX_API_VERSION} only (the version ListBridge pins); the request asked for ${version}. Pin ${SANDBOX_API_VERSION} with the Stripe-Version header or the SDK's apiVersion.`,
          { code: 'api_version_invalid' },
        );
      }
      if (method === 'POST' && raw && !/application\/x-www-form-urlencoded/.test(header(req, 'content-type') ?? '')) {
        throw invalidRequest(
          'Invalid request (check that your POST content type is application/x-www-form-urlencoded). If you have any questions, we can help at https://support.stripe.com/.',
        );
      }
      const fault = state.faults.shift();
      if (fault) {
        const err = new StripeError(
          fault.status,
          { type: fault.status === 429 ? 'invalid_request_error' : 'api_error', code: fault.code, message: fault.message },
          fault.shouldRetry ?? undefined,
        );
        throw err;
      }
      const found = match(routes, method, url.pathname);
      if (!found) {
        throw invalidRequest(
          `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
          { status: 404 },
        );
      }
      if (kind === 'publishable' && !found.route.publishable) throw publishableRefused();
      const print = fingerprint(method, url.pathname, params);
      if (method === 'POST' && idemKey) {
        const saved = replay(state, idemKey, print);
        if (saved) {
          return reply(saved.status, saved.body, { ...headers, 'idempotent-replayed': 'true', 'original-request': saved.requestId });
        }
      }
      const ctx: Ctx = { state, params, requestId, idempotencyKey: idemKey ?? null, keyKind: kind };
      let status = 200;
      let body: string;
      try {
        body = json(found.route.handle(ctx, found.args));
      } catch (err) {
        if (!(err instanceof StripeError)) throw err;
        status = err.status;
        body = json({ error: { ...err.body, request_log_url: `https://dashboard.stripe.com/test/logs/${requestId}` } });
        if (err.shouldRetry !== undefined) headers['stripe-should-retry'] = String(err.shouldRetry);
      }
      if (method === 'POST' && idemKey && shouldSave(status)) state.idempotency.set(idemKey, { fingerprint: print, status, body, requestId });
      return reply(status, body);
    } catch (err) {
      if (err instanceof StripeError) {
        if (err.shouldRetry !== undefined) headers['stripe-should-retry'] = String(err.shouldRetry);
        return reply(err.status, json({ error: err.body }));
      }
      reply(500, json({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
      console.error('[stripe sandbox]', err);
    }
  };
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
