import { Suspense, useState } from 'react';
import { amazonCurrency } from '../../../money/money.ts';
import { Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { ListingViewPage_query$key } from '../../../__generated__/ListingViewPage_query.graphql.ts';
import type { ListingViewPageQuery } from '../../../__generated__/ListingViewPageQuery.graphql.ts';
import type { ListingViewPageRefetchQuery } from '../../../__generated__/ListingViewPageRefetchQuery.graphql.ts';
import { anyInProgress } from '../../channels/listingProgress.ts';
import { InventoryLoading } from '../InventoryLoading.tsx';
import { usePollWhile } from '../usePollWhile.ts';
import { OnBuySettings } from '../onbuy/OnBuySettings.tsx';
import { CHANNELS } from '../../channels/registry.ts';
import { genericPanel } from '../../channels/generic/genericPanel.ts';
import { ChannelStatusPanel } from './ChannelStatusPanel.tsx';
import { SyncPanel } from './SyncPanel.tsx';
import { ListingEditor } from './ListingEditor.tsx';
import { ListingErrorBoundary } from './ListingErrorView.tsx';
import { ListingHeader } from './ListingHeader.tsx';
import { ListingNotFound } from './ListingNotFound.tsx';
import type { ListingData } from '../loaders.ts';
import { listingViewPageQuery } from './ListingViewPageQuery.ts';

function ListingView({ queries }: { queries: ListingData }) {
  const page = usePreloadedQuery<ListingViewPageQuery>(listingViewPageQuery, queries.page);
  const [data, refetch] = useRefetchableFragment<ListingViewPageRefetchQuery, ListingViewPage_query$key>(
    graphql`
      fragment ListingViewPage_query on Query @refetchable(queryName: "ListingViewPageRefetchQuery") {
        node(id: $id) {
          __typename
          ... on InventoryItem {
            id
            userId
            listingsOnChannels {
              inProgress
              pendingRevision
            }
            ...ListingHeader_item @alias
            ...ChannelStatusPanel_item @alias
            ...ListingEditor_item @alias
            ...OnBuySettings_item @alias
            ...SyncPanel_item @alias
          }
        }
        user(userId: $userId) {
          linkedPlatforms {
            ebay {
              authorized
              status
              currency
            }
            shopify {
              authorized
              needsReauth
              domain
            }
            onbuy {
              status
            }
            amazon {
              marketplaceId
            }
          }
          channelBilling {
            channel
            subscription {
              id
            }
          }
        }
        inventoryStats(userId: $userId) {
          amazonMarketplaceDomain
        }
        channels {
          code
          name
          segment
        }
        viewer {
          ...AiRecommendationsButton_viewer
        }
      }
    `,
    page,
  );
  const { userId = '-' } = useParams();
  const item = data.node?.__typename === 'InventoryItem' ? data.node : null;
  // The spec's channels' own panels, then one for each other channel the server's registry holds.
  const panels = [...CHANNELS, ...data.channels.filter((c) => !CHANNELS.some((k) => k.code === c.code)).map((c) => ({ ...c, panel: genericPanel(c.name) }))];
  // After a quantity change here, follow continuous sync for two minutes (it pushes within one).
  const [followUntil, setFollowUntil] = useState(0);
  const following = followUntil > Date.now();
  // Spec 001 §2.12: re-read the item every 5 s while a listing of it is in progress on any channel.
  usePollWhile(
    (!!item && anyInProgress(item.listingsOnChannels)) || following,
    () => {
      // The same item again from the server: the page updates in place, without a loading fallback.
      refetch({}, { fetchPolicy: 'store-and-network' });
      if (followUntil && followUntil <= Date.now()) setFollowUntil(0);
    },
    following ? 3000 : undefined,
  );
  // An admin reaches any item through node(id); the page shows only this seller's.
  if (!item || item.userId !== userId || !item.ListingHeader_item || !item.ListingEditor_item || !item.ChannelStatusPanel_item)
    return <ListingNotFound userId={userId} />;
  return (
    <Stack gap="6" pb="24">
      <ListingHeader itemRef={item.ListingHeader_item} userId={userId} marketplaceDomain={data.inventoryStats.amazonMarketplaceDomain ?? null} />
      {panels.map((channel) => (
        <ChannelStatusPanel key={channel.code} channel={channel} itemRef={item.ChannelStatusPanel_item!} userId={userId} user={data.user} />
      ))}
      {item.SyncPanel_item && (
        <SyncPanel
          itemRef={item.SyncPanel_item}
          userId={userId}
          currency={data.user?.linkedPlatforms.ebay?.currency ?? amazonCurrency(data.user?.linkedPlatforms.amazon?.marketplaceId)}
          onChanged={() => setFollowUntil(Date.now() + 120_000)}
        />
      )}
      <ListingEditor
        itemRef={item.ListingEditor_item}
        ebayRef={queries.ebay}
        viewerRef={data.viewer ?? null}
        userId={userId}
        currency={data.user?.linkedPlatforms.ebay?.currency ?? amazonCurrency(data.user?.linkedPlatforms.amazon?.marketplaceId)}
      />
      {item.OnBuySettings_item && <OnBuySettings itemRef={item.OnBuySettings_item} userId={userId} />}
    </Stack>
  );
}

/** The listing view and edit page (spec 001 §2.12): /account/{userId}/amazon-inventory/{listingId}. */
export function ListingViewPage() {
  const queries = useLoaderData() as ListingData;
  return (
    <ListingErrorBoundary resetKey={queries}>
      <Suspense fallback={<InventoryLoading />}>
        <ListingView queries={queries} />
      </Suspense>
    </ListingErrorBoundary>
  );
}
