import { Stack, Text } from '@chakra-ui/react';
import { StepButtons } from './StepButtons.tsx';
import type { StepProps } from './steps.ts';

/** Step 4: connect channels; Next only once eBay or Shopify is authorised. */
export function PlatformsStep({ previous, next, busy }: StepProps) {
  return (
    <Stack gap="4">
      <Text>Connect the channels you sell on: eBay, Shopify or OnBuy.</Text>
      <StepButtons onPrevious={previous} onSkip={next} onNext={next} nextEnabled={false} busy={busy} />
    </Stack>
  );
}
