import { Suspense, useEffect, useState, useTransition } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { OnbuyListingsPageQuery } from '../../__generated__/OnbuyListingsPageQuery.graphql.ts';
import { EbayListingsFetchErrorBoundary as ListingsFetchErrorBoundary } from './EbayListingsFetchError.tsx';
import { EbayListingsLoading as ListingsLoading } from './EbayListingsLoading.tsx';
import { OnbuyListingsScreen } from './OnbuyListingsScreen.tsx';

/** OnBuy Listings (listings/onbuy, modelled on the Shopify Listings page): the route component; the loader preloaded the query. */
export function OnbuyListingsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<OnbuyListingsPageQuery>;
  // A new filter, sort or page keeps the current rows on screen (marked busy) until the next ones arrive.
  const [shown, setShown] = useState(queryRef);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (shown !== queryRef) startTransition(() => setShown(queryRef));
  }, [queryRef, shown]);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        OnBuy Listings
      </Heading>
      <ListingsFetchErrorBoundary resetKey={shown}>
        <Suspense fallback={<ListingsLoading />}>
          <OnbuyListingsScreen queryRef={shown} pending={pending || shown !== queryRef} />
        </Suspense>
      </ListingsFetchErrorBoundary>
    </Stack>
  );
}
