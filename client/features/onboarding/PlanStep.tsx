import { Stack, Text } from '@chakra-ui/react';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 2: pick a plan per channel. */
export function PlanStep({ previous, next, busy }: StepProps) {
  return (
    <Stack gap="4">
      <Text>Pick a plan for each channel you want to sell on. Every plan starts with a two-week free trial.</Text>
      <StepButtons onPrevious={previous} onSkip={next} onNext={next} nextEnabled busy={busy} />
    </Stack>
  );
}
