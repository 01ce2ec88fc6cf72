import { HStack, Spinner, Text } from '@chakra-ui/react';

/** Spec 001 §2.6's loading text, while the page's rows are fetched. */
export function ListingsLoading() {
  return (
    <HStack role="status" gap="3" py="10" justify="center">
      <Spinner size="sm" aria-hidden />
      <Text>Loading...</Text>
    </HStack>
  );
}
