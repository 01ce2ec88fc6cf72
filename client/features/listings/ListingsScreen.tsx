import { Stack } from '@chakra-ui/react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { ListingsScreen_query$key } from '../../__generated__/ListingsScreen_query.graphql.ts';
import { CurrencyProvider } from '../../money/CurrencyContext.tsx';
import type { ListingsChannel } from '../channels/types.ts';
import { ListingsFilters } from './ListingsFilters.tsx';
import { ListingsResults } from './ListingsResults.tsx';
import { useListingsParams } from './useListingsParams.ts';

/**
 * A channel's page query (channels/<code>/…ListingsPageQuery.ts, or the generic one naming the
 * channel by its code): the screen's fragment for that channel.
 */
export interface ChannelListingsPageQuery {
  variables: { userId: string; filter?: object | null; channelCode?: string };
  response: ListingsScreen_query$key;
}

/** The page below the heading: search and filters, then the rows with their bulk bar. */
export function ListingsScreen({
  channel,
  queryRef,
  pending,
}: {
  channel: ListingsChannel;
  queryRef: PreloadedQuery<ChannelListingsPageQuery>;
  pending: boolean;
}) {
  const query = usePreloadedQuery<ChannelListingsPageQuery>(channel.listings.query, queryRef);
  const data = useFragment(
    graphql`
      fragment ListingsScreen_query on Query
      @argumentDefinitions(channel: { type: "ListingChannel" }, channelCode: { type: "String" }) {
        user(userId: $userId) {
          linkedPlatforms {
            ebay {
              currency
            }
            amazon {
              marketplaceId
            }
          }
        }
        ...ListingsResults_query @arguments(channel: $channel, channelCode: $channelCode)
      }
    `,
    query,
  );
  const { userId = '-' } = useParams();
  const [params, setParams] = useListingsParams(channel);
  return (
    <CurrencyProvider currency={channel.listings.currency(data.user?.linkedPlatforms)}>
      <Stack gap="5">
        <ListingsFilters channel={channel} params={params} onChange={setParams} />
        <ListingsResults channel={channel} queryRef={data} params={params} onParamsChange={setParams} pending={pending} userId={userId} />
      </Stack>
    </CurrencyProvider>
  );
}
