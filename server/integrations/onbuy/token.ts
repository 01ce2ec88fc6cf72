import type { OnbuyConfig, OnbuyTransportOptions } from './config.ts';
import { OnbuyApiError } from './errors.ts';
import { jsonOrNull } from '../transport.ts';
import { CachedToken } from '../cached-token.ts';
import { onbuyTransport } from './http.ts';

/** Renew this long before the 15-minute expiry. */
export const ONBUY_TOKEN_SKEW_MS = 60_000;

export interface OnbuyToken {
  token: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** Anything that hands out the seller's OnBuy token (in memory, or shared through the database). */
export interface OnbuyTokenSource {
  get(): Promise<string>;
  /** After a 401: a token other than `refused` (a new one only if nobody renewed it meanwhile). */
  renew(refused?: string): Promise<string>;
}

/**
 * `POST /auth/request-token`. OnBuy keeps one active token per key pair: every call logs out
 * whoever holds the previous token, so call it only through a token source.
 */
export async function requestOnbuyToken(cfg: OnbuyConfig, opts: OnbuyTransportOptions = {}): Promise<OnbuyToken> {
  const res = await onbuyTransport(opts).send({
    operation: 'requestToken',
    method: 'POST',
    url: `${cfg.apiUrl}/auth/request-token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ consumer_key: cfg.consumerKey, secret_key: cfg.secretKey }).toString(),
  });
  const body = jsonOrNull(res.text) as { access_token?: string; expires_at?: number | string } | null;
  if (!res.ok || !body?.access_token) throw OnbuyApiError.fromResponse(res.status, body, 'requestToken');
  const expiresAt = Number(body.expires_at) * 1000 || (opts.now ?? Date.now)() + 15 * 60_000;
  return { token: body.access_token, expiresAt };
}

/**
 * The seller's 15-minute token held in this process: cached, renewed just before expiry and on a
 * 401 (expired or replaced elsewhere), one request at a time. Fine for one process (checking keys
 * while connecting); workers share the token through the database instead (connections sessions).
 */
export class OnbuyTokenManager implements OnbuyTokenSource {
  private readonly cache: CachedToken<OnbuyToken>;
  constructor(cfg: OnbuyConfig, opts: OnbuyTransportOptions = {}) {
    this.cache = new CachedToken(
      () => requestOnbuyToken(cfg, opts),
      ONBUY_TOKEN_SKEW_MS,
      () => (opts.now ?? Date.now)(),
    );
  }

  /** The token last obtained (to hand over to a shared store). */
  get token(): OnbuyToken | null {
    return this.cache.token;
  }

  async get(): Promise<string> {
    return (await this.cache.get()).token;
  }

  async renew(): Promise<string> {
    return (await this.cache.renew()).token;
  }
}
