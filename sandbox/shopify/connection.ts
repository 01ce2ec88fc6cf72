import { GraphQLError } from 'graphql';

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  reverse?: boolean | null;
}

const MAX_PAGE = 250;
const cursorOf = (i: number) => Buffer.from(JSON.stringify({ last_id: i })).toString('base64');
function indexOf(cursor: string): number {
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    if (typeof v.last_id === 'number') return v.last_id;
  } catch {
    /* fall through */
  }
  throw new GraphQLError(`Invalid cursor for current pagination sort.`, { extensions: { code: 'BAD_REQUEST' } });
}

/** Relay connection over an in-memory list, with Shopify's rules: first or last required, at most 250. */
export function connection<T>(all: T[], args: PageArgs) {
  const n = args.first ?? args.last;
  if (n === undefined || n === null) throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  if (n > MAX_PAGE || n < 0) throw new GraphQLError(`The page size must be between 0 and ${MAX_PAGE}.`, { extensions: { code: 'BAD_REQUEST' } });
  const items = args.reverse ? [...all].reverse() : all;
  let start = 0;
  let end = items.length;
  if (args.after) start = indexOf(args.after) + 1;
  if (args.before) end = Math.min(end, indexOf(args.before));
  let slice: number[] = [];
  for (let i = start; i < end; i++) slice.push(i);
  if (args.first !== undefined && args.first !== null) slice = slice.slice(0, args.first);
  else slice = slice.slice(Math.max(slice.length - n, 0));
  const edges = slice.map((i) => ({ cursor: cursorOf(i), node: items[i]! }));
  return {
    edges,
    nodes: edges.map((e) => e.node),
    pageInfo: {
      hasNextPage: slice.length > 0 ? slice[slice.length - 1]! < end - 1 : start < end,
      hasPreviousPage: slice.length > 0 ? slice[0]! > 0 : start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}
