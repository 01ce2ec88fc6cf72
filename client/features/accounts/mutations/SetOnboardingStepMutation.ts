import { graphql, useMutation } from 'react-relay';
import type { SetOnboardingStepMutation } from '../../../__generated__/SetOnboardingStepMutation.graphql.ts';

export function useSetOnboardingStepMutation() {
  return useMutation<SetOnboardingStepMutation>(graphql`
    mutation SetOnboardingStepMutation($userId: String!, $step: Int!) {
      setOnboardingStep(userId: $userId, step: $step) {
        id
        onboardingStep
      }
    }
  `);
}
