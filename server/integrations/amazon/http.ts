// One seller's SP-API transport: access-token caching and refresh, the x-amz-access-token
// header, back-off on 429 QuotaExceeded, and Amazon's error envelope turned into AmazonApiError.
import type { AmazonConfig } from './config.ts';
import { spApiError, type AmazonApiError } from './errors.ts';
import { refreshAccessToken } from './lwa.ts';

const USER_AGENT = 'ListBridge/0.1 (Language=TypeScript; Platform=Node.js)';
/** Refresh this long before the stated expiry, so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

export type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export interface CallOptions {
  query?: Query;
  body?: unknown;
}

/** Access tokens by refresh token, shared by every session of one client. */
export type TokenCache = Map<string, { accessToken: string; expiresAt: number } | Promise<{ accessToken: string; expiresAt: number }>>;

export class SpApiSession {
  constructor(
    readonly config: AmazonConfig,
    private readonly refreshToken: string,
    private readonly tokens: TokenCache = new Map(),
  ) {}

  /** Calls one operation and returns its parsed JSON body (undefined when Amazon sends none). */
  async call<T>(operation: string, method: string, path: string, opts: CallOptions = {}): Promise<T> {
    const url = new URL(this.config.spapiUrl + path);
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v === undefined) continue;
      // Swagger collectionFormat csv: arrays travel as one comma-separated value.
      url.searchParams.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    const maxRetries = this.config.maxRetries ?? 5;
    const maxBackoff = this.config.maxBackoffMs ?? 60_000;
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const res = await fetch(url, {
        method,
        headers: {
          'x-amz-access-token': token,
          'user-agent': USER_AGENT,
          accept: 'application/json',
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      });
      const text = await res.text();
      if (res.ok) return (text ? JSON.parse(text) : undefined) as T;
      const err: AmazonApiError = spApiError(res.status, text, res.headers.get('x-amzn-requestid') ?? undefined, operation);
      if (err.isExpiredToken && !refreshed) {
        // Amazon ended the token before our clock did (revocation, clock skew): refresh once.
        this.tokens.delete(this.refreshToken);
        refreshed = true;
        continue;
      }
      if (res.status === 429 && err.code === 'QuotaExceeded' && attempt < maxRetries) {
        await sleep(backoffMs(res.headers.get('x-amzn-ratelimit-limit'), attempt, maxBackoff));
        continue;
      }
      throw err;
    }
  }

  /** A valid access token for this seller, refreshed shortly before it expires. */
  async accessToken(): Promise<string> {
    const cached = this.tokens.get(this.refreshToken);
    const now = Date.now();
    if (cached && !(cached instanceof Promise) && cached.expiresAt - EXPIRY_MARGIN_MS > now) return cached.accessToken;
    if (cached instanceof Promise) return (await cached).accessToken;
    // Concurrent calls of one seller share a single refresh.
    const pending = refreshAccessToken(this.config, this.refreshToken).then((t) => ({ accessToken: t.accessToken, expiresAt: t.expiresAt }));
    this.tokens.set(this.refreshToken, pending);
    try {
      const fresh = await pending;
      this.tokens.set(this.refreshToken, fresh);
      return fresh.accessToken;
    } catch (err) {
      this.tokens.delete(this.refreshToken);
      throw err;
    }
  }
}

/**
 * Wait before retrying a throttled call: one token's refill time at the applied rate
 * (x-amzn-RateLimit-Limit, requests per second), doubled on each further attempt, capped.
 */
export function backoffMs(rateHeader: string | null, attempt: number, maxMs: number): number {
  const rate = rateHeader ? Number.parseFloat(rateHeader) : Number.NaN;
  const base = rate > 0 ? 1000 / rate : 1000;
  return Math.min(maxMs, Math.ceil(base * 2 ** attempt));
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
