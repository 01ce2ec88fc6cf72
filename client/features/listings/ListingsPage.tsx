import { Suspense, useEffect, useLayoutEffect, useState, useTransition } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useLoaderData } from 'react-router';
import { finishListChange } from '../../components/listPending.ts';
import { NotFoundPage } from '../../components/NotFoundPage.tsx';
import { ListingsFetchErrorBoundary } from './ListingsFetchError.tsx';
import type { ListingsLoaderData } from './listingsLoader.ts';
import { ListingsLoading } from './ListingsLoading.tsx';
import { ListingsScreen } from './ListingsScreen.tsx';

/**
 * A channel's Listings page (listings/ebay: spec 001 §2.6; listings/shopify: 002 §2.2; listings/onbuy
 * as Shopify's): the route component; the loader preloaded the channel's query.
 */
export function ListingsPage() {
  // null: listings/{segment} names no channel the registry holds.
  const data = useLoaderData() as ListingsLoaderData | null;
  return data ? <ChannelListingsPage key={data.channel.code} {...data} /> : <NotFoundPage />;
}

function ChannelListingsPage({ channel, queryRef }: ListingsLoaderData) {
  const list = `${channel.segment}-listings`;
  // A new filter, sort or page keeps the current rows on screen (marked busy) until the next ones
  // arrive, while the controls already show the new URL (as on the inventory page).
  const [shown, setShown] = useState(queryRef);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (shown !== queryRef) startTransition(() => setShown(queryRef));
  }, [queryRef, shown]);
  // The rows of the current URL are committed: the pending bar goes (listPending.ts).
  useLayoutEffect(() => {
    if (shown === queryRef && !pending) finishListChange(list);
  }, [queryRef, shown, pending, list]);
  useEffect(() => () => finishListChange(list), [list]);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {channel.name} Listings
      </Heading>
      <ListingsFetchErrorBoundary resetKey={shown}>
        <Suspense fallback={<ListingsLoading />}>
          <ListingsScreen key={channel.code} channel={channel} queryRef={shown} pending={pending || shown !== queryRef} />
        </Suspense>
      </ListingsFetchErrorBoundary>
    </Stack>
  );
}
