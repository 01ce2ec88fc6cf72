import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { AccountPaymentPageQuery } from '../../__generated__/AccountPaymentPageQuery.graphql.ts';
import { ChangePasswordCard, ContactInfoCard, TwoFactorCard } from '../accounts/AccountSettingsCards.tsx';
import { SessionsCard } from '../accounts/SessionsCard.tsx';
import { accountPaymentPageQuery } from './AccountPaymentPageQuery.ts';
import { AiCreditsCard } from './AiCreditsCard.tsx';
import { CouponCard } from './CouponCard.tsx';
import { PaymentCard } from './PaymentCard.tsx';
import { PlanCards } from './PlanCards.tsx';
import { ReferralCard } from './ReferralCard.tsx';

/**
 * /account/{id}/settings/account, Account & Payment (spec 002 §2.8): the three plan cards, the
 * card on file, coupons and AI credits, the referral programme, then password, contact information and two-factor.
 */
export function AccountPaymentPage() {
  const { userId = '-' } = useParams();
  const data = usePreloadedQuery<AccountPaymentPageQuery>(accountPaymentPageQuery, useLoaderData() as PreloadedQuery<AccountPaymentPageQuery>);
  if (!data.user) return null;
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Account & Payment
      </Heading>
      <Heading as="h2" size="lg">
        Plans &amp; Payment
      </Heading>
      <PlanCards userRef={data.user} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <PaymentCard userRef={data.user} stripeRef={data} />
        <Stack gap="6">
          <AiCreditsCard userRef={data.user} />
          <CouponCard userId={userId} />
        </Stack>
      </SimpleGrid>
      <ReferralCard userRef={data.user} />
      <Heading as="h2" size="lg">
        Account
      </Heading>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <ChangePasswordCard userId={userId} />
        <ContactInfoCard userRef={data.user} />
        <TwoFactorCard userRef={data.user} />
        <SessionsCard />
      </SimpleGrid>
    </Stack>
  );
}
