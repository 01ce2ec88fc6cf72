// One seller's SP-API session: access-token caching and refresh, the x-amz-access-token header,
// Amazon's wait after 429 QuotaExceeded (its x-amzn-RateLimit-Limit), and Amazon's error envelope
// turned into AmazonApiError. Timeouts and retries: the shared transport (../transport.ts).
import { amazonTransport } from './transport.ts';
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
    const maxBackoff = this.config.maxBackoffMs ?? 60_000;
    for (let refreshed = false; ; refreshed = true) {
      const token = await this.accessToken();
      const res = await amazonTransport(this.config).send({
        operation,
        method,
        url,
        headers: {
          'x-amz-access-token': token,
          'user-agent': USER_AGENT,
          accept: 'application/json',
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
        // One token's refill at the applied rate, doubled per attempt (Amazon sends no Retry-After).
        throttleDelayMs: (r, attempt) => backoffMs(r.headers.get('x-amzn-ratelimit-limit'), attempt, maxBackoff),
      });
      if (res.ok) return (res.text ? JSON.parse(res.text) : undefined) as T;
      const err: AmazonApiError = spApiError(res.status, res.text, res.headers.get('x-amzn-requestid') ?? undefined, operation);
      if (err.isExpiredToken && !refreshed) {
        // Amazon ended the token before our clock did (revocation, clock skew): refresh once.
        this.tokens.delete(this.refreshToken);
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
