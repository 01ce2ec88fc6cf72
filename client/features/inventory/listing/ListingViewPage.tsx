import { Suspense, useState } from 'react';
import { amazonCurrency } from '../../../money/money.ts';
import { Stack } from '@chakra-ui/react';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { ListingViewPageQuery } from '../../../__generated__/ListingViewPageQuery.graphql.ts';
import { anyInProgress } from '../../channels/listingProgress.ts';
import { InventoryLoading } from '../InventoryLoading.tsx';
import { usePollWhile } from '../usePollWhile.ts';
import { OnBuySettings } from '../onbuy/OnBuySettings.tsx';
import { CHANNELS } from '../../channels/registry.ts';
import { ChannelStatusPanel } from './ChannelStatusPanel.tsx';
import { SyncPanel } from './SyncPanel.tsx';
import { ListingEditor } from './ListingEditor.tsx';
import { ListingErrorBoundary } from './ListingErrorView.tsx';
import { ListingHeader } from './ListingHeader.tsx';
import { ListingNotFound } from './ListingNotFound.tsx';
import { listingViewPageQuery } from './ListingViewPageQuery.ts';

function ListingView({ queryRef }: { queryRef: PreloadedQuery<ListingViewPageQuery> }) {
  const data = usePreloadedQuery<ListingViewPageQuery>(listingViewPageQuery, queryRef);
  const { userId = '-' } = useParams();
  const environment = useRelayEnvironment();
  const item = data.node?.__typename === 'InventoryItem' ? data.node : null;
  // After a quantity change here, follow continuous sync for two minutes (it pushes within one).
  const [followUntil, setFollowUntil] = useState(0);
  const following = followUntil > Date.now();
  // Spec 001 §2.12: re-read the item every 5 s while a listing of it is in progress on any channel.
  usePollWhile(
    (!!item && anyInProgress(item.listings)) || following,
    () => {
      fetchQuery<ListingViewPageQuery>(environment, listingViewPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
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
      {CHANNELS.map((channel) => (
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
        userId={userId}
        currency={data.user?.linkedPlatforms.ebay?.currency ?? amazonCurrency(data.user?.linkedPlatforms.amazon?.marketplaceId)}
      />
      {item.OnBuySettings_item && <OnBuySettings itemRef={item.OnBuySettings_item} userId={userId} />}
    </Stack>
  );
}

/** The listing view and edit page (spec 001 §2.12): /account/{userId}/amazon-inventory/{listingId}. */
export function ListingViewPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ListingViewPageQuery>;
  return (
    <ListingErrorBoundary resetKey={queryRef}>
      <Suspense fallback={<InventoryLoading />}>
        <ListingView queryRef={queryRef} />
      </Suspense>
    </ListingErrorBoundary>
  );
}
