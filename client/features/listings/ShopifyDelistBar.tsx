import { Button, Flex, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { useDelistShopifyListingsMutation } from './mutations/DelistShopifyListingsMutation.ts';

// Spec 002 §8: toasts on list screens last 5 seconds.
const TOAST_MS = 5000;
const FAILED = 'Something went wrong. Please try again or contact support.';

/**
 * Spec 002 §2.2: with rows selected, a bar '{n} records selected' with 'Delist'; the list refreshes
 * afterwards. One request carries the whole selection (the spec's client sent one call per id).
 */
export function ShopifyDelistBar({ listingIds, userId, onDone }: { listingIds: readonly string[]; userId: string; onDone: () => void }) {
  const [delist, delisting] = useDelistShopifyListingsMutation();
  const n = listingIds.length;
  if (n === 0) return null;

  function run() {
    delist({
      variables: { userId, listingIds: [...listingIds] },
      onCompleted: ({ delistShopifyListings: r }) => {
        if (r.__typename === 'DelistShopifyListingsSuccess') {
          toaster.create({ type: 'success', title: `Queued ${r.count} Shopify listings for delisting`, duration: TOAST_MS });
        } else toaster.create({ type: 'error', title: r.__typename !== '%other' && 'message' in r ? r.message : FAILED, duration: TOAST_MS });
        onDone();
      },
      onError: (err) => {
        toaster.create({ type: 'error', title: err.message || FAILED, duration: TOAST_MS });
        onDone();
      },
    });
  }

  return (
    <Flex
      role="region"
      aria-label="Bulk actions"
      gap="3"
      align="center"
      wrap="wrap"
      p="3"
      rounded="lg"
      borderWidth="1px"
      bg="brand.subtle"
      position="sticky"
      bottom="3"
      shadow="lg"
      zIndex="docked"
    >
      <Text fontWeight="semibold" aria-live="polite">
        {n} records selected
      </Text>
      <Button size="sm" colorPalette="red" onClick={run} loading={delisting}>
        Delist
      </Button>
    </Flex>
  );
}
