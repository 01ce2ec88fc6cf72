// Route loader of the listings pages: starts the channel's page query while the page's code loads
// (CONVENTIONS §9), with the variables read from the URL.
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs } from 'react-router';
import { relayEnvironment } from '../../relay/environment.ts';
import type { ChannelSegment } from '../channels/names.ts';
import { channelBySegment } from '../channels/registry.ts';
import { genericListings } from '../channels/generic/generic.tsx';
import { registeredChannel } from '../channels/generic/registeredChannels.ts';
import type { ListingsChannel } from '../channels/types.ts';
import { parseListingsParams, queryVariables } from './listingsParams.ts';
import type { ChannelListingsPageQuery } from './ListingsScreen.tsx';
import { listingsPageKey } from './useListingsParams.ts';

export interface ListingsLoaderData {
  channel: ListingsChannel;
  queryRef: PreloadedQuery<ChannelListingsPageQuery>;
}

// The page renders the previous reference while the next loads, so only the last few are kept.
const retained: PreloadedQuery<ChannelListingsPageQuery>[] = [];

function load(channel: ListingsChannel, { request, params }: LoaderFunctionArgs, named: { channelCode?: string } = {}): ListingsLoaderData {
  const variables = queryVariables(params.userId ?? '-', parseListingsParams(new URL(request.url).searchParams, listingsPageKey(channel)));
  const queryRef = loadQuery<ChannelListingsPageQuery>(
    relayEnvironment(),
    channel.listings.query,
    { ...variables, ...named },
    { fetchPolicy: 'store-and-network' },
  );
  retained.push(queryRef);
  while (retained.length > 3) retained.shift()!.dispose();
  return { channel, queryRef };
}

/** /account/{userId}/listings/{segment}/?{segment}_listings.…: store data at once, then the network's. */
export const listingsLoader = (segment: ChannelSegment) => (args: LoaderFunctionArgs) => load(channelBySegment(segment), args);

/**
 * listings/{segment} of a channel with no folder here: the server's registry says which channel the
 * segment names and what its page shows; null for a segment it does not know (the not-found page).
 */
export async function registeredListingsLoader(args: LoaderFunctionArgs): Promise<ListingsLoaderData | null> {
  const found = await registeredChannel(args.params.segment);
  return found ? load(genericListings(found), args, { channelCode: found.code }) : null;
}
