import { randomBytes } from 'node:crypto';
import express, { type Request, type Response, type Router } from 'express';
import { KNOWN_USER_SCOPES, SCOPE_BASE } from './auth.ts';
import { consentPage, errorPage } from './consent-page.ts';
import { DEMO } from './seed.ts';
import { ensureUser, type EbaySandboxState } from './state.ts';

const CODE_TTL_S = 299; // eBay authorization codes live about 5 minutes
const ACCESS_TTL_S = 7200; // 2 hours
const REFRESH_TTL_S = 47_304_000; // about 18 months

const token = (kind: string) => `v^1.1#i^1#${kind}^3#r^1#t^${randomBytes(48).toString('base64url')}`;

interface ConsentParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scope: string;
  state?: string;
}

/** Same checks as eBay: known App ID, its RuName, response_type=code, scopes eBay knows. */
function checkConsent(state: EbaySandboxState, q: Record<string, unknown>): { ok: true; p: ConsentParams; scopes: string[] } | { ok: false; error: string } {
  const str = (k: string) => (typeof q[k] === 'string' ? (q[k] as string) : '');
  if (str('client_id') !== state.app.clientId) return { ok: false, error: 'The client_id is not valid.' };
  if (str('redirect_uri') !== state.app.ruName) return { ok: false, error: 'The redirect_uri (RuName) is not registered for this application.' };
  if (str('response_type') !== 'code') return { ok: false, error: 'response_type must be "code".' };
  const scopes = str('scope').split(/[ +]+/).filter(Boolean);
  if (scopes.length === 0 || scopes.some((s) => !KNOWN_USER_SCOPES.has(s)))
    return { ok: false, error: 'The requested scope is invalid, unknown, or malformed.' };
  return {
    ok: true,
    p: {
      client_id: str('client_id'),
      redirect_uri: str('redirect_uri'),
      response_type: 'code',
      scope: scopes.join(' '),
      ...(typeof q.state === 'string' ? { state: q.state } : {}),
    },
    scopes,
  };
}

function oauthError(res: Response, status: number, error: string, description: string) {
  res.status(status).json({ error, error_description: description });
}

export function oauthRoutes(state: EbaySandboxState): Router {
  const r = express.Router();

  r.get('/oauth2/authorize', (req, res) => {
    const c = checkConsent(state, req.query as Record<string, unknown>);
    if (!c.ok) return void res.status(400).type('html').send(errorPage(c.error));
    const hidden: Record<string, string> = { ...c.p } as Record<string, string>;
    res.type('html').send(consentPage({ appName: 'ListBridge', scopes: c.scopes, hidden, username: DEMO.username }));
  });

  // The consent form posts here; eBay then redirects to the RuName's accepted or declined URL.
  r.post('/oauth2/authorize', express.urlencoded({ extended: false }), (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const c = checkConsent(state, body);
    if (!c.ok) return void res.status(400).type('html').send(errorPage(c.error));
    const stateParam = c.p.state;
    if (body.decision !== 'agree') {
      const url = new URL(state.app.declinedUrl);
      if (stateParam !== undefined) url.searchParams.set('state', stateParam);
      return void res.redirect(302, url.toString());
    }
    const username = typeof body.username === 'string' && /^[A-Za-z0-9._-]{2,64}$/.test(body.username) ? body.username : DEMO.username;
    const user = ensureUser(state, username);
    const code = token('f^0#p');
    state.codes.set(code, { userId: user.userId, scopes: c.scopes, expiresAt: state.clock.now() + CODE_TTL_S * 1000, used: false });
    const url = new URL(state.app.acceptedUrl);
    if (stateParam !== undefined) url.searchParams.set('state', stateParam);
    url.searchParams.set('code', code);
    url.searchParams.set('expires_in', String(CODE_TTL_S));
    res.redirect(302, url.toString());
  });

  r.post('/identity/v1/oauth2/token', express.urlencoded({ extended: false }), (req: Request, res) => {
    if (!req.is('application/x-www-form-urlencoded')) return oauthError(res, 400, 'invalid_request', 'request is missing a required parameter or malformed.');
    const basic = /^Basic\s+(.+)$/i.exec(req.header('authorization') ?? '');
    const [id, secret] = basic ? Buffer.from(basic[1]!, 'base64').toString('utf8').split(':') : [];
    if (id !== state.app.clientId || secret !== state.app.clientSecret) return oauthError(res, 401, 'invalid_client', 'client authentication failed');
    const b = req.body as Record<string, string | undefined>;
    const now = state.clock.now();
    const issueAccess = (userId: string | null, scopes: string[]) => {
      const access = token('p');
      state.accessTokens.set(access, { userId, scopes, expiresAt: now + ACCESS_TTL_S * 1000 });
      return access;
    };

    switch (b.grant_type) {
      case 'authorization_code': {
        const rec = b.code ? state.codes.get(b.code) : undefined;
        if (!b.code || !b.redirect_uri) return oauthError(res, 400, 'invalid_request', 'request is missing a required parameter or malformed.');
        if (!rec || rec.used || rec.expiresAt <= now || b.redirect_uri !== state.app.ruName) {
          return oauthError(res, 400, 'invalid_grant', 'the provided authorization grant code is invalid or was issued to another client');
        }
        rec.used = true;
        state.grants.authorization_code++;
        const refresh = token('r');
        state.refreshTokens.set(refresh, { userId: rec.userId, scopes: rec.scopes, expiresAt: now + REFRESH_TTL_S * 1000 });
        return void res.json({
          access_token: issueAccess(rec.userId, rec.scopes),
          expires_in: ACCESS_TTL_S,
          refresh_token: refresh,
          refresh_token_expires_in: REFRESH_TTL_S,
          token_type: 'User Access Token',
        });
      }
      case 'refresh_token': {
        const rec = b.refresh_token ? state.refreshTokens.get(b.refresh_token) : undefined;
        if (!rec || rec.expiresAt <= now)
          return oauthError(res, 400, 'invalid_grant', 'the provided authorization refresh token is invalid or was issued to another client');
        const asked = (b.scope ?? '').split(/[ +]+/).filter(Boolean);
        // A refresh may narrow the scopes but never widen them.
        if (asked.some((s) => !rec.scopes.includes(s)))
          return oauthError(res, 400, 'invalid_scope', 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client');
        const scopes = asked.length ? asked : rec.scopes;
        // Counted (GET /__sandbox/state) so tests can prove a refreshed token is saved and reused.
        state.grants.refresh_token++;
        return void res.json({ access_token: issueAccess(rec.userId, scopes), expires_in: ACCESS_TTL_S, token_type: 'User Access Token' });
      }
      case 'client_credentials': {
        const asked = (b.scope ?? '').split(/[ +]+/).filter(Boolean);
        if (asked.length === 0 || asked.some((s) => s !== SCOPE_BASE))
          return oauthError(res, 400, 'invalid_scope', 'The requested scope is invalid, unknown, malformed, or exceeds the scope granted to the client');
        state.grants.client_credentials++;
        return void res.json({ access_token: issueAccess(null, asked), expires_in: ACCESS_TTL_S, token_type: 'Application Access Token' });
      }
      default:
        return oauthError(res, 400, 'unsupported_grant_type', 'grant type in request is not supported by the authorization server');
    }
  });
  return r;
}
