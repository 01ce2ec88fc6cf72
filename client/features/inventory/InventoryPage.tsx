import { Button, EmptyState, Heading, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';

/** Amazon Inventory (spec 000 §2). Import and the table arrive with the inventory issue. */
export function InventoryPage() {
  const { userId } = useParams();
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Amazon Inventory
      </Heading>
      <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
        <EmptyState.Content>
          <EmptyState.Title>Connect your Amazon Account</EmptyState.Title>
          <EmptyState.Description>Your inventory appears here once your Amazon seller account is connected.</EmptyState.Description>
          <Button asChild colorPalette="brand">
            <RouterLink to={`/account/${userId}/settings/linked-platforms`}>Go to Linked Platforms</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  );
}
