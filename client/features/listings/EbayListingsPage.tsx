import { Suspense, useEffect, useLayoutEffect, useState, useTransition } from 'react';
import { finishListChange } from '../../components/listPending.ts';
import { Heading, Stack } from '@chakra-ui/react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { EbayListingsPageQuery } from '../../__generated__/EbayListingsPageQuery.graphql.ts';
import { EbayListingsFetchErrorBoundary } from './EbayListingsFetchError.tsx';
import { EbayListingsLoading } from './EbayListingsLoading.tsx';
import { EbayListingsScreen } from './EbayListingsScreen.tsx';

/** eBay Listings (spec 001 §2.6): the route component; the loader preloaded the query. */
export function EbayListingsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<EbayListingsPageQuery>;
  // A new filter, sort or page keeps the current rows on screen (marked busy) until the next ones
  // arrive, while the controls already show the new URL (as on the inventory page).
  const [shown, setShown] = useState(queryRef);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (shown !== queryRef) startTransition(() => setShown(queryRef));
  }, [queryRef, shown]);
  // The rows of the current URL are committed: the pending bar goes (listPending.ts).
  useLayoutEffect(() => {
    if (shown === queryRef && !pending) finishListChange('ebay-listings');
  }, [queryRef, shown, pending]);
  useEffect(() => () => finishListChange('ebay-listings'), []);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        eBay Listings
      </Heading>
      <EbayListingsFetchErrorBoundary resetKey={shown}>
        <Suspense fallback={<EbayListingsLoading />}>
          <EbayListingsScreen queryRef={shown} pending={pending || shown !== queryRef} />
        </Suspense>
      </EbayListingsFetchErrorBoundary>
    </Stack>
  );
}
