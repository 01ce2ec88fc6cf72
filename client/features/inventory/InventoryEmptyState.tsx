import { EmptyState } from '@chakra-ui/react';

/** Spec 000 §2: a new account (under 24 hours, Amazon linked) is still loading; otherwise nothing matched. */
export function InventoryEmptyState({ newAccount }: { newAccount: boolean }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg" role="status">
      <EmptyState.Content>
        <EmptyState.Description>
          {newAccount ? 'Please wait while we load your inventory...' : 'No items found. Consider changing your filter settings.'}
        </EmptyState.Description>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
