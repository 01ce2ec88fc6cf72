// The offset-paged connections (the inventory screen and each channel's Listings page): Relay's
// edges and pageInfo for the client, and the page's own numbers (totalCount, numPages, page,
// pageSize) for the partner API's `page` and `pageSize` arguments. A cursor is the row's offset
// over all pages (offsetToCursor), so the same row keeps the same cursor whatever the page size.
import { offsetToCursor } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';

/** One page as the services return it (inventory.service's InventoryPage). */
export interface OffsetPage<T> {
  items: T[];
  totalCount: number;
  numPages: number;
  page: number;
  pageSize: number;
  /** Rows before this page. */
  offset: number;
}

/** The value of an offset-paged connection field. */
export interface PagedConnection<N> {
  edges: { node: N; cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  numPages: number;
  page: number;
  pageSize: number;
}

/** The connection for one page; `node` makes an item the edge's node (e.g. the item's listing on a channel). */
export function pagedConnection<T, N = T>(page: OffsetPage<T>, node: (item: T) => N = (item) => item as unknown as N): PagedConnection<N> {
  const edges = page.items.map((item, i) => ({ node: node(item), cursor: offsetToCursor(page.offset + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.offset + page.items.length < page.totalCount,
      hasPreviousPage: page.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: page.totalCount,
    numPages: page.numPages,
    page: page.page,
    pageSize: page.pageSize,
  };
}

/**
 * The connection type's fields beside edges and pageInfo: `fields: pageFields` in t.connection's
 * second argument. (Pothos types a connection's parent as edges and pageInfo only.)
 */
export function pageFields<F>(c: { int(options: { resolve: (parent: unknown) => number }): F }) {
  const of = (p: unknown) => p as PagedConnection<unknown>;
  return {
    totalCount: c.int({ resolve: (p) => of(p).totalCount }),
    numPages: c.int({ resolve: (p) => of(p).numPages }),
    page: c.int({ resolve: (p) => of(p).page }),
    pageSize: c.int({ resolve: (p) => of(p).pageSize }),
  };
}

/**
 * For a page whose service refuses an argument with a ZodError (a sort key or page size the page
 * does not have): BAD_USER_INPUT naming the first refused argument, not "Unexpected error".
 * `.catch(firstIssueAsBadInput)` on the service's promise.
 */
export function firstIssueAsBadInput(err: unknown, prefix = ''): never {
  const e = err as { name?: string; issues?: { path?: PropertyKey[]; message?: string }[] } | null;
  if (e?.name === 'ZodError') {
    const issue = e.issues?.[0];
    throw new GraphQLError(`${prefix}${issue?.path?.join('.') ?? 'argument'}: ${issue?.message ?? 'invalid'}`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  throw err;
}
