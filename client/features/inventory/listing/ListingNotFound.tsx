import { Button, EmptyState } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Spec 001 §2.12: no such item (or another seller's). */
export function ListingNotFound({ userId }: { userId: string }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
      <EmptyState.Content>
        <EmptyState.Title as="h1">Listing not found</EmptyState.Title>
        <Button asChild variant="outline">
          <RouterLink to={`/account/${userId}/amazon-inventory/`}>Back to Amazon Inventory</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
