import type { EbayConfig, EbayTransportOptions } from './config.ts';
import { EbayApiError } from './errors.ts';
import { EbayReauthorizationNeeded, isDeadRefreshToken } from './reauth.ts';
import type { EbayTokenSource } from './session.ts';

export interface EbayRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** Required by eBay on inventory-item and offer create/replace. */
  contentLanguage?: string;
  marketplaceId?: string;
  /** Another host of eBay's for this call (the Identity API is on apiz.); default cfg.apiUrl. */
  baseUrl?: string;
  operation: string;
}

export interface EbayResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The one place that talks HTTP to eBay: bearer token, JSON, the error envelope → EbayApiError,
 * one token refresh on 401/"Invalid access token", and back-off on 429/errorId 2001 (Retry-After
 * when eBay sends it, otherwise doubling delays).
 */
export class EbayHttp {
  constructor(
    readonly cfg: EbayConfig,
    readonly tokens: EbayTokenSource,
    readonly opts: EbayTransportOptions = {},
  ) {}

  async request<T>(req: EbayRequest): Promise<EbayResponse<T>> {
    const maxRetries = this.opts.maxRetries ?? 5;
    const base = this.opts.baseDelayMs ?? 1000;
    const max = this.opts.maxDelayMs ?? 60_000;
    let refreshed = false;
    let token = await this.token(() => this.tokens.getAccessToken(), req.operation);
    for (let attempt = 0; ; attempt++) {
      const res = await this.send(req, token);
      const body = await parseBody(res);
      if (res.ok) return { status: res.status, body: body as T, headers: res.headers };
      const err = EbayApiError.fromResponse(res.status, body, req.operation);
      if (err.isInvalidToken && res.status === 401 && !refreshed) {
        refreshed = true;
        token = await this.token(() => this.tokens.refresh(), req.operation);
        attempt--; // a refresh is not a throttling retry
        continue;
      }
      if (err.isThrottled && attempt < maxRetries) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : Math.min(base * 2 ** attempt, max));
        continue;
      }
      throw err;
    }
  }

  /** A refresh eBay refuses with invalid_grant means the seller must consent again: a typed error. */
  private async token(get: () => Promise<string>, operation: string): Promise<string> {
    try {
      return await get();
    } catch (err) {
      if (isDeadRefreshToken(err)) throw new EbayReauthorizationNeeded(err, operation);
      throw err;
    }
  }

  private send(req: EbayRequest, token: string): Promise<Response> {
    const url = new URL(req.path, req.baseUrl ?? this.cfg.apiUrl);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.contentLanguage) headers['content-language'] = req.contentLanguage;
    if (req.marketplaceId) headers['x-ebay-c-marketplace-id'] = req.marketplaceId;
    return (this.opts.fetch ?? fetch)(url, { method: req.method, headers, ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}) });
  }
}

async function parseBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
