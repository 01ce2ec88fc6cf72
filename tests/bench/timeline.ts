// Where a benchmark's wall time goes: intervals with an eBay request in flight and with a
// Postgres query in flight, recorded by wrapping global fetch and pg.Client#query.
import diagnostics from 'node:diagnostics_channel';
import pg from 'pg';

export type Interval = [start: number, end: number];

/** Stretches within [from, to] of at least `min` ms covered by none of the intervals (e.g. waiting for the job queue). */
export function gaps(intervals: Interval[], from: number, to: number, min: number): number[] {
  const sorted = [...intervals].sort((x, y) => x[0] - y[0]);
  const out: number[] = [];
  let end = from;
  for (const [a, b] of sorted) {
    if (a - end >= min) out.push(a - end);
    end = Math.max(end, b);
  }
  if (to - end >= min) out.push(to - end);
  return out;
}

/** The stretches within [from, to] covered by none of the intervals ("our code" in the benchmarks' split). */
export function freeIntervals(intervals: Interval[], from: number, to: number): Interval[] {
  const sorted = [...intervals].sort((x, y) => x[0] - y[0]);
  const out: Interval[] = [];
  let end = from;
  for (const [a, b] of sorted) {
    if (a > end && end < to) out.push([end, Math.min(a, to)]);
    end = Math.max(end, b);
  }
  if (to > end) out.push([end, to]);
  return out;
}

/** Time within [from, to] covered by at least one of the intervals (overlaps counted once). */
export function unionTime(intervals: Interval[], from: number, to: number): number {
  const sorted = intervals
    .map(([a, b]): Interval => [Math.max(a, from), Math.min(b, to)])
    .filter(([a, b]) => b > a)
    .sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of sorted) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}

/**
 * Times every eBay request (undici's, to the sandbox's URL, body read included) and every
 * Postgres query (pg.Client#query, which the app's pool, Prisma's adapter and the worker use)
 * while recording. The benchmark's own probe and sandbox-control calls are not timed.
 */
export function recordTimeline(ebayUrl: string) {
  const ebay: Interval[] = [];
  const db: Interval[] = [];
  /** Postgres time per statement (its first words), summed: which queries the DB time is. */
  const statements = new Map<string, { n: number; ms: number }>();
  const ignored = new WeakSet<object>();
  let on = false;

  // The marketplace clients send through undici (server/integrations/transport.ts), which reports
  // every request on diagnostics channels: from its creation to its last byte (trailers) or error.
  const started = new WeakMap<object, number>();
  const created = ({ request }: { request: { origin?: string; path?: string } }) => {
    const url = `${request.origin ?? ''}${request.path ?? ''}`;
    if (on && url.startsWith(ebayUrl) && !url.includes('/__sandbox/')) started.set(request, performance.now());
  };
  const ended = ({ request }: { request: object }) => {
    const start = started.get(request);
    if (start === undefined) return;
    started.delete(request);
    ebay.push([start, performance.now()]);
  };
  diagnostics.subscribe('undici:request:create', created as (m: unknown) => void);
  diagnostics.subscribe('undici:request:trailers', ended as (m: unknown) => void);
  diagnostics.subscribe('undici:request:error', ended as (m: unknown) => void);

  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const realQuery = proto.query;
  proto.query = function (this: object, ...args: unknown[]) {
    if (!on || ignored.has(this)) return realQuery.apply(this, args);
    const start = performance.now();
    const first = args[0] as string | { text?: string } | undefined;
    const label = String((typeof first === 'string' ? first : first?.text) ?? '?')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 72);
    const done = () => {
      const end = performance.now();
      db.push([start, end]);
      const st = statements.get(label) ?? { n: 0, ms: 0 };
      st.n++;
      st.ms += end - start;
      statements.set(label, st);
    };
    const cb = args.findIndex((a) => typeof a === 'function');
    if (cb >= 0) {
      const callback = args[cb] as (...r: unknown[]) => void;
      args[cb] = (...r: unknown[]) => {
        done();
        callback(...r);
      };
      return realQuery.apply(this, args);
    }
    const out = realQuery.apply(this, args) as { then?: unknown; finally?: (f: () => void) => unknown };
    if (out && typeof out.then === 'function' && typeof out.finally === 'function') return out.finally(done);
    return out;
  };

  return {
    ebay,
    db,
    statements,
    ignore: (client: object) => ignored.add(client),
    start: () => {
      on = true;
    },
    stop: () => {
      on = false;
    },
  };
}
