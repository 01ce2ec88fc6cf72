import { Stack, Text } from '@chakra-ui/react';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 3: a card for the subscriptions; Skip only with a card already on file. */
export function BillingStep({ previous, next, busy }: StepProps) {
  return (
    <Stack gap="4">
      <Text>Add a card for your subscriptions. Enter your billing information now for 20% off your first year.</Text>
      <StepButtons onPrevious={previous} onNext={next} nextEnabled busy={busy} />
    </Stack>
  );
}
