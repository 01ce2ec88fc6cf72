import type { EbayConfig, EbayTransportOptions } from './config.ts';
import { CachedToken } from '../cached-token.ts';
import { getEbayApplicationToken, refreshEbayAccessToken, type EbayUserTokens } from './oauth.ts';

/** Anything that hands out a bearer token and can be told the current one was refused. */
export interface EbayTokenSource {
  getAccessToken(): Promise<string>;
  /** Called after a 401 "Invalid access token": get a fresh token (once). */
  refresh(): Promise<string>;
}

/** Refresh this long before expiry, so a token never dies mid-request. */
const SKEW_MS = 5 * 60_000;

/**
 * A seller's tokens: refreshed shortly before the 2-hour expiry and whenever eBay refuses the token
 * (it can be revoked early). One refresh at a time; `onTokens` lets the caller persist the new token.
 */
export class EbayUserSession implements EbayTokenSource {
  private inflight: Promise<string> | null = null;
  constructor(
    private readonly cfg: EbayConfig,
    private current: EbayUserTokens,
    private readonly opts: EbayTransportOptions & { onTokens?: (t: EbayUserTokens) => void | Promise<void> } = {},
  ) {}

  get tokens(): EbayUserTokens {
    return this.current;
  }

  async getAccessToken(): Promise<string> {
    const now = (this.opts.now ?? Date.now)();
    if (this.current.accessTokenExpiresAt - SKEW_MS > now) return this.current.accessToken;
    return this.refresh();
  }

  refresh(): Promise<string> {
    this.inflight ??= (async () => {
      try {
        const t = await refreshEbayAccessToken(this.cfg, this.current.refreshToken, this.current.scopes, this.opts);
        this.current = { ...this.current, accessToken: t.accessToken, accessTokenExpiresAt: t.expiresAt };
        await this.opts.onTokens?.(this.current);
        return t.accessToken;
      } finally {
        this.inflight = null;
      }
    })();
    return this.inflight;
  }
}

/** Application token (client_credentials) for Taxonomy and notification keys, cached until near expiry. */
export class EbayAppTokenSource implements EbayTokenSource {
  private readonly cache: CachedToken<{ accessToken: string; expiresAt: number }>;
  constructor(cfg: EbayConfig, opts: EbayTransportOptions = {}) {
    this.cache = new CachedToken(
      () => getEbayApplicationToken(cfg, opts),
      SKEW_MS,
      () => (opts.now ?? Date.now)(),
    );
  }

  async getAccessToken(): Promise<string> {
    return (await this.cache.get()).accessToken;
  }

  async refresh(): Promise<string> {
    return (await this.cache.renew()).accessToken;
  }
}
