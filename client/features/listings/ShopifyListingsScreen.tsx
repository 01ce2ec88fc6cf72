import { useCallback } from 'react';
import { Stack } from '@chakra-ui/react';
import { fetchQuery, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import { useParams } from 'react-router';
import { CurrencyProvider } from '../../money/CurrencyContext.tsx';
import { amazonCurrency } from '../../money/money.ts';
import type { ShopifyListingsPageQuery } from '../../__generated__/ShopifyListingsPageQuery.graphql.ts';
import { ShopifyListingsFilters } from './ShopifyListingsFilters.tsx';
import { shopifyListingsPageQuery } from './ShopifyListingsPageQuery.ts';
import { ShopifyListingsResults } from './ShopifyListingsResults.tsx';
import { useShopifyListingsParams } from './useShopifyListingsParams.ts';

/** The page below the heading: search and filters, then the rows with their Delist bar. */
export function ShopifyListingsScreen({ queryRef, pending }: { queryRef: PreloadedQuery<ShopifyListingsPageQuery>; pending: boolean }) {
  const data = usePreloadedQuery<ShopifyListingsPageQuery>(shopifyListingsPageQuery, queryRef);
  const { userId = '-' } = useParams();
  const [params, setParams] = useShopifyListingsParams();
  const environment = useRelayEnvironment();
  // Re-reads the rows on screen (same variables): a poll or the end of a delist updates them in place.
  const refresh = useCallback(() => {
    fetchQuery<ShopifyListingsPageQuery>(environment, shopifyListingsPageQuery, queryRef.variables, { fetchPolicy: 'network-only' }).subscribe({});
  }, [environment, queryRef.variables]);

  return (
    <CurrencyProvider currency={amazonCurrency(data.user?.linkedPlatforms.amazon?.marketplaceId)}>
      <Stack gap="5">
        <ShopifyListingsFilters params={params} onChange={setParams} />
        <ShopifyListingsResults
          connectionRef={data.shopifyListings}
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
