import { Heading, Stack } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ChangePasswordCard } from './AccountSettingsCards.tsx';

/** The route admins are sent to when their password is over a year old (and the user menu's link). */
export function ChangePasswordPage() {
  const { userId = '-' } = useParams();
  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="2xl">
        Change Password
      </Heading>
      <ChangePasswordCard userId={userId} titled={false} />
    </Stack>
  );
}
