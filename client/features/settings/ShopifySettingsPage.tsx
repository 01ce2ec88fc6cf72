import { Suspense } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useParams } from 'react-router';
import type { ShopifySettingsPageQuery } from '../../__generated__/ShopifySettingsPageQuery.graphql.ts';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { AdvancedSettingsTabs } from './AdvancedSettingsTabs.tsx';
import { ShopifySettingsForm } from './ShopifySettingsForm.tsx';

function ShopifySettingsContent({ userId }: { userId: string }) {
  const data = useLazyLoadQuery<ShopifySettingsPageQuery>(
    graphql`
      query ShopifySettingsPageQuery($userId: String!) {
        user(userId: $userId) {
          ...ShopifySettingsForm_user
        }
      }
    `,
    { userId },
    { fetchPolicy: 'store-and-network' },
  );
  return data.user ? <ShopifySettingsForm userRef={data.user} userId={userId} /> : null;
}

/** settings/advanced/shopify (spec 002 §2.4): the Functions and Pricing Formulas cards and the save bar. */
export function ShopifySettingsPage() {
  const { userId = '-' } = useParams();
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Shopify Settings
      </Heading>
      <AdvancedSettingsTabs userId={userId} />
      <Suspense fallback={<Loading />}>
        <ShopifySettingsContent userId={userId} />
      </Suspense>
    </Stack>
  );
}
