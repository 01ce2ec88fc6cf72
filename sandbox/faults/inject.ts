// Fault injection, the same for every sandbox (README.md): picks a fault for a request from the
// rules and carries it out on the raw Node response, so it works under express and plain
// node:http alike. The sandbox says only how its requests are named and what its error
// envelope looks like.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { type FaultKind, type FaultRule, type FaultSpec, opMatches } from './rules.ts';

/** The body and type of the service's own error answer for a status (500, 502, 503, 429). */
export type ErrorAnswer = (status: number) => { body: unknown; headers?: Record<string, string> };

export interface FaultStats {
  /** Requests the rules were asked about (control and page requests are not). */
  requests: number;
  /** Faults carried out, per kind. */
  injected: Record<FaultKind, number>;
  /** Per operation name (the first name the sandbox gave the request), per kind. */
  byOp: Record<string, Partial<Record<FaultKind, number>>>;
}

interface LiveRule extends FaultRule {
  id: number;
  /** Times fired so far. */
  fired: number;
  /** throttle: the storm lasts until then (ms since epoch). */
  stormUntil: number;
}

export interface Faults {
  readonly service: string;
  /**
   * Runs `proceed` (the sandbox answering the request) under the fault the rules pick for a
   * request with these names, if any. Resolves when `proceed` has finished, or at once when the
   * fault keeps the request from the service.
   */
  run(req: IncomingMessage, res: ServerResponse, ops: readonly string[], proceed: () => unknown): Promise<void>;
  rules(): Array<FaultRule & { id: number; fired: number }>;
  set(spec: FaultSpec): void;
  add(rule: FaultRule): number;
  clear(): void;
  stats(): FaultStats;
  resetStats(): void;
  /** Drops every held (timed-out) connection: the sandbox is closing. */
  close(): void;
}

const emptyCounts = (): Record<FaultKind, number> => ({ error: 0, timeout: 0, slow: 0, throttle: 0, reset: 0, applied_error: 0 });

/** mulberry32: a small seeded generator, so a seeded run's faults repeat. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createFaults(service: string, errorAnswer: ErrorAnswer, initial: FaultSpec = { rules: [] }): Faults {
  let live: LiveRule[] = [];
  let nextId = 1;
  let random = Math.random;
  let stats: FaultStats = { requests: 0, injected: emptyCounts(), byOp: {} };
  const held = new Set<ServerResponse>();

  const set = (spec: FaultSpec) => {
    live = [];
    random = spec.seed === undefined ? Math.random : seeded(spec.seed);
    for (const r of spec.rules) add(r);
  };
  const add = (r: FaultRule) => {
    const id = nextId++;
    live.push({ ...r, id, fired: 0, stormUntil: 0 });
    return id;
  };
  set(initial);

  /** The rule that fires for this request, if any: an ongoing storm first, then each rule's chance in order. */
  function pick(ops: readonly string[]): LiveRule | null {
    const now = Date.now();
    const candidates = live.filter((r) => opMatches(r.op, ops));
    const storm = candidates.find((r) => r.fault === 'throttle' && r.stormUntil > now);
    if (storm) return storm;
    for (const r of candidates) {
      if (r.count !== undefined && r.fired >= r.count) continue;
      if (r.rate < 1 && random() >= r.rate) continue;
      r.fired++;
      if (r.fault === 'throttle') r.stormUntil = now + (r.stormMs ?? 5000);
      return r;
    }
    return null;
  }

  function count(kind: FaultKind, op: string) {
    stats.injected[kind]++;
    const per = (stats.byOp[op] ??= {});
    per[kind] = (per[kind] ?? 0) + 1;
  }

  function answerError(res: ServerResponse, status: number, extra: Record<string, string> = {}) {
    const { body, headers } = errorAnswer(status);
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    for (const h of res.getHeaderNames()) res.removeHeader(h);
    res.writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
      'content-length': Buffer.byteLength(text),
      ...headers,
      ...extra,
    });
    res.end(text);
  }

  /** Holds the request unanswered until the client gives up or `ms` pass (then the socket is dropped). */
  function hold(req: IncomingMessage, res: ServerResponse, ms: number) {
    req.resume();
    held.add(res);
    const drop = setTimeout(() => res.destroy(), ms);
    drop.unref();
    res.once('close', () => (clearTimeout(drop), held.delete(res)));
  }

  return {
    service,
    async run(req, res, ops, proceed) {
      stats.requests++;
      const rule = pick(ops);
      if (!rule) return void (await proceed());
      const op = ops[0] ?? `${req.method} ${req.url}`;
      count(rule.fault, op);
      switch (rule.fault) {
        case 'error':
          req.resume();
          return answerError(res, rule.status ?? [500, 502, 503][Math.floor(random() * 3)]!);
        case 'throttle': {
          req.resume();
          const left = Math.max(1, Math.ceil((rule.stormUntil - Date.now()) / 1000));
          return answerError(res, 429, { 'retry-after': String(rule.retryAfter ?? left) });
        }
        case 'slow':
          await new Promise((r) => setTimeout(r, rule.ms ?? 2000));
          if (res.destroyed) return;
          return void (await proceed());
        case 'timeout':
          if (!rule.applied) return hold(req, res, rule.ms ?? 120_000);
          capture(res, () => hold(req, res, rule.ms ?? 120_000));
          return void (await proceed());
        case 'applied_error':
          capture(res, () => answerError(res, 500));
          return void (await proceed());
        case 'reset':
          capture(res, (answer) => cutMidBody(res, answer));
          return void (await proceed());
      }
    },
    rules: () => live.map(({ stormUntil: _s, ...r }) => r),
    set,
    add,
    clear: () => {
      live = [];
    },
    stats: () => structuredClone(stats),
    resetStats: () => {
      stats = { requests: 0, injected: emptyCounts(), byOp: {} };
    },
    close: () => {
      for (const res of held) res.destroy();
      held.clear();
    },
  };
}

interface Captured {
  status: number;
  body: Buffer;
}

/**
 * Lets the sandbox write its answer as usual but keeps it back: headers stay on the response,
 * the body is collected, and `done` decides what the client gets once the answer is complete.
 */
function capture(res: ServerResponse, done: (answer: Captured) => void): void {
  const chunks: Buffer[] = [];
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | [string, string][] | undefined;
    const pairs = Array.isArray(headers) ? headers : Object.entries(headers ?? {});
    for (const [k, v] of pairs) if (v !== undefined) this.setHeader(k, v as string);
    return this;
  } as ServerResponse['writeHead'];
  res.write = ((chunk: unknown, encoding?: unknown, cb?: unknown) => {
    collect(chunk, encoding);
    const callback = typeof encoding === 'function' ? encoding : cb;
    if (typeof callback === 'function') process.nextTick(callback as () => void);
    return true;
  }) as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown) {
    collect(chunk, encoding);
    Object.assign(res, original);
    done({ status: this.statusCode, body: Buffer.concat(chunks) });
    return this;
  } as ServerResponse['end'];
}

/** The answer's status and headers and part of its body, then the connection is cut. */
function cutMidBody(res: ServerResponse, answer: Captured): void {
  if (answer.body.length < 2) {
    // Nothing to cut in the middle of: the connection drops before the answer.
    res.socket?.destroy();
    return;
  }
  res.removeHeader('transfer-encoding');
  res.setHeader('content-length', answer.body.length);
  res.writeHead(answer.status);
  res.write(answer.body.subarray(0, Math.floor(answer.body.length / 2)), () => res.socket?.destroy());
}
