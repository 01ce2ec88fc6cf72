import { noSuch } from '../errors.ts';
import { matchesRange, paginate } from '../list.ts';
import { str, strArr } from '../params.ts';
import { route } from '../router.ts';
import type { Ctx, Wire } from '../state.ts';

/** `type=customer.subscription.*` matches by prefix, as Stripe's wildcard does. */
function typeMatches(type: string, filter: string): boolean {
  return filter.endsWith('*') ? type.startsWith(filter.slice(0, -1)) : type === filter;
}

function list(ctx: Ctx): Wire {
  const p = ctx.params;
  const type = str(p, 'type');
  const types = strArr(p, 'types');
  const all = [...ctx.state.events.values()].filter(
    (e) =>
      (type === undefined || typeMatches(e.type, type)) &&
      (types.length === 0 || types.some((t) => typeMatches(e.type, t))) &&
      matchesRange(e.created, p, 'created'),
  );
  return paginate(all, p, '/v1/events');
}

export const eventRoutes = [
  route('GET', '/v1/events', list),
  route('GET', '/v1/events/:id', (ctx, [id]) => {
    const e = ctx.state.events.get(id ?? '');
    if (!e) throw noSuch('event', id ?? '');
    return e;
  }),
];
