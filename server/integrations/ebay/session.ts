import type { EbayConfig, EbayTransportOptions } from './config.ts';
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
  private token: { accessToken: string; expiresAt: number } | null = null;
  private inflight: Promise<string> | null = null;
  constructor(
    private readonly cfg: EbayConfig,
    private readonly opts: EbayTransportOptions = {},
  ) {}

  async getAccessToken(): Promise<string> {
    if (this.token && this.token.expiresAt - SKEW_MS > (this.opts.now ?? Date.now)()) return this.token.accessToken;
    return this.refresh();
  }

  refresh(): Promise<string> {
    this.inflight ??= getEbayApplicationToken(this.cfg, this.opts)
      .then((t) => {
        this.token = t;
        return t.accessToken;
      })
      .finally(() => {
        this.inflight = null;
      });
    return this.inflight;
  }
}
