import { useMemo, useState } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useParams, useRevalidator } from 'react-router';
import type { InventoryPageQuery } from '../../__generated__/InventoryPageQuery.graphql.ts';
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

/** The screen below the heading: refresh and stats, search and filters, then the results. */
export function InventoryScreen({ queryRef, pending }: { queryRef: PreloadedQuery<InventoryPageQuery>; pending: boolean }) {
  const data = usePreloadedQuery<InventoryPageQuery>(inventoryPageQuery, queryRef);
  const { userId = '-' } = useParams();
  const [params, setParams] = useInventoryParams();
  const { revalidate } = useRevalidator();
  const environment = useRelayEnvironment();
  // Answers of the rows' poll: the held-back notice asks again after each (a row's status can change
  // without the connection object changing, so data.inventory alone would not say so).
  const [polls, setPolls] = useState(0);
  // The same query and variables over the network: the store updates the rows where they are.
  const poll = () =>
    fetchQuery<InventoryPageQuery>(environment, inventoryPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({
      complete: () => setPolls((n) => n + 1),
    });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key whenever the rows or a poll's answer arrive
  const heldBackKey = useMemo(() => ({}), [data.inventory, polls]);
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
        <RefreshInventory userId={userId} runRef={data.inventoryImport ?? null} onFinished={() => void revalidate()} />
        <InventoryStats statsRef={data.inventoryStats} />
        {amazonLost && <AmazonReauthNotice userId={userId} />}
        {showInventory && <SyncStatus userId={userId} />}
        {showInventory && (
          <HeldBackNotice userId={userId} refreshKey={heldBackKey} onShow={() => setParams({ ebayStatus: 'errored' })} onChanged={() => void revalidate()} />
        )}
        {!showInventory ? (
          <ConnectAmazonNotice userId={userId} />
        ) : (
          <>
            <Flex gap="3" wrap="wrap" align="flex-end">
              <SearchBox label="Search inventory" value={params.search} onSearch={(search) => setParams({ search })} />
              <InventoryFilterMenu params={params} onChange={setParams} />
            </Flex>
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
          </>
        )}
      </Stack>
    </CurrencyProvider>
  );
}
