import { Suspense } from 'react';
import { Heading, Stack } from '@chakra-ui/react';
import { usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router';
import type { ShopifySettingsPageQuery } from '../../__generated__/ShopifySettingsPageQuery.graphql.ts';
import { EbayListingsLoading as Loading } from '../listings/EbayListingsLoading.tsx';
import { AdvancedSettingsTabs } from './AdvancedSettingsTabs.tsx';
import type { ShopifySettingsData } from './loaders.ts';
import { ShopifySettingsForm } from './ShopifySettingsForm.tsx';
import { shopifySettingsPageQuery } from './ShopifySettingsPageQuery.ts';

function ShopifySettingsContent({ queries, userId }: { queries: ShopifySettingsData; userId: string }) {
  const data = usePreloadedQuery<ShopifySettingsPageQuery>(shopifySettingsPageQuery, queries.page);
  return data.user ? <ShopifySettingsForm userRef={data.user} userId={userId} locationsRef={queries.locations} /> : null;
}

/** settings/advanced/shopify (spec 002 §2.4): the Functions and Pricing Formulas cards and the save bar. */
export function ShopifySettingsPage() {
  const { userId = '-' } = useParams();
  const queries = useLoaderData() as ShopifySettingsData;
  return (
    <Stack gap="6" maxW="3xl">
      <Heading as="h1" size="2xl">
        Shopify Settings
      </Heading>
      <AdvancedSettingsTabs userId={userId} />
      <Suspense fallback={<Loading />}>
        <ShopifySettingsContent queries={queries} userId={userId} />
      </Suspense>
    </Stack>
  );
}
