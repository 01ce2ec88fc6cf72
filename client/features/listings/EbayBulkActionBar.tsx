import { useState } from 'react';
import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { toaster } from '../../components/ui/toaster.tsx';
import { BULK_ACTIONS, bulkAction, NOTHING_SELECTED, successText, type BulkAction } from './bulkActions.ts';
import { useDelistEbayListingsMutation } from './mutations/DelistEbayListingsMutation.ts';
import { useReviseEbayListingsMutation } from './mutations/ReviseEbayListingsMutation.ts';

// Spec 002 §8: toasts on list screens last 5 seconds.
const TOAST_MS = 5000;
const FAILED = 'Something went wrong. Please try again or contact support.';

/**
 * The bulk bar (spec 001 §2.7), below the rows: '{n} records selected' once rows are selected, 'Choose an action'
 * with the 'eBay Actions' group, and 'Apply Action'. The select and the button stay on screen with
 * nothing selected, so that 'No eBay listings selected' (the spec's warning for that case) is what
 * a seller who tries an action first is told.
 */
export function EbayBulkActionBar({ itemIds, userId, onDone }: { itemIds: readonly string[]; userId: string; onDone: () => void }) {
  const [choice, setChoice] = useState('');
  const [revise, revising] = useReviseEbayListingsMutation();
  const [delist, delisting] = useDelistEbayListingsMutation();
  const busy = revising || delisting;
  const n = itemIds.length;

  function settle(action: BulkAction, result: { __typename: string; message?: string }) {
    if (result.__typename === 'ReviseOnEbaySuccess' || result.__typename === 'DelistFromEbaySuccess') {
      toaster.create({ type: 'success', title: successText(action, n), duration: TOAST_MS });
      onDone();
    } else toaster.create({ type: 'error', title: result.message ?? FAILED, duration: TOAST_MS });
  }
  const failed = () => void toaster.create({ type: 'error', title: FAILED, duration: TOAST_MS });

  function apply() {
    if (n === 0) {
      toaster.create({ type: 'warning', title: NOTHING_SELECTED, duration: TOAST_MS });
      return;
    }
    const action = bulkAction(choice);
    if (!action) {
      toaster.create({ type: 'warning', title: 'Choose an action', duration: TOAST_MS });
      return;
    }
    const variables = { userId, itemIds: [...itemIds] };
    if ('delist' in action.run) {
      delist({ variables, onCompleted: (r) => settle(action, r.delistFromEbay), onError: failed });
    } else {
      revise({ variables: { ...variables, kind: action.run.revise }, onCompleted: (r) => settle(action, r.reviseOnEbay), onError: failed });
    }
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
      bg={n > 0 ? 'brand.subtle' : 'bg'}
      // With rows selected it floats at the bottom of the window while the seller scrolls the
      // table (as the inventory's bulk bar does); the top is the app header's.
      position={n > 0 ? 'sticky' : 'static'}
      bottom="3"
      shadow={n > 0 ? 'lg' : undefined}
      zIndex="docked"
    >
      {n > 0 && (
        <Text fontWeight="semibold" aria-live="polite">
          {n} records selected
        </Text>
      )}
      <NativeSelect.Root size="sm" w={{ base: 'full', sm: '16rem' }}>
        <NativeSelect.Field aria-label="Bulk action" value={choice} onChange={(e) => setChoice(e.currentTarget.value)} bg="bg">
          <option value="">Choose an action</option>
          <optgroup label="eBay Actions">
            {BULK_ACTIONS.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </optgroup>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="sm" colorPalette="brand" onClick={apply} loading={busy}>
        Apply Action
      </Button>
    </Flex>
  );
}
