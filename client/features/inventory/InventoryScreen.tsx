import { useState } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useParams, useRevalidator } from 'react-router';
import type { InventoryPageQuery } from '../../__generated__/InventoryPageQuery.graphql.ts';
import type { InventoryScreen_query$key } from '../../__generated__/InventoryScreen_query.graphql.ts';
import type { InventoryScreenRefetchQuery } from '../../__generated__/InventoryScreenRefetchQuery.graphql.ts';
import { inventoryPageQuery } from './InventoryPageQuery.ts';
import { AmazonReauthNotice, ConnectAmazonNotice } from './ConnectAmazonNotice.tsx';
import { InventoryFilterMenu } from './InventoryFilterMenu.tsx';
import { InventoryResults } from './InventoryResults.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { InventoryStats } from './InventoryStats.tsx';
import { SyncStatus } from './SyncStatus.tsx';
import { HeldBackNotice } from './HeldBackNotice.tsx';
import { isRunning, RefreshInventory } from './RefreshInventory.tsx';
import { isFiltered, waitingForFirstImport } from './inventoryParams.ts';
import { CurrencyProvider } from '../../money/CurrencyContext.tsx';
import { amazonCurrency } from '../../money/money.ts';
import { useInventoryParams } from './useInventoryParams.ts';
import { ChipChannelsProvider } from './chipChannels.tsx';
import type { InventoryData } from './loaders.ts';

/** The screen below the heading: refresh and stats, search and filters, then the results. */
export function InventoryScreen({ queries, pending }: { queries: InventoryData; pending: boolean }) {
  const page = usePreloadedQuery<InventoryPageQuery>(inventoryPageQuery, queries.page);
  const [data, refetch] = useRefetchableFragment<InventoryScreenRefetchQuery, InventoryScreen_query$key>(
    graphql`
      fragment InventoryScreen_query on Query @refetchable(queryName: "InventoryScreenRefetchQuery") {
        user(userId: $userId) {
          linkedPlatforms {
            amazon {
              marketplaceId
              status
            }
          }
        }
        inventoryStats(userId: $userId) {
          amazonConnected
          allItemsCount
          lastInventoryUpdateAt
          ...InventoryStats_stats
        }
        inventoryImport(userId: $userId) {
          status
        }
        channels {
          code
          name
        }
        ...RefreshInventory_query
        ...SyncStatus_query
        inventory(
          userId: $userId
          ebayStatus: $ebayStatus
          shopifyStatus: $shopifyStatus
          onbuyStatus: $onbuyStatus
          inventorySource: $inventorySource
          archiveStatus: $archiveStatus
          zeroQuantity: $zeroQuantity
          families: collapse
          search: $search
          sort: $sort
          page: $page
          pageSize: $pageSize
        ) {
          ...InventoryResults_connection
        }
      }
    `,
    page,
  );
  const { userId = '-' } = useParams();
  const [params, setParams] = useInventoryParams();
  const { revalidate } = useRevalidator();
  // Answers of the rows' poll: the held-back notice asks again after each (a row's status can change
  // without the connection object changing, so the rows alone would not say so).
  const [polls, setPolls] = useState(0);
  // The same rows again from the server (same variables): the store updates them where they are,
  // without the page's pending state or a loading fallback.
  const poll = () => refetch({}, { fetchPolicy: 'store-and-network', onComplete: (error) => !error && setPolls((n) => n + 1) });
  const connected = data.inventoryStats.amazonConnected;
  // Amazon's authorisation lost (issue 30): the inventory stays on screen as last imported, with a
  // notice (and the shell's reauthorise banner); nothing syncs until the seller reauthorises.
  const amazonLost = !connected && !!data.user?.linkedPlatforms.amazon;
  const showInventory = connected || amazonLost;
  const waitForImport = waitingForFirstImport({
    connected,
    allItemsCount: data.inventoryStats.allItemsCount,
    lastInventoryUpdateAt: data.inventoryStats.lastInventoryUpdateAt,
    importRunning: isRunning(data.inventoryImport?.status),
    filtered: isFiltered(params),
  });

  return (
    <CurrencyProvider currency={amazonCurrency(data.user?.linkedPlatforms.amazon?.marketplaceId)}>
      <Stack gap="5">
        <RefreshInventory userId={userId} queryRef={data} onFinished={() => void revalidate()} />
        <InventoryStats statsRef={data.inventoryStats} />
        {amazonLost && <AmazonReauthNotice userId={userId} />}
        {showInventory && <SyncStatus queryRef={data} />}
        {showInventory && (
          <HeldBackNotice
            userId={userId}
            queryRef={queries.heldBack}
            polls={polls}
            onShow={() => setParams({ ebayStatus: 'errored' })}
            onChanged={() => void revalidate()}
          />
        )}
        {!showInventory ? (
          <ConnectAmazonNotice userId={userId} />
        ) : (
          <>
            <Flex gap="3" wrap="wrap" align="flex-end">
              <SearchBox label="Search inventory" value={params.search} onSearch={(search) => setParams({ search })} />
              <InventoryFilterMenu params={params} onChange={setParams} />
            </Flex>
            <ChipChannelsProvider channels={data.channels}>
              <InventoryResults
                connectionRef={data.inventory}
                params={params}
                onParamsChange={setParams}
                pending={pending}
                waitForImport={waitForImport}
                userId={userId}
                onChanged={() => void revalidate()}
                onPoll={poll}
              />
            </ChipChannelsProvider>
          </>
        )}
      </Stack>
    </CurrencyProvider>
  );
}
