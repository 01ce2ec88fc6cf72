// Route loader of the listings pages: starts the channel's page query while the page's code loads
// (CONVENTIONS §9), with the variables read from the URL.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { relayEnvironment } from '../../relay/environment.ts';
import type { ChannelSegment } from '../channels/names.ts';
import { channelBySegment } from '../channels/registry.ts';
import type { ChannelDeclaration } from '../channels/types.ts';
import { parseListingsParams, queryVariables } from './listingsParams.ts';
import type { ChannelListingsPageQuery } from './ListingsScreen.tsx';
import { listingsPageKey } from './useListingsParams.ts';

export interface ListingsLoaderData {
  channel: ChannelDeclaration;
  queryRef: PreloadedQuery<ChannelListingsPageQuery>;
}

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<ChannelListingsPageQuery>[] = [];

/** /account/{userId}/listings/{segment}/?{segment}_listings.…: store data at once, then the network's. */
export const listingsLoader =
  (segment: ChannelSegment) =>
  ({ request, params }: LoaderFunctionArgs): ListingsLoaderData => {
    const channel = channelBySegment(segment);
    const variables = queryVariables(params.userId ?? '-', parseListingsParams(new URL(request.url).searchParams, listingsPageKey(channel)));
    const queryRef = loadQuery<ChannelListingsPageQuery>(relayEnvironment(), channel.listings.query, variables, { fetchPolicy: 'store-and-network' });
    retained.push(queryRef);
    while (retained.length > 3) retained.shift()!.dispose();
    return { channel, queryRef };
  };
