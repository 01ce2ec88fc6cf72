import { EmptyState } from '@chakra-ui/react';

/** Spec 000 §2: still loading while the first import runs (or nothing is imported yet); otherwise nothing matched. */
export function InventoryEmptyState({ waitForImport }: { waitForImport: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
      <EmptyState.Content>
        <EmptyState.Description>
          {waitForImport ? 'Please wait while we load your inventory...' : 'No items found. Consider changing your filter settings.'}
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
