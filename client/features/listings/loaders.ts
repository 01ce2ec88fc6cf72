// Route loader of the eBay Listings page: starts the page's query while its code loads
// (CONVENTIONS §9), with the variables read from the URL.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { EbayListingsPageQuery } from '../../__generated__/EbayListingsPageQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { ebayListingsPageQuery } from './EbayListingsPageQuery.ts';
import { parseEbayListingsParams, queryVariables } from './ebayListingsParams.ts';

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<EbayListingsPageQuery>[] = [];

/** /account/{userId}/listings/ebay/?ebay_listings.…: store data at once, then the network's. */
export function ebayListingsLoader({ request, params }: LoaderFunctionArgs): PreloadedQuery<EbayListingsPageQuery> {
  const variables = queryVariables(params.userId ?? '-', parseEbayListingsParams(new URL(request.url).searchParams));
  const ref = loadQuery<EbayListingsPageQuery>(relayEnvironment(), ebayListingsPageQuery, variables, { fetchPolicy: 'store-and-network' });
  retained.push(ref);
  while (retained.length > 3) retained.shift()!.dispose();
  return ref;
}
