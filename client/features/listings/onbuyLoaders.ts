// Route loader of the OnBuy Listings page: starts the page's query while its code loads
// (CONVENTIONS §9), with the variables read from the URL.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import type { OnbuyListingsPageQuery } from '../../__generated__/OnbuyListingsPageQuery.graphql.ts';
import { relayEnvironment } from '../../relay/environment.ts';
import { onbuyListingsPageQuery } from './OnbuyListingsPageQuery.ts';
import { parseOnbuyListingsParams, queryVariables } from './onbuyListingsParams.ts';

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<OnbuyListingsPageQuery>[] = [];

/** /account/{userId}/listings/onbuy/?onbuy_listings.…: store data at once, then the network's. */
export function onbuyListingsLoader({ request, params }: LoaderFunctionArgs): PreloadedQuery<OnbuyListingsPageQuery> {
  const variables = queryVariables(params.userId ?? '-', parseOnbuyListingsParams(new URL(request.url).searchParams));
  const ref = loadQuery<OnbuyListingsPageQuery>(relayEnvironment(), onbuyListingsPageQuery, variables, { fetchPolicy: 'store-and-network' });
  retained.push(ref);
  while (retained.length > 3) retained.shift()!.dispose();
  return ref;
}
