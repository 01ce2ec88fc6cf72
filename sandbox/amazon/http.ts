// A tiny router over node:http. The sandbox needs exact control over status codes, headers and
// error envelopes, which is simpler to see here than through a framework's defaults.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  query: URLSearchParams;
  params: Record<string, string>;
  requestId: string;
  rawBody: string;
}

export type Handler = (ctx: Ctx) => void | Promise<void>;

interface Route {
  method: string;
  parts: string[];
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, parts: pattern.split('/'), handler });
    return this;
  }

  /** A route for the path, or whether the path exists with another method (405 vs 404). */
  match(method: string, path: string): { handler: Handler; params: Record<string, string> } | 'method' | null {
    const parts = path.split('/');
    let otherMethod = false;
    for (const r of this.routes) {
      if (r.parts.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const ok = r.parts.every((p, i) => {
        if (p.startsWith(':')) {
          try {
            params[p.slice(1)] = decodeURIComponent(parts[i]!);
          } catch {
            return false;
          }
          return parts[i] !== '';
        }
        return p === parts[i];
      });
      if (!ok) continue;
      if (r.method === method) return { handler: r.handler, params };
      otherMethod = true;
    }
    return otherMethod ? 'method' : null;
  }
}

/** SP-API error: becomes `{"errors":[{code, message, details?}]}` with the given status. */
export class SpApiFault extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: string,
  ) {
    super(message);
  }
}

export const invalidInput = (message: string, details?: string) => new SpApiFault(400, 'InvalidInput', message, details);
export const notFound = (message: string) => new SpApiFault(404, 'NotFound', message);

export function newRequestId(): string {
  return randomUUID();
}

export function sendJson(ctx: Ctx, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  ctx.res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  ctx.res.end(text);
}

export function sendHtml(ctx: Ctx, status: number, html: string): void {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    // Amazon asks apps to use no-referrer; the sandbox does the same on its own pages.
    'referrer-policy': 'no-referrer',
  });
  ctx.res.end(html);
}

export function readBody(req: IncomingMessage, limit = 5_000_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        reject(new SpApiFault(413, 'RequestEntityTooLarge', 'The request size exceeded the maximum accepted size.'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Parses a JSON body, answering SP-API's 400 InvalidInput when it is not JSON. */
export function jsonBody(ctx: Ctx): unknown {
  if (ctx.rawBody === '') throw invalidInput('Request body is missing.');
  try {
    return JSON.parse(ctx.rawBody);
  } catch {
    throw invalidInput('Request body is not valid JSON.');
  }
}

/** A comma-separated array query parameter (Swagger collectionFormat csv), also accepting repeats. */
export function csv(query: URLSearchParams, name: string): string[] {
  return query
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Parses an ISO 8601 date-time query parameter; SP-API answers 400 for a malformed one. */
export function dateParam(query: URLSearchParams, name: string): number | undefined {
  const v = query.get(name);
  if (v === null || v === '') return undefined;
  const t = Date.parse(v);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(v) || Number.isNaN(t)) throw invalidInput(`Invalid ${name}: ${v}. Expected ISO 8601 date-time.`);
  return t;
}
