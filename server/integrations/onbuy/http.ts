import { createTransport, jsonOrNull, type Transport } from '../transport.ts';
import type { OnbuyConfig, OnbuyTransportOptions } from './config.ts';
import { OnbuyApiError } from './errors.ts';
import type { OnbuyTokenSource } from './token.ts';

export interface OnbuyRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  operation: string;
}

const transports = new WeakMap<OnbuyTransportOptions, Transport>();

/** The transport of one set of OnBuy options (API and token calls of a client share it). */
export function onbuyTransport(opts: OnbuyTransportOptions): Transport {
  let t = transports.get(opts);
  if (!t) {
    t = createTransport('onbuy', { baseDelayMs: 2000, ...opts });
    transports.set(opts, t);
  }
  return t;
}

/**
 * JSON with the raw token (no "Bearer"), one renewal on 401; timeouts, retries and back-off on 429
 * (allowance exceeded) are the shared transport's.
 */
export class OnbuyHttp {
  constructor(
    readonly cfg: OnbuyConfig,
    readonly tokens: OnbuyTokenSource,
    readonly opts: OnbuyTransportOptions = {},
  ) {}

  async request<T>(req: OnbuyRequest): Promise<T> {
    let token = await this.tokens.get();
    for (let renewed = false; ; renewed = true) {
      const url = new URL(`${this.cfg.apiUrl}${req.path}`);
      for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
      const res = await onbuyTransport(this.opts).send({
        operation: req.operation,
        method: req.method,
        url,
        headers: { authorization: token, accept: 'application/json', ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
      });
      const body = jsonOrNull(res.text);
      if (res.ok) return body as T;
      if (res.status === 401 && !renewed) {
        token = await this.tokens.renew(token);
        continue;
      }
      throw OnbuyApiError.fromResponse(res.status, body, req.operation);
    }
  }
}
