// Login with Amazon token endpoint: exchanging the consent page's spapi_oauth_code, and
// refreshing access tokens with the seller's stored refresh token.
import type { AmazonConfig } from './config.ts';
import { AmazonApiError } from './errors.ts';
import { amazonTransport } from './transport.ts';

export interface LwaTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
}

/** Exchanges a spapi_oauth_code (valid 5 minutes, single use) for the seller's tokens. */
export async function exchangeAuthorizationCode(config: AmazonConfig, code: string, redirectUri?: string): Promise<LwaTokens> {
  const form: Record<string, string> = { grant_type: 'authorization_code', code, client_id: config.clientId, client_secret: config.clientSecret };
  if (redirectUri) form.redirect_uri = redirectUri;
  const t = await tokenRequest(config, form);
  if (!t.refresh_token) throw new AmazonApiError(502, 'invalid_response', 'Login with Amazon returned no refresh token', undefined, undefined, 'lwa');
  return { accessToken: t.access_token, refreshToken: t.refresh_token, expiresAt: Date.now() + t.expires_in * 1000 };
}

/** A new access token for a stored refresh token. */
export async function refreshAccessToken(config: AmazonConfig, refreshToken: string): Promise<LwaTokens> {
  const t = await tokenRequest(config, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  return { accessToken: t.access_token, refreshToken: t.refresh_token ?? refreshToken, expiresAt: Date.now() + t.expires_in * 1000 };
}

/** An application token for grantless operations (e.g. scope sellingpartnerapi::notifications). */
export async function grantlessAccessToken(config: AmazonConfig, scope: string): Promise<{ accessToken: string; expiresAt: number }> {
  const t = await tokenRequest(config, { grant_type: 'client_credentials', scope, client_id: config.clientId, client_secret: config.clientSecret });
  return { accessToken: t.access_token, expiresAt: Date.now() + t.expires_in * 1000 };
}

async function tokenRequest(config: AmazonConfig, form: Record<string, string>): Promise<TokenResponse> {
  const res = await amazonTransport(config).send({
    operation: 'lwa',
    method: 'POST',
    url: `${config.lwaUrl}/auth/o2/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
    // A refresh may be sent twice; an authorization code is single use, so its exchange is not repeated.
    idempotent: form.grant_type !== 'authorization_code',
  });
  const text = res.text;
  let body: Partial<TokenResponse> & { error?: string; error_description?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // handled below
  }
  if (!res.ok || !body.access_token || typeof body.expires_in !== 'number') {
    throw new AmazonApiError(
      res.status,
      body.error ?? `HTTP${res.status}`,
      body.error_description ?? (text.slice(0, 500) || 'Login with Amazon refused the request'),
      undefined,
      res.headers.get('x-amzn-requestid') ?? undefined,
      'lwa',
    );
  }
  return body as TokenResponse;
}
