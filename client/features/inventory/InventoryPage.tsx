import { Suspense, useEffect, useLayoutEffect, useState, useTransition } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { InventoryPageQuery } from '../../__generated__/InventoryPageQuery.graphql.ts';
import { InventoryFetchErrorBoundary } from './InventoryFetchError.tsx';
import { InventoryLoading } from './InventoryLoading.tsx';
import { InventoryScreen } from './InventoryScreen.tsx';
import { finishListChange } from '../../components/listPending.ts';

/** Amazon Inventory (spec 000 §2): the route component; the loader preloaded the query. */
export function InventoryPage() {
  const queryRef = useLoaderData() as PreloadedQuery<InventoryPageQuery>;
  // A new filter or page keeps the current rows on screen (marked busy) until the next ones
  // arrive, while the controls already show the new URL. (useDeferredValue would not do: inside
  // the router's own transition it returns the new value at once and the whole screen waits.)
  const [shown, setShown] = useState(queryRef);
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    if (shown !== queryRef) startTransition(() => setShown(queryRef));
  }, [queryRef, shown]);
  // The rows of the current URL are committed: the pending bar goes (listPending.ts).
  useLayoutEffect(() => {
    if (shown === queryRef && !pending) finishListChange('inventory');
  }, [queryRef, shown, pending]);
  useEffect(() => () => finishListChange('inventory'), []);
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Amazon Inventory
      </Heading>
      <InventoryFetchErrorBoundary resetKey={shown}>
        <Suspense fallback={<InventoryLoading />}>
          <InventoryScreen queryRef={shown} pending={pending || shown !== queryRef} />
        </Suspense>
      </InventoryFetchErrorBoundary>
    </Stack>
  );
}
