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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** JSON over fetch with the raw token (no "Bearer"), one renewal on 401, back-off on 429. */
export class OnbuyHttp {
  constructor(
    readonly cfg: OnbuyConfig,
    readonly tokens: OnbuyTokenSource,
    readonly opts: OnbuyTransportOptions = {},
  ) {}

  async request<T>(req: OnbuyRequest): Promise<T> {
    let token = await this.tokens.get();
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const url = new URL(`${this.cfg.apiUrl}${req.path}`);
      for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
      const res = await (this.opts.fetch ?? fetch)(url, {
        method: req.method,
        headers: { authorization: token, accept: 'application/json', ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
      });
      const body = await res.json().catch(() => null);
      if (res.ok) return body as T;
      if (res.status === 401 && !renewed) {
        renewed = true;
        token = await this.tokens.renew(token);
        continue;
      }
      if (res.status === 429 && attempt < (this.opts.maxRetries ?? 5)) {
        const retryAfter = Number(res.headers.get('retry-after'));
        await sleep(retryAfter > 0 ? retryAfter * 1000 : (this.opts.baseDelayMs ?? 2000) * 2 ** attempt);
        continue;
      }
      throw OnbuyApiError.fromResponse(res.status, body, req.operation);
    }
  }
}
