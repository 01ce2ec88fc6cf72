// Route loader of the Shopify Listings page: starts the page's query while its code loads
// (CONVENTIONS §9), with the variables read from the URL.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { ShopifyListingsPageQuery } from '../../__generated__/ShopifyListingsPageQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { shopifyListingsPageQuery } from './ShopifyListingsPageQuery.ts';
import { parseShopifyListingsParams, queryVariables } from './shopifyListingsParams.ts';

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<ShopifyListingsPageQuery>[] = [];

/** /account/{userId}/listings/shopify/?shopify_listings.…: store data at once, then the network's. */
export function shopifyListingsLoader({ request, params }: LoaderFunctionArgs): PreloadedQuery<ShopifyListingsPageQuery> {
  const variables = queryVariables(params.userId ?? '-', parseShopifyListingsParams(new URL(request.url).searchParams));
  const ref = loadQuery<ShopifyListingsPageQuery>(relayEnvironment(), shopifyListingsPageQuery, variables, { fetchPolicy: 'store-and-network' });
  retained.push(ref);
  while (retained.length > 3) retained.shift()!.dispose();
  return ref;
}
