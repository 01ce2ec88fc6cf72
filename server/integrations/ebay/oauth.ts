import type { EbayConfig, EbayTransportOptions } from './config.ts';
import { EbayApiError } from './errors.ts';
import { ebayTransport } from './http.ts';

export const EBAY_SCOPE_BASE = 'https://api.ebay.com/oauth/api_scope';
/**
 * The 15 selling scopes the consent asks for (spec 000 §9, 001 §2: "15 selling scopes"): eBay's
 * authorization-code scope list up to the reputation scopes, in eBay's order. Listing needs
 * inventory, account and fulfillment; identity gives the seller name (ebay_creds.sellername);
 * marketing, analytics, finances, disputes and reputation serve promotions, stats and payouts.
 */
export const EBAY_SELLER_SCOPES = [
  EBAY_SCOPE_BASE,
  `${EBAY_SCOPE_BASE}/sell.marketing.readonly`,
  `${EBAY_SCOPE_BASE}/sell.marketing`,
  `${EBAY_SCOPE_BASE}/sell.inventory.readonly`,
  `${EBAY_SCOPE_BASE}/sell.inventory`,
  `${EBAY_SCOPE_BASE}/sell.account.readonly`,
  `${EBAY_SCOPE_BASE}/sell.account`,
  `${EBAY_SCOPE_BASE}/sell.fulfillment.readonly`,
  `${EBAY_SCOPE_BASE}/sell.fulfillment`,
  `${EBAY_SCOPE_BASE}/sell.analytics.readonly`,
  `${EBAY_SCOPE_BASE}/sell.finances`,
  `${EBAY_SCOPE_BASE}/sell.payment.dispute`,
  `${EBAY_SCOPE_BASE}/commerce.identity.readonly`,
  `${EBAY_SCOPE_BASE}/sell.reputation`,
  `${EBAY_SCOPE_BASE}/sell.reputation.readonly`,
];

/**
 * What the consent asks for: the 15 selling scopes and commerce.notification.subscription, which
 * eBay requires on the seller's token to subscribe them to a user topic (ORDER_CONFIRMATION: their
 * new orders notified rather than only polled). Not a selling scope, so the spec's 15 stay as they are.
 */
export const EBAY_CONSENT_SCOPES = [...EBAY_SELLER_SCOPES, `${EBAY_SCOPE_BASE}/commerce.notification.subscription`];

export interface EbayUserTokens {
  accessToken: string;
  accessTokenExpiresAt: number; // epoch ms
  refreshToken: string;
  refreshTokenExpiresAt: number; // epoch ms
  scopes: string[];
}

export interface EbayAccessToken {
  accessToken: string;
  expiresAt: number;
}

/** The consent-page URL the seller's browser is sent to; `state` comes back untouched on the redirect. */
export function buildEbayConsentUrl(cfg: EbayConfig, opts: { state: string; scopes?: string[]; prompt?: 'login'; locale?: string }): string {
  const url = new URL('/oauth2/authorize', cfg.authUrl);
  url.searchParams.set('client_id', cfg.clientId);
  url.searchParams.set('redirect_uri', cfg.ruName);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', (opts.scopes ?? EBAY_CONSENT_SCOPES).join(' '));
  url.searchParams.set('state', opts.state);
  if (opts.prompt) url.searchParams.set('prompt', opts.prompt);
  if (opts.locale) url.searchParams.set('locale', opts.locale);
  return url.toString();
}

async function tokenCall(cfg: EbayConfig, form: Record<string, string>, t: EbayTransportOptions, operation: string) {
  const res = await ebayTransport(t).send({
    operation,
    method: 'POST',
    url: new URL('/identity/v1/oauth2/token', cfg.apiUrl),
    // A refresh or an application token may be asked for twice; an authorization code is single use.
    idempotent: form.grant_type !== 'authorization_code',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${cfg.clientId}:${cfg.clientSecret}`).toString('base64')}`,
      accept: 'application/json',
    },
    body: new URLSearchParams(form).toString(),
  });
  const text = res.text;
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text for the error message */
  }
  if (!res.ok) throw EbayApiError.fromResponse(res.status, body, operation);
  return body as { access_token: string; expires_in: number; refresh_token?: string; refresh_token_expires_in?: number };
}

/** Authorization-code grant: the `code` from the accepted-URL redirect → user tokens. */
export async function exchangeEbayCode(cfg: EbayConfig, code: string, t: EbayTransportOptions = {}): Promise<EbayUserTokens> {
  const now = (t.now ?? Date.now)();
  const r = await tokenCall(cfg, { grant_type: 'authorization_code', code, redirect_uri: cfg.ruName }, t, 'exchangeCode');
  return {
    accessToken: r.access_token,
    accessTokenExpiresAt: now + r.expires_in * 1000,
    refreshToken: r.refresh_token ?? '',
    refreshTokenExpiresAt: now + (r.refresh_token_expires_in ?? 0) * 1000,
    scopes: EBAY_CONSENT_SCOPES,
  };
}

/** Refresh grant: a new 2-hour access token; the refresh token itself is kept. */
export async function refreshEbayAccessToken(cfg: EbayConfig, refreshToken: string, scopes: string[], t: EbayTransportOptions = {}): Promise<EbayAccessToken> {
  const now = (t.now ?? Date.now)();
  const r = await tokenCall(cfg, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: scopes.join(' ') }, t, 'refreshToken');
  return { accessToken: r.access_token, expiresAt: now + r.expires_in * 1000 };
}

/** Client-credentials grant: an application token (Taxonomy, notification public keys). */
export async function getEbayApplicationToken(cfg: EbayConfig, t: EbayTransportOptions = {}): Promise<EbayAccessToken> {
  const now = (t.now ?? Date.now)();
  const r = await tokenCall(cfg, { grant_type: 'client_credentials', scope: EBAY_SCOPE_BASE }, t, 'applicationToken');
  return { accessToken: r.access_token, expiresAt: now + r.expires_in * 1000 };
}
