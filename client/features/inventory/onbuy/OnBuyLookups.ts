import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { OnBuyLookupsBrandsQuery } from '../../../__generated__/OnBuyLookupsBrandsQuery.graphql.ts';
import type { OnBuyLookupsCategoriesQuery } from '../../../__generated__/OnBuyLookupsCategoriesQuery.graphql.ts';
import type { OnBuyLookupsConditionsQuery } from '../../../__generated__/OnBuyLookupsConditionsQuery.graphql.ts';
import { lookupFailed } from '../../channels/lookup.ts';

// The 'Create New' tab's look-ups, asked on demand (typing, choosing a category); the server checks
// the 4-character minimum, caches OnBuy's answers for 60 s and applies the condition reset rule.

export interface Choice {
  readonly id: number;
  readonly name: string;
  readonly detail?: string;
  readonly disabledReason?: string;
}

/** A look-up's answer: the choices, or the message to show instead (e.g. 'Type at least 4 characters'). */
export type LookupResult = { choices: Choice[] } | { message: string };

// Each answer is its result type or an Error member (read by lookupFailed).
const categoriesQuery = graphql`
  query OnBuyLookupsCategoriesQuery($userId: String!, $query: String!) {
    onbuyCategories(userId: $userId, query: $query) {
      __typename
      ... on OnbuyCategoriesResult { categories { categoryId name categoryTree canListIn } }
      ... on Error { message }
    }
  }
`;
const brandsQuery = graphql`
  query OnBuyLookupsBrandsQuery($userId: String!, $query: String!) {
    onbuyBrands(userId: $userId, query: $query) {
      __typename
      ... on OnbuyBrandsResult { brands { brandId name } }
      ... on Error { message }
    }
  }
`;
const conditionsQuery = graphql`
  query OnBuyLookupsConditionsQuery($userId: String!, $categoryId: Int, $chosen: String) {
    onbuyConditions(userId: $userId, categoryId: $categoryId, chosen: $chosen) {
      __typename
      ... on OnbuyConditionsResult { condition conditions { conditionId name } }
      ... on Error { message }
    }
  }
`;
const NOT_LISTABLE = 'This category is not available for listing';

export async function lookUpCategories(env: Environment, userId: string, query: string): Promise<LookupResult> {
  const r = (await fetchQuery<OnBuyLookupsCategoriesQuery>(env, categoriesQuery, { userId, query }).toPromise())?.onbuyCategories;
  if (r?.__typename !== 'OnbuyCategoriesResult') return lookupFailed(r);
  return {
    choices: (r.categories ?? []).map((c) => ({
      id: c.categoryId,
      name: c.name,
      detail: c.categoryTree,
      ...(c.canListIn ? {} : { disabledReason: NOT_LISTABLE }),
    })),
  };
}

export async function lookUpBrands(env: Environment, userId: string, query: string): Promise<LookupResult> {
  const r = (await fetchQuery<OnBuyLookupsBrandsQuery>(env, brandsQuery, { userId, query }).toPromise())?.onbuyBrands;
  if (r?.__typename !== 'OnbuyBrandsResult') return lookupFailed(r);
  return { choices: (r.brands ?? []).map((b) => ({ id: b.brandId, name: b.name })) };
}

/** The category's conditions and what the chosen one becomes (kept, the only one, or none). */
export async function lookUpConditions(
  env: Environment,
  userId: string,
  categoryId: number,
  chosen: string | null,
): Promise<{ conditions: { id: string; name: string }[]; condition: string | null } | { message: string }> {
  const r = (await fetchQuery<OnBuyLookupsConditionsQuery>(env, conditionsQuery, { userId, categoryId, chosen }).toPromise())?.onbuyConditions;
  if (r?.__typename !== 'OnbuyConditionsResult') return lookupFailed(r);
  return { conditions: (r.conditions ?? []).map((c) => ({ id: c.conditionId, name: c.name })), condition: r.condition ?? null };
}
