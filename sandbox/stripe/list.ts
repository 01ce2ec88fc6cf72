import { invalidRequest } from './errors.ts';
import { int, str, type Params } from './params.ts';
import type { Wire } from './state.ts';

/**
 * Stripe list envelope `{object:"list", data, has_more, url}`, newest first, paged with `limit`
 * (1–100, default 10) and the `starting_after` / `ending_before` cursors (object ids).
 */
export function paginate(all: Wire[], p: Params, url: string): Wire {
  const limit = int(p, 'limit') ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest('This value must be greater than or equal to 1 and less than or equal to 100.', { param: 'limit' });
  }
  // Ties within one second keep creation order (the stores are insertion-ordered maps).
  const ordered = all
    .map((o, i) => ({ o, i }))
    .sort((a, b) => b.o.created - a.o.created || b.i - a.i)
    .map(({ o }) => o);
  const after = str(p, 'starting_after');
  const before = str(p, 'ending_before');
  let data: Wire[];
  let hasMore: boolean;
  if (after) {
    const i = indexOf(ordered, after, 'starting_after');
    data = ordered.slice(i + 1, i + 1 + limit);
    hasMore = i + 1 + limit < ordered.length;
  } else if (before) {
    const i = indexOf(ordered, before, 'ending_before');
    const start = Math.max(0, i - limit);
    data = ordered.slice(start, i);
    hasMore = start > 0;
  } else {
    data = ordered.slice(0, limit);
    hasMore = ordered.length > limit;
  }
  return { object: 'list', data, has_more: hasMore, url };
}

function indexOf(list: Wire[], id: string, param: string): number {
  const i = list.findIndex((o) => o.id === id);
  if (i < 0) throw invalidRequest(`No such object: '${id}'`, { code: 'resource_missing', param });
  return i;
}

/** Stripe's range filters: `created[gte]=…` or a plain `created=…`. */
export function matchesRange(value: number, p: Params, name: string): boolean {
  const raw = p[name];
  if (raw === undefined) return true;
  if (typeof raw === 'string') return value === Number(raw);
  if (Array.isArray(raw)) return true;
  const bound = (k: string) => (typeof raw[k] === 'string' ? Number(raw[k]) : undefined);
  const [gt, gte, lt, lte] = [bound('gt'), bound('gte'), bound('lt'), bound('lte')];
  return (gt === undefined || value > gt) && (gte === undefined || value >= gte) && (lt === undefined || value < lt) && (lte === undefined || value <= lte);
}
