import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Spec 000 §2: no Amazon seller linked. */
export function ConnectAmazonNotice({ userId }: { userId: string }) {
  return (
    <Box borderWidth="1px" rounded="md" bg="bg" p="8" textAlign="center">
      <Text>
        <Link asChild colorPalette="brand" fontWeight="semibold">
          <RouterLink to={`/account/${userId}/settings/linked-platforms`}>Connect your Amazon Account</RouterLink>
        </Link>{' '}
        to view your inventory
      </Text>
    </Box>
  );
}
