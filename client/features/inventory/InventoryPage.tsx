import { Suspense, useEffect, useLayoutEffect, useState, useTransition } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { useLoaderData } from 'react-router';
import { InventoryFetchErrorBoundary } from './InventoryFetchError.tsx';
import { InventoryLoading } from './InventoryLoading.tsx';
import { InventoryScreen } from './InventoryScreen.tsx';
import type { InventoryData } from './loaders.ts';
import { finishListChange } from '../../components/listPending.ts';

/** Amazon Inventory (spec 000 §2): the route component; the loader preloaded the queries. */
export function InventoryPage() {
  const queryRef = useLoaderData() as InventoryData;
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
          <InventoryScreen queries={shown} pending={pending || shown !== queryRef} />
        </Suspense>
      </InventoryFetchErrorBoundary>
    </Stack>
  );
}
