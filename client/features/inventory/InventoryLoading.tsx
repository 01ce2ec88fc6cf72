import { HStack, Spinner, Text } from '@chakra-ui/react';

/** The loading message while the inventory is fetched. */
export function InventoryLoading() {
  return (
    <HStack role="status" gap="3" py="10" justify="center">
      <Spinner size="sm" aria-hidden />
      <Text>Loading inventory...</Text>
    </HStack>
  );
}
