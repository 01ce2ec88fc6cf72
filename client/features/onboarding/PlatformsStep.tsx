import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { PlatformsStepQuery } from '../../__generated__/PlatformsStepQuery.graphql.ts';
import { platformsStepQuery } from './PlatformsStepQuery.ts';
import { ChannelCards } from '../channels/ChannelCards.tsx';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 4: connect channels; Next only once eBay or Shopify is authorised (spec 000 §2). */
export function PlatformsStep({ queryRef, previous, next, busy }: StepProps & { queryRef: PreloadedQuery<PlatformsStepQuery> }) {
  const data = usePreloadedQuery<PlatformsStepQuery>(platformsStepQuery, queryRef);
  if (!data.user) return null;
  const p = data.user.linkedPlatforms;
  return (
    <Stack gap="4">
      <Text>Connect the channels you sell on: eBay, Shopify or OnBuy.</Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <ChannelCards userRef={data.user} onboarding />
      </SimpleGrid>
      <StepButtons onPrevious={previous} onSkip={next} onNext={next} nextEnabled={!!(p.ebay?.authorized || p.shopify?.authorized)} busy={busy} />
    </Stack>
  );
}
