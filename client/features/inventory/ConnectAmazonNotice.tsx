import { Box, Link, Text } from '@chakra-ui/react';
import { Notice } from '../../components/Notice.tsx';
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

/** Amazon's authorisation was lost: the items below are as last imported; syncing waits for the seller. */
export function AmazonReauthNotice({ userId }: { userId: string }) {
  return (
    <Notice status="warning">
      Amazon's authorisation was lost: your inventory is shown as last imported, and quantity and price updates are paused until you reauthorise Amazon.{' '}
      <Link asChild colorPalette="brand" fontWeight="semibold">
        <RouterLink to={`/account/${userId}/settings/linked-platforms`}>Reauthorize Amazon</RouterLink>
      </Link>
    </Notice>
  );
}
