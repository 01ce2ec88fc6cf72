import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { EbayLookupsDetailsQuery } from '../../../__generated__/EbayLookupsDetailsQuery.graphql.ts';
import type { EbayLookupsSearchQuery } from '../../../__generated__/EbayLookupsSearchQuery.graphql.ts';
import type { EbayLookupsSpecificsQuery } from '../../../__generated__/EbayLookupsSpecificsQuery.graphql.ts';
import type { EbayLookupsSuggestQuery } from '../../../__generated__/EbayLookupsSuggestQuery.graphql.ts';
import type { EbaySource, SpecificPair, SpecificRule } from './ebayDraft.ts';
import { type Lookup, lookupFailed } from '../../channels/lookup.ts';

// The 'eBay Settings' look-ups, asked on demand (typing, 'Suggest Categories', choosing a
// category). The server caches eBay's answers (suggestions 60 s, aspects per tree version).

export interface CategoryChoice {
  readonly categoryId: string;
  readonly categoryName: string;
  readonly fullCategoryText: string;
}
export interface ConditionChoice {
  readonly conditionId: string;
  readonly displayName: string;
}

export type { Lookup };

// Each answer is its result type or an Error member (read by lookupFailed).
const searchQuery = graphql`
  query EbayLookupsSearchQuery($userId: String!, $query: String!) {
    ebayCategorySearch(userId: $userId, query: $query) {
      __typename
      ... on EbayCategoriesResult { categories { categoryId categoryName fullCategoryText } }
      ... on Error { message }
    }
  }
`;
const suggestQuery = graphql`
  query EbayLookupsSuggestQuery($userId: String!, $itemId: ID!) {
    ebayCategorySuggestions(userId: $userId, itemId: $itemId) {
      __typename
      ... on EbayCategoriesResult { categories { categoryId categoryName fullCategoryText } }
      ... on Error { message }
    }
  }
`;
const detailsQuery = graphql`
  query EbayLookupsDetailsQuery($userId: String!, $categoryId: String!) {
    ebayCategoryDetails(userId: $userId, categoryId: $categoryId) {
      __typename
      ... on EbayCategoryDetails {
        category { categoryId categoryName fullCategoryText }
        conditions { conditionId displayName }
      }
      ... on Error { message }
    }
  }
`;
const specificsQuery = graphql`
  query EbayLookupsSpecificsQuery($userId: String!, $categoryId: String!) {
    ebayCategorySpecifics(userId: $userId, categoryId: $categoryId) {
      __typename
      ... on EbayCategorySpecifics { requiredSpecifics { dimension values mode required } }
      ... on Error { message }
    }
  }
`;

const failed = lookupFailed;

export async function searchEbayCategories(env: Environment, userId: string, query: string): Promise<Lookup<CategoryChoice[]>> {
  const r = (await fetchQuery<EbayLookupsSearchQuery>(env, searchQuery, { userId, query }).toPromise())?.ebayCategorySearch;
  return r?.__typename === 'EbayCategoriesResult' ? { ok: [...(r.categories ?? [])] } : failed(r);
}

export async function suggestEbayCategories(env: Environment, userId: string, itemId: string): Promise<Lookup<CategoryChoice[]>> {
  const r = (await fetchQuery<EbayLookupsSuggestQuery>(env, suggestQuery, { userId, itemId }).toPromise())?.ebayCategorySuggestions;
  return r?.__typename === 'EbayCategoriesResult' ? { ok: [...(r.categories ?? [])] } : failed(r);
}

export async function ebayCategoryDetails(
  env: Environment,
  userId: string,
  categoryId: string,
): Promise<Lookup<{ category: CategoryChoice; conditions: ConditionChoice[] }>> {
  const r = (await fetchQuery<EbayLookupsDetailsQuery>(env, detailsQuery, { userId, categoryId }).toPromise())?.ebayCategoryDetails;
  return r?.__typename === 'EbayCategoryDetails' && r.category ? { ok: { category: r.category, conditions: [...(r.conditions ?? [])] } } : failed(r);
}

export async function ebayCategorySpecifics(env: Environment, userId: string, categoryId: string): Promise<Lookup<SpecificRule[]>> {
  const r = (await fetchQuery<EbayLookupsSpecificsQuery>(env, specificsQuery, { userId, categoryId }).toPromise())?.ebayCategorySpecifics;
  return r?.__typename === 'EbayCategorySpecifics' ? { ok: [...(r.requiredSpecifics ?? [])] } : failed(r);
}

export interface EbayItemData {
  itemId: string;
  edits: EbaySource['edits'];
  /** The chosen category's path (null: none chosen). */
  categoryText: string | null;
  suggestion: { categoryId: string; fullCategoryText: string } | null;
  catalogSpecifics: SpecificPair[];
}
