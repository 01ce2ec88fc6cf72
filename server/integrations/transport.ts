// The one HTTP transport of the marketplace and AI clients (Amazon, eBay, Shopify, OnBuy, AI; Stripe
// keeps Stripe's SDK). Each client keeps its own auth, error envelope and documented limits
// (Amazon's x-amzn-RateLimit-Limit, Shopify's query cost); this file owns what they all need alike:
//
// - Timeouts on every attempt: connecting (connectTimeoutMs) and the whole exchange, headers and
//   body (timeoutMs). undici's defaults would wait 300 s.
// - One retry policy. A 429 was refused before anything was done, so it is retried for any method.
//   A network failure (refused, reset, timed out, cut mid-body) or a 5xx is retried only when the
//   request is idempotent (GET, HEAD, PUT, DELETE, OPTIONS) or the caller says it is (an idempotency
//   key, a read-only POST such as a GraphQL query); a write that may have been applied is never
//   repeated here: the caller's look-before-create decides.
// - Capped, jittered exponential back-off between attempts; a Retry-After is honoured when it is at
//   most maxRetryAfterMs, and beyond that the call fails at once with ThrottledError ("throttled,
//   retry after N s") instead of holding the connection's queue, so a job can be rescheduled.
import { Agent, fetch as undiciFetch } from 'undici';

export interface TransportOptions {
  /** Connecting (TCP and TLS), per attempt. */
  connectTimeoutMs?: number;
  /** The whole attempt, from sending to the last byte of the body. */
  timeoutMs?: number;
  /** Further attempts after the first (default 3). */
  maxRetries?: number;
  /** First back-off; doubles per retry, jittered, capped at maxDelayMs. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited for: ThrottledError instead. */
  maxRetryAfterMs?: number;
  /** Replaces the network (tests): called like fetch, without the connect-timeout dispatcher. */
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface TransportRequest {
  method: string;
  url: string | URL;
  headers?: Record<string, string>;
  body?: string;
  /** For errors and logs: the operation's name (e.g. createReport). */
  operation: string;
  /** Safe to send twice (an idempotency key, a read-only POST). Default: by method. */
  idempotent?: boolean;
  /**
   * The integration's own wait after a 429 without Retry-After (e.g. Amazon's rate header), in ms;
   * undefined: the back-off.
   */
  throttleDelayMs?: (res: TransportResponse, attempt: number) => number | undefined;
  /** The integration's own reading of a retryable refusal besides 429 and 5xx (e.g. eBay errorId 2001). */
  isThrottled?: (res: TransportResponse) => boolean;
}

export interface TransportResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** The whole body as text (read within the timeout). */
  text: string;
}

/** No answer: the connection failed, was cut, or the attempt ran out of time. */
export class TransportError extends Error {
  constructor(
    readonly service: string,
    readonly operation: string,
    readonly kind: 'timeout' | 'network',
    cause: unknown,
  ) {
    super(
      kind === 'timeout'
        ? `${service} did not answer ${operation} in time`
        : `${service} unreachable during ${operation}: ${(cause as Error)?.message ?? String(cause)}`,
      { cause },
    );
    this.name = 'TransportError';
  }
}

/** The service asked us to wait longer than we hold a call: retry the work after `retryAfterMs`. */
export class ThrottledError extends Error {
  constructor(
    readonly service: string,
    readonly operation: string,
    readonly retryAfterMs: number,
    /** The refusal as the service sent it, for the client's own error mapping. */
    readonly response: TransportResponse,
  ) {
    super(`${service} throttled ${operation}, retry after ${Math.ceil(retryAfterMs / 1000)} s`);
    this.name = 'ThrottledError';
  }
}

/** Per-integration defaults; each client's options override them. */
export const TRANSPORT_DEFAULTS = {
  amazon: { connectTimeoutMs: 10_000, timeoutMs: 60_000 },
  ebay: { connectTimeoutMs: 10_000, timeoutMs: 60_000 },
  shopify: { connectTimeoutMs: 10_000, timeoutMs: 30_000 },
  onbuy: { connectTimeoutMs: 10_000, timeoutMs: 60_000 },
  ai: { connectTimeoutMs: 10_000, timeoutMs: 60_000 },
} satisfies Record<string, Partial<TransportOptions>>;

/**
 * One connection pool per connect timeout, shared by every transport (clients are built per seller
 * and per job). The connect timeout lives on the dispatcher; undici's own headers and body timeouts
 * are left to the per-attempt deadline, which covers both.
 */
const agents = new Map<number, Agent>();
function agentFor(connectTimeoutMs: number): Agent {
  let a = agents.get(connectTimeoutMs);
  if (!a) {
    a = new Agent({ connect: { timeout: connectTimeoutMs }, headersTimeout: 0, bodyTimeout: 0 });
    agents.set(connectTimeoutMs, a);
  }
  return a;
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);
const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Retry-After in ms: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+(\.\d+)?$/.test(v)) return Math.round(Number(v) * 1000);
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Exponential back-off with "equal jitter": half the step fixed, half random; capped. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const step = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(step / 2 + random() * (step / 2));
}

export interface Transport {
  readonly service: string;
  readonly options: Readonly<Required<Omit<TransportOptions, 'fetch' | 'sleep'>>>;
  /** Sends with the retry policy; resolves with the last answer (ok or not), throws TransportError or ThrottledError. */
  send(req: TransportRequest): Promise<TransportResponse>;
}

/** One transport per integration client (its own connection pool with the connect timeout). */
export function createTransport(service: keyof typeof TRANSPORT_DEFAULTS | string, opts: TransportOptions = {}): Transport {
  const defaults = (TRANSPORT_DEFAULTS as Record<string, Partial<TransportOptions>>)[service] ?? {};
  const o = {
    connectTimeoutMs: opts.connectTimeoutMs ?? defaults.connectTimeoutMs ?? 10_000,
    timeoutMs: opts.timeoutMs ?? defaults.timeoutMs ?? 30_000,
    maxRetries: opts.maxRetries ?? 3,
    baseDelayMs: opts.baseDelayMs ?? 500,
    maxDelayMs: opts.maxDelayMs ?? 30_000,
    maxRetryAfterMs: opts.maxRetryAfterMs ?? 30_000,
  };
  const sleep = opts.sleep ?? defaultSleep;
  const doFetch: typeof fetch =
    opts.fetch ??
    ((url, init) => {
      const dispatcher = agentFor(o.connectTimeoutMs);
      return undiciFetch(url as string, { ...(init as object), dispatcher } as Parameters<typeof undiciFetch>[1]) as unknown as Promise<Response>;
    });

  async function attempt(req: TransportRequest): Promise<TransportResponse> {
    const signal = AbortSignal.timeout(o.timeoutMs);
    try {
      const res = await doFetch(req.url, {
        method: req.method,
        ...(req.headers ? { headers: req.headers } : {}),
        ...(req.body !== undefined ? { body: req.body } : {}),
        signal,
        // The marketplaces' APIs answer where they are asked; a redirect is a failure, not a
        // second request (with our credentials) somewhere else. It also spares each request with
        // a body fetch's copy of it, kept for a redirect (a request clone and a teed stream).
        redirect: 'error',
      });
      const text = await res.text();
      return { status: res.status, ok: res.ok, headers: res.headers, text };
    } catch (err) {
      const timedOut = signal.aborted || isConnectTimeout(err);
      throw new TransportError(service, req.operation, timedOut ? 'timeout' : 'network', err);
    }
  }

  return {
    service,
    options: o,
    async send(req) {
      const idempotent = req.idempotent ?? IDEMPOTENT_METHODS.has(req.method.toUpperCase());
      for (let n = 0; ; n++) {
        let res: TransportResponse;
        try {
          res = await attempt(req);
        } catch (err) {
          if (!idempotent || n >= o.maxRetries) throw err;
          await sleep(backoffMs(n, o.baseDelayMs, o.maxDelayMs));
          continue;
        }
        const throttled = res.status === 429 || (req.isThrottled?.(res) ?? false);
        const retryable = throttled || (res.status >= 500 && idempotent);
        if (!retryable) return res;
        // The service's own word on the wait (Retry-After, or the integration's rate header).
        const told = retryAfterMs(res.headers.get('retry-after')) ?? (throttled ? req.throttleDelayMs?.(res, n) : undefined) ?? null;
        if (told !== null && told > o.maxRetryAfterMs) throw new ThrottledError(service, req.operation, told, res);
        if (n >= o.maxRetries) return res;
        await sleep(told ?? backoffMs(n, o.baseDelayMs, o.maxDelayMs));
      }
    },
  };
}

/** A body parsed as JSON, or null when it is not JSON. */
export function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isConnectTimeout(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e.code === 'UND_ERR_CONNECT_TIMEOUT') return true;
  }
  return false;
}
