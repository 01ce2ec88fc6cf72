import type { Ctx, Wire } from './state.ts';

/** One API operation: `POST /v1/customers/{id}` is `route('POST', '/v1/customers/:id', fn)`. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  /** Operations a publishable key may call (Stripe.js creates PaymentMethods with it). */
  publishable?: boolean;
  handle(ctx: Ctx, args: string[]): Wire;
}

export function route(method: Route['method'], path: string, handle: Route['handle'], opts: { publishable?: boolean } = {}): Route {
  const pattern = new RegExp(`^${path.replace(/:[a-z_]+/g, '([^/]+)')}$`);
  return { method, pattern, handle, ...opts };
}

export function match(routes: Route[], method: string, path: string): { route: Route; args: string[] } | null {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(path);
    if (m) return { route: r, args: m.slice(1).map(decodeURIComponent) };
  }
  return null;
}
