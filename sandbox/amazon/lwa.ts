// Login with Amazon: authorization codes from the consent page, the token endpoint
// (authorization_code, refresh_token and client_credentials grants) and the access-token check
// every SP-API call goes through.
import { randomBytes } from 'node:crypto';
import { DEMO_APP } from './demo.ts';
import { SpApiFault, sendJson, type Ctx } from './http.ts';

export interface LwaSettings {
  /** Access-token lifetime; Amazon's is 3600 s, tests shorten it. */
  accessTokenTtlSeconds: number;
  /** spapi_oauth_code lifetime: 5 minutes at Amazon. */
  codeTtlSeconds: number;
}

interface AuthCode {
  sellingPartnerId: string;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
}

interface AccessToken {
  /** null for grantless (client_credentials) tokens. */
  sellingPartnerId: string | null;
  expiresAt: number;
}

const token = (prefix: string, bytes: number) => prefix + randomBytes(bytes).toString('base64url');

export class LwaStore {
  private codes = new Map<string, AuthCode>();
  private refreshTokens = new Map<string, string>();
  private accessTokens = new Map<string, AccessToken>();

  constructor(readonly settings: LwaSettings) {}

  issueCode(sellingPartnerId: string, redirectUri: string, now = Date.now()): string {
    // Real codes are ~20 characters of letters; the exact format is not documented.
    const code = 'ANq' + randomBytes(15).toString('base64url').replace(/[-_]/g, 'x');
    this.codes.set(code, { sellingPartnerId, redirectUri, expiresAt: now + this.settings.codeTtlSeconds * 1000, used: false });
    return code;
  }

  /** Ends every access token of one seller (or of all) now: the next SP-API call gets the expired-token 403. */
  expireAccessTokens(sellingPartnerId?: string): number {
    let n = 0;
    for (const t of this.accessTokens.values()) {
      if (!sellingPartnerId || t.sellingPartnerId === sellingPartnerId) {
        t.expiresAt = Math.min(t.expiresAt, Date.now() - 1);
        n++;
      }
    }
    return n;
  }

  /** The selling partner of a valid access token, or the SP-API 403 the real service answers. */
  authenticate(header: string | undefined, now = Date.now()): string {
    if (!header) throw new SpApiFault(403, 'Unauthorized', 'Access to requested resource is denied.', '');
    const t = this.accessTokens.get(header);
    if (!t?.sellingPartnerId) {
      throw new SpApiFault(403, 'Unauthorized', 'Access to requested resource is denied.', 'The access token you provided is revoked, malformed or invalid.');
    }
    if (t.expiresAt <= now) {
      throw new SpApiFault(403, 'Unauthorized', 'Access to requested resource is denied.', 'The access token you provided has expired.');
    }
    return t.sellingPartnerId;
  }

  /** A valid grantless (client_credentials) token: the application's own operations (Notifications destinations). */
  authenticateGrantless(header: string | undefined, now = Date.now()): string {
    const t = header ? this.accessTokens.get(header) : undefined;
    if (!t || t.sellingPartnerId !== null || t.expiresAt <= now) {
      throw new SpApiFault(403, 'Unauthorized', 'Access to requested resource is denied.', 'The access token you provided is revoked, malformed or invalid.');
    }
    return `app:${DEMO_APP.applicationId}`;
  }

  /** POST /auth/o2/token (form-encoded, as LWA requires). */
  handleToken = (ctx: Ctx): void => {
    const type = ctx.req.headers['content-type'] ?? '';
    // Amazon documents form encoding; several SDKs send JSON, which LWA accepts as well.
    let form: URLSearchParams;
    if (type.startsWith('application/x-www-form-urlencoded')) form = new URLSearchParams(ctx.rawBody);
    else if (type.startsWith('application/json')) {
      try {
        form = new URLSearchParams(JSON.parse(ctx.rawBody) as Record<string, string>);
      } catch {
        return lwaError(ctx, 400, 'invalid_request', 'The request body is malformed');
      }
    } else return lwaError(ctx, 400, 'invalid_request', 'The Content-Type header must be application/x-www-form-urlencoded');
    const grant = form.get('grant_type');
    if (!grant) return lwaError(ctx, 400, 'invalid_request', 'The request is missing a required parameter : grant_type');
    if (!['authorization_code', 'refresh_token', 'client_credentials'].includes(grant)) {
      return lwaError(ctx, 400, 'unsupported_grant_type', 'The authorization grant type is not supported by the authorization server');
    }
    if (form.get('client_id') !== DEMO_APP.clientId || form.get('client_secret') !== DEMO_APP.clientSecret) {
      return lwaError(ctx, 401, 'invalid_client', 'Client authentication failed');
    }
    const now = Date.now();
    if (grant === 'authorization_code') {
      const code = form.get('code');
      if (!code) return lwaError(ctx, 400, 'invalid_request', 'The request is missing a required parameter : code');
      const c = this.codes.get(code);
      if (!c || c.used || c.expiresAt <= now) {
        return lwaError(ctx, 400, 'invalid_grant', 'The request has an invalid grant parameter : code');
      }
      if (form.get('redirect_uri') !== null && form.get('redirect_uri') !== c.redirectUri) {
        return lwaError(ctx, 400, 'invalid_grant', 'The request has an invalid grant parameter : redirect_uri');
      }
      c.used = true;
      const refresh = token('Atzr|', 280);
      this.refreshTokens.set(refresh, c.sellingPartnerId);
      return this.grant(ctx, c.sellingPartnerId, now, refresh);
    }
    if (grant === 'refresh_token') {
      const refresh = form.get('refresh_token');
      if (!refresh) return lwaError(ctx, 400, 'invalid_request', 'The request is missing a required parameter : refresh_token');
      const seller = this.refreshTokens.get(refresh);
      if (!seller) return lwaError(ctx, 400, 'invalid_grant', 'The request has an invalid grant parameter : refresh_token');
      return this.grant(ctx, seller, now, refresh);
    }
    const scope = form.get('scope');
    if (!scope || !/^sellingpartnerapi::(notifications|client_credential:rotation)$/.test(scope)) {
      return lwaError(ctx, 400, 'invalid_scope', 'The request has an invalid parameter : scope');
    }
    const access = token('Atc|', 280);
    this.accessTokens.set(access, { sellingPartnerId: null, expiresAt: now + this.settings.accessTokenTtlSeconds * 1000 });
    sendJson(ctx, 200, { access_token: access, scope, token_type: 'bearer', expires_in: this.settings.accessTokenTtlSeconds });
  };

  private grant(ctx: Ctx, sellingPartnerId: string, now: number, refresh: string): void {
    const access = token('Atza|', 300);
    this.accessTokens.set(access, { sellingPartnerId, expiresAt: now + this.settings.accessTokenTtlSeconds * 1000 });
    sendJson(ctx, 200, { access_token: access, refresh_token: refresh, token_type: 'bearer', expires_in: this.settings.accessTokenTtlSeconds });
  }
}

function lwaError(ctx: Ctx, status: number, error: string, description: string): void {
  sendJson(ctx, status, { error_description: description, error });
}
