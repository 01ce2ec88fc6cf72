import { createTransport, type Transport, type TransportResponse } from '../transport.ts';
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
  /** Safe to send twice although a POST (eBay's bulk create-or-replace and price/quantity calls set absolute values). */
  idempotent?: boolean;
}

export interface EbayResponse<T> {
  status: number;
  body: T;
  headers: Headers;
}

const transports = new WeakMap<EbayTransportOptions, Transport>();

/** The transport of one set of eBay options (REST, Trading and OAuth calls of a client share it). */
export function ebayTransport(opts: EbayTransportOptions): Transport {
  let t = transports.get(opts);
  if (!t) {
    t = createTransport('ebay', opts);
    transports.set(opts, t);
  }
  return t;
}

/** eBay's throttling: HTTP 429 or errorId 2001 in the envelope. */
export const ebayThrottled = (r: TransportResponse) =>
  r.status === 429 || (r.status >= 400 && EbayApiError.fromResponse(r.status, parseText(r.text)).isThrottled);

/**
 * The one place that talks REST to eBay: bearer token, JSON, the error envelope → EbayApiError, one
 * token refresh on 401/"Invalid access token"; timeouts, retries and back-off on 429/errorId 2001
 * (Retry-After when eBay sends it) are the shared transport's.
 */
export class EbayHttp {
  constructor(
    readonly cfg: EbayConfig,
    readonly tokens: EbayTokenSource,
    readonly opts: EbayTransportOptions = {},
  ) {}

  async request<T>(req: EbayRequest): Promise<EbayResponse<T>> {
    let token = await this.token(() => this.tokens.getAccessToken(), req.operation);
    for (let refreshed = false; ; refreshed = true) {
      const res = await this.send(req, token);
      const body = parseText(res.text);
      if (res.ok) return { status: res.status, body: body as T, headers: res.headers };
      const err = EbayApiError.fromResponse(res.status, body, req.operation);
      if (err.isInvalidToken && res.status === 401 && !refreshed) {
        token = await this.token(() => this.tokens.refresh(), req.operation);
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

  private send(req: EbayRequest, token: string): Promise<TransportResponse> {
    const url = new URL(req.path, req.baseUrl ?? this.cfg.apiUrl);
    for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (req.body !== undefined) headers['content-type'] = 'application/json';
    if (req.contentLanguage) headers['content-language'] = req.contentLanguage;
    if (req.marketplaceId) headers['x-ebay-c-marketplace-id'] = req.marketplaceId;
    return ebayTransport(this.opts).send({
      operation: req.operation,
      method: req.method,
      url,
      headers,
      ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
      ...(req.idempotent !== undefined ? { idempotent: req.idempotent } : {}),
      isThrottled: ebayThrottled,
    });
  }
}

/** A body as JSON when it is JSON, else its text (undefined when empty). */
export function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
