// The channels the server's registry holds (GraphQL `channels`), for the routes of a channel the
// client has no folder for: listings/{segment} and sales/{segment} look up which channel the
// segment names before the page's query (which names the channel by its code) can start.
import { fetchQuery, graphql } from 'react-relay';
import type {
  registeredChannelsQuery as RegisteredChannelsQuery,
  registeredChannelsQuery$data,
} from '../../../__generated__/registeredChannelsQuery.graphql.ts';
import { relayEnvironment } from '../../../relay/environment.ts';

const registeredChannelsQuery = graphql`
  query registeredChannelsQuery {
    channels {
      code
      name
      segment
      listingColumns
      bulkActions
      hasSales
    }
  }
`;

/** A channel as the server's registry declares it for the screens. */
export type RegisteredChannel = registeredChannelsQuery$data['channels'][number];

/** The registered channel whose pages are at `segment` (the store's answer when it has one), or null. */
export async function registeredChannel(segment: string | undefined): Promise<RegisteredChannel | null> {
  const data = await fetchQuery<RegisteredChannelsQuery>(relayEnvironment(), registeredChannelsQuery, {}, { fetchPolicy: 'store-or-network' }).toPromise();
  return data?.channels.find((c) => c.segment === segment) ?? null;
}
