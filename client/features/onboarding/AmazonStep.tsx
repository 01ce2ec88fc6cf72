import { Button, Stack, Text } from '@chakra-ui/react';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 1: connect Amazon. Next is enabled only once connected; Skip moves on. */
export function AmazonStep({ next, busy }: StepProps) {
  return (
    <Stack gap="4">
      <Text>Connect the Amazon seller account whose inventory you want to list.</Text>
      <Button alignSelf="flex-start" colorPalette="brand" disabled>
        Connect Amazon Account
      </Button>
      <StepButtons onSkip={next} onNext={next} nextEnabled={false} busy={busy} />
    </Stack>
  );
}
