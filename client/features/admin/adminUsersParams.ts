// The admin users list's choices (spec 002 §2.16): in the query string, a missing one taken from
// local storage (adminUsers.<name>). The route loader and the page read them here alike, so the
// preloaded query is the one the controls show.
import type { AdminUsersPageQuery$variables } from '../../__generated__/AdminUsersPageQuery.graphql.ts';
import { savedChoice } from './format.ts';

export const SCOPE = 'adminUsers';
const FILTER_KEYS = ['search', 'sort', 'has_ebay', 'has_shopify', 'per_page'] as const;
export type AdminUsersFilter = (typeof FILTER_KEYS)[number];

const triState = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null);

/** A choice from the query string, else the one saved in local storage. */
export function adminUsersChoice(params: URLSearchParams, key: AdminUsersFilter): string | null {
  return params.has(key) ? params.get(key) : savedChoice(SCOPE, key);
}

/** The list query's variables for a query string (the page itself is never saved). */
export function adminUsersVariables(params: URLSearchParams) {
  const get = (k: AdminUsersFilter) => adminUsersChoice(params, k);
  const variables = {
    search: get('search') || null,
    sort: get('sort') || 'created_at_reversed',
    hasEbay: triState(get('has_ebay')),
    hasShopify: triState(get('has_shopify')),
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage: Math.max(1, Number(get('per_page')) || 10),
  };
  return variables satisfies AdminUsersPageQuery$variables;
}
