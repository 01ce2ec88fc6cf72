import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { AccountSettingsPageQuery } from '../../__generated__/AccountSettingsPageQuery.graphql.ts';
import { ChangePasswordCard, ContactInfoCard, TwoFactorCard } from './AccountSettingsCards.tsx';

/** Account settings: password, contact information, two-factor (billing cards join in the billing issue). */
export function AccountSettingsPage() {
  const { userId = '-' } = useParams();
  const data = useLazyLoadQuery<AccountSettingsPageQuery>(
    graphql`
      query AccountSettingsPageQuery($userId: String!) {
        user(userId: $userId) {
          ...AccountSettingsCards_user
        }
      }
    `,
    { userId },
  );
  if (!data.user) return null;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Account Settings
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ChangePasswordCard userId={userId} />
        <ContactInfoCard userRef={data.user} />
        <TwoFactorCard userRef={data.user} />
      </SimpleGrid>
    </Stack>
  );
}

/** The route admins are sent to when their password is over a year old. */
export function ChangePasswordPage() {
  const { userId = '-' } = useParams();
  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="2xl">
        Change Password
      </Heading>
      <ChangePasswordCard userId={userId} />
    </Stack>
  );
}
