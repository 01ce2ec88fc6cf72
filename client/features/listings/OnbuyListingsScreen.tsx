import { useCallback } from 'react';
import { Stack } from '@chakra-ui/react';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { OnbuyListingsPageQuery } from '../../__generated__/OnbuyListingsPageQuery.graphql.ts';
import { CurrencyProvider } from '../../money/CurrencyContext.tsx';
import { OnbuyListingsFilters } from './OnbuyListingsFilters.tsx';
import { onbuyListingsPageQuery } from './OnbuyListingsPageQuery.ts';
import { OnbuyListingsResults } from './OnbuyListingsResults.tsx';
import { useOnbuyListingsParams } from './useOnbuyListingsParams.ts';

/** OnBuy sells in pounds (site 2000, UK): prices are pence. */
const ONBUY_CURRENCY = 'GBP';

/** The page below the heading: search and filters, then the rows with their Delist bar. */
export function OnbuyListingsScreen({ queryRef, pending }: { queryRef: PreloadedQuery<OnbuyListingsPageQuery>; pending: boolean }) {
  const data = usePreloadedQuery<OnbuyListingsPageQuery>(onbuyListingsPageQuery, queryRef);
  const { userId = '-' } = useParams();
  const [params, setParams] = useOnbuyListingsParams();
  const environment = useRelayEnvironment();
  // Re-reads the rows on screen (same variables): a poll or the end of a delist updates them in place.
  const refresh = useCallback(() => {
    fetchQuery<OnbuyListingsPageQuery>(environment, onbuyListingsPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, queryRef.variables]);

  return (
    <CurrencyProvider currency={ONBUY_CURRENCY}>
      <Stack gap="5">
        <OnbuyListingsFilters params={params} onChange={setParams} />
        <OnbuyListingsResults
          connectionRef={data.onbuyListings}
          params={params}
          onParamsChange={setParams}
          pending={pending}
          userId={userId}
          onRefresh={refresh}
        />
      </Stack>
    </CurrencyProvider>
  );
}
