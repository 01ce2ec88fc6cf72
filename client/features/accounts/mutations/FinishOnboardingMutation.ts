import { graphql, useMutation } from 'react-relay';
import type { FinishOnboardingMutation } from '../../../__generated__/FinishOnboardingMutation.graphql.ts';

export function useFinishOnboardingMutation() {
  return useMutation<FinishOnboardingMutation>(graphql`
    mutation FinishOnboardingMutation($userId: String!) {
      finishOnboarding(userId: $userId) {
        id
        onboardingFinished
      }
    }
  `);
}
