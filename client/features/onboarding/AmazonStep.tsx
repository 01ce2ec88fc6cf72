import { Stack, Text } from '@chakra-ui/react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { AmazonStepQuery } from '../../__generated__/AmazonStepQuery.graphql.ts';
import { amazonStepQuery } from './AmazonStepQuery.ts';
import { AmazonConnect } from '../connections/AmazonConnect.tsx';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 1: connect Amazon. Next is enabled only once connected; Skip moves on. */
export function AmazonStep({ queryRef, next, busy }: StepProps & { queryRef: PreloadedQuery<AmazonStepQuery> }) {
  const data = usePreloadedQuery<AmazonStepQuery>(amazonStepQuery, queryRef);
  if (!data.user) return null;
  return (
    <Stack gap="4">
      <Text>Connect the Amazon seller account whose inventory you want to list.</Text>
      <AmazonConnect userRef={data.user} onboarding />
      <StepButtons onSkip={next} onNext={next} nextEnabled={data.user.linkedPlatforms.amazon?.status === 'AUTHORIZED'} busy={busy} />
    </Stack>
  );
}
