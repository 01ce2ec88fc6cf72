import { fetchQuery, graphql, type Environment } from 'react-relay';
import type { OnBuyProductSearchQuery } from '../../../__generated__/OnBuyProductSearchQuery.graphql.ts';

// The 'Choose Existing' search, asked on demand: with no text, the item's EAN/UPC; else the text.
// The server checks the 3-character minimum and caches OnBuy's answers for 60 s.

export const ONBUY_SEARCH_MIN_CHARS = 3;
export const TOO_SHORT = 'Type at least 3 characters to search';

export interface OnbuyProductHit {
  readonly opc: string;
  readonly name: string;
  readonly thumbnailUrl?: string | null;
  readonly thumbnailSrc?: string | null;
  readonly url?: string | null;
  readonly productCodes: readonly string[];
  readonly brandName?: string | null;
}

export type ProductSearchResult = { query: string | null; field: string | null; products: OnbuyProductHit[] } | { message: string };

const productsQuery = graphql`
  query OnBuyProductSearchQuery($userId: String!, $query: String, $itemId: ID) {
    onbuyProducts(userId: $userId, query: $query, itemId: $itemId) {
      __typename
      ... on OnbuyProductsResult {
        query
        field
        products {
          opc
          name
          thumbnailUrl
          thumbnailSrc
          url
          productCodes
          brandName
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** What the box's text asks for: the item's code (empty), too short (1–2 characters), or a search. */
export function searchIntent(text: string): 'item' | 'too-short' | 'search' {
  const t = text.trim();
  if (!t) return 'item';
  return t.length < ONBUY_SEARCH_MIN_CHARS ? 'too-short' : 'search';
}

export async function searchOnbuyProducts(env: Environment, userId: string, itemId: string, text: string): Promise<ProductSearchResult> {
  const t = text.trim();
  const r = (await fetchQuery<OnBuyProductSearchQuery>(env, productsQuery, { userId, query: t || null, itemId: t ? null : itemId }).toPromise())?.onbuyProducts;
  if (r?.__typename !== 'OnbuyProductsResult') return { message: (r && 'message' in r ? r.message : null) ?? 'Something went wrong.' };
  return { query: r.query ?? null, field: r.field ?? null, products: [...(r.products ?? [])] };
}
