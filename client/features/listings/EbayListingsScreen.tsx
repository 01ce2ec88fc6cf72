import { useCallback } from 'react';
import { DEFAULT_CURRENCY } from '../../money/money.ts';
import { Stack } from '@chakra-ui/react';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { EbayListingsPageQuery } from '../../__generated__/EbayListingsPageQuery.graphql.ts';
import { EbayListingsFilters } from './EbayListingsFilters.tsx';
import { ebayListingsPageQuery } from './EbayListingsPageQuery.ts';
import { EbayListingsResults } from './EbayListingsResults.tsx';
import { useEbayListingsParams } from './useEbayListingsParams.ts';

/** The page below the heading: search and filters, then the rows with their bulk bar. */
export function EbayListingsScreen({ queryRef, pending }: { queryRef: PreloadedQuery<EbayListingsPageQuery>; pending: boolean }) {
  const data = usePreloadedQuery<EbayListingsPageQuery>(ebayListingsPageQuery, queryRef);
  const { userId = '-' } = useParams();
  const [params, setParams] = useEbayListingsParams();
  const environment = useRelayEnvironment();
  // Re-reads the rows on screen (same variables) into the store: a poll or the end of an action
  // updates them in place, without the page's pending state.
  const refresh = useCallback(() => {
    fetchQuery<EbayListingsPageQuery>(environment, ebayListingsPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, queryRef.variables]);

  return (
    <Stack gap="5">
      <EbayListingsFilters params={params} onChange={setParams} />
      <EbayListingsResults
        connectionRef={data.ebayListings}
        currency={data.user?.linkedPlatforms.ebay?.currency ?? DEFAULT_CURRENCY}
        params={params}
        onParamsChange={setParams}
        pending={pending}
        userId={userId}
        onRefresh={refresh}
      />
    </Stack>
  );
}
