import type { OnbuyConfig, OnbuyTransportOptions } from './config.ts';
import { OnbuyApiError } from './errors.ts';

/** Renew this long before the 15-minute expiry. */
const SKEW_MS = 60_000;

/**
 * The seller's 15-minute token. OnBuy keeps one active token per key pair, so a client must not
 * request tokens freely (it would log out its other instances): it caches one, renews it just
 * before expiry, and on a 401 (expired or replaced elsewhere). One request at a time.
 */
export class OnbuyTokenManager {
  private current: { token: string; expiresAt: number } | null = null;
  private inflight: Promise<string> | null = null;
  constructor(
    private readonly cfg: OnbuyConfig,
    private readonly opts: OnbuyTransportOptions = {},
  ) {}

  async get(): Promise<string> {
    if (this.current && this.current.expiresAt - SKEW_MS > (this.opts.now ?? Date.now)()) return this.current.token;
    return this.renew();
  }

  renew(): Promise<string> {
    this.inflight ??= this.request().finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async request(): Promise<string> {
    const res = await (this.opts.fetch ?? fetch)(`${this.cfg.apiUrl}/auth/request-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({ consumer_key: this.cfg.consumerKey, secret_key: this.cfg.secretKey }).toString(),
    });
    const body = (await res.json().catch(() => null)) as { access_token?: string; expires_at?: number | string } | null;
    if (!res.ok || !body?.access_token) throw OnbuyApiError.fromResponse(res.status, body, 'requestToken');
    const expiresAt = Number(body.expires_at) * 1000 || (this.opts.now ?? Date.now)() + 15 * 60_000;
    this.current = { token: body.access_token, expiresAt };
    return body.access_token;
  }
}
