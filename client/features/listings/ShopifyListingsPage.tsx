import { Suspense, useEffect, useState, useTransition } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { ShopifyListingsPageQuery } from '../../__generated__/ShopifyListingsPageQuery.graphql.ts';
import { EbayListingsFetchErrorBoundary as ListingsFetchErrorBoundary } from './EbayListingsFetchError.tsx';
import { EbayListingsLoading as ListingsLoading } from './EbayListingsLoading.tsx';
import { ShopifyListingsScreen } from './ShopifyListingsScreen.tsx';

/** Shopify Listings (spec 002 §2.2): the route component; the loader preloaded the query. */
export function ShopifyListingsPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ShopifyListingsPageQuery>;
  // A new filter, sort or page keeps the current rows on screen (marked busy) until the next ones arrive.
  const [shown, setShown] = useState(queryRef);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (shown !== queryRef) startTransition(() => setShown(queryRef));
  }, [queryRef, shown]);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Shopify Listings
      </Heading>
      <ListingsFetchErrorBoundary resetKey={shown}>
        <Suspense fallback={<ListingsLoading />}>
          <ShopifyListingsScreen queryRef={shown} pending={pending || shown !== queryRef} />
        </Suspense>
      </ListingsFetchErrorBoundary>
    </Stack>
  );
}
