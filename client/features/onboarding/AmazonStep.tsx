import { Stack, Text } from '@chakra-ui/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AmazonStepQuery } from '../../__generated__/AmazonStepQuery.graphql.ts';
import { AmazonConnect } from '../connections/AmazonConnect.tsx';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 1: connect Amazon. Next is enabled only once connected; Skip moves on. */
export function AmazonStep({ userId, next, busy }: StepProps) {
  const data = useLazyLoadQuery<AmazonStepQuery>(
    graphql`
      query AmazonStepQuery($userId: String!) {
        user(userId: $userId) {
          linkedPlatforms {
            amazon {
              status
            }
          }
          ...AmazonConnect_user
        }
      }
    `,
    { userId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!data.user) return null;
  return (
    <Stack gap="4">
      <Text>Connect the Amazon seller account whose inventory you want to list.</Text>
      <AmazonConnect userRef={data.user} onboarding />
      <StepButtons onSkip={next} onNext={next} nextEnabled={data.user.linkedPlatforms.amazon?.status === 'AUTHORIZED'} busy={busy} />
    </Stack>
  );
}
